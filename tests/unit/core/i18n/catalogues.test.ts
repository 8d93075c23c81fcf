/**
 * The UI catalogue, area by area: the three languages have the same keys and the same
 * {placeholders} (plural forms as each language needs them), every key sits in the area
 * its first segment names, and the translators space and pluralise as the guides say.
 */
import { describe, it, expect, expectTypeOf } from 'vitest';
import { AREAS, AREA_OF_SEGMENT, CATALOGUES } from '../../../../src/lib/core/i18n/areas.ts';
import { areaOf, createTranslator, interpolate, pickKeys, pickMessages, translatorFrom, type AreaKey, type Translate } from '../../../../src/lib/core/i18n/t.ts';
import { LOCALES, type Locale } from '../../../../src/lib/core/i18n/locales.ts';
import { PLACEHOLDER } from './copy-checks.ts';
import type { Translate as PaymentTranslate } from '../../../../src/islands/payment/messages.ts';

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/** The plural categories a language writes beside a key: en-US `one`; Chinese none. */
function extraPluralForms(locale: Locale): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((category) => category !== 'other');
}

const CASES = AREAS.flatMap((area) => LOCALES.map((locale) => [area, locale] as const));

describe('UI catalogue areas', () => {
  it.each(CASES)('%s, %s: the keys of zh-TW, plus only the plural forms the language has', (area, locale) => {
    const source = Object.keys(CATALOGUES['zh-TW'][area]);
    const keys = Object.keys(CATALOGUES[locale][area]);
    const plural = keys.filter((key) => !source.includes(key));
    expect(keys.filter((key) => source.includes(key))).toEqual(source);
    const forms = extraPluralForms(locale);
    expect(plural.filter((key) => !forms.some((form) => source.includes(key.slice(0, -form.length - 1)) && key.endsWith(`.${form}`)))).toEqual([]);
  });

  it.each(CASES)('%s, %s: the same {placeholders} as zh-TW in every key and plural form', (area, locale) => {
    const source: Readonly<Record<string, string>> = CATALOGUES['zh-TW'][area];
    const mismatched: Record<string, string> = {};
    for (const [key, text] of Object.entries(CATALOGUES[locale][area])) {
      const base = source[key] ?? source[key.replace(/\.[a-z]+$/, '')] ?? '';
      const want = placeholders(base);
      const got = placeholders(text);
      if (want.join() !== got.join()) mismatched[key] = `zh-TW {${want.join('}{')}} vs {${got.join('}{')}}`;
    }
    expect(mismatched).toEqual({});
  });

  it('a plural form sits beside a key whose one value is the count', () => {
    const english: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(CATALOGUES['en-US']));
    const bases = Object.keys(english).filter((key) => key.endsWith('.one')).map((key) => key.slice(0, -'.one'.length));
    expect(bases.sort()).toEqual(['helpSearch.count', 'order.plan.devices', 'order.summary.refund']);
    for (const base of bases) expect(placeholders(english[base] ?? '')).toHaveLength(1);
  });

  it.each(AREAS)('%s holds only keys whose first segment names it (the rule for where a key goes)', (area) => {
    expect(Object.keys(CATALOGUES['zh-TW'][area]).filter((key) => areaOf(key) !== area)).toEqual([]);
  });

  it('AREAS lists every area of the source', () => {
    expect([...AREAS].sort()).toEqual(Object.keys(CATALOGUES['zh-TW']).sort());
  });

  it('every grouped segment names an existing area', () => {
    expect(Object.values(AREA_OF_SEGMENT).filter((area) => !AREAS.includes(area))).toEqual([]);
  });
});

describe('picking strings for an island', () => {
  it('sends whole areas and nothing else', () => {
    const picked = pickMessages('en-US', ['status', 'action']);
    expect(Object.keys(picked).map(areaOf).filter((area) => area !== 'status' && area !== 'action')).toEqual([]);
    expect(picked['cycle.Monthly']).toBe('Monthly');
    expect(picked['action.retry']).toBe('Try again');
  });

  it('picks named keys with their plural forms (the wizard’s first step)', () => {
    expect(pickKeys('en-US', ['order.plan.devices'])).toEqual({ 'order.plan.devices': 'Up to {count} devices at once', 'order.plan.devices.one': 'Up to {count} device at once' });
  });

  it('types an island’s translator by the areas it receives', () => {
    expectTypeOf<'pay.qr.scan'>().toExtend<Parameters<PaymentTranslate>[0]>();
    expectTypeOf<'service.heading'>().not.toExtend<Parameters<PaymentTranslate>[0]>();
    expectTypeOf<'meta.home.title'>().not.toExtend<Parameters<Translate<AreaKey<'error' | 'action'>>>[0]>();
  });
});

describe('translators', () => {
  it('space Chinese where a Latin or digit value meets Han, and only there', () => {
    const t = createTranslator('zh-TW');
    expect(t('pay.qr.scan', { app: '微信', amount: 'US$6.90' })).toBe('請開啟微信掃描下方 QR 碼，付款 US$6.90。');
    expect(t('pay.qr.scan', { app: 'AlipayHK', amount: 'US$6.90' })).toBe('請開啟 AlipayHK 掃描下方 QR 碼，付款 US$6.90。');
    expect(t('order.renew.renewing', { service: '服務 #12' })).toBe('這筆訂單會為服務 #12 續費。');
    expect(t('pay.dueBy', { date: '2026年3月1日 下午4:00' })).toBe('請於 2026年3月1日 下午4:00（香港時間）前付款');
  });

  it('leave English as written', () => {
    expect(interpolate('en-US', 'Pay {amount}', { amount: 'US$6.90' })).toBe('Pay US$6.90');
  });

  it('write English plurals with Intl.PluralRules', () => {
    const t = createTranslator('en-US');
    expect(t('order.plan.devices', { count: 1 })).toBe('Up to 1 device at once');
    expect(t('order.plan.devices', { count: 5 })).toBe('Up to 5 devices at once');
    expect(t('order.summary.refund', { days: 1 })).toBe('Refundable within 1 day.');
    expect(t('order.summary.refund', { days: 30 })).toBe('Refundable within 30 days.');
    expect(createTranslator('zh-TW')('order.summary.refund', { days: 1 })).toBe('1 天內可申請退款。');
  });

  it('an island’s translator does the same from the picked strings', () => {
    const t = translatorFrom('en-US', pickMessages('en-US', ['order']));
    expect(t('order.plan.devices', { count: 1 })).toBe('Up to 1 device at once');
    expect(translatorFrom('zh-CN', pickMessages('zh-CN', ['order']))('order.plan.devices', { count: 5 })).toBe('最多 5 台设备同时在线');
  });
});
