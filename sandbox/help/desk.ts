/**
 * The sandbox help desk's Help Center (issue 12): the tree of ./tree.ts with the words of
 * ./content/{locale}.ts, answered in Zendesk's shapes (features-2.md §2): records with
 * their `url` and `html_url`, offset pagination (`page`, `per_page`, `page_count`, `count`,
 * `next_page`, `previous_page`), and a search whose `snippet` marks the matched words
 * with `<em>` (the only tag in it; the text around is escaped). The search rule itself is
 * the site's (src/lib/help/search.ts), shared with its saved-index fallback.
 *
 * Pure over the origin it is reached at: the routes (../routes/help-center.ts) and the
 * unit tests call it directly.
 */
import type { HelpArticle, HelpCategory, HelpCenterLocale, HelpSection } from '../../src/lib/help/contract.ts';
import { HELP_ARTICLES, HELP_CATEGORIES, HELP_SECTIONS } from './tree.ts';
import type { HelpContent } from './content/types.ts';
import type { PublishedArticle } from './published.ts';
import { searchHelp, snippetHtml } from '../../src/lib/help/search.ts';
import zhTW from './content/zh-TW.ts';
import zhCN from './content/zh-CN.ts';
import enUS from './content/en-US.ts';

const CONTENT: Record<HelpCenterLocale, HelpContent> = { 'zh-tw': zhTW, 'zh-cn': zhCN, 'en-us': enUS };

/** When the sandbox's articles were written and last edited (Zendesk's timestamps, UTC). */
const CREATED_AT = '2026-11-01T02:00:00Z';
const UPDATED_AT = '2026-11-20T04:00:00Z';
/** Zendesk's default page size, and its largest. */
export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;
/** The help desk's own author of every article (an agent's user id). */
const AUTHOR_ID = 4400000001;

export interface ListQuery {
  page?: number | undefined;
  per_page?: number | undefined;
  sort_by?: 'position' | 'title' | 'created_at' | 'updated_at' | undefined;
  sort_order?: 'asc' | 'desc' | undefined;
}

export interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  page_count: number;
  count: number;
  next_page: string | null;
  previous_page: string | null;
}

/** One page of a list, with the links Zendesk gives to the pages around it. */
export function pageOf<T>(all: readonly T[], query: { page?: number | undefined; per_page?: number | undefined }, listUrl: string): Page<T> {
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, query.per_page ?? DEFAULT_PER_PAGE));
  const page = Math.max(1, query.page ?? 1);
  const pageCount = Math.ceil(all.length / perPage);
  const link = (n: number) => {
    const url = new URL(listUrl);
    url.searchParams.set('page', String(n));
    url.searchParams.set('per_page', String(perPage));
    return url.toString();
  };
  return {
    items: all.slice((page - 1) * perPage, page * perPage),
    page,
    per_page: perPage,
    page_count: pageCount,
    count: all.length,
    next_page: page < pageCount ? link(page + 1) : null,
    previous_page: page > 1 && page <= pageCount + 1 ? link(page - 1) : null,
  };
}

function sorted<T extends { position: number; created_at: string; updated_at: string }>(items: T[], query: ListQuery, title: (item: T) => string): T[] {
  const by = query.sort_by ?? 'position';
  const direction = query.sort_order === 'desc' ? -1 : 1;
  const key = (item: T): string | number => (by === 'title' ? title(item) : by === 'position' ? item.position : item[by]);
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
}

