/**
 * The help centre's search rule, written once (issue 12 item 3, docs/decisions/0030): the
 * sandbox's help desk answers `articles/search.json` with it, and the site's fallback
 * searches its saved index with it, so a query finds the same articles either way.
 *
 * - **Terms**: Latin words of two letters or more, and each run of Chinese characters as
 *   a whole (Chinese writes no spaces: "訂閱" and "訂閱網址" are each one term).
 * - **Matching**: every term must be found; a term in the title counts five times one in
 *   the text; equal scores keep the articles' own order. A Chinese term also matches the
 *   other script's and the other region's word for the same thing (重設 / 重设 / 重置),
 *   so a reader in either help centre finds an article whichever way they write.
 * - **Snippet**: the text around the first match, each match marked. As parts
 *   (`SnippetPart[]`) a page turns it into DOM nodes; as HTML (`snippetHtml`) only
 *   `<em>` is markup and everything else is escaped, as Zendesk sends it.
 * - **Which answer is listed** (`answerApplies`): the page lists the saved index's answer
 *   at once and the help desk's when it comes; an answer counts only for the query the
 *   box holds, and the index never replaces the help desk's answer to the same query.
 *
 * Pure: no I/O, no DOM; runs in the sandbox, the build and the browser.
 */

/** A run of Han characters (CJK unified ideographs, extension A, compatibility). */
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/u;
/** A Chinese run, or a run of other letters and digits ("QR碼" is "qr" and "碼"). */
const CJK_OR_WORD = /[\u3400-\u9fff\uf900-\ufaff]+|(?:(?![\u3400-\u9fff\uf900-\ufaff])[\p{L}\p{N}])+/gu;
/** Punctuation and spaces that separate words, in both widths. */
const SEPARATORS = /[\s,.;:!?，。；：！？、"'()（）「」『』“”‘’《》【】/\\|+*=<>[\]{}-]+/u;

/**
 * The terms of a query, lower-cased, each once.
 * @example searchTerms('iPhone 訂閱 設定') // ['iphone', '訂閱', '設定']
 * @example searchTerms('a 退款！') // ['退款'] (one Latin letter is not a word)
 */
export function searchTerms(query: string): string[] {
  const terms = query
    .toLowerCase()
    .split(SEPARATORS)
    .flatMap((word) => word.match(CJK_OR_WORD) ?? [])
    .filter((term) => CJK_RUN.test(term) || term.length >= 2);
  return [...new Set(terms)];
}

/**
 * Words that name the same thing in Traditional (Taiwan/Hong Kong) and Simplified
 * (mainland) Chinese, from the glossaries (docs/i18n/zh-TW.md, zh-CN.md) plus the plain
 * character conversions a reader may type. Kept short: each group is a word our articles
 * use and readers search for.
 */
const SAME_WORDS: readonly (readonly string[])[] = [
  ['重設', '重设', '重置'],
  ['訂閱', '订阅'],
  ['網址', '网址', '地址'],
  ['登入', '登录', '登錄'],
  ['連結', '链接', '鏈接', '连结'],
  ['帳單', '账单', '賬單'],
  ['帳號', '账号', '帐号', '賬號'],
  ['裝置', '设备', '設備', '装置'],
  ['設定', '设置', '設置', '设定'],
  ['續費', '续费'],
  ['退費', '退费'],
  ['付款', '支付'],
  ['節點', '节点'],
  ['用戶端', '客户端', '客戶端', '用户端'],
  ['電子郵件', '邮箱', '郵箱', '电子邮件'],
  ['綁定', '绑定'],
  ['連線', '连线', '連接', '连接'],
  ['速度', '网速', '網速'],
  ['試用', '试用'],
  ['優惠碼', '优惠码'],
  ['說明', '说明'],
];

/**
 * Everyday names readers type for what our articles call by another name, in both
 * regions: the phone makers' and the refund's colloquial words, and the wall-climbing
 * slang for what the service is. One way only: a search for the articles' own word
 * ("iOS") does not widen to everything the everyday word covers ("Mac"). Latin words as
 * the articles spell them, lower-cased (the rule compares lower-cased text).
 */
const EVERYDAY_WORDS: readonly (readonly [everyday: readonly string[], articlesSay: readonly string[]])[] = [
  [['苹果', '蘋果'], ['iphone', 'ipad', 'ios', 'mac']],
  [['安卓'], ['android']],
  [['退费', '退費', '退钱', '退錢'], ['退款']],
  [['翻墙', '翻牆', '梯子', '科学上网', '科學上網'], ['vpn', '代理']],
];

/** At most this many spellings of one term are tried (a long run could name several words). */
const MAX_VARIANTS = 16;

/**
 * Every spelling of a term the help centre may use: the term itself, each everyday word
 * in it swapped for the articles' words, and each of its known words swapped for the same
 * word in the other script or region.
 * @example termVariants('重设') // ['重设', '重設', '重置']
 * @example termVariants('安卓') // ['安卓', 'android']
 * @example termVariants('iphone') // ['iphone']
 */
export function termVariants(term: string): string[] {
  // Everyday words first, so the cap below never drops the articles' own words for them.
  let variants = [term];
  for (const [everyday, articlesSay] of EVERYDAY_WORDS) {
    const next = new Set(variants);
    for (const variant of variants) {
      for (const word of everyday) {
        if (variant.includes(word)) for (const said of articlesSay) next.add(variant.split(word).join(said));
      }
    }
    variants = [...next];
  }
  for (const group of SAME_WORDS) {
    const next = new Set(variants);
    for (const variant of variants) {
      for (const word of group) {
        if (!variant.includes(word)) continue;
        for (const other of group) if (other !== word) next.add(variant.split(word).join(other));
      }
    }
    variants = [...next].slice(0, MAX_VARIANTS);
  }
  return variants;
}

function occurrences(haystack: string, needle: string): number {
  let n = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) n++;
  return n;
}

