/**
 * 正體中文（台灣／香港用語） · email: the email binding as the service page first shows it (state in a line, the prompt, the buttons that open the dialog).
 * Keys starting with `email.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'email.heading': '電子郵件',
  'email.why': '你的帳號還沒有綁定電子郵件。登入連結遺失時，沒有電子郵件就無法找回帳號；綁定後，我們可以把登入連結寄給你。',
  'email.prompt.title': '請綁定電子郵件，以免帳號無法找回',
  'email.prompt.go': '綁定電子郵件',
  'email.status.verified': '{email}（已驗證）',
  'email.status.unverified': '{email}（尚未驗證）',
  'email.state.sent': '驗證碼已寄到{email}，等待輸入。',
  'email.state.change': '正在改為{email}，等待輸入寄到新信箱的驗證碼。',
  'email.open.code': '輸入驗證碼',
  'email.open.manage': '管理電子郵件',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
