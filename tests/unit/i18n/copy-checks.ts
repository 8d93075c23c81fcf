/**
 * Checks shared by the copy tests (UI catalogues, marketing copy): each Chinese text is
 * written in its own script and punctuation (docs/i18n/zh-TW.md, docs/i18n/zh-CN.md).
 * A check takes one string and returns the offending part, or null when the text is fine.
 */

/** Flat copy: a key or path → the text a reader sees. */
export type Catalogue = Readonly<Record<string, string>>;
export type TextCheck = (text: string) => string | null;

export const PLACEHOLDER = /\{(\w+)\}/g;

/** Copy as a reader sees it, with the {placeholders} taken out. */
export function withoutPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, ' ');
}

// Characters that exist only in Simplified Chinese: a sign of mainland text in zh-TW.
// (后 is also Traditional for "empress", a word this product never needs; 之後 is 後.)
export const SIMPLIFIED_ONLY = [
  ...'这们来时个说对么为发后设录账单务网络链码请击选择页问题关开门买卖费价订阅节点户',
  ...'会没经现从无应过还进让数据邮载试该动长间实当处帮转线装图档与连内钟将',
];

// Characters that exist only in Traditional Chinese: a sign of unconverted text in zh-CN.
export const TRADITIONAL_ONLY = [
  ...'這們來時個說對麼為發後設錄帳單務網絡連鏈碼請擊選擇頁問題關開門買賣費價訂閱節點戶',
  ...'會沒經現從無應過還進讓數據郵載試該動長間實當處幫轉線裝圖檔與內週裡餘鐘將',
];

/** Key → offending part, for readable failures. */
export function findAll(catalogue: Catalogue, test: TextCheck): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    const hit = test(text);
    if (hit !== null) found[key] = hit;
  }
  return found;
}

/** Finds any of the listed characters. */
export function charsFrom(list: readonly string[]): TextCheck {
  return (text) => {
    const hits = [...text].filter((char) => list.includes(char));
    return hits.length > 0 ? hits.join('') : null;
  };
}

/** Latin words outside the allow-list, in copy that should be Chinese. */
export function latinWordsOutside(allowed: Readonly<Record<string, string>>): TextCheck {
  return (text) => {
    const words = withoutPlaceholders(text).match(/[A-Za-z]+/g) ?? [];
    const unknown = words.filter((word) => !(word in allowed));
    return unknown.length > 0 ? unknown.join(' ') : null;
  };
}

/** Half-width punctuation in Chinese prose (a URL scheme, decimals and the title separator excepted). */
export const halfWidthPunctuation: TextCheck = (text) => {
  const prose = withoutPlaceholders(text)
    .replace(/https:\/\//g, ' ') // a URL scheme keeps its own punctuation
    .replace(/\d\.\d/g, ' ') // decimals such as 99.98
    .replace(/ \| /g, ' '); // the page-title separator, as in every language
  const hits = prose.match(/[,.:;!?()"'[\]]/g);
  return hits ? hits.join('') : null;
};

/** zh-TW quotes with 「」『』, zh-CN with “”‘’: the other pair is a mistake. */
export const curlyQuotes: TextCheck = (text) => (/[“”‘’]/.test(text) ? text : null);
export const cornerQuotes: TextCheck = (text) => (/[「」『』]/.test(text) ? text : null);

/** One half-width space between Han and Latin/digits/{placeholders}; none beside full-width punctuation. */
export const crampedSpacing: TextCheck = (text) => {
  const hit =
    text.match(/\p{Script=Han}[A-Za-z0-9{]|[A-Za-z0-9}%]\p{Script=Han}/u) ??
    text.match(/ [，。：；！？、）」”]|[，。：；！？、（「“] /u);
  return hit ? hit[0] : null;
};

/** Three dots where the one-character ellipsis belongs. */
export const threeDots: TextCheck = (text) => (text.includes('...') ? text : null);

/** Empty copy, or copy with leading or trailing whitespace. */
export const emptyOrPadded: TextCheck = (text) => (text.trim() === '' || text !== text.trim() ? JSON.stringify(text) : null);
