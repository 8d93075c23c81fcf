/**
 * The help desk's Help Center calls over real HTTP (contract: src/lib/help/contract.ts),
 * in Zendesk's shapes: no `data` envelope, offset pagination, RecordNotFound, and search
 * whose snippet carries `<em>` and nothing else; a two-character Chinese query finds its
 * article in both Chinese help centres.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { HELP_ARTICLE_ID, HELP_ARTICLES, HELP_CATEGORIES, HELP_SECTIONS } from '../../sandbox/help/tree.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });

async function get<S extends z.ZodMiniType>(schema: S, path: string): Promise<z.output<S>> {
  const { status, json } = await h.call(path);
  expect(status, JSON.stringify(json)).toBe(200);
  // Zendesk's answers are the record or list itself, not a `data` envelope.
  expect(json).not.toHaveProperty('data');
  return z.parse(schema, json);
}

describe('the help centre tree', () => {
  for (const locale of ['zh-tw', 'zh-cn', 'en-us'] as const) {
    it(`${locale}: every category, section and article, in its own language`, async () => {
      const categories = await get(endpoints.helpCategories.response, `/api/v2/help_center/${locale}/categories.json`);
      expect(categories.categories.map((category) => category.id)).toEqual(HELP_CATEGORIES.map((category) => category.id));
      const sections = await get(endpoints.helpSections.response, `/api/v2/help_center/${locale}/sections.json?per_page=90`);
      // Zendesk lists sections by position, across categories; each one is there once.
      expect(sections.sections.map((section) => section.id).toSorted()).toEqual(HELP_SECTIONS.map((section) => section.id).toSorted());
      const articles = await get(endpoints.helpArticles.response, `/api/v2/help_center/${locale}/articles.json?per_page=90`);
      expect(articles.count).toBe(HELP_ARTICLES.length);
      expect(articles.articles).toHaveLength(HELP_ARTICLES.length);
      for (const article of articles.articles) {
        expect(article.locale).toBe(locale);
        expect(article.title.length).toBeGreaterThan(2);
        expect(article.body).toContain('<p>');
      }
    });
  }

  it('pages through a list the way Zendesk does', async () => {
    const first = await get(endpoints.helpArticles.response, '/api/v2/help_center/en-us/articles.json?per_page=5');
    expect(first).toMatchObject({ page: 1, per_page: 5, count: HELP_ARTICLES.length, page_count: Math.ceil(HELP_ARTICLES.length / 5), previous_page: null });
    expect(first.next_page).toMatch(/articles\.json\?page=2&per_page=5$/);
    const last = await get(endpoints.helpArticles.response, `/api/v2/help_center/en-us/articles.json?per_page=5&page=${first.page_count}`);
    expect(last.next_page).toBeNull();
    expect(last.articles).toHaveLength(HELP_ARTICLES.length - 5 * (first.page_count - 1));
    const all = new Set<number>();
    for (let page = 1; page <= first.page_count; page++) {
      const each = await get(endpoints.helpArticles.response, `/api/v2/help_center/en-us/articles.json?per_page=5&page=${page}`);
      for (const article of each.articles) all.add(article.id);
    }
    expect(all.size).toBe(HELP_ARTICLES.length);
  });

  it('one article by id; an unknown one is RecordNotFound', async () => {
    const { article } = await get(endpoints.helpArticle.response, `/api/v2/help_center/zh-tw/articles/${HELP_ARTICLE_ID.refunds}.json`);
    expect(article.id).toBe(HELP_ARTICLE_ID.refunds);
    const missing = await h.call('/api/v2/help_center/zh-tw/articles/4403999999.json');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: 'RecordNotFound', description: 'Not found' });
  });
});

describe('search', () => {
  const search = (query: string, locale: string) => get(endpoints.helpSearch.response, `/api/v2/help_center/articles/search.json?query=${encodeURIComponent(query)}&locale=${locale}`);

  it.each([
    ['zh-tw', '退款'],
    ['zh-cn', '退款'],
  ])('%s: the two characters %s find the refunds article first', async (locale, query) => {
    const found = await search(query, locale);
    expect(found.results[0]?.id).toBe(HELP_ARTICLE_ID.refunds);
    expect(found.results[0]?.result_type).toBe('article');
    expect(found.results[0]?.snippet).toContain(`<em>${query}</em>`);
  });

  it.each([
    ['zh-tw', '重設', HELP_ARTICLE_ID.reset, '重設'],
    ['zh-cn', '重设', HELP_ARTICLE_ID.reset, '重置'],
    ['zh-tw', '訂閱', HELP_ARTICLE_ID.subscriptionAddress, '訂閱'],
    ['zh-cn', '订阅', HELP_ARTICLE_ID.subscriptionAddress, '订阅'],
    ['zh-tw', '流量', HELP_ARTICLE_ID.speedAndAllowance, '流量'],
    ['zh-cn', '流量', HELP_ARTICLE_ID.speedAndAllowance, '流量'],
  ])('%s: %s finds article %i first and marks %s, the article\'s own word', async (locale, query, id, marked) => {
    const found = await search(query, locale);
    expect(found.results[0]?.id).toBe(id);
    expect(found.results[0]?.snippet).toContain(`<em>${marked}</em>`);
  });

  it('en-us: words in any case, every word must match', async () => {
    const found = await search('Shadowrocket iPhone', 'en-us');
    expect(found.results.map((result) => result.id)).toContain(HELP_ARTICLE_ID.setupIos);
    const none = await search('shadowrocket zzzzqqq', 'en-us');
    expect(none).toMatchObject({ results: [], count: 0 });
  });

  it('a snippet has <em> and nothing else of HTML', async () => {
    const found = await search('subscription', 'en-us');
    expect(found.count).toBeGreaterThan(0);
    for (const result of found.results) {
      const tags = result.snippet.match(/<\/?[a-z][^>]*>/gi) ?? [];
      expect(tags.every((tag) => tag === '<em>' || tag === '</em>')).toBe(true);
    }
  });
});
