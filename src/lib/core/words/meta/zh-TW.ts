/**
 * 正體中文（台灣／香港用語） · meta: page titles and descriptions.
 * Keys starting with `meta.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'meta.home.title': 'Skyline',
  'meta.home.description': 'Skyline：快速、私密的代理服務，流量不限。',
  'meta.orderPlace.title': '方案與價格 | Skyline',
  'meta.orderPlace.description': '流量不限，8 個國家和地區共 38 組伺服器叢集，服務可用率 99.98%。選好方案，一分鐘內就能連線。',
  'meta.orderPay.title': '帳單付款 | Skyline',
  'meta.orderPay.description': '可用支付寶、微信支付、信用卡、USDT 等多種方式為 Skyline 帳單付款。',
  'meta.orderPaying.title': '付款處理中 | Skyline',
  'meta.orderPaying.description': '正在處理你的付款。',
  'meta.userLogin.title': '登入 | Skyline',
  'meta.userLogin.description': '用你的專屬登入連結登入，或透過電子郵件取得連結。',
  'meta.userUnsubscribe.title': '退訂行銷郵件 | Skyline',
  'meta.userUnsubscribe.description': '不再接收 Skyline 的行銷郵件。',
  'meta.userService.title': '我的服務 | Skyline',
  'meta.userService.description': '查看 Skyline 服務的狀態、用量與設定。',
  'meta.userServiceInvoice.title': '帳單 | Skyline',
  'meta.userServiceInvoice.description': 'Skyline 服務的帳單與續費。',
  'meta.userMigrate.title': '帳號遷移 | Skyline',
  'meta.userMigrate.description': '將你的 Skyline 帳號遷移到新平台。',
  'meta.userAccount.title': '我的帳號 | Skyline',
  'meta.userAccount.description': '登入連結、電子郵件、信用卡與餘額。',
  'meta.userInvoice.title': '帳單明細 | Skyline',
  'meta.userInvoice.description': '帳單明細，可直接列印。',
  'meta.userAffiliate.title': '邀請好友 | Skyline',
  'meta.userAffiliate.description': '邀請好友使用 Skyline，賺取獎勵金。',
  'meta.help.title': '說明中心 | Skyline',
  'meta.help.description': 'Skyline 的使用教學、常見問題與客服支援。',
  'meta.helpArticle.title': '說明文章 | Skyline',
  'meta.helpArticle.description': 'Skyline 說明中心的文章。',
  'meta.helpContactUs.title': '聯絡我們 | Skyline',
  'meta.helpContactUs.description': '線上即時客服、客服單與預約回電。',
  'meta.landingPage.title': 'Skyline',
  'meta.landingPage.description': 'Skyline：快速、私密的代理服務。',
  'meta.landingAndroid.title': 'Skyline Android 版 | Skyline',
  'meta.landingAndroid.description': '下載 Skyline 的 Android 應用程式。',
  'meta.waitingVerification.title': '正在檢查瀏覽器 | Skyline',
  'meta.waitingVerification.description': '快速確認你是真人。',
  'meta.offline.title': '沒有網路連線 | Skyline',
  'meta.offline.description': '這個頁面還沒有儲存在這台裝置上，連線恢復後就會開啟。',
  'meta.win.title': 'Skyline 電腦版',
  'meta.win.description': 'Skyline 電腦版用戶端的控制面板。',
  'meta.winImport.title': '匯入登入連結 | Skyline 電腦版',
  'meta.winImport.description': '貼上登入連結，就能在這台電腦上使用 Skyline。',
  'meta.winServices.title': '服務 | Skyline 電腦版',
  'meta.winServices.description': '這台電腦上的 Skyline 服務。',
  'meta.winTicket.title': '客服單 | Skyline 電腦版',
  'meta.winTicket.description': '向 Skyline 客服尋求協助。',
  'meta.notFound.title': '找不到頁面 | Skyline',
  'meta.notFound.description': '這個頁面不存在，或你沒有存取權限。',
  'meta.helpSubscription.title': '訂閱網址使用說明 | Skyline',
  'meta.helpSubscription.description': '怎麼使用、保管和更新 Skyline 的訂閱網址。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
