/**
 * 正體中文（台灣／香港用語） · subscription: the subscription address, one-click import, the client tutorial and sharing.
 * Keys starting with `subscription.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/i18n/catalogues.test.ts).
 */
const messages = {
  'subscription.heading': '訂閱地址',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
