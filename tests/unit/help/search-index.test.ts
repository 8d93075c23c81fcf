/**
 * The saved search index (src/lib/help/search-index.ts): built from the build's read of
 * the help centre, small, valid against its own schema, and searched with the same rule
 * as the help desk, so the fallback finds what the help desk finds, in the same order.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { helpCenter } from '../../../sandbox/help/desk.ts';
import { HELP_ARTICLE_ID } from '../../../sandbox/help/tree.ts';
import { articleText } from '../../../src/lib/help/sanitise.ts';
import type { HelpCentre } from '../../../src/lib/help/help-centre.ts';
import { SearchIndex, searchIndexOf, searchIndexPath } from '../../../src/lib/help/search-index.ts';
import { HELP_CENTER_LOCALE } from '../../../src/lib/help/contract.ts';
import { searchHelp } from '../../../src/lib/help/search.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

const desk = helpCenter('https://help.example');

/** The help centre as the build reads it (help-centre.ts), from the sandbox's articles. */
function centreOf(locale: Locale): HelpCentre {
  const code = HELP_CENTER_LOCALE[locale];
  return {
    locale,
    categories: desk.categories(code, { per_page: 100 }).items.map(({ id, name, description }) => ({ id, name, description })),
    sections: desk.sections(code, { per_page: 100 }).items.map(({ id, category_id, name, description }) => ({ id, categoryId: category_id, name, description })),
    articles: desk.articles(code, { per_page: 100 }).items.map((article) => ({
      id: article.id,
      sectionId: article.section_id,
      title: article.title,
      html: '',
      text: articleText(article.body),
      labels: article.label_names,
      updatedAt: article.updated_at,
    })),
  };
}

describe('searchIndexOf', () => {
  it('holds each article once, with its section name and its words, and nothing else', () => {
    const index = searchIndexOf(centreOf('zh-TW'));
    expect(z.parse(SearchIndex, index)).toEqual(index);
    const refunds = index.articles.find((article) => article.id === HELP_ARTICLE_ID.refunds);
    expect(refunds).toMatchObject({ section: '付款、退款與帳單' });
    expect(Object.keys(refunds ?? {}).sort()).toEqual(['id', 'section', 'text', 'title']);
    expect(refunds?.text).not.toMatch(/<[a-z]/i);
  });

  it('stays small: under 40 KB of JSON per language before compression', () => {
    for (const locale of ['zh-TW', 'zh-CN', 'en-US'] as const) {
      expect(new TextEncoder().encode(JSON.stringify(searchIndexOf(centreOf(locale)))).length).toBeLessThan(40_000);
    }
  });

  it('is served under the language', () => {
    expect(searchIndexPath('zh-CN')).toBe('/zh-CN/help/search-index.json');
  });
});

describe('the fallback finds what the help desk finds', () => {
  const QUERIES: [Locale, string][] = [
    ['zh-TW', '退款'],
    ['zh-CN', '退款'],
    ['zh-TW', '重設'],
    ['zh-CN', '重设'],
    ['zh-TW', '訂閱'],
    ['zh-CN', '订阅'],
    ['zh-TW', '流量'],
    ['zh-CN', '流量'],
    ['zh-TW', '設定'],
    ['zh-CN', '设置'],
    // Typed in the other script: the same articles as the help centre's own word.
    ['zh-TW', '设置'],
    ['zh-CN', '設定'],
    ['en-US', 'refund'],
    ['en-US', 'shadowrocket iphone'],
  ];

  it.each(QUERIES)('%s %s: the same articles in the same order', (locale, query) => {
    const index = searchIndexOf(centreOf(locale));
    const fromIndex = searchHelp(index.articles, query).map((hit) => hit.article.id);
    const fromDesk = desk.search(HELP_CENTER_LOCALE[locale], query, { per_page: 100 }).items.map((article) => article.id);
    expect(fromIndex.length).toBeGreaterThan(0);
    expect(fromIndex).toEqual(fromDesk);
  });

  it.each([
    ['zh-TW', '退款', HELP_ARTICLE_ID.refunds],
    ['zh-CN', '退款', HELP_ARTICLE_ID.refunds],
    ['zh-TW', '重設', HELP_ARTICLE_ID.reset],
    ['zh-CN', '重设', HELP_ARTICLE_ID.reset],
    ['zh-TW', '訂閱', HELP_ARTICLE_ID.subscriptionAddress],
    ['zh-CN', '订阅', HELP_ARTICLE_ID.subscriptionAddress],
    ['zh-TW', '流量', HELP_ARTICLE_ID.speedAndAllowance],
    ['zh-CN', '流量', HELP_ARTICLE_ID.speedAndAllowance],
  ] as const)('%s: two characters %s find the right article first', (locale, query, id) => {
    expect(searchHelp(searchIndexOf(centreOf(locale)).articles, query)[0]?.article.id).toBe(id);
  });

  it.each([
    ['zh-TW', '設定'],
    ['zh-TW', '设置'],
    ['zh-CN', '设置'],
    ['zh-CN', '設定'],
  ] as const)('%s: %s lists the six setup guides first, the iPhone one among them', (locale, query) => {
    const found = searchHelp(searchIndexOf(centreOf(locale)).articles, query).map((hit) => hit.article.id);
    const guides = [HELP_ARTICLE_ID.setupIos, HELP_ARTICLE_ID.setupAndroid, HELP_ARTICLE_ID.setupWindows, HELP_ARTICLE_ID.setupMacos, HELP_ARTICLE_ID.setupLinux, HELP_ARTICLE_ID.setupRouter];
    expect(found.slice(0, 6).toSorted()).toEqual(guides.toSorted());
  });
});

describe('everyday words find the articles that name the thing otherwise (issue 23 item 17)', () => {
  const EVERYDAY: [Locale, string, keyof typeof HELP_ARTICLE_ID][] = [
    ['zh-CN', '苹果', 'setupIos'],
    ['zh-TW', '蘋果', 'setupIos'],
    ['zh-TW', '安卓', 'setupAndroid'],
    ['zh-CN', '安卓', 'setupAndroid'],
    ['zh-CN', '退费', 'refunds'],
    ['zh-TW', '退費', 'refunds'],
    ['zh-CN', '翻墙', 'setupIos'],
    ['zh-TW', '翻牆', 'setupIos'],
  ];

  it.each(EVERYDAY)('%s %s finds %s, from the saved index and from the help desk', (locale, query, key) => {
    const index = searchIndexOf(centreOf(locale));
    expect(searchHelp(index.articles, query).map((hit) => hit.article.id)).toContain(HELP_ARTICLE_ID[key]);
    const fromDesk = desk.search(HELP_CENTER_LOCALE[locale], query, { per_page: 100 }).items.map((article) => article.id);
    expect(fromDesk).toContain(HELP_ARTICLE_ID[key]);
  });
});
