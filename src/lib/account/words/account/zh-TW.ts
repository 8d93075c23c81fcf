/**
 * 正體中文（台灣／香港用語） · account: the manage-account page (login link and its recovery sheet, selected service, messages from the provider).
 * Keys starting with `account.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'account.heading': '我的帳號',
  'account.loading': '正在載入帳號…',

  'account.link.heading': '登入連結',
  'account.link.what': '這條連結就是你的帳號：任何人拿到它，就能管理你的服務。請妥善保存，不要分享給別人。',
  'account.link.label': '你的登入連結',
  'account.link.hidden': '登入連結已隱藏。',
  'account.link.reveal': '顯示登入連結',
  'account.link.copy': '複製連結',
  'account.link.copied': '已複製',
  'account.link.download': '下載成文字檔',
  'account.link.sheet': '列印備援頁',

  'account.sheet.heading': 'Skyline 登入連結備援頁',
  'account.sheet.what': '這是你的 Skyline 帳號登入連結。在任何瀏覽器打開它，或用手機掃描 QR 碼，就能登入並管理你的服務。',
  'account.sheet.danger': '任何持有這條連結的人都能控制你的帳號。請把這張紙收在安全的地方，不要拍照或分享。',
  'account.sheet.leak': '如果連結外洩：打開「我的帳號」頁，按「重設登入連結」。舊連結會立即停止運作，換成新的連結；再印一張新的備援頁。',
  'account.sheet.linkLabel': '登入連結',
  'account.sheet.qrAlt': '登入連結的 QR 碼',
  'account.sheet.qrFailed.title': '無法顯示 QR 碼',
  'account.sheet.qrFailed.hint': '連結的文字仍在頁面上，可以照樣列印。',
  'account.sheet.local': '這張備援頁只在你的裝置上產生，沒有傳送到任何地方。',
  'account.sheet.print': '列印',
  'account.sheet.close': '關閉',

  'account.service.heading': '選擇的服務',
  'account.service.why': '續費、帳單和用量會顯示這個服務。',
  'account.service.selected': '{service}：{status}',
  'account.service.none': '你還沒有服務。',
  'account.service.order': '選購方案',
  'account.service.open': '查看這個服務',
  'account.service.switch': '切換服務',

  'account.messages.heading': '服務商訊息',
  'account.messages.loading': '正在載入訊息…',
  'account.messages.empty': '目前沒有訊息。',
  'account.messages.kind.service': '服務',
  'account.messages.kind.billing': '帳單',
  'account.messages.kind.notice': '公告',
  'account.messages.kind.affiliate': '邀請好友',
  'account.messages.at': '{date}（香港時間）',
  'account.migrate.link': '查看遷移說明並開始遷移',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
