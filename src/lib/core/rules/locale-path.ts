/**
 * Where a path without a valid language goes (decisions: "Routing and pages").
 * `/user/account` and `/fr/user/account` both become `/zh-TW/user/account` when
 * nothing is stored; `/zh-tw/x` is only re-cased.
 */
import { DEFAULT_LOCALE, toLocale, type Locale } from '../i18n/locales.ts';
import { ROUTE_ROOTS } from '../routes.ts';

/** A first segment shaped like a language tag (`fr`, `pt-BR`, `xx`) but not one of ours. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/**
 * @returns the address to go to, or null when the path already starts with a language.
 * @example localeRedirect('/fr/user/account', 'en-US') // '/en-US/user/account'
 */
export function localeRedirect(pathname: string, stored: Locale | null): string | null {
  const locale = stored ?? DEFAULT_LOCALE;
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const known = toLocale(first);
  if (known) {
    if (known === first) return null;
    segments[1] = known;
    return segments.join('/');
  }
  const rest = segments.slice(1);
  if (first !== '' && !ROUTE_ROOTS.has(first) && LANGUAGE_TAG.test(first)) rest.shift();
  const tail = rest.join('/');
  // The language root slash-less, as links name it (docs/decisions/0050).
  return tail === '' ? `/${locale}` : `/${locale}/${tail}`;
}
