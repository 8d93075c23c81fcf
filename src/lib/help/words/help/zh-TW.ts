/**
 * 正體中文（台灣／香港用語） · help: the help centre's pages (issue 12).
 * Keys starting with `help.` (the area rule: ../areas.ts). The articles' own words come
 * from the help desk; these are only the pages around them.
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'help.heading': '說明中心',
  'help.article.documentTitle': '{title} | 說明中心 | Skyline',
  'help.intro': '設定教學、付款與帳號問題，以及連不上時該怎麼做。',
  'help.breadcrumb': '目前位置',
  'help.updated': '更新於{date}',
  'help.inSection': '同一分類的其他文章',
  'help.contact.heading': '還需要協助？',
  'help.contact.body': '客服每天 12 小時在線，一般問題約 12 小時內回覆，付款問題約 6 小時。',
  'help.contact.link': '聯絡客服',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
