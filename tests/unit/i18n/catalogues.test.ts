/**
 * The three UI catalogues stay in step: the same keys, the same {placeholders}, no
 * empty copy, and each Chinese catalogue written in its own script and punctuation
 * (docs/i18n/zh-TW.md, docs/i18n/zh-CN.md).
 */
import { describe, it, expect } from 'vitest';
import zhTW from '../../../src/lib/i18n/ui/zh-TW.ts';
import zhCN from '../../../src/lib/i18n/ui/zh-CN.ts';
import enUS from '../../../src/lib/i18n/ui/en-US.ts';

type Catalogue = Readonly<Record<string, string>>;

const CATALOGUES: Record<string, Catalogue> = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS };
const CHINESE: Record<string, Catalogue> = { 'zh-TW': zhTW, 'zh-CN': zhCN };

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/** Copy as a reader sees it, with the {placeholders} taken out. */
function withoutPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, ' ');
}

/**
 * Latin words a Chinese string may contain. Each is a name the reader sees in Latin
 * letters everywhere else too; add one only when a string needs it, with its reason.
 * The last test keeps the list from outliving its use.
 */
const LATIN_ALLOWED: Record<string, string> = {
  Skyline: 'our brand, never translated',
  Android: 'platform name, written the same in Chinese app stores',
  PayPal: 'brand of a payment rail',
  USDT: 'currency ticker',
  JavaScript: 'the browser setting is labelled with this name',
  Mbps: 'speed unit, written in Latin in Chinese UIs',
  https: 'the start of a login link, which the person must recognise',
  QR: 'zh-TW writes "QR 碼" (zh-CN writes 二维码)',
};

// Characters that exist only in Simplified Chinese: a sign of mainland text in zh-TW.
// (后 is also Traditional for "empress", a word this product never needs; 之後 is 後.)
const SIMPLIFIED_ONLY = [
  ...'这们来时个说对么为发后设录账单务网络链码请击选择页问题关开门买卖费价订阅节点户',
  ...'会没经现从无应过还进让数据邮载试该动长间实当处帮转线装图档与连内钟将',
];

// Characters that exist only in Traditional Chinese: a sign of unconverted text in zh-CN.
const TRADITIONAL_ONLY = [
  ...'這們來時個說對麼為發後設錄帳單務網絡連鏈碼請擊選擇頁問題關開門買賣費價訂閱節點戶',
  ...'會沒經現從無應過還進讓數據郵載試該動長間實當處幫轉線裝圖檔與內週裡餘鐘將',
];

/** Key → offending part, for readable failures. */
function findAll(catalogue: Catalogue, test: (text: string) => string | null): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    const hit = test(text);
    if (hit !== null) found[key] = hit;
  }
  return found;
}

function charsFrom(list: readonly string[]): (text: string) => string | null {
  return (text) => {
    const hits = [...text].filter((char) => list.includes(char));
    return hits.length > 0 ? hits.join('') : null;
  };
}

describe('UI catalogues', () => {
  const sourceKeys = Object.keys(zhTW).sort();

  it.each(Object.entries(CATALOGUES))('%s has exactly the keys of zh-TW', (_locale, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(sourceKeys);
  });

  it.each(Object.entries(CATALOGUES))('%s uses the same {placeholders} as zh-TW in every key', (_locale, catalogue) => {
    const source: Catalogue = zhTW;
    const mismatched: Record<string, string> = {};
    for (const key of sourceKeys) {
      const want = placeholders(source[key] ?? '');
      const got = placeholders(catalogue[key] ?? '');
      if (want.join() !== got.join()) mismatched[key] = `zh-TW {${want.join('}{')}} vs {${got.join('}{')}}`;
    }
    expect(mismatched).toEqual({});
  });

  it.each(Object.entries(CATALOGUES))('%s has no empty or padded strings', (_locale, catalogue) => {
    expect(findAll(catalogue, (text) => (text.trim() === '' || text !== text.trim() ? JSON.stringify(text) : null))).toEqual({});
  });

  it.each(Object.entries(CATALOGUES))('%s writes the ellipsis as one character', (_locale, catalogue) => {
    expect(findAll(catalogue, (text) => (text.includes('...') ? text : null))).toEqual({});
  });
});

describe('Chinese catalogues', () => {
  it('zh-TW contains no Simplified-only characters', () => {
    expect(findAll(zhTW, charsFrom(SIMPLIFIED_ONLY))).toEqual({});
  });

  it('zh-CN contains no Traditional-only characters', () => {
    expect(findAll(zhCN, charsFrom(TRADITIONAL_ONLY))).toEqual({});
  });

  it.each(Object.entries(CHINESE))('%s has no Latin words outside the allow-list', (_locale, catalogue) => {
    const stray = findAll(catalogue, (text) => {
      const words = withoutPlaceholders(text).match(/[A-Za-z]+/g) ?? [];
      const unknown = words.filter((word) => !(word in LATIN_ALLOWED));
      return unknown.length > 0 ? unknown.join(' ') : null;
    });
    expect(stray).toEqual({});
  });

  it.each(Object.entries(CHINESE))('%s uses full-width punctuation', (_locale, catalogue) => {
    const halfWidth = findAll(catalogue, (text) => {
      const prose = withoutPlaceholders(text)
        .replace(/https:\/\//g, ' ') // a URL scheme keeps its own punctuation
        .replace(/\d\.\d/g, ' ') // decimals such as 99.98
        .replace(/ \| /g, ' '); // the page-title separator, as in every language
      const hits = prose.match(/[,.:;!?()"'[\]]/g);
      return hits ? hits.join('') : null;
    });
    expect(halfWidth).toEqual({});
  });

  it('zh-TW quotes with 「」, zh-CN with “”', () => {
    expect(findAll(zhTW, (text) => (/[“”‘’]/.test(text) ? text : null))).toEqual({});
    expect(findAll(zhCN, (text) => (/[「」『』]/.test(text) ? text : null))).toEqual({});
  });

  it.each(Object.entries(CHINESE))('%s spaces Latin letters and digits away from Han characters', (_locale, catalogue) => {
    // One half-width space between Han and Latin/digits/{placeholders}; none beside full-width punctuation.
    const cramped = findAll(catalogue, (text) => {
      const hit =
        text.match(/\p{Script=Han}[A-Za-z0-9{]|[A-Za-z0-9}%]\p{Script=Han}/u) ??
        text.match(/ [，。：；！？、）」”]|[，。：；！？、（「“] /u);
      return hit ? hit[0] : null;
    });
    expect(cramped).toEqual({});
  });

  it('every allow-listed Latin word is still used', () => {
    const used = new Set(
      Object.values(CHINESE).flatMap((catalogue) =>
        Object.values(catalogue).flatMap((text) => withoutPlaceholders(text).match(/[A-Za-z]+/g) ?? []),
      ),
    );
    expect(Object.keys(LATIN_ALLOWED).filter((word) => !used.has(word))).toEqual([]);
  });
});
