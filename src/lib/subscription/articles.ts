/**
 * The provider's subscription-address articles as the build reads them (ADR 0055): one
 * read per language per build, each body through the help articles' sanitiser
 * (../help/sanitise.ts), the one rule for article HTML. A provider that cannot be read
 * stops the build with the reason, as the help centre does.
 */
import { buildTimeProvider } from '../core/api/build-time-provider.ts';
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

export async function readSubscriptionArticles(providerBase: string, locale: Locale): Promise<ShownSubscriptionArticle[]> {
  const result = await buildTimeProvider(providerBase).call(subArticleList, { query: { lang: locale } });
  if (!result.ok) throw new Error(`[skyline] The provider did not give the subscription articles (${locale}: ${result.error}). Set PUBLIC_PROVIDER_API_BASE to a provider that answers, or start the sandbox.`);
  return result.data.articles.map((article) => ({ id: article.id, title: article.title, html: sanitiseArticleHtml(article.body, locale), updatedAt: article.updatedAt }));
}
