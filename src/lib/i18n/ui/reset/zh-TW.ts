/**
 * 正體中文（台灣／香港用語） · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/i18n/catalogues.test.ts).
 */
const messages = {
  'reset.heading': '重設',
  'reset.intro.service': '如果登入連結或訂閱網址可能被別人拿到，可以重設：舊的會立即停止運作，換成新的。',
  'reset.intro.account': '如果登入連結可能被別人拿到，可以重設：舊連結會立即停止運作，換成新的。',
  'reset.start.service': '重設登入連結和訂閱網址',
  'reset.start.account': '重設登入連結',
  'reset.previewing': '正在確認重設會變更哪些內容…',
  'reset.dialog.heading': '重設前請先確認',
  'reset.changes.heading': '會變更的內容',
  'reset.changes.loginLink': '你的登入連結：換成新連結。舊連結立即失效，所有用舊連結登入的裝置和瀏覽器都會被登出。',
  'reset.changes.subscription': '{service}的訂閱網址：換成新網址。舊網址立即停止更新，每台裝置上匯入過它的用戶端（{clients}）都必須重新匯入。',
  'reset.unchanged': '不會變更：你的服務、到期日、流量、帳單和電子郵件。',
  'reset.service': '服務 #{id}',
  'reset.understood.service': '我明白舊的登入連結和訂閱網址會立即停止運作，所有用戶端都要重新匯入。',
  'reset.understood.account': '我明白舊的登入連結會立即停止運作。',
  'reset.understoodMissing': '請先勾選上面的確認，再重設。',
  'reset.confirm': '確認重設',
  'reset.confirming': '正在重設…',
  'reset.cancel': '取消',
  'reset.done.heading': '重設完成',
  'reset.done.oldStopped': '舊的登入連結已停止運作。',
  'reset.done.subscription': '訂閱網址也已換新：請在每台裝置的用戶端裡重新匯入服務頁面上的新訂閱網址。',
  'reset.done.save': '請立即儲存新的登入連結：在其他裝置或瀏覽器登入，或這個瀏覽器忘記登入狀態時，都要用它。',
  'reset.done.mailed': '新的登入連結也已寄到{email}。',
  'reset.done.notKept': '這個瀏覽器無法儲存登入狀態：請務必複製或下載新連結，關閉此頁後只能用它登入。',
  'reset.done.close': '我已儲存，關閉',
  'reset.link.label': '你的新登入連結',
  'reset.link.copy': '複製連結',
  'reset.link.copied': '已複製',
  'reset.link.download': '下載為檔案',
  'reset.restart': '重新開始重設',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