/** What the rule reads of an article: its title and its words without markup. */
export interface SearchableArticle {
  title: string;
  text: string;
}

/** A piece of a snippet: matched words are `marked`, the rest is plain text. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

export interface SearchHit<A> {
  article: A;
  snippet: SnippetPart[];
}

/** About how many characters a snippet shows around the first match. */
export const SNIPPET_CHARS = 120;

/**
 * The text around the first match of any spelling, each match marked (the longest
 * spelling where several start at the same place).
 * @example snippetParts('退款政策', ['退款']) // [{ text: '退款', marked: true }, { text: '政策', marked: false }]
 */
export function snippetParts(text: string, spellings: readonly string[]): SnippetPart[] {
  const lower = text.toLowerCase();
  const firsts = spellings.map((spelling) => lower.indexOf(spelling)).filter((at) => at >= 0);
  const first = firsts.length > 0 ? Math.min(...firsts) : 0;
  const start = Math.max(0, first - Math.floor(SNIPPET_CHARS / 3));
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  const longestFirst = [...spellings].filter((spelling) => spelling.length > 0).sort((a, b) => b.length - a.length);
  const parts: SnippetPart[] = [];
  const push = (piece: string, marked: boolean) => {
    const last = parts.at(-1);
    if (last && last.marked === marked && !marked) last.text += piece;
    else parts.push({ text: piece, marked });
  };
  if (start > 0) push('…', false);
  let at = start;
  while (at < end) {
    const match = longestFirst.find((spelling) => lower.startsWith(spelling, at));
    if (match) {
      push(text.slice(at, at + match.length), true);
      at += match.length;
    } else {
      push(text.charAt(at), false);
      at += 1;
    }
  }
  if (end < text.length) push('…', false);
  return parts;
}

/**
 * The articles that match every term of the query, best first, each with its snippet.
 * An empty or wordless query finds nothing.
 * @example searchHelp([{ title: '退款政策', text: '30 天內可以退款。' }], '退款')[0]?.article.title // '退款政策'
 */
export function searchHelp<A extends SearchableArticle>(articles: readonly A[], query: string): SearchHit<A>[] {
  const spellingsOfTerms = searchTerms(query).map(termVariants);
  if (spellingsOfTerms.length === 0) return [];
  const allSpellings = spellingsOfTerms.flat();
  return articles
    .map((article, order) => {
      const title = article.title.toLowerCase();
      const text = article.text.toLowerCase();
      const hits = spellingsOfTerms.map((spellings) => spellings.reduce((sum, spelling) => sum + occurrences(title, spelling) * 5 + occurrences(text, spelling), 0));
      return { article, order, score: hits.every((hit) => hit > 0) ? hits.reduce((a, b) => a + b, 0) : 0 };
    })
    .filter((found) => found.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ article }) => ({ article, snippet: snippetParts(article.text, allSpellings) }));
}

/** Where a list of results came from: the saved index while the help desk is asked, the help desk, or the saved index because the help desk could not be reached. */
export type ResultsSource = 'local' | 'help-desk' | 'saved-index';

/**
 * Whether an answer may replace the results listed. Guarded by query, not by arrival:
 * an answer counts only for the query the box holds now (a late answer to an older query
 * is dropped, whenever it arrives), and once the help desk has answered a query, the saved
 * index never replaces that answer for the same query.
 * @example answerApplies({ query: '退款', source: 'help-desk' }, '退款', { query: '退款', source: 'local' }) // false
 * @example answerApplies(null, 'refund', { query: 'refun', source: 'help-desk' }) // false
 */
export function answerApplies(listed: { query: string; source: ResultsSource } | null, current: string, answer: { query: string; source: ResultsSource }): boolean {
  if (answer.query !== current) return false;
  return !(listed?.query === answer.query && listed.source === 'help-desk' && answer.source !== 'help-desk');
}

/** Escapes text for HTML: the snippet's only markup is ours. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * A snippet as Zendesk sends it: matches in `<em>`, everything else escaped.
 * @example snippetHtml([{ text: '<b>', marked: false }, { text: '退款', marked: true }]) // '&lt;b&gt;<em>退款</em>'
 */
export function snippetHtml(parts: readonly SnippetPart[]): string {
  return parts.map((part) => (part.marked ? `<em>${escapeHtml(part.text)}</em>` : escapeHtml(part.text))).join('');
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', mdash: '—', ndash: '–' };

/**
 * Decodes HTML entities in one pass (a snippet's, an article's text); an unknown one stays as written.
 * @example decodeEntities('&amp;lt; &#x4e2d;') // '&lt; 中'
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * A help desk's snippet (HTML) read as parts: `<em>…</em>` marks, every other tag is
 * dropped (its text kept as text), entities are decoded. What a page builds from the
 * parts is text nodes and `<em>` elements, so nothing in a snippet can run or load.
 * @example parseSnippet('a <em>b</em> <img src=x onerror=alert(1)>c') // [{ text: 'a ', marked: false }, { text: 'b', marked: true }, { text: ' c', marked: false }]
 */
export function parseSnippet(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<[^>]*>)/)) {
    if (piece.startsWith('<') && piece.endsWith('>')) {
      const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(piece);
      if (tag?.[2]?.toLowerCase() === 'em') marked = tag[1] !== '/';
      continue;
    }
    // A lone '<' that opens no tag is text (it was not escaped, but it marks nothing up).
    const text = decodeEntities(piece);
    if (text === '') continue;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
