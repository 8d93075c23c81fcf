/**
 * The three UI catalogues stay in step: the same keys, the same {placeholders}, no
 * empty copy, and each Chinese catalogue written in its own script and punctuation
 * (docs/i18n/zh-TW.md, docs/i18n/zh-CN.md).
 */
import { describe, it, expect } from 'vitest';
import zhTW from '../../../src/lib/i18n/ui/zh-TW.ts';
import zhCN from '../../../src/lib/i18n/ui/zh-CN.ts';
import enUS from '../../../src/lib/i18n/ui/en-US.ts';
import {
  PLACEHOLDER,
  SIMPLIFIED_ONLY,
  TRADITIONAL_ONLY,
  charsFrom,
  cornerQuotes,
  crampedSpacing,
  curlyQuotes,
  emptyOrPadded,
  findAll,
  halfWidthPunctuation,
  latinWordsOutside,
  threeDots,
  withoutPlaceholders,
  type Catalogue,
} from './copy-checks.ts';

const CATALOGUES: Record<string, Catalogue> = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS };
const CHINESE: Record<string, Catalogue> = { 'zh-TW': zhTW, 'zh-CN': zhCN };

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
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
  AlipayHK: 'the Hong Kong wallet is labelled AlipayHK in its app; 支付寶香港 reads like mainland Alipay',
  TRC: 'USDT network name (TRC20), shown in Latin by every wallet',
  Stripe: 'the card processor, named where the card form says who handles the card details (as on bank statements)',
};

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
    expect(findAll(catalogue, emptyOrPadded)).toEqual({});
  });

  it.each(Object.entries(CATALOGUES))('%s writes the ellipsis as one character', (_locale, catalogue) => {
    expect(findAll(catalogue, threeDots)).toEqual({});
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
    expect(findAll(catalogue, latinWordsOutside(LATIN_ALLOWED))).toEqual({});
  });

  it.each(Object.entries(CHINESE))('%s uses full-width punctuation', (_locale, catalogue) => {
    expect(findAll(catalogue, halfWidthPunctuation)).toEqual({});
  });

  it('zh-TW quotes with 「」, zh-CN with “”', () => {
    expect(findAll(zhTW, curlyQuotes)).toEqual({});
    expect(findAll(zhCN, cornerQuotes)).toEqual({});
  });

  it.each(Object.entries(CHINESE))('%s spaces Latin letters and digits away from Han characters', (_locale, catalogue) => {
    // One half-width space between Han and Latin/digits/{placeholders}; none beside full-width punctuation.
    expect(findAll(catalogue, crampedSpacing)).toEqual({});
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
