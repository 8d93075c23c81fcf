/**
 * 正體中文（台灣／香港用語） · action: the buttons that offer a way forward (the error catalogue names one per error).
 * Keys starting with `action.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'action.retry': '再試一次',
  'action.refresh': '重新整理頁面',
  'action.reorder': '重新下單',
  'action.payAgain': '重新付款',
  'action.contactSupport': '聯絡客服',
  'action.login': '登入',
  'action.otherMethod': '改用其他付款方式',
  'action.dismiss': '關閉',
  'action.bindEmail': '綁定電子郵件',
  'action.verifyAgain': '重新進行人機驗證',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
