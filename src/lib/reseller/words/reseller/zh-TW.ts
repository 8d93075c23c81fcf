/**
 * 正體中文（台灣／香港用語） · reseller: a service sold through a reseller (whose service it
 * is, its support, the client login's password reset). Keys starting with `reseller.`.
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'reseller.heading': '經銷商',
  'reseller.soldBy': '這個服務是向{name}購買的。',
  'reseller.support.theirs': '這個服務的問題請聯絡{name}，他們會直接協助你：',
  'reseller.support.ours': '{name}的聯絡方式如下，也可以聯絡我們的客服：',
  'reseller.support.email': '電子郵件',
  'reseller.support.url': '客服網站',
  'reseller.support.hours': '服務時間：{hours}',
  'reseller.support.contact': '聯絡{name}',
  'reseller.login.heading': '用戶端登入',
  'reseller.login.intro': '{name}給了你一組用戶端登入帳號。忘記密碼或密碼可能外洩時，可以在這裡重設。',
  'reseller.login.start': '重設用戶端密碼',
  'reseller.login.notAllowed': '{name}不開放自行重設密碼，需要時請聯絡他們。',
  'reseller.dialog.heading': '重設用戶端密碼',
  'reseller.dialog.checking': '正在確認要重設的登入帳號…',
  'reseller.dialog.username': '登入帳號：{username}',
  'reseller.dialog.what': '會產生一組新密碼，舊密碼立即失效，用舊密碼登入的每個 App 和裝置都要用新密碼重新登入。',
  'reseller.dialog.panel': '新密碼也用來登入{name}的會員網站。',
  'reseller.dialog.confirm': '產生新密碼',
  'reseller.dialog.resetting': '正在重設…',
  'reseller.dialog.cancel': '取消',
  'reseller.done.heading': '新密碼已產生',
  'reseller.done.once': '新密碼只會顯示這一次，我們不會保存它。請現在記下來或複製到密碼管理工具。',
  'reseller.done.username': '登入帳號',
  'reseller.done.password': '新密碼',
  'reseller.done.copy': '複製密碼',
  'reseller.done.copied': '已複製',
  'reseller.done.close': '已記下，關閉',
  'reseller.lost': '沒有收到重設的結果：密碼可能已經換了。請重新重設一次，拿到新密碼。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
