/**
 * 正體中文（台灣／香港用語） · emailDialog: the email binding dialog, loaded on demand (send code, verify, resend, change, revoke, unbind).
 * Keys starting with `emailDialog.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'emailDialog.heading': '電子郵件綁定',
  'emailDialog.close': '關閉',
  'emailDialog.label': '電子郵件',
  'emailDialog.EmailEmpty': '請填寫電子郵件。',
  'emailDialog.EmailFormat': '電子郵件格式不正確，請檢查一下。',
  'emailDialog.send': '寄送驗證碼',
  'emailDialog.sending': '寄送中…',
  'emailDialog.unverifiedHint': '這個電子郵件還沒有驗證，驗證後才能用來找回帳號。',
  'emailDialog.pending.change': '正在改為{email}：輸入寄到新信箱的驗證碼後才會生效，在那之前仍使用目前的電子郵件。',
  'emailDialog.pending.sent': '6 位數驗證碼已寄到{email}，有效至{time}（香港時間）。也可以直接點郵件裡的連結。',
  'emailDialog.code.label': '驗證碼',
  'emailDialog.code.problem': '請輸入 6 位數驗證碼。',
  'emailDialog.verify': '驗證',
  'emailDialog.verifying': '驗證中…',
  'emailDialog.notReceived': '沒收到嗎？請查看垃圾郵件。',
  'emailDialog.resend': '重新寄送驗證碼',
  'emailDialog.resendIn': '{seconds}秒後可重新寄送',
  'emailDialog.useAnother': '改用其他電子郵件',
  'emailDialog.change': '更換電子郵件',
  'emailDialog.revoke': '取消這次更換',
  'emailDialog.revokeUnverified': '取消綁定這個電子郵件',
  'emailDialog.unbind': '解除綁定',
  'emailDialog.unbind.confirmText': '解除綁定後，登入連結遺失時就無法用電子郵件找回帳號。確定要解除嗎？',
  'emailDialog.unbind.confirm': '確定解除綁定',
  'emailDialog.unbind.keep': '保留綁定',
  'emailDialog.working': '處理中…',
  'emailDialog.done.send': '驗證碼已寄出。',
  'emailDialog.done.verify': '電子郵件已驗證，之後可以用它找回帳號。',
  'emailDialog.done.revoke': '已取消這次更換。',
  'emailDialog.done.unbind': '已解除綁定電子郵件。',
  'emailDialog.cancel': '取消',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
