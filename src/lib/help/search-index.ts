/**
 * The help centre's saved search index (issue 12 item 3, docs/decisions/0030): what the
 * search box answers each keystroke from before the help desk answers, and all it has when
 * the help desk cannot be reached. One small JSON file per
 * language, prebuilt from the build's read of the help centre
 * (src/pages/[lang]/help/search-index.json.ts) and kept by the service worker after a
 * visit, so search also works offline.
 *
 * It holds only what the search shows and searches: each article's id, title, section
 * name and words (no HTML). The browser reads it through `SearchIndex`, like any other
 * answer from the network.
 */
import * as z from 'zod/mini';
import type { HelpCentre } from './help-centre.ts';
import { LOCALES, type Locale } from '../core/i18n/locales.ts';

export const SearchIndexArticle = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  /** The name of the article's section, shown under its title. */
  section: z.string(),
  /** The article's words without markup: what the rule searches and cuts snippets from. */
  text: z.string(),
});
export type SearchIndexArticle = z.infer<typeof SearchIndexArticle>;

export const SearchIndex = z.object({
  locale: z.enum(LOCALES),
  articles: z.array(SearchIndexArticle),
});
export type SearchIndex = z.infer<typeof SearchIndex>;

/**
 * The index of one language's help centre, articles in reading order (category, then
 * section, then the article's own place): the order equal matches are listed in, as the
 * help desk lists them.
 * @example searchIndexOf(centre).articles[0] // { id: 4403000101, title: '…', section: '…', text: '…' }
 */
export function searchIndexOf(centre: HelpCentre): SearchIndex {
  const categoryPlace = new Map(centre.categories.map((category, place) => [category.id, place]));
  const sectionPlace = new Map(centre.sections.map((section) => [section.id, [categoryPlace.get(section.categoryId) ?? Infinity, centre.sections.indexOf(section)] as const]));
  const sectionName = new Map(centre.sections.map((section) => [section.id, section.name]));
  const place = (sectionId: number) => sectionPlace.get(sectionId) ?? ([Infinity, Infinity] as const);
  const articles = centre.articles
    .map((article, own) => ({ article, own, at: place(article.sectionId) }))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.own - b.own)
    .map(({ article }) => ({ id: article.id, title: article.title, section: sectionName.get(article.sectionId) ?? '', text: article.text }));
  return { locale: centre.locale, articles };
}

/**
 * Where a language's index is served (a static file of the build).
 * @example searchIndexPath('zh-TW') // '/zh-TW/help/search-index.json'
 */
export function searchIndexPath(locale: Locale): string {
  return `/${locale}/help/search-index.json`;
}
