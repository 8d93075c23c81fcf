/**
 * The service worker (public/sw.js), run as the browser runs it: a classic script in its
 * own global, here a vm context with a Map for the Cache API and a scripted `fetch`.
 * What matters most: nothing that carries a login, a query or the provider's answers is
 * ever kept, and a page is kept so that it can be read offline.
 */
import { readFileSync } from 'node:fs';
import { runInContext, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isNetworkNotice, loadedAddresses, offlinePageAddress } from '../../../../src/lib/core/rules/offline-pages.ts';

const SITE = 'https://skyline.example';
const PROVIDER = 'https://api.provider.example';
const SOURCE = readFileSync(new URL('../../../../public/sw.js', import.meta.url), 'utf8');

type Role = 'page' | 'asset' | 'static' | null;
type Listener = (event: Record<string, unknown>) => void;
interface FakeRequest {
  method: string;
  url: string;
  mode: string;
}

/** A same-origin answer as `fetch` gives it (`type: 'basic'`, which a constructed Response is not). */
function answer(body: string, init: { status?: number; type?: string; redirected?: boolean; contentType?: string } = {}): Response {
  const response = new Response(body, { status: init.status ?? 200, headers: { 'content-type': init.contentType ?? 'text/html; charset=utf-8', 'content-encoding': 'br' } });
  return asFetched(response, init.type ?? 'basic', init.redirected ?? false);
}

/** Gives a Response (and its clones) the type and redirect flag of a fetched one. */
function asFetched(response: Response, type: string, redirected: boolean): Response {
  const clone = response.clone.bind(response);
  Object.defineProperty(response, 'type', { value: type });
  Object.defineProperty(response, 'redirected', { value: redirected });
  Object.defineProperty(response, 'clone', { value: () => asFetched(clone(), type, redirected) });
  return response;
}

/** The worker in a fresh global, with the network either answering from `pages` or down. */
function loadWorker() {
  const stores = new Map<string, Map<string, Response>>();
  const listeners = new Map<string, Listener>();
  const network = { online: true, pages: new Map<string, () => Response>(), fetched: [] as string[] };
  const cacheOf = (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      put: async (key: string, response: Response) => void entries.set(key, response),
      match: async (key: string) => entries.get(key)?.clone(),
      keys: async () => [...entries.keys()].map((url) => ({ url })),
      delete: async (request: { url: string }) => entries.delete(request.url),
    };
  };
  const context = createContext({
    URL,
    URLSearchParams,
    Response,
    Headers,
    self: {
      location: { origin: SITE },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      skipWaiting: async () => undefined,
    },
    caches: {
      open: async (name: string) => cacheOf(name),
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
    fetch: async (input: string | FakeRequest) => {
      const url = typeof input === 'string' ? input : input.url;
      network.fetched.push(url);
      if (!network.online) throw new TypeError('Failed to fetch');
      const make = network.pages.get(url.split('#')[0] ?? url);
      return make ? make() : answer('not here', { status: 404 });
    },
  });
  runInContext(SOURCE, context);
  const cacheRole = (method: string, url: string): Role => (context.cacheRole as (m: string, u: string, o: string) => Role)(method, url, SITE);

  /** Dispatches a fetch event; the answer the worker gave, or null when it left the request alone. */
  async function request(url: string, init: { method?: string; mode?: string } = {}): Promise<Response | null> {
    let answered: Promise<Response> | null = null;
    const lasting: Promise<unknown>[] = [];
    listeners.get('fetch')?.({
      request: { method: init.method ?? 'GET', url, mode: init.mode ?? 'navigate' },
      respondWith: (promise: Promise<Response>) => (answered = promise),
      waitUntil: (promise: Promise<unknown>) => lasting.push(promise),
    });
    // As a browser does, the event lives until what it handed to waitUntil is done.
    const response = answered === null ? null : await answered;
    await Promise.all(lasting);
    return response;
  }

  const kept = () => stores.get('skyline-offline-v1') ?? new Map<string, Response>();
  return { cacheRole, request, network, stores, kept, listeners };
}

