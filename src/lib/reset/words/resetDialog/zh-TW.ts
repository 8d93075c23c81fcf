/**
 * 正體中文（台灣／香港用語） · resetDialog: the reset dialog's words, fetched with the dialog (load-area.ts).
 * Keys starting with `resetDialog.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'resetDialog.previewing': '正在確認重設會變更哪些內容…',
  'resetDialog.dialog.heading': '重設前請先確認',
  'resetDialog.changes.heading': '會變更的內容',
  'resetDialog.changes.loginLink': '你的登入連結：換成新連結。舊連結立即失效，所有用舊連結登入的裝置和瀏覽器都會被登出。',
  'resetDialog.changes.subscription': '{service}的訂閱網址：換成新網址。舊網址立即停止更新，每台裝置上匯入過它的用戶端（{clients}）都必須重新匯入。',
  'resetDialog.unchanged': '不會變更：你的服務、到期日、流量、帳單和電子郵件。',
  'resetDialog.service': '服務 #{id}',
  'resetDialog.understood.service': '我明白舊的登入連結和訂閱網址會立即停止運作，所有用戶端都要重新匯入。',
  'resetDialog.understood.account': '我明白舊的登入連結會立即停止運作。',
  'resetDialog.understood.accountServices': '我明白舊的登入連結和所有服務的訂閱網址會立即停止運作，每個用戶端都要重新匯入。',
  'resetDialog.understoodMissing': '請先勾選上面的確認，再重設。',
  'resetDialog.confirm': '確認重設',
  'resetDialog.confirming': '正在重設…',
  'resetDialog.cancel': '取消',
  'resetDialog.done.heading': '重設完成',
  'resetDialog.done.oldStopped': '舊的登入連結已停止運作。',
  'resetDialog.done.subscription': '訂閱網址也已換新：請在每台裝置的用戶端裡重新匯入服務頁面上的新訂閱網址。',
  'resetDialog.done.subscriptions': '所有服務的訂閱網址也已換新：每台裝置上的每個用戶端都要重新匯入，新網址在各服務的頁面上。',
  'resetDialog.done.save': '請立即儲存新的登入連結：在其他裝置或瀏覽器登入，或這個瀏覽器忘記登入狀態時，都要用它。',
  'resetDialog.done.mailed': '新的登入連結也已寄到{email}。',
  'resetDialog.done.notKept': '這個瀏覽器無法儲存登入狀態：請務必複製或下載新連結，關閉此頁後只能用它登入。',
  'resetDialog.done.close': '我已儲存，關閉',
  'resetDialog.link.label': '你的新登入連結',
  'resetDialog.link.copy': '複製連結',
  'resetDialog.link.copied': '已複製',
  'resetDialog.link.download': '下載為檔案',
  'resetDialog.restart': '重新開始重設',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
