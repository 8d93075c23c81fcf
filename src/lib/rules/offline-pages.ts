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
