/**
 * 正體中文（台灣／香港用語） · helpSearch: the help centre's search box and its results.
 * Keys starting with `helpSearch.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'helpSearch.label': '搜尋說明文章',
  'helpSearch.placeholder': '例如：退款、訂閱網址、流量',
  'helpSearch.submit': '搜尋',
  'helpSearch.searching': '搜尋中…',
  'helpSearch.count': '找到{count}篇文章',
  'helpSearch.none': '找不到和「{query}」有關的文章。',
  'helpSearch.noneHint': '換個說法再試一次，或直接問我們：',
  'helpSearch.contact': '聯絡客服',
  'helpSearch.savedIndex': '目前連不上說明中心，以下結果來自先前儲存的文章索引，內容可能不是最新的。',
  'helpSearch.unavailable': '目前無法搜尋，請稍後再試，或直接聯絡客服。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
