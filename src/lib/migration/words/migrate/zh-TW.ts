/**
 * 正體中文（台灣／香港用語） · migrate: user/migrate, moving the account to the new platform.
 * Keys starting with `migrate.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'migrate.heading': '帳號遷移',
  'migrate.intro': 'Skyline 正在把帳號搬到新平台。遷移後，你會用電子郵件和密碼登入新平台，在那裡管理服務和帳單。',
  'migrate.serviceHere.heading': '這裡的服務會怎樣',
  'migrate.serviceHere.until': '這裡的服務會照常使用到{date}（香港時間），遷移不會縮短它。',
  'migrate.serviceHere.none': '你在這裡目前沒有使用中的服務。',
  'migrate.serviceHere.renewal': '遷移完成後，這裡不會再續費，也不會產生新帳單；之後請在新平台續費。',
  'migrate.serviceHere.link': '你的登入連結仍然有效，可以繼續在這裡查看服務。',
  'migrate.form.heading': '開始遷移',
  'migrate.email': '新平台使用的電子郵件',
  'migrate.email.hint': '這個電子郵件不能已經在新平台註冊過。',
  'migrate.password': '新平台的密碼',
  'migrate.password.hint': '8 到 20 個字元。只會傳送一次給新平台建立帳號，我們不會保存。',
  'migrate.submit': '開始遷移',
  'migrate.sending': '正在送出…',
  'migrate.problem.EmailEmpty': '請輸入電子郵件。',
  'migrate.problem.EmailFormat': '電子郵件格式不正確，請輸入有效的電子郵件。',
  'migrate.problem.MigrationEmailTaken': '這個電子郵件已經在新平台註冊，請換一個電子郵件。',
  'migrate.problem.PasswordTooShort': '密碼太短：至少要 8 個字元。',
  'migrate.problem.PasswordTooLong': '密碼太長：最多 20 個字元。',
  'migrate.unknown.title': '還不確定遷移是否已經開始',
  'migrate.unknown.hint': '我們沒有收到回應，也暫時查不到狀態。請不要重新送出，稍後再查看一次。',
  'migrate.unknown.check': '查看遷移狀態',
  'migrate.loading': '正在讀取遷移狀態…',
  'migrate.progress': '遷移進度',
  'migrate.state.queued': '排隊中',
  'migrate.state.copying': '複製資料中',
  'migrate.state.done': '已完成',
  'migrate.state.queued.body': '已收到你的遷移申請，正在排隊，通常 1 分鐘內開始。你可以離開這個頁面，完成後我們會寄信到{email}。',
  'migrate.state.copying.body': '正在把帳號、服務和帳單複製到新平台，大約需要 10 分鐘。你可以離開這個頁面，完成後我們會寄信到{email}。',
  'migrate.state.done.body': '遷移完成。請用{email}和你設定的密碼登入新平台。',
  'migrate.failed.heading': '遷移沒有完成',
  'migrate.failure.emailTaken': '遷移期間，這個電子郵件已被新平台的其他帳號使用。請換一個電子郵件再試一次。',
  'migrate.failure.targetUnavailable': '新平台暫時無法建立帳號。這裡的帳號和服務都沒有變更，請稍後再試一次。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
