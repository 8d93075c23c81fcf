/**
 * The help centre as the build reads it (issue 12, docs/decisions/0029): every category,
 * section and article of one language, from the help desk's Help Center API, the
 * article bodies sanitised (./sanitise.ts). The help pages and the search fallback index
 * are prebuilt from it, so reading an article costs no call and no framework script.
 *
 * One read per language per build, shared by every page that needs it. A help desk that
 * cannot be read stops the build with the reason: a site without its help centre is not
 * shipped.
 */
import type { ProviderClient } from '../core/api/provider-client.ts';
import { buildTimeProvider } from '../core/api/build-time-provider.ts';
import { HELP_CENTER_LOCALE, helpArticles, helpCategories, helpSections } from './contract.ts';
import type { EndpointSpec, RequestOf, ResponseOf } from '../core/contract/endpoint.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { articleText, sanitiseArticleHtml } from './sanitise.ts';
import { parseProviderBases } from '../core/api/provider-bases.ts';

export interface HelpCentreCategory {
  id: number;
  name: string;
  description: string;
}

export interface HelpCentreSection {
  id: number;
  categoryId: number;
  name: string;
  description: string;
}

export interface HelpCentreArticle {
  id: number;
  sectionId: number;
  title: string;
  /** Sanitised HTML, safe to put in the page as it is. */
  html: string;
  /** The words alone, for the search fallback and the page's description. */
  text: string;
  labels: string[];
  updatedAt: string;
}

export interface HelpCentre {
  locale: Locale;
  /** In the help desk's order (position), as are the sections and articles. */
  categories: HelpCentreCategory[];
  sections: HelpCentreSection[];
  articles: HelpCentreArticle[];
}

/** Zendesk's largest page for these lists (the spec asks `per_page=90`). */
const PER_PAGE = 90;

async function callOrThrow<E extends EndpointSpec>(client: ProviderClient, endpoint: E, request: RequestOf<E>, what: string): Promise<ResponseOf<E>> {
  const result = await client.call(endpoint, request);
  if (!result.ok) throw new Error(`[skyline] The help desk did not give ${what} (${result.error}${result.providerError ? `: ${result.providerError}` : ''}). Set HELP_DESK_ORIGIN to a help desk that answers, or start the sandbox.`);
  return result.data;
}

/** Every page of a list, following Zendesk's `page_count`. */
async function readAll<T>(readPage: (page: number) => Promise<{ items: T[]; pageCount: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await readPage(page);
    items.push(...answer.items);
    if (page >= answer.pageCount) return items;
  }
}

export async function readHelpCentre(origin: string, locale: Locale): Promise<HelpCentre> {
  // The help desk is one origin (HELP_DESK_ORIGIN, or the provider's first): read with the build's client.
  const client = buildTimeProvider(origin);
  const params = { locale: HELP_CENTER_LOCALE[locale] };
  const query = (page: number) => ({ page, per_page: PER_PAGE });
  const what = (path: string, page: number) => `${path} (${locale}, page ${page})`;
  const [categories, sections, articles] = await Promise.all([
    readAll(async (page) => {
      const answer = await callOrThrow(client, helpCategories, { params, query: query(page) }, what(helpCategories.path, page));
      return { items: answer.categories, pageCount: answer.page_count };
    }),
    readAll(async (page) => {
      const answer = await callOrThrow(client, helpSections, { params, query: query(page) }, what(helpSections.path, page));
      return { items: answer.sections, pageCount: answer.page_count };
    }),
    readAll(async (page) => {
      const answer = await callOrThrow(client, helpArticles, { params, query: query(page) }, what(helpArticles.path, page));
      return { items: answer.articles, pageCount: answer.page_count };
    }),
  ]);
  const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;
  return {
    locale,
    categories: categories.toSorted(byPosition).map(({ id, name, description }) => ({ id, name, description })),
    sections: sections.toSorted(byPosition).map(({ id, category_id, name, description }) => ({ id, categoryId: category_id, name, description })),
    articles: articles
      .filter((article) => !article.draft)
      .toSorted(byPosition)
      .map((article) => ({
        id: article.id,
        sectionId: article.section_id,
        title: article.title,
        html: sanitiseArticleHtml(article.body, locale),
        text: articleText(article.body),
        labels: article.label_names,
        updatedAt: article.updated_at,
      })),
  };
}

/**
 * Where the build reads the help centre: `HELP_DESK_ORIGIN` (the help desk itself, e.g.
 * `https://skyline.zendesk.com`), else the provider's origin, where the sandbox answers
 * the help desk's calls as the local host forwards `/api/v2/` to it (the first, when
 * the setting lists several).
 */
export function helpDeskOrigin(providerBase: string): string {
  return process.env.HELP_DESK_ORIGIN ?? parseProviderBases(providerBase)[0] ?? providerBase;
}

const reads = new Map<string, Promise<HelpCentre>>();

/** One read per help desk and language per build, shared by every help page. */
export function helpCentre(origin: string, locale: Locale): Promise<HelpCentre> {
  const key = `${origin} ${locale}`;
  let pending = reads.get(key);
  if (!pending) {
    pending = readHelpCentre(origin, locale);
    reads.set(key, pending);
  }
  return pending;
}
