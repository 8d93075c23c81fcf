import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { routeHref } from '../routes.ts';

/**
 * What a first visit hands the service worker to keep (docs/decisions/0020-offline-pages.md):
 * the page's own path, never its query or fragment (a login link or an invoice id may be
 * there), and the same-origin files it loaded. The worker checks each address again with
 * its own rule (`cacheRole` in public/sw.js); this list only spares it a guess.
 * @example loadedAddresses('https://s.example', '/zh-TW/help', [{ name: 'https://s.example/_astro/a.js' }])
 * // ['https://s.example/zh-TW/help', 'https://s.example/_astro/a.js']
 */
export function loadedAddresses(origin: string, path: string, resources: readonly { name: string }[]): string[] {
  const own = resources.map((entry) => entry.name).filter((name) => name.startsWith(`${origin}/`));
  return [...new Set([`${origin}${path}`, ...own])];
}

/**
 * The page the worker answers with, offline, for a page never opened on this device: the
 * `offline` route in the language of the path, else the default language. A first visit
 * names it for the worker to keep, beside what it loaded.
 * @example offlinePageAddress('https://s.example', '/zh-CN/help') // 'https://s.example/zh-CN/offline'
 */
export function offlinePageAddress(origin: string, path: string): string {
  const first = path.split('/')[1] ?? '';
  const locale = LOCALES.find((each) => each === first) ?? DEFAULT_LOCALE;
  return `${origin}${routeHref(locale, 'offline')}`;
}

/** The fields of a shell notice this rule reads (src/lib/core/stores/notices.ts). */
type NoticeLike = { kind: 'error'; name: string } | { kind: 'info'; message: string };

/**
 * Notices that only say the network failed: on the kept copy of a page they are the
 * offline notice told less well ("could not confirm your login", "network trouble"), so
 * that notice takes their place. Anything else (a refused login link) still shows.
 * @example isNetworkNotice({ kind: 'info', message: 'guard.signatureUnverified' }) // true
 */
export function isNetworkNotice(notice: NoticeLike): boolean {
  if (notice.kind === 'info') return notice.message === 'guard.signatureUnverified';
  return notice.name === 'NetworkTrouble' || notice.name === 'Timeout';
}
