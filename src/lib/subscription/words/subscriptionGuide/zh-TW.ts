/**
 * 正體中文（台灣／香港用語） · subscriptionGuide: the subscription section's words fetched on demand
 * (loadArea): the step-by-step setup with the other apps and platforms, and the share dialog.
 * Keys starting with `subscriptionGuide.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 * App and system names (Shadowrocket, OpenWrt) arrive as placeholders: they are the apps'
 * own names, from lib/subscription/import-links.ts.
 */
const messages = {
  'subscriptionGuide.setup.heading': '設定 App',
  'subscriptionGuide.setup.platform': '裝置類型',
  'subscriptionGuide.setup.thisDevice': '{platform}（這台裝置）',
  'subscriptionGuide.setup.elsewhere': '以下是{platform}的步驟。在那台裝置上開啟這個頁面就能一鍵匯入，也可以用它的 App 掃描 QR 碼。',
  'subscriptionGuide.platform.ios': 'iOS',
  'subscriptionGuide.platform.android': 'Android',
  'subscriptionGuide.platform.windows': 'Windows',
  'subscriptionGuide.platform.macos': 'macOS',
  'subscriptionGuide.platform.linux': 'Linux',
  'subscriptionGuide.platform.router': '路由器',
  'subscriptionGuide.step.get': '下載{app}',
  'subscriptionGuide.step.import': '匯入訂閱',
  'subscriptionGuide.step.importAbove': '按上方的「一鍵匯入{app}」。',
  'subscriptionGuide.step.check': '確認已連線',
  'subscriptionGuide.get.appStoreRegion': '中國大陸區的 App Store 沒有這些 App，請用其他地區（例如香港、台灣）的 Apple 帳號下載。',
  'subscriptionGuide.get.router': '路由器需使用{system}系統，並在管理頁面安裝{app}。',
  'subscriptionGuide.import.copyFor': '複製網址給{app}',
  'subscriptionGuide.import.copied': '網址已複製，接著在{app}貼上：',
  'subscriptionGuide.paste.clipboard': '開啟{app}，在主視窗按{keys}（從剪貼簿匯入），網址會新增為一筆訂閱；接著按「更新訂閱」。',
  'subscriptionGuide.paste.router': '在路由器管理頁面開啟{app}，到訂閱設定新增一筆訂閱，貼上網址後儲存，再更新設定。',
  'subscriptionGuide.check.ios': '在{app}選擇訂閱裡的節點，打開最上方的開關；第一次使用時請允許新增 VPN 設定。',
  'subscriptionGuide.check.android': '在{app}的設定檔頁面選取這筆訂閱，再按開始連線；第一次使用時請允許 VPN 連線要求。',
  'subscriptionGuide.check.desktop': '在{app}的訂閱頁面選取這筆訂閱，再到設定開啟「系統代理」。',
  'subscriptionGuide.check.router': '在{app}的總覽頁面啟動它；連上這台路由器的裝置都會經由它連線。',
  'subscriptionGuide.check.confirm': '在 App 裡做一次延遲測試，節點顯示毫秒數就表示連得上；再開啟任一網站確認能正常載入。幾分鐘後，這台裝置會算進本頁的使用中裝置。',
  'subscriptionGuide.others': '{platform}的其他 App',
  'subscriptionGuide.article': '圖文教學',
  'subscriptionGuide.share.heading': '分享使用連結',
  'subscriptionGuide.share.explain': '使用連結只能讓 App 連線使用這個服務。管理連結（你的登入連結）可以重設服務、綁定電子郵件，請勿分享給任何人。',
  'subscriptionGuide.share.copy': '複製使用連結',
  'subscriptionGuide.share.system': '用其他 App 分享',
  'subscriptionGuide.share.close': '關閉',
  'subscriptionGuide.share.qrAlt': '使用連結的 QR 碼',
  'subscriptionGuide.articles': '更多訂閱網址的說明',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
