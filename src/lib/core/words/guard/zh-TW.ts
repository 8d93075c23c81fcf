/**
 * 正體中文（台灣／香港用語） · guard: the login check, the human check and the login-link capture.
 * Keys starting with `guard.`, `verify.`, `login.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'guard.checking': '正在確認登入狀態…',
  'guard.signatureUnverified': '目前無法確認你的登入狀態，但你不會被登出；部分資訊可能不是最新的。',

  'verify.heading': '正在檢查你的瀏覽器',
  'verify.body': '只需要幾秒鐘，用來防止自動程式濫用服務。',
  'verify.progress': '檢查中…',
  'verify.passed': '檢查完成，正在前往你要去的頁面…',
  'verify.noscript': '需要開啟 JavaScript 才能繼續。檢查只在你的瀏覽器中進行，不會傳送任何個人資料。',

  'login.stored': '你已登入。登入連結已儲存在這台裝置上，並已從網址列移除。',
  'login.storageUnavailable': '這個瀏覽器無法儲存登入狀態，所以連結會留在網址列。請將此頁加入書籤，方便之後回來。',
  'login.resetElsewhere': '你的登入連結已在另一個分頁重設或換新：舊連結已停止運作，這個分頁已改用新的登入連結。',
  'login.arrivalRefused': '你打開的登入連結已經失效，可能是帳號重設過。你仍然以原本的帳號登入，這台裝置上的登入狀態沒有改變。',
  'login.emailLinkNeedsLogin': '這條電子郵件驗證連結要在已登入的瀏覽器中打開才能驗證。請先在這裡打開你的登入連結，再打開郵件裡的驗證連結；或在「我的帳號」頁輸入郵件裡的 6 位數驗證碼。',

  'guard.offlineCopy': '目前沒有網路連線，你看到的是這台裝置上儲存的頁面副本。連線恢復後會自動載入最新內容。',
  'guard.offlinePage.heading': '目前沒有網路連線',
  'guard.offlinePage.body': '這個頁面你還沒在這台裝置上開過，所以沒有儲存副本。連線恢復後，這裡會自動開啟你要的頁面。',
  'guard.offlinePage.hint': '開過的頁面離線時仍然可以看，例如說明中心。',
  'guard.offlinePage.help': '前往說明中心',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
