/*
 * Skyline's service worker: the site's own pages and assets when the network is down
 * (issue 9, defect 8; docs/decisions/0020-offline-pages.md). Hand-written, no framework,
 * a classic script so every browser that has service workers runs it.
 *
 * - Pages (HTML): network first, so a page online is always fresh; the copy kept is
 *   served only when the network fails, marked `data-offline-copy` so the page says so.
 * - Hashed assets (`/_astro/*`): cache first; their names change when their bytes do.
 * - The favicon, and each language's help search index (`/{lang}/help/search-index.json`,
 *   the search box's fallback: docs/decisions/0030-help-search.md): network first, like a
 *   page, so search still finds articles offline after a visit.
 * - A page never opened here, offline: the kept offline page of its language
 *   (`/{lang}/offline`, which a first visit names), marked `data-offline-fallback`.
 * - Nothing else is touched: the provider's API (another origin), the help desk's
 *   forward (`/api/`), the sandbox, and any request whose address carries a login
 *   (`uuid`/`hmac` in the query or the fragment) go to the network as if there were no
 *   worker. A page is kept under its path alone, without query or fragment, and without
 *   the address it was fetched from, so no login, invoice id or other query is stored.
 *   Pages are the static build's files, the same for everyone: private data only ever
 *   arrives from the provider's API, which is never kept.
 */
'use strict';

/** Bump when what is kept, or how, changes: activation deletes every other version. */
const CACHE_VERSION = 'skyline-offline-v1';
/** Hashed assets kept at most (oldest go first): old builds' files do not pile up. */
const MAX_ASSETS = 150;
/** The help centre's saved search index of one language: the same static file for everyone. */
const SEARCH_INDEX = /^\/[A-Za-z]{2}-[A-Za-z]{2}\/help\/search-index\.json$/;
/** The page that stands in, offline, for a page never opened on this device (the `offline` route of src/lib/routes.ts). */
const OFFLINE_PAGE = /^\/[A-Za-z]{2}-[A-Za-z]{2}\/offline$/;
/** The site's languages, the default first (src/lib/i18n/locales.ts): a classic script cannot import it. */
const LOCALES = ['zh-TW', 'zh-CN', 'en-US'];
/** Query or fragment parameters that make a request a login: such a request is never kept. */
const LOGIN_PARAMS = ['uuid', 'hmac'];

/**
 * What the worker does with a request: `page` and `static` (network first), `asset`
 * (cache first), or `null` (leave it to the network, keep nothing).
 * @param {string} method
 * @param {string} address the request's full URL
 * @param {string} origin the site's origin
 * @returns {'page' | 'asset' | 'static' | null}
 */
function cacheRole(method, address, origin) {
  if (method !== 'GET') return null;
  let url;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (carriesLogin(url)) return null;
  const path = url.pathname;
  if (path.startsWith('/_astro/')) return /\/_astro\/[^/]+\.(js|css|svg|png|webp|woff2?)$/.test(path) ? 'asset' : null;
  if (path === '/favicon.svg' || SEARCH_INDEX.test(path)) return 'static';
  if (path.startsWith('/api/') || path.startsWith('/__sandbox/') || path.startsWith('/_')) return null;
  // A page: a path with no file extension, or an .html file.
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last === '' || !last.includes('.') || last.endsWith('.html') ? 'page' : null;
}

/**
 * True when the address names a login part in its query or its fragment (either form of
 * the login link: `?uuid=…&hmac=…` or `#uuid=…&hmac=…`).
 * @param {URL} url
 */
function carriesLogin(url) {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  return LOGIN_PARAMS.some((name) => url.searchParams.has(name) || fragment.has(name));
}

/**
 * The key a request is kept under: its origin and path only.
 * @param {string} address
 */
function cacheKey(address) {
  const url = new URL(address);
  return `${url.origin}${url.pathname}`;
}

/**
 * A copy of an answer that keeps only its body, status and headers: not the address it
 * came from (which may hold a query), nor the encoding (the body is already decoded).
 * @param {Response} response
 */
async function storable(response) {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'set-cookie']) headers.delete(name);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Whether an answer is one to keep: a whole, same-origin success that was not redirected
 * (a redirect may lead anywhere) and, for a page, HTML.
 * @param {Response} response
 * @param {'page' | 'asset' | 'static'} role
 */