/** `published`: the articles an agent added in a language, after the seeded ones (./published.ts). */
export function helpCenter(origin: string, published: (locale: HelpCenterLocale) => PublishedArticle[] = () => []) {
  const api = (locale: HelpCenterLocale, path: string) => `${origin}/api/v2/help_center/${locale}/${path}`;
  const page = (locale: HelpCenterLocale, path: string) => `${origin}/hc/${locale}/${path}`;
  /** What every Help Center record carries beside its own fields: its addresses, language and times. */
  const record = (locale: HelpCenterLocale, kind: 'categories' | 'sections' | 'articles', id: number, written = { sourceLocale: 'zh-tw', createdAt: CREATED_AT, updatedAt: UPDATED_AT }) => ({
    id,
    url: api(locale, `${kind}/${id}.json`),
    html_url: page(locale, `${kind}/${id}`),
    locale,
    source_locale: written.sourceLocale,
    outdated: false,
    created_at: written.createdAt,
    updated_at: written.updatedAt,
  });

  function categories(locale: HelpCenterLocale): HelpCategory[] {
    return HELP_CATEGORIES.map((category) => ({
      ...record(locale, 'categories', category.id),
      name: CONTENT[locale].categories[category.key].name,
      description: CONTENT[locale].categories[category.key].description,
      position: category.position,
    }));
  }

  function sections(locale: HelpCenterLocale): HelpSection[] {
    return HELP_SECTIONS.map((section) => ({
      ...record(locale, 'sections', section.id),
      name: CONTENT[locale].sections[section.key].name,
      description: CONTENT[locale].sections[section.key].description,
      category_id: section.categoryId,
      parent_section_id: null,
      position: section.position,
    }));
  }

  function articles(locale: HelpCenterLocale): HelpArticle[] {
    const asArticle = (base: ReturnType<typeof record>, fields: { title: string; body: string; sectionId: number; position: number; labels: readonly string[] }) => ({
      ...base,
      title: fields.title,
      body: fields.body,
      section_id: fields.sectionId,
      position: fields.position,
      label_names: [...fields.labels],
      draft: false,
      promoted: false,
      author_id: AUTHOR_ID,
      comments_disabled: true,
      vote_sum: 0,
      vote_count: 0,
      edited_at: base.updated_at,
    });
    const seeded = HELP_ARTICLES.map((article) =>
      asArticle(record(locale, 'articles', article.id), { ...CONTENT[locale].articles[article.key], sectionId: article.sectionId, position: article.position, labels: article.labels }),
    );
    // An agent's article is written in its own language, on the day it was published.
    const added = published(locale).map((article, index) =>
      asArticle(record(locale, 'articles', article.id, { sourceLocale: locale, createdAt: article.publishedAt, updatedAt: article.publishedAt }), { ...article, position: 1000 + index, labels: [] }),
    );
    return [...seeded, ...added];
  }

  return {
    categories: (locale: HelpCenterLocale, query: ListQuery) => pageOf(sorted(categories(locale), query, (c) => c.name), query, api(locale, 'categories.json')),
    sections: (locale: HelpCenterLocale, query: ListQuery) => pageOf(sorted(sections(locale), query, (s) => s.name), query, api(locale, 'sections.json')),
    articles: (locale: HelpCenterLocale, query: ListQuery) => pageOf(sorted(articles(locale), query, (a) => a.title), query, api(locale, 'articles.json')),
    article: (locale: HelpCenterLocale, id: number): HelpArticle | null => articles(locale).find((article) => article.id === id) ?? null,
    search: (locale: HelpCenterLocale, query: string, paging: { page?: number | undefined; per_page?: number | undefined }) => {
      const found = searchArticles(articles(locale), query);
      const searchUrl = new URL(`${origin}/api/v2/help_center/articles/search.json`);
      searchUrl.searchParams.set('query', query);
      searchUrl.searchParams.set('locale', locale);
      return pageOf(found, { per_page: 25, ...paging }, searchUrl.toString());
    },
  };
}

/** An article's text as a reader sees it: tags out, the few entities the editor writes decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Articles matching every term of the query, best first, with Zendesk's snippet: the rule
 * is the site's own (src/lib/help/search.ts), so the fallback index finds the same.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): (HelpArticle & { snippet: string; result_type: 'article' })[] {
  const searchable = articles.map((article) => ({ article, title: article.title, text: plainText(article.body) }));
  return searchHelp(searchable, query).map(({ article: { article }, snippet }) => ({ ...article, snippet: snippetHtml(snippet), result_type: 'article' as const }));
}
