/**
 * 正體中文（台灣／香港用語） · ticket: the ticket form (help/contact-us, win/ticket later).
 * Keys starting with `ticket.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'ticket.heading': '送出客服單',
  'ticket.intro': '寫下你遇到的問題，我們會回覆到你的電子郵件。',
  'ticket.email': '你的電子郵件（我們會回覆到這裡）',
  'ticket.EmailEmpty': '請填寫電子郵件，方便我們回覆你。',
  'ticket.EmailFormat': '電子郵件格式不正確。',
  'ticket.categories': '問題類型（可複選）',
  'ticket.category.payment-not-activated': '已付款但服務沒有開通',
  'ticket.category.payment': '付款與退款',
  'ticket.category.connection': '連線與速度',
  'ticket.category.account': '帳號與登入連結',
  'ticket.category.other': '其他問題',
  'ticket.category.callback': '預約回電',
  'ticket.NoCategory': '請至少選一個問題類型。',
  'ticket.details': '詳細說明（選填）',
  'ticket.count': '{count}/{max}字',
  'ticket.DetailsTooLong': '詳細說明最多{max}字，目前{count}字。請刪減後再送出，已輸入的內容不會遺失。',
  'ticket.files': '附件（最多{max}個）',
  'ticket.files.hint': '可附圖片、PDF、文字檔、記錄檔和 zip 壓縮檔，每個最大{size} MB。',
  'ticket.files.choose': '選擇檔案',
  'ticket.file.uploading': '上傳中{percent}%',
  'ticket.file.FileType': '不接受這種檔案，請附圖片、PDF、文字檔、記錄檔或 zip。',
  'ticket.file.FileTooLarge': '檔案超過{size} MB，請壓縮或改附截圖。',
  'ticket.file.FileEmpty': '這個檔案是空的。',
  'ticket.file.TooManyFiles': '最多附{max}個檔案，這個沒有附上。',
  'ticket.file.AttachmentTooLarge': '客服系統不接受這麼大的檔案。',
  'ticket.file.RecordInvalid': '客服系統不接受這個檔案。',
  'ticket.file.retry': '重新上傳{name}',
  'ticket.file.remove': '移除{name}',
  'ticket.file.reselect': '頁面重新載入後，這些檔案需要重新選擇：{names}',
  'ticket.FilesPending': '請等檔案上傳完成再送出。',
  'ticket.FilesFailed': '有檔案上傳失敗，請重新上傳或移除後再送出。',
  'ticket.problems': '還有欄位需要修正，請看標示的地方。',
  'ticket.send': '送出客服單',
  'ticket.sending': '正在送出…',
  'ticket.sent': '客服單 #{id}已送出。確認信已寄到你的電子郵件，我們通常在{hours}小時內回覆。',
  'ticket.limited.when': '請在香港時間{time}之後再送出。',
  'ticket.facts.service': '服務 #{id}',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
