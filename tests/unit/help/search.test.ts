/**
 * The help centre's search rule (src/lib/help/search.ts), shared by the sandbox's
 * help desk and the site's saved-index fallback: terms, matching, snippets, and reading a
 * help desk's snippet so that only <em> is ever markup.
 */
import { describe, expect, it } from 'vitest';
import { answerApplies, parseSnippet, searchHelp, searchTerms, snippetHtml, snippetParts, termVariants, SNIPPET_CHARS } from '../../../src/lib/help/search.ts';

/** A few articles as a help centre writes them, in its order. */
const REFUNDS_TW = { id: 302, title: '退款政策：可以退款嗎？', text: '一般方案付款後 30 天內可以申請退款；用支付寶付款的帳單無法退款。' };
const BILLS_TW = { id: 303, title: '帳單與續費', text: '帳單逾期未付會取消，已付款的帳單可以申請退款。' };
const RESET_CN = { id: 403, title: '重置登录链接和订阅地址', text: '重置会换发新的登录链接和订阅地址，旧的立即失效。' };
const SUBSCRIPTION_CN = { id: 201, title: '订阅地址：复制、二维码、一键导入', text: '订阅地址是一条 https 链接，重置后要重新导入。' };
const IOS_EN = { id: 101, title: 'Set up Skyline on iPhone and iPad (iOS)', text: 'To use Skyline on an iPhone, install Shadowrocket and import your subscription address.' };
const REFUNDS_EN = { id: 302, title: 'Refunds: how to get your money back', text: 'Standard plans can be refunded within 30 days. Use Shadowrocket? Any client is fine.' };

describe('searchTerms', () => {
  it.each([
    ['iPhone 訂閱 設定', ['iphone', '訂閱', '設定']],
    ['退款', ['退款']],
    ['怎麼退款？', ['怎麼退款']],
    ['訂閱網址，QR碼', ['訂閱網址', 'qr', '碼']],
    ['a b 退款！退款', ['退款']],
    ['  ', []],
    ['Shadowrocket, shadowrocket', ['shadowrocket']],
  ])('%j → %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });
});

describe('termVariants', () => {
  it('a word in either script or region finds the others', () => {
    expect(termVariants('重设')).toEqual(expect.arrayContaining(['重设', '重設', '重置']));
    expect(termVariants('訂閱')).toEqual(expect.arrayContaining(['訂閱', '订阅']));
    expect(termVariants('订阅地址')).toEqual(expect.arrayContaining(['订阅地址', '訂閱網址']));
  });

  it('a Latin word or an unknown Chinese word is only itself', () => {
    expect(termVariants('iphone')).toEqual(['iphone']);
    // The everyday word widens to the articles' words, never the other way ("iOS" is not every Apple device).
    expect(termVariants('ios')).toEqual(['ios']);
    expect(termVariants('苹果')).toEqual(expect.arrayContaining(['iphone', 'ios', 'mac']));
    expect(termVariants('流量')).toEqual(['流量']);
  });
});

describe('searchHelp', () => {
  it('a two-character Chinese query finds its article first, the title weighing more than the text', () => {
    const found = searchHelp([BILLS_TW, REFUNDS_TW], '退款');
    expect(found.map((hit) => hit.article.id)).toEqual([302, 303]);
  });

  it('zh-CN: 重设 (the Traditional word written in Simplified) finds the article that says 重置', () => {
    expect(searchHelp([SUBSCRIPTION_CN, RESET_CN], '重设')[0]?.article.id).toBe(403);
    expect(searchHelp([SUBSCRIPTION_CN, RESET_CN], '重設')[0]?.article.id).toBe(403);
  });

  it('every term must match, in any case', () => {
    expect(searchHelp([REFUNDS_EN, IOS_EN], 'SHADOWROCKET iphone').map((hit) => hit.article.id)).toEqual([101]);
    expect(searchHelp([REFUNDS_EN, IOS_EN], 'shadowrocket zzzz')).toEqual([]);
  });

  it('equal scores keep the help centre order', () => {
    const a = { title: 'A', text: 'speed' };
    const b = { title: 'B', text: 'speed' };
    expect(searchHelp([a, b], 'speed').map((hit) => hit.article)).toEqual([a, b]);
  });

  it('a query without a word finds nothing', () => {
    expect(searchHelp([REFUNDS_EN], '? !')).toEqual([]);
    expect(searchHelp([REFUNDS_EN], 'a')).toEqual([]);
  });

  it("the snippet marks the article's own spelling of the word", () => {
    const [hit] = searchHelp([RESET_CN], '重设');
    expect(hit?.snippet.filter((part) => part.marked).map((part) => part.text)).toEqual(['重置']);
  });
});

describe('snippets', () => {
  it('cut around the first match, with an ellipsis where text was left out', () => {
    const text = `${'x'.repeat(200)}退款${'y'.repeat(200)}`;
    const parts = snippetParts(text, ['退款']);
    const joined = parts.map((part) => part.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined.length).toBe(SNIPPET_CHARS + 2);
    expect(parts.filter((part) => part.marked)).toEqual([{ text: '退款', marked: true }]);
  });

  it('as HTML: only <em> is markup, the rest escaped', () => {
    const html = snippetHtml(snippetParts('<img src=x onerror=alert(1)> 退款 & "more"', ['退款']));
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <em>退款</em> &amp; &quot;more&quot;');
  });

  it('read back from HTML: <em> marks, other tags are dropped, entities decoded', () => {
    expect(parseSnippet('a <em>b</em> <img src=x onerror="alert(1)">c &amp; &lt;d&gt; &#36;&#x41;')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c & <d> $A', marked: false },
    ]);
    expect(parseSnippet('<EM>Up</EM><script>x</script>')).toEqual([
      { text: 'Up', marked: true },
      { text: 'x', marked: false },
    ]);
  });

  it('round trip: what snippetHtml writes, parseSnippet reads back', () => {
    const parts = snippetParts('Refunds & <tags> within 30 days', ['refunds', 'days']);
    expect(parseSnippet(snippetHtml(parts))).toEqual(parts);
  });
});

describe('answerApplies: which answer the list shows', () => {
  it('an answer to the query the box holds replaces the saved index\'s list', () => {
    expect(answerApplies({ query: '退款', source: 'local' }, '退款', { query: '退款', source: 'help-desk' })).toBe(true);
    expect(answerApplies(null, 'refund', { query: 'refund', source: 'local' })).toBe(true);
  });

  it('a late answer to an older query is dropped, from the help desk or the index', () => {
    expect(answerApplies({ query: '设置', source: 'local' }, '设置', { query: '订阅', source: 'help-desk' })).toBe(false);
    expect(answerApplies({ query: 'refund', source: 'help-desk' }, 'refund', { query: 'refun', source: 'local' })).toBe(false);
  });

  it('an answer for the query typed again counts (guarded by query, not by order)', () => {
    expect(answerApplies({ query: 'refundx', source: 'local' }, 'refund', { query: 'refund', source: 'help-desk' })).toBe(true);
  });

  it("once the help desk has answered a query, the saved index does not replace that answer", () => {
    expect(answerApplies({ query: '退款', source: 'help-desk' }, '退款', { query: '退款', source: 'local' })).toBe(false);
    expect(answerApplies({ query: '退款', source: 'help-desk' }, '退款', { query: '退款', source: 'saved-index' })).toBe(false);
    expect(answerApplies({ query: '退', source: 'help-desk' }, '退款', { query: '退款', source: 'local' })).toBe(true);
  });
});