describe('which requests the worker may keep (cacheRole)', () => {
  const { cacheRole } = loadWorker();
  it.each([
    ['a page', `${SITE}/zh-TW/help`, 'page'],
    ['a page with a plain query (kept under its path)', `${SITE}/en-US/order/pay?invoice=7`, 'page'],
    ['a language root', `${SITE}/zh-CN/`, 'page'],
    ['a built 404 file', `${SITE}/zh-TW/404.html`, 'page'],
    ['a hashed script', `${SITE}/_astro/page.Bx1_a9.js`, 'asset'],
    ['a hashed stylesheet', `${SITE}/_astro/Base.C3dE.css`, 'asset'],
    ['the favicon', `${SITE}/favicon.svg`, 'static'],
    ['the help search index (network first)', `${SITE}/zh-CN/help/search-index.json`, 'static'],
    ['the help search index, asked with a query (kept under its path)', `${SITE}/en-US/help/search-index.json?v=2`, 'static'],
  ] as const)('%s: %s → %s', (_name, url, role) => {
    expect(cacheRole('GET', url)).toBe(role);
  });

  it.each([
    ['the provider API (another origin)', 'GET', `${PROVIDER}/au/api/v1/au/info`],
    ['a provider GET carrying the login', 'GET', `${PROVIDER}/au/api/v1/au/service/3?uuid=7&hmac=ab`],
    ['a login link in the query', 'GET', `${SITE}/zh-TW/user/service/0?uuid=7&hmac=ab12`],
    ['a login link in the fragment', 'GET', `${SITE}/zh-TW/user/service/0#uuid=7&hmac=ab12`],
    ['half a login link', 'GET', `${SITE}/en-US/order/place?hmac=ab12`],
    ['the help desk forward', 'GET', `${SITE}/api/v2/help_center/articles.json`],
    ['the sandbox control API', 'GET', `${SITE}/__sandbox/api/accounts`],
    ['the worker itself', 'GET', `${SITE}/sw.js`],
    ['a file that is neither page nor asset', 'GET', `${SITE}/robots.txt`],
    ['another JSON file of the site', 'GET', `${SITE}/zh-TW/help/other.json`],
    ['the help search index with a login in its address', 'GET', `${SITE}/zh-TW/help/search-index.json?uuid=7&hmac=ab12`],
    ['a POST', 'POST', `${SITE}/zh-TW/help`],
    ['an unreadable address', 'GET', 'not a url'],
  ] as const)('never: %s', (_name, method, url) => {
    expect(cacheRole(method, url)).toBeNull();
  });
});

