/**
 * The provider's articles on using the subscription address (spec §2 "Subscription-address
 * article page", §7 `GET /sub/v1/article/list?lang`; ADR 0055). The spec shows no shape;
 * this one is the help desk's article, cut to what the page shows. `body` is the
 * provider's HTML: the page shows it only through the help articles' sanitiser
 * (src/lib/help/sanitise.ts), at build time.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { PageLanguage, Timestamp } from '../core/contract/common.ts';

export const SubscriptionArticle = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.maxLength(100_000)),
  updatedAt: Timestamp,
});
export type SubscriptionArticle = z.infer<typeof SubscriptionArticle>;

/** The articles in `lang`, in the provider's order. */
export const subArticleList = defineEndpoint({
  method: 'GET',
  path: '/sub/v1/article/list',
  query: z.object({ lang: PageLanguage }),
  response: z.object({ articles: z.array(SubscriptionArticle) }),
});
