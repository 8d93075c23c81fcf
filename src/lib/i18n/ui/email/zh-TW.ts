/**
 * 正體中文（台灣／香港用語） · email: binding an email to the account (send code, verify, resend, unbind).
 * Keys starting with `email.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/i18n/catalogues.test.ts).
 */
const messages = {
  'email.heading': '電子郵件',
  'email.loading': '正在載入電子郵件綁定狀態…',
  'email.why': '你的帳號還沒有綁定電子郵件。登入連結遺失時，沒有電子郵件就無法找回帳號；綁定後，我們可以把登入連結寄給你。',
  'email.prompt.title': '請綁定電子郵件，以免帳號無法找回',
  'email.prompt.go': '綁定電子郵件',
  'email.label': '電子郵件',
  'email.EmailEmpty': '請填寫電子郵件。',
  'email.EmailFormat': '電子郵件格式不正確，請檢查一下。',
  'email.send': '寄送驗證碼',
  'email.sending': '寄送中…',
  'email.status.verified': '{email}（已驗證）',
  'email.status.unverified': '{email}（尚未驗證）',
  'email.unverifiedHint': '這個電子郵件還沒有驗證，驗證後才能用來找回帳號。',
  'email.pending.change': '正在改為{email}：輸入寄到新信箱的驗證碼後才會生效，在那之前仍使用目前的電子郵件。',
  'email.pending.sent': '6 位數驗證碼已寄到{email}，有效至{time}（香港時間）。也可以直接點郵件裡的連結。',
  'email.code.label': '驗證碼',
  'email.code.problem': '請輸入 6 位數驗證碼。',
  'email.verify': '驗證',
  'email.verifying': '驗證中…',
  'email.notReceived': '沒收到嗎？請查看垃圾郵件。',
  'email.resend': '重新寄送驗證碼',
  'email.resendIn': '{seconds}秒後可重新寄送',
  'email.useAnother': '改用其他電子郵件',
  'email.change': '更換電子郵件',
  'email.revoke': '取消這次更換',
  'email.revokeUnverified': '取消綁定這個電子郵件',
  'email.unbind': '解除綁定',
  'email.unbind.confirmText': '解除綁定後，登入連結遺失時就無法用電子郵件找回帳號。確定要解除嗎？',
  'email.unbind.confirm': '確定解除綁定',
  'email.unbind.keep': '保留綁定',
  'email.working': '處理中…',
  'email.done.send': '驗證碼已寄出。',
  'email.done.verify': '電子郵件已驗證，之後可以用它找回帳號。',
  'email.done.revoke': '已取消這次更換。',
  'email.done.unbind': '已解除綁定電子郵件。',
  'email.cancel': '取消',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
