/**
 * 正體中文（台灣／香港用語） · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/i18n/catalogues.test.ts).
 */
const messages = {
  'reset.heading': '重設',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