describe('the worker at work', () => {
  it('keeps a page under its path alone, without its query, address or encoding, and serves it marked when the network is down', async () => {
    const worker = loadWorker();
    worker.network.pages.set(`${SITE}/en-US/order/pay?invoice=7`, () => answer('<!doctype html><html lang="en-US"><body>bill</body></html>'));
    const live = await worker.request(`${SITE}/en-US/order/pay?invoice=7`);
    expect(await live?.text()).toContain('bill');
    expect([...worker.kept().keys()]).toEqual([`${SITE}/en-US/order/pay`]);
    const stored = worker.kept().get(`${SITE}/en-US/order/pay`);
    expect(stored?.url).toBe('');
    expect(stored?.headers.get('content-encoding')).toBeNull();

    worker.network.online = false;
    const offline = await worker.request(`${SITE}/en-US/order/pay?invoice=8`);
    expect(await offline?.text()).toBe('<!doctype html><html data-offline-copy="" lang="en-US"><body>bill</body></html>');
  });

  it('never keeps a login link, but opened offline it still gets the page, so the page can capture the login', async () => {
    const worker = loadWorker();
    const page = `${SITE}/zh-TW/user/service/0`;
    worker.network.pages.set(page, () => answer('<html lang="zh-TW">service</html>'));
    worker.network.pages.set(`${page}?uuid=7&hmac=ab12`, () => answer('<html lang="zh-TW">service</html>'));
    await worker.request(`${page}#uuid=7&hmac=ab12`);
    await worker.request(`${page}?uuid=7&hmac=ab12`);
    expect([...worker.kept().keys()]).toEqual([]);

    await worker.request(page);
    worker.network.online = false;
    const offline = await worker.request(`${page}#uuid=7&hmac=ab12`);
    expect(await offline?.text()).toContain('data-offline-copy');
    expect([...worker.kept().keys()]).toEqual([page]);
  });

  it('leaves the provider API, and a page fetched by a script, to the network', async () => {
    const worker = loadWorker();
    expect(await worker.request(`${PROVIDER}/au/api/v1/au/info`, { method: 'POST', mode: 'cors' })).toBeNull();
    expect(await worker.request(`${SITE}/zh-TW/help`, { mode: 'cors' })).toBeNull();
    expect(worker.network.fetched).toEqual([]);
  });

  it('keeps only whole, same-origin HTML successes', async () => {
    const worker = loadWorker();
    worker.network.pages.set(`${SITE}/zh-TW/a`, () => answer('moved', { redirected: true }));
    worker.network.pages.set(`${SITE}/zh-TW/b`, () => answer('{}', { contentType: 'application/json' }));
    worker.network.pages.set(`${SITE}/zh-TW/c`, () => answer('gone', { status: 404 }));
    for (const path of ['a', 'b', 'c']) await worker.request(`${SITE}/zh-TW/${path}`);
    expect([...worker.kept().keys()]).toEqual([]);
  });

  it('keeps the help search index as it fetches it, and answers from it when the network is down', async () => {
    const worker = loadWorker();
    const index = `${SITE}/zh-TW/help/search-index.json`;
    worker.network.pages.set(index, () => answer('{"locale":"zh-TW","articles":[]}', { contentType: 'application/json; charset=utf-8' }));
    await worker.request(index, { mode: 'cors' });
    expect([...worker.kept().keys()]).toEqual([index]);
    worker.network.online = false;
    const offline = await worker.request(index, { mode: 'cors' });
    expect(await offline?.text()).toBe('{"locale":"zh-TW","articles":[]}');
  });

  it('answers hashed assets from what it kept, without asking the network again', async () => {
    const worker = loadWorker();
    const script = `${SITE}/_astro/page.Bx1_a9.js`;
    worker.network.pages.set(script, () => answer('export {}', { contentType: 'text/javascript' }));
    await worker.request(script, { mode: 'no-cors' });
    worker.network.online = false;
    expect(await (await worker.request(script, { mode: 'no-cors' }))?.text()).toBe('export {}');
    expect(worker.network.fetched).toEqual([script]);
  });

  it('deletes older versions of its cache when a new version activates, and nothing else', async () => {
    const worker = loadWorker();
    worker.stores.set('skyline-offline-v0', new Map());
    worker.stores.set('another-apps-cache', new Map());
    let done: Promise<unknown> = Promise.resolve();
    worker.listeners.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
    expect([...worker.stores.keys()]).toEqual(['another-apps-cache']);
  });

  it('keeps what a first visit names only when its own rule allows it', async () => {
    const worker = loadWorker();
    worker.network.pages.set(`${SITE}/zh-TW/help`, () => answer('<html>help</html>'));
    worker.network.pages.set(`${SITE}/_astro/a.js`, () => answer('a', { contentType: 'text/javascript' }));
    const replies: unknown[] = [];
    let done: Promise<unknown> = Promise.resolve();
    worker.listeners.get('message')?.({
      data: { kind: 'keep', urls: [`${SITE}/zh-TW/help`, `${SITE}/_astro/a.js`, `${PROVIDER}/au/api/v1/au/info`, `${SITE}/zh-TW/help?uuid=1&hmac=2`, 42] },
      ports: [{ postMessage: (reply: unknown) => replies.push(reply) }],
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    });
    await done;
    expect([...worker.kept().keys()].sort()).toEqual([`${SITE}/_astro/a.js`, `${SITE}/zh-TW/help`]);
    expect(worker.network.fetched).toEqual([`${SITE}/zh-TW/help`, `${SITE}/_astro/a.js`]);
    expect(replies).toEqual([{ kind: 'kept', count: 2 }]);
  });
});

