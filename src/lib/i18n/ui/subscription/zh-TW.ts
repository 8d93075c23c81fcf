/**
 * 正體中文（台灣／香港用語） · subscription: the subscription address, one-click import, the client tutorial and sharing.
 * Keys starting with `subscription.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/i18n/catalogues.test.ts).
 * App and system names (Shadowrocket, OpenWrt) arrive as placeholders: they are the apps'
 * own names, from rules/import-links.ts.
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
  'subscription.qr.unavailable.hint': '請改為複製上方的網址，或再試一次。',

  'subscription.setup.heading': '設定 App',
  'subscription.setup.platform': '裝置類型',
  'subscription.setup.thisDevice': '{platform}（這台裝置）',
  'subscription.setup.elsewhere': '以下是{platform}的步驟。在那台裝置上開啟這個頁面就能一鍵匯入，也可以用它的 App 掃描 QR 碼。',
  'subscription.platform.ios': 'iOS',
  'subscription.platform.android': 'Android',
  'subscription.platform.windows': 'Windows',
  'subscription.platform.macos': 'macOS',
  'subscription.platform.linux': 'Linux',
  'subscription.platform.router': '路由器',
  'subscription.step.get': '下載{app}',
  'subscription.step.import': '匯入訂閱',
  'subscription.step.check': '確認已連線',
  'subscription.get.appStore': '到 App Store 下載{app}',
  'subscription.get.site': '{app}官方網站',
  'subscription.get.releases': '{app}官方下載頁',
  'subscription.get.appStoreRegion': '中國大陸區的 App Store 沒有這些 App，請用其他地區（例如香港、台灣）的 Apple 帳號下載。',
  'subscription.get.router': '路由器需使用{system}系統，並在管理頁面安裝{app}。',
  'subscription.import.oneTap': '一鍵匯入{app}',
  'subscription.import.copyFor': '複製網址給{app}',
  'subscription.import.opening': '正在開啟{app}…',
  'subscription.import.unanswered': '沒有開啟{app}嗎？',
  'subscription.import.install': '還沒安裝的話，請先下載：',
  'subscription.import.copied': '網址已複製，接著在{app}貼上：',
  'subscription.paste.url': '也可以手動新增：複製網址，在{app}新增訂閱（或設定檔）時選擇從網址匯入，貼上後儲存並更新。',
  'subscription.paste.clipboard': '開啟{app}，在主視窗按{keys}（從剪貼簿匯入），網址會新增為一筆訂閱；接著按「更新訂閱」。',
  'subscription.paste.router': '在路由器管理頁面開啟{app}，到訂閱設定新增一筆訂閱，貼上網址後儲存，再更新設定。',
  'subscription.check.ios': '在{app}選擇訂閱裡的節點，打開最上方的開關；第一次使用時請允許新增 VPN 設定。',
  'subscription.check.android': '在{app}的設定檔頁面選取這筆訂閱，再按開始連線；第一次使用時請允許 VPN 連線要求。',
  'subscription.check.desktop': '在{app}的訂閱頁面選取這筆訂閱，再到設定開啟「系統代理」。',
  'subscription.check.router': '在{app}的總覽頁面啟動它；連上這台路由器的裝置都會經由它連線。',
  'subscription.check.confirm': '在 App 裡做一次延遲測試，節點顯示毫秒數就表示連得上；再開啟任一網站確認能正常載入。幾分鐘後，這台裝置會算進本頁的使用中裝置。',
  'subscription.others': '{platform}的其他 App',
  'subscription.article': '圖文教學',
  'subscription.inApp.title': '請改用瀏覽器開啟',
  'subscription.inApp.hint': '{browser}裡的網頁無法開啟其他 App。請點右上角「···」，選擇「在瀏覽器開啟」，再從那裡一鍵匯入。你仍可在這裡複製網址或掃描 QR 碼。',
  'subscription.inApp.wechat': '微信',
  'subscription.inApp.qq': 'QQ',

  'subscription.share.open': '分享使用連結',
  'subscription.share.heading': '分享使用連結',
  'subscription.share.explain': '使用連結只能讓 App 連線使用這個服務。管理連結（你的登入連結）可以重設服務、綁定電子郵件，請勿分享給任何人。',
  'subscription.share.copy': '複製使用連結',
  'subscription.share.system': '用其他 App 分享',
  'subscription.share.close': '關閉',
  'subscription.share.qrAlt': '使用連結的 QR 碼',
  'subscription.share.unavailable.title': '無法開啟分享視窗',
  'subscription.share.unavailable.hint': '網路可能不穩，請再試一次；也可以直接複製上方的訂閱網址。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
