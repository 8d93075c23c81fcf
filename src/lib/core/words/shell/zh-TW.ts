/**
 * 正體中文（台灣／香港用語） · shell: the page shell and the static pages.
 * Keys starting with `brand.`, `lang.`, `shell.`, `notFound.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'brand.name': 'Skyline',

  'lang.name': '繁體中文',
  'lang.switcher.label': '語言',

  'shell.skipToContent': '跳到主要內容',
  'shell.nav.label': '主選單',
  'shell.nav.plans': '方案',
  'shell.nav.myService': '我的服務',
  'shell.nav.bills': '帳單',
  'shell.nav.account': '帳號',
  'shell.nav.affiliate': '邀請好友',
  'shell.nav.help': '說明',
  'shell.nav.login': '登入',
  'shell.footer.label': '頁尾',
  'shell.footer.about': '在香港營運，服務亞洲各地的使用者。所有方案皆不限流量。',
  'shell.footer.support': '真人客服全年無休，每天服務 12 小時',
  'shell.footer.copyright': '© {year} Skyline',
  'shell.footer.links.help': '說明中心',
  'shell.footer.links.contact': '聯絡我們',
  'shell.footer.links.refund': '退款政策',


  'notFound.heading': '找不到這個頁面',
  'notFound.body': '這個頁面不存在，或你沒有存取權限。',
  'notFound.home': '回到首頁',
  'notFound.help': '取得協助',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