describe('a page never opened here, offline (issue 23 item 17)', () => {
  /** A first visit that names the offline page of `locale`, as offline-worker.ts hands it over. */
  async function keepOfflinePage(worker: ReturnType<typeof loadWorker>, locale: string) {
    worker.network.pages.set(`${SITE}/${locale}/offline`, () => answer(`<html lang="${locale}"><link rel="stylesheet" href="/_astro/Bare.x1.css"><body>offline ${locale}</body></html>`));
    worker.network.pages.set(`${SITE}/_astro/Bare.x1.css`, () => answer('body{}', { contentType: 'text/css' }));
    let done: Promise<unknown> = Promise.resolve();
    worker.listeners.get('message')?.({
      data: { kind: 'keep', urls: [offlinePageAddress(SITE, `/${locale}/help`)] },
      ports: [{ postMessage: () => undefined }],
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    });
    await done;
  }

  it('answers with the kept offline page of its language, with its styles, marked as standing in', async () => {
    const worker = loadWorker();
    await keepOfflinePage(worker, 'zh-CN');
    expect([...worker.kept().keys()].sort()).toEqual([`${SITE}/_astro/Bare.x1.css`, `${SITE}/zh-CN/offline`]);
    worker.network.online = false;
    const answered = await worker.request(`${SITE}/zh-CN/help/contact-us`);
    expect(await answered?.text()).toBe('<html data-offline-fallback="" lang="zh-CN"><link rel="stylesheet" href="/_astro/Bare.x1.css"><body>offline zh-CN</body></html>');
    // Not kept under the address asked for: online again, that page is fetched as usual.
    expect(worker.kept().has(`${SITE}/zh-CN/help/contact-us`)).toBe(false);
  });

  it('uses another language\'s offline page when its own is not kept, and the network\'s error when none is', async () => {
    const worker = loadWorker();
    worker.network.online = false;
    await expect(worker.request(`${SITE}/en-US/order/place`)).rejects.toThrow('Failed to fetch');
    worker.network.online = true;
    await keepOfflinePage(worker, 'zh-TW');
    worker.network.online = false;
    expect(await (await worker.request(`${SITE}/en-US/order/place`))?.text()).toContain('offline zh-TW');
  });
});

describe('what a first visit hands the worker (loadedAddresses)', () => {
  it('names the page by its path, and only same-origin files, once each', () => {
    const resources = [{ name: `${SITE}/_astro/a.js` }, { name: `${PROVIDER}/au/api/v1/au/info` }, { name: `${SITE}/_astro/a.js` }, { name: `${SITE}.evil.example/x.js` }];
    expect(loadedAddresses(SITE, '/zh-TW/help', resources)).toEqual([`${SITE}/zh-TW/help`, `${SITE}/_astro/a.js`]);
  });
});

describe('which shell notices the offline notice stands for (isNetworkNotice)', () => {
  it.each([
    [{ kind: 'info', message: 'guard.signatureUnverified' }, true],
    [{ kind: 'error', name: 'NetworkTrouble' }, true],
    [{ kind: 'error', name: 'Timeout' }, true],
    [{ kind: 'error', name: 'HmacCheckFailed' }, false],
    [{ kind: 'error', name: 'ServerError' }, false],
    [{ kind: 'info', message: 'login.stored' }, false],
  ] as const)('%o → %s', (notice, expected) => {
    expect(isNetworkNotice(notice)).toBe(expected);
  });
});

describe('the offline page a first visit names (offlinePageAddress)', () => {
  it('is the offline route in the language of the path, else the default language', () => {
    expect(offlinePageAddress(SITE, '/zh-CN/help')).toBe(`${SITE}/zh-CN/offline`);
    expect(offlinePageAddress(SITE, '/en-US/')).toBe(`${SITE}/en-US/offline`);
    expect(offlinePageAddress(SITE, '/')).toBe(`${SITE}/zh-TW/offline`);
  });
});
