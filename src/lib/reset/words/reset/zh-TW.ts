/**
 * 正體中文（台灣／香港用語） · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'reset.heading': '重設',
  'reset.intro.service': '如果登入連結或訂閱網址可能被別人拿到，可以重設：舊的會立即停止運作，換成新的。',
  'reset.intro.account': '如果登入連結可能被別人拿到，可以重設：舊的登入連結和每個服務的訂閱網址會立即停止運作，換成新的，所有用戶端都要重新匯入。',
  'reset.start.service': '重設登入連結和訂閱網址',
  'reset.start.account': '重設登入連結和所有訂閱網址',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
