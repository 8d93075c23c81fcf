/**
 * The marketing copy of order/place stays in step across the three languages: the same
 * shape and counts (16 sections, 8 FAQ) and one refund statement (decisions.md "Money and
 * promotions"). Script, wording and punctuation: the one copy suite (copy.test.ts).
 */
import { describe, it, expect } from 'vitest';
import zhTW from '../../../../src/lib/core/i18n/marketing/zh-TW.ts';
import zhCN from '../../../../src/lib/core/i18n/marketing/zh-CN.ts';
import enUS from '../../../../src/lib/core/i18n/marketing/en-US.ts';
import { FAQ_IDS, SECTION_IDS, type MarketingCopy } from '../../../../src/lib/core/i18n/marketing/types.ts';
import { emptyOrPadded, findAll, threeDots, type Catalogue } from './copy-checks.ts';

type Locale = 'zh-TW' | 'zh-CN' | 'en-US';
const COPIES: Record<Locale, MarketingCopy> = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS };

/**
 * Every text of a copy by its path (`sections.6.body`). Ids are keys, not copy, so they
 * are left out; their order is checked on its own.
 */
function texts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (value === null || typeof value !== 'object') return { [path]: String(value) };
  const found: Record<string, string> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'id') continue;
    Object.assign(found, texts(child, path === '' ? key : `${path}.${key}`));
  }
  return found;
}

/** The copy with every text replaced by its type: two copies with one shape give one skeleton. */
function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(skeleton);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, child]) => [key, key === 'id' ? child : skeleton(child)]),
    );
  }
  return typeof value;
}

const ALL: [Locale, MarketingCopy, Catalogue][] = Object.entries(COPIES).map(([locale, copy]) => [locale as Locale, copy, texts(copy)]);
describe('marketing copy: shape', () => {
  it.each(ALL)('%s has the 16 sections and 8 FAQ entries in the fixed order', (_locale, copy) => {
    expect(copy.sections.map((section) => section.id)).toEqual([...SECTION_IDS]);
    expect(copy.faq.map((item) => item.id)).toEqual([...FAQ_IDS]);
    expect(copy.sections).toHaveLength(16);
    expect(copy.faq).toHaveLength(8);
  });

  it.each(ALL)('%s has three proof points and 4 to 6 customer quotes', (_locale, copy) => {
    expect(copy.hero.proofs).toHaveLength(3);
    expect(copy.quotes.length).toBeGreaterThanOrEqual(4);
    expect(copy.quotes.length).toBeLessThanOrEqual(6);
  });

  it.each(ALL)('%s has exactly the shape of zh-TW (same keys, same counts)', (_locale, copy) => {
    expect(skeleton(copy)).toEqual(skeleton(zhTW));
  });

  it.each(ALL)('%s has no empty or padded texts, no "..." and no {placeholders}', (_locale, _copy, flat) => {
    expect(findAll(flat, emptyOrPadded)).toEqual({});
    expect(findAll(flat, threeDots)).toEqual({});
    expect(findAll(flat, (text) => (/[{}<>]/.test(text) ? text : null))).toEqual({});
  });

  it.each(ALL)('%s states the three proof points: unlimited traffic, 38 clusters in 8, 99.98%', (_locale, copy) => {
    const proofs = copy.hero.proofs.map((proof) => `${proof.value} ${proof.label}`);
    expect(proofs[1]).toMatch(/\b38\b[\s\S]*\b8\b/);
    expect(proofs[2]).toContain('99.98%');
  });
});

describe('marketing copy: refunds', () => {
  /** How each language writes the two refund windows and the two methods without refunds. */
  const REFUND_TERMS: Record<Locale, { standard: string; trial: string; noRefund: string[] }> = {
    'zh-TW': { standard: '30 天內', trial: '3 天內', noRefund: ['支付寶', '微信支付', '手續費'] },
    'zh-CN': { standard: '30 天内', trial: '3 天内', noRefund: ['支付宝', '微信支付', '手续费'] },
    'en-US': { standard: 'within 30 days', trial: 'within 3 days', noRefund: ['Alipay', 'WeChat Pay', 'service fee'] },
  };

  function refundStatement(copy: MarketingCopy): string {
    const section = copy.sections.find((item) => item.id === 'refunds');
    const faq = copy.faq.find((item) => item.id === 'refunds');
    expect(section?.body).toBe(faq?.answer);
    return faq?.answer ?? '';
  }

  it.each(ALL)('%s says the same thing in the refund card and the refund FAQ', (_locale, copy) => {
    expect(refundStatement(copy)).not.toBe('');
  });

  it.each(ALL)('%s: 30 days on standard plans, 3 days on the trial, none for Alipay and WeChat Pay', (locale, copy) => {
    const statement = refundStatement(copy);
    const terms = REFUND_TERMS[locale];
    expect(statement).toContain(terms.standard);
    expect(statement).toContain(terms.trial);
    for (const term of terms.noRefund) expect(statement).toContain(term);
    expect(statement.indexOf(terms.standard)).toBeLessThan(statement.indexOf(terms.trial));
  });

  it('the three statements name the same numbers of days', () => {
    const days = ALL.map(([, copy]) => [...refundStatement(copy).matchAll(/\d+/g)].map((match) => Number(match[0])).sort((a, b) => a - b));
    expect(days).toEqual([
      [3, 7, 30],
      [3, 7, 30],
      [3, 7, 30],
    ]);
  });

  it.each(ALL)('%s states refund windows nowhere else', (_locale, copy, flat) => {
    const statement = refundStatement(copy);
    const elsewhere = findAll(flat, (text) => (text !== statement && /退款|refund/i.test(text) && /\d/.test(text) ? text : null));
    expect(elsewhere).toEqual({});
  });
});
