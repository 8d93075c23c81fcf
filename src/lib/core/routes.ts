/**
 * Every route of spec section 2, with who may see it. Pages, the routing guard,
 * the rewrite rules and the titles all read this one table.
 */
import type { MessageKey } from './i18n/t.ts';
import { LOCALES, type Locale } from './i18n/locales.ts';

/**
 * - `public`: in the shell, open without credentials (the guard still checks bots,
 *   verification and any stored signature).
 * - `private`: in the shell, needs stored credentials, else `order/place`.
 * - `affiliate`: needs stored credentials, else `user/login`.
 * - `outside`: landing pages, `win`, `waiting-verification`, 404: outside the shell and
 *   the guard's verification steps.
 */
export type RouteAccess = 'public' | 'private' | 'affiliate' | 'outside';

export interface RouteDef {
  /** Path after `/{lang}/`; `:name` marks an id only known at run time. */
  readonly path: string;
  readonly access: RouteAccess;
  /** Sets the 1-day first-visit cookie (spec section 2). */
  readonly firstVisitCookie?: boolean;
  /** Every id has its own prebuilt page (help articles), so no rewrite is needed. */
  readonly prebuiltIds?: boolean;
  /**
   * A static page with no island: its script starts the shell's stores only when the page
   * needs them (lib/core/guard/static-page-entry.ts, docs/decisions/0039).
   */
  readonly shellOnDemand?: boolean;
}

export const ROUTES = {
  home: { path: '', access: 'public', firstVisitCookie: true },
  orderPlace: { path: 'order/place', access: 'public', firstVisitCookie: true },
  orderPay: { path: 'order/pay', access: 'public' },
  orderPaying: { path: 'order/paying', access: 'public' },
  userLogin: { path: 'user/login', access: 'public' },
  userUnsubscribe: { path: 'user/unsubscribe', access: 'public' },
  userService: { path: 'user/service/:serviceId', access: 'private' },
  userServiceInvoice: { path: 'user/service/:serviceId/invoice', access: 'private' },
  userMigrate: { path: 'user/migrate', access: 'private' },
  userAccount: { path: 'user/account', access: 'private' },
  // Public: a bill link opens without a login and shows no account data (the owner's view needs the stored login).
  userInvoice: { path: 'user/invoice/:invoiceId', access: 'public' },
  userAffiliate: { path: 'user/affiliate', access: 'affiliate' },
  help: { path: 'help', access: 'public', shellOnDemand: true },
  helpArticle: { path: 'help/article/:articleId', access: 'public', prebuiltIds: true, shellOnDemand: true },
  helpContactUs: { path: 'help/contact-us', access: 'public' },
  /** Spec §2 "Subscription-address article page": the provider's articles, built with the site (ADR 0055). */
  helpSubscription: { path: 'help/subscription-address', access: 'public', shellOnDemand: true },
  landingPage: { path: 'landing-page', access: 'outside' },
  landingAndroid: { path: 'landing-page/android-app', access: 'outside' },
  waitingVerification: { path: 'waiting-verification', access: 'outside' },
  // What the service worker answers, offline, for a page never opened on this device (ADR 0020).
  offline: { path: 'offline', access: 'outside' },
  win: { path: 'win', access: 'outside' },
  winImport: { path: 'win/import', access: 'outside' },
  winServices: { path: 'win/services', access: 'outside' },
  winTicket: { path: 'win/ticket', access: 'outside' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
export type PageId = RouteId | 'notFound';

/** Run-time ids are served by one prebuilt page per pattern, with this value in place of each id. */
export const TEMPLATE_SEGMENT = '_';

/** First path segments that belong to routes: a path starting with one has no language. */
export const ROUTE_ROOTS: ReadonlySet<string> = new Set(
  Object.values(ROUTES)
    .map((route: RouteDef) => route.path.split('/')[0] ?? '')
    .filter((root) => root !== ''),
);

/** A page's route, or null for the not-found page (it has none). */
export function routeOf(page: PageId): RouteDef | null {
  return page === 'notFound' ? null : ROUTES[page];
}

export function metaKeys(page: PageId): { title: MessageKey; description: MessageKey } {
  return { title: `meta.${page}.title`, description: `meta.${page}.description` };
}

/**
 * The address of a route in a language.
 * @example routeHref('en-US', 'userService', { serviceId: 0 }) // '/en-US/user/service/0'
 */
export function routeHref(locale: Locale, route: RouteId, params: Record<string, string | number> = {}): string {
  const path = ROUTES[route].path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? TEMPLATE_SEGMENT)));
  // Slash-less, as every link is written: a host serving folders (Cloudflare's
  // drop-trailing-slash, docs/decisions/0050) answers the slash-ful form with a 307.
  return path === '' ? `/${locale}` : `/${locale}/${path}`;
}

/**
 * The not-found page of a language, where the guards send a page nobody should see.
 * @example notFoundHref('zh-CN') // '/zh-CN/404'
 */
export function notFoundHref(locale: string): string {
  return `/${locale}/404`;
}

/**
 * Rewrite rules for run-time ids, in the `_redirects` format static hosts read.
 * More specific patterns come first, since the first matching rule wins.
 */
export function templateRewrites(): { from: string; to: string }[] {
  const templated = (Object.values(ROUTES) as RouteDef[])
    .filter((route) => route.path.includes(':') && !route.prebuiltIds)
    .sort((a, b) => b.path.split('/').length - a.path.split('/').length);
  return LOCALES.flatMap((locale) =>
    templated.map((route) => ({
      from: `/${locale}/${route.path}`,
      to: `/${locale}/${route.path.replace(/:\w+/g, TEMPLATE_SEGMENT)}/`,
    })),
  );
}

/** The page that sends a path without a language on to the stored one (src/pages/index.astro). */
export const LANGUAGE_PICKER_PAGE = '/';

/**
 * Rewrites for every page named without its language (`/order/pay?invoice=…`, PayPal's
 * return; `/user/service/12`, an old bookmark): the language picker page answers them
 * with status 200 and moves on with the rest of the path and the query, so only paths
 * that name no page are 404 (docs/decisions/0004). Help articles have their own pages
 * (none yet), so their paths are left to the 404 rules.
 * @example withoutLanguageRewrites().find((rule) => rule.from === '/order/pay') // { from: '/order/pay', to: '/' }
 */
export function withoutLanguageRewrites(): { from: string; to: string }[] {
  return (Object.values(ROUTES) as RouteDef[])
    .filter((route) => route.path !== '' && !route.prebuiltIds)
    .map((route) => ({ from: `/${route.path}`, to: LANGUAGE_PICKER_PAGE }));
}
