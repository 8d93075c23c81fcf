/**
 * 正體中文（台灣／香港用語） · unsubscribe: user/unsubscribe, stopping marketing mail.
 * Keys starting with `unsubscribe.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'unsubscribe.heading': '退訂行銷郵件',
  'unsubscribe.intro': '按下按鈕後，我們就不會再寄優惠和活動郵件給你。帳單、登入連結和服務通知不受影響，仍會照常寄出。',
  'unsubscribe.button': '退訂行銷郵件',
  'unsubscribe.sending': '正在退訂…',
  'unsubscribe.done': '已退訂。{email}不會再收到 Skyline 的行銷郵件。',
  'unsubscribe.again.body': '改變主意了？隨時可以在這裡重新訂閱。',
  'unsubscribe.again.button': '重新訂閱',
  'unsubscribe.again.sending': '正在重新訂閱…',
  'unsubscribe.resubscribed': '已重新訂閱。{email}會再收到 Skyline 的優惠和活動郵件，每封郵件都可以退訂。',
  'unsubscribe.invalid': '這個退訂連結無效或已經失效（例如你之後又重新訂閱了）。請改用最新一封郵件裡的退訂連結，或聯絡客服，我們會幫你退訂。',
  'unsubscribe.missing': '這個連結不完整，少了退訂代碼。請從郵件重新開啟退訂連結，或聯絡客服，我們會幫你退訂。',
  'unsubscribe.failed': '暫時連不上伺服器，還沒有變更。請稍後再按一次。',
  'unsubscribe.contact': '聯絡客服',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
