/**
 * 正體中文（台灣／香港用語） · subscription: the subscription address as the service page and the paid
 * view show it up front: copy, QR code, the share button, one-tap import into the
 * recommended app and its "didn't open?" steps (the rest is in ../subscriptionGuide).
 * Keys starting with `subscription.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 * App and system names (Shadowrocket, OpenWrt) arrive as placeholders: they are the apps'
 * own names, from lib/subscription/import-links.ts.
 */
const messages = {
  'subscription.heading': '訂閱網址',
  'subscription.intro': '把這個網址匯入裝置上的 App 就能連線。它是使用連結：拿到的人都能用你的流量，只分享給你信任的人。',
  'subscription.loading': '正在載入訂閱網址…',
  'subscription.unavailable': '暫時無法顯示訂閱網址，請聯絡客服。',
  'subscription.copy': '複製網址',
  'subscription.copied': '已複製',
  'subscription.qr.show': '顯示 QR 碼',
  'subscription.qr.hide': '隱藏 QR 碼',
  'subscription.qr.alt': '訂閱網址的 QR 碼',
  'subscription.qr.hint': '用手機上的 App 掃描即可新增訂閱，多數 App 都支援掃碼。',
  'subscription.qr.unavailable.title': '無法顯示 QR 碼',
  'subscription.fallback.hint': '請改為複製上方的網址，或再試一次。',
  'subscription.get.appStore': '到 App Store 下載{app}',
  'subscription.get.site': '{app}官方網站',
  'subscription.get.releases': '{app}官方下載頁',
  'subscription.import.oneTap': '一鍵匯入{app}',
  'subscription.import.opening': '正在開啟{app}…',
  'subscription.import.unanswered': '沒有開啟{app}嗎？',
  'subscription.import.install': '還沒安裝的話，請先下載：',
  'subscription.paste.url': '也可以手動新增：複製網址，在{app}新增訂閱（或設定檔）時選擇從網址匯入，貼上後儲存並更新。',
  'subscription.inApp.title': '請改用瀏覽器開啟',
  'subscription.inApp.hint': '{browser}裡的網頁無法開啟其他 App。請點右上角「···」，選擇「在瀏覽器開啟」，再從那裡一鍵匯入。你仍可在這裡複製網址或掃描 QR 碼。',
  'subscription.inApp.wechat': '微信',
  'subscription.inApp.qq': 'QQ',
  'subscription.guide.open': '逐步設定與其他 App',
  'subscription.guide.unavailable.title': '無法載入設定步驟',
  'subscription.share.open': '分享使用連結',
  'subscription.share.unavailable.title': '無法開啟分享視窗',
  'subscription.articles.link': '訂閱網址使用說明',
  'subscription.articles.heading': '訂閱網址使用說明',
  'subscription.articles.intro': '怎麼使用、保管和更新你的訂閱網址。',
  'subscription.articles.empty': '目前沒有說明文章，有問題請聯絡客服。',
  'subscription.articles.updated': '更新於{date}',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
