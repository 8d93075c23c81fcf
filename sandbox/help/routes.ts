/**
 * The help desk's Help Center calls (contract: src/lib/help/contract.ts), answered
 * as Zendesk answers them: no `data` envelope, `{ error: 'RecordNotFound', description }`
 * for an unknown article (the router words errors so for these endpoints).
 */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { helpCenter } from './desk.ts';
import { publishedArticles } from './published.ts';
import { ProviderError, type ApiRouter } from '../core/router.ts';

export function registerHelpCenterRoutes(router: ApiRouter, ctx: SandboxContext): void {
  const desk = () => helpCenter(ctx.publicOrigin(), (locale) => publishedArticles(ctx.db, locale));
  router.on(endpoints.helpCategories, ({ params, query }) => {
    const { items, ...paging } = desk().categories(params.locale, query);
    return { categories: items, ...paging };
  });
  router.on(endpoints.helpSections, ({ params, query }) => {
    const { items, ...paging } = desk().sections(params.locale, query);
    return { sections: items, ...paging };
  });
  router.on(endpoints.helpArticles, ({ params, query }) => {
    const { items, ...paging } = desk().articles(params.locale, query);
    return { articles: items, ...paging };
  });
  router.on(endpoints.helpArticle, ({ params }) => {
    const article = desk().article(params.locale, params.id);
    if (!article) throw new ProviderError(404, 'NotFound', 'Not found');
    return { article };
  });
  router.on(endpoints.helpSearch, ({ query }) => {
    const { items, ...paging } = desk().search(query.locale ?? 'zh-tw', query.query, query);
    return { results: items, ...paging };
  });
}
