/**
 * 正體中文（台灣／香港用語） · email: binding an email to the account (send code, verify, resend, unbind).
 * Keys starting with `email.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/i18n/catalogues.test.ts).
 */
const messages = {
  'email.heading': '電子郵件',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