function worthKeeping(response, role) {
  if (!response.ok || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  return role !== 'page' || (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/**
 * @param {string} address
 * @param {Response} response
 * @param {'page' | 'asset' | 'static'} role
 */
async function keep(address, response, role) {
  if (!worthKeeping(response, role)) return;
  const cache = await caches.open(CACHE_VERSION);
  await cache.put(cacheKey(address), await storable(response));
  if (role === 'asset') await trimAssets(cache);
}

/** @param {Cache} cache */
async function trimAssets(cache) {
  const assets = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith('/_astro/'));
  for (const request of assets.slice(0, Math.max(0, assets.length - MAX_ASSETS))) await cache.delete(request);
}

/**
 * The kept copy of a page, marked as such on its `<html>` element (an attribute: the
 * page's CSP hashes cover its inline scripts, not its attributes).
 * @param {Response} kept
 */
async function markedOfflineCopy(kept, mark = 'data-offline-copy') {
  const html = (await kept.text()).replace(/<html(?=[\s>])/i, `<html ${mark}=""`);
  return new Response(html, { status: kept.status, statusText: kept.statusText, headers: kept.headers });
}

/**
 * The kept offline page for a page never opened here: in the language of its path, else
 * any language's that is kept. Marked `data-offline-fallback`: it says itself that the
 * network is down, and opens the page asked for once it answers.
 * @param {Cache} cache
 * @param {string} address
 */
async function offlineFallback(cache, address) {
  const url = new URL(address);
  const first = url.pathname.split('/')[1] ?? '';
  for (const locale of [first, ...LOCALES]) {
    if (!LOCALES.includes(locale)) continue;
    const kept = await cache.match(`${url.origin}/${locale}/offline`);
    if (kept) return markedOfflineCopy(kept, 'data-offline-fallback');
  }
  return undefined;
}

/**
 * The answer goes to the page at once (it streams); keeping a copy runs beside it, for
 * as long as the event is kept alive (`later`).
 * @param {Request} request
 * @param {'page' | 'static'} role
 * @param {(work: Promise<unknown>) => void} later
 */
async function networkFirst(request, role, later) {
  try {
    const response = await fetch(request);
    // Only plain addresses are kept (cacheRole): this answer carries no login.
    later(keep(request.url, response.clone(), role).catch(() => undefined));
    return response;
  } catch (failure) {
    const cache = await caches.open(CACHE_VERSION);
    const kept = await cache.match(cacheKey(request.url));
    if (kept) return role === 'page' ? markedOfflineCopy(kept) : kept;
    const fallback = role === 'page' ? await offlineFallback(cache, request.url) : undefined;
    if (!fallback) throw failure;
    return fallback;
  }
}

/**
 * @param {Request} request
 * @param {(work: Promise<unknown>) => void} later
 */
async function cacheFirst(request, later) {
  const cache = await caches.open(CACHE_VERSION);
  const kept = await cache.match(cacheKey(request.url));
  if (kept) return kept;
  const response = await fetch(request);
  later(keep(request.url, response.clone(), 'asset').catch(() => undefined));
  return response;
}

/**
 * The hashed files a page's HTML names (`/_astro/…` in `src` or `href`), once each.
 * @param {string} html
 */
function assetsOf(html) {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/_astro\/[^"?#]+)"/g)].map((match) => match[1]))].slice(0, 40);
}

/**
 * A page that loaded before this worker controlled it names what it loaded (its own
 * path, its scripts and styles); they are fetched again, from the browser's HTTP cache
 * (which holds what the page just loaded; the network only for what it lacks, such as
 * a page opened with a query), and kept, so the first visit is enough to read it offline.
 * The names are checked with the same rule as requests: nothing else is fetched.
 * @param {unknown} addresses
 */
async function keepLoaded(addresses) {
  if (!Array.isArray(addresses)) return 0;
  let kept = 0;
  for (const address of addresses.slice(0, 200)) {
    if (typeof address !== 'string') continue;
    const role = cacheRole('GET', address, self.location.origin);
    if (role === null) continue;
    try {
      // From the HTTP cache where the page just put them: a first visit downloads nothing twice.
      const response = await fetch(address, { cache: 'force-cache', credentials: 'same-origin' });
      // The offline page was not loaded by this visit: its styles and scripts are kept with it.
      const assets = role === 'page' && OFFLINE_PAGE.test(new URL(address).pathname) ? assetsOf(await response.clone().text()) : [];
      await keep(address, response, role);
      kept += 1;
      for (const asset of assets) {
        const file = new URL(asset, address).href;
        if (cacheRole('GET', file, self.location.origin) === 'asset') await keep(file, await fetch(file, { cache: 'force-cache', credentials: 'same-origin' }), 'asset');
      }
    } catch {
      // Offline again already: what was kept stays, the rest is kept on the next visit.
    }
  }
  return kept;
}

self.addEventListener('install', () => {
  // Nothing is fetched ahead: a phone on a slow network pays only for pages it opens.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('skyline-offline-') && name !== CACHE_VERSION).map((name) => caches.delete(name)))),
  );
});

/**
 * A login link opened offline: the network, and when it fails the page's kept copy, so
 * the page can still capture and store the login. Its answer is never kept.
 * @param {Request} request
 */
async function loginNavigation(request) {
  try {
    return await fetch(request);
  } catch (failure) {
    const kept = await (await caches.open(CACHE_VERSION)).match(cacheKey(request.url));
    if (!kept) throw failure;
    return markedOfflineCopy(kept);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const role = cacheRole(request.method, request.url, self.location.origin);
  if (role === null) {
    const url = new URL(request.url);
    if (request.mode === 'navigate' && request.method === 'GET' && url.origin === self.location.origin && carriesLogin(url)) event.respondWith(loginNavigation(request));
    return;
  }
  if (role === 'page' && request.mode !== 'navigate') return;
  const later = (/** @type {Promise<unknown>} */ work) => event.waitUntil(work);
  event.respondWith(role === 'asset' ? cacheFirst(request, later) : networkFirst(request, role, later));
});

self.addEventListener('message', (event) => {
  const data = event.data;
  const port = event.ports[0];
  if (!port || typeof data !== 'object' || data === null || data.kind !== 'keep') return;
  event.waitUntil(keepLoaded(data.urls).then((count) => port.postMessage({ kind: 'kept', count })));
});
