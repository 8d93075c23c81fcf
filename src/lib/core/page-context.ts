/**
 * What the server-rendered page tells its scripts: language and route, read from
 * `<html lang data-route data-access>`.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n/locales.ts';
import { ROUTES, type PageId, type RouteAccess, type RouteId } from './routes.ts';

export interface PageContext {
  locale: Locale;
  page: PageId;
  access: RouteAccess;
}

function isRouteId(value: string): value is RouteId {
  return Object.hasOwn(ROUTES, value);
}

export function readPageContext(root: HTMLElement = document.documentElement): PageContext {
  const locale = isLocale(root.lang) ? root.lang : DEFAULT_LOCALE;
  const page = root.dataset.page;
  if (page !== undefined && isRouteId(page)) return { locale, page, access: ROUTES[page].access };
  return { locale, page: 'notFound', access: 'outside' };
}
