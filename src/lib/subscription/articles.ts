/**
 * The provider's subscription-address articles as the build reads them (ADR 0055): one
 * read per language per build, each body through the help articles' sanitiser
 * (../help/sanitise.ts), the one rule for article HTML. A provider that cannot be read
 * stops the build with the reason, as the help centre does.
 */
import { createProviderClient } from '../core/api/provider-client.ts';
import { parseProviderBases } from '../core/api/provider-bases.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { sanitiseArticleHtml } from '../help/sanitise.ts';
import { subArticleList } from './contract.ts';

export interface ShownSubscriptionArticle {
  id: number;
  title: string;
  /** Sanitised HTML, safe to put in the page as it is. */
  html: string;
  updatedAt: string;
}

/** A build must not hang on a provider that does not answer. */
const BUILD_TIMEOUT_MS = 10_000;

export async function readSubscriptionArticles(providerBase: string, locale: Locale): Promise<ShownSubscriptionArticle[]> {
  // The setting may list several bases (ADR 0052): the build fails over as the site does.
  const client = createProviderClient({ baseURL: parseProviderBases(providerBase), timeoutMs: BUILD_TIMEOUT_MS });
  const result = await client.call(subArticleList, { query: { lang: locale } });
  if (!result.ok) throw new Error(`[skyline] The provider did not give the subscription articles (${locale}: ${result.error}). Set PUBLIC_PROVIDER_API_BASE to a provider that answers, or start the sandbox.`);
  return result.data.articles.map((article) => ({ id: article.id, title: article.title, html: sanitiseArticleHtml(article.body, locale), updatedAt: article.updatedAt }));
}
