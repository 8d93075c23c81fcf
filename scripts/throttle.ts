/**
 * The network and CPU a measured page load runs under, shared by `npm run bench` and
 * `scripts/trace.ts`: a phone on slow 4G, and a mainland evening line (`cn-peak`).
 * Chromium's emulation adds the latency to each request and caps each direction's
 * throughput; the CPU slowdown stands in for a mid-range phone.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { buildSite, CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, ensureCjkFont, OUT_DIRS } from './lib.ts';
import { hostKinds, startLocalStack, throwawayCertificate, type HostKind } from './local-stack.ts';

export interface NetworkProfile {
  name: 'slow-4g' | 'cn-peak';
  /** Round trip added to each request, ms. */
  latencyMs: number;
  downKbit: number;
  upKbit: number;
  cpuSlowdown: number;
}

export const PROFILES: readonly NetworkProfile[] = [
  { name: 'slow-4g', latencyMs: 150, downKbit: 1.6 * 1024, upKbit: 750, cpuSlowdown: 4 },
  // A mainland line at its evening peak, across the border to Hong Kong (issue 14).
  { name: 'cn-peak', latencyMs: 300, downKbit: 1024, upKbit: 512, cpuSlowdown: 4 },
];

export function describeProfile(profile: NetworkProfile): string {
  return `${profile.name}: ${profile.latencyMs} ms RTT, ${profile.downKbit >= 1024 ? `${profile.downKbit / 1024} Mbit/s` : `${profile.downKbit} kbit/s`} down, ${profile.upKbit} kbit/s up, ${profile.cpuSlowdown}x CPU slowdown`;
}

/**
 * How long the Node host holds each file's body after its headers when the bench measures
 * it alone, so Chromium's emulation charges the body's bytes once (ADR 0067). Well under
 * both profiles' latency (150 and 300 ms), which the emulation adds from each request's
 * sending, so a load measured is no slower for it.
 */
const BODY_HELD_MS = 20;

/**
 * What both measuring scripts start: the site built into .build/bench (unless `build` is
 * false: the last build is measured again), a bench sandbox and the static host on their
 * own ports, and Chromium as a visitor's (not announcing automation, which the guard
 * would send to the not-found page). Chinese pages are measured with a CJK font.
 * `BENCH_HOST` (node, the default; workerd; nginx) picks the host that serves the same
 * build, so the pages can be measured behind each production host's own runtime; a list
 * (`node,workerd,nginx`) serves it behind each, on ports of their own, for one run to compare.
 */
export async function startMeasuring(options: { build: boolean }) {
  ensureChromium();
  ensureCjkFont();
  const [host = 'node', ...otherHosts] = hostKinds(process.env.BENCH_HOST);
  const protocol = benchProtocol(process.env.BENCH_PROTOCOL, [host, ...otherHosts]);
  const stack = await startLocalStack({
    sitePort: 4391,
    sandboxPort: 8791,
    name: 'bench',
    root: OUT_DIRS.bench,
    host,
    moreHosts: otherHosts.map((kind, index) => ({ kind, port: 4381 + index })),
    build: options.build ? (sandbox) => buildSite(sandbox, OUT_DIRS.bench) : undefined,
    ...(protocol === 'h2' ? { tls: throwawayCertificate() } : {}),
    // Only when the Node host is measured alone: nginx and workerd cannot hold a body back,
    // and hosts compared load by load must be measured alike (docs/decisions/0067).
    ...(otherHosts.length === 0 ? { bodyHeldMs: BODY_HELD_MS } : {}),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'], ignoreDefaultArgs: ['--enable-automation'] });
  return {
    stack,
    browser,
    host,
    /** Every host measured, the first one's site first: `BENCH_HOST=node,workerd,nginx` compares them load by load. */
    sites: [{ host, origin: stack.siteOrigin }, ...stack.moreSites.map((more) => ({ host: more.kind, origin: more.origin }))],
    protocol,
    close: async () => {
      await browser.close();
      await stack.close();
    },
  };
}

/**
 * How the site's own files travel: `h2` (HTTPS and HTTP/2, as Cloudflare and the nginx
 * origin serve a visitor: every file on one connection) or `h1` (plain HTTP/1.1, where a
 * browser opens at most six connections, so a page's 20-odd files queue behind each
 * other on a slow line). `BENCH_PROTOCOL` picks; the default is `h2` behind the Node host,
 * the only one here that serves HTTPS (workerd and nginx are measured over `h1`, and so is
 * every host of a run that compares them).
 * @example benchProtocol(undefined, ['node']) // 'h2'
 * @example benchProtocol(undefined, ['node', 'nginx']) // 'h1'
 */
export function benchProtocol(named: string | undefined, hosts: readonly HostKind[]): 'h1' | 'h2' {
  const plain = hosts.find((host) => host !== 'node');
  if (named === 'h1' || named === 'h2') {
    if (named === 'h2' && plain) throw new Error(`BENCH_PROTOCOL=h2 needs the Node host alone; ${plain} is measured over h1 here`);
    return named;
  }
  if (named !== undefined && named !== '') throw new Error(`BENCH_PROTOCOL must be h1 or h2, not "${named}"`);
  return plain ? 'h1' : 'h2';
}

/**
 * A fresh phone-sized context (no cache, no service worker) for one cold load.
 * `preferBrotli`: the browser lists brotli first in Accept-Encoding. Behind `wrangler dev`
 * only: its local runtime answers in the first coding the browser lists (miniflare's
 * `ensureAcceptableEncoding`; Chromium lists gzip first), where Cloudflare's edge sends
 * Chromium brotli, so without it the workerd figures would carry 12–13% more bytes than a
 * visitor receives from Cloudflare.
 */
export async function newPhoneContext(browser: Browser, siteOrigin: string, options: { preferBrotli?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(options.preferBrotli ? { extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } } : {}),
    // Cold loads: the offline service worker (ADR 0020) would otherwise answer a page
    // from what an earlier visit kept, and the figures would not be a first load.
    serviceWorkers: 'block',
    // The bench's HTTPS certificate is made for the run (scripts/local-stack.ts).
    ignoreHTTPSErrors: true,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  // A returning visitor: the human check is done (it would otherwise redirect first).
  await context.addCookies([{ name: 'skyline_verified_at', value: String(Date.now()), url: siteOrigin }]);
  return context;
}

/**
 * Turns the profile's network and CPU on, and the cache off unless `cache` (a returning
 * visitor whose browser keeps the site's scripts); returns the CDP session.
 */
export async function throttle(context: BrowserContext, tab: Page, profile: NetworkProfile, cache = false): Promise<CDPSession> {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: profile.latencyMs, downloadThroughput: (profile.downKbit * 1024) / 8, uploadThroughput: (profile.upKbit * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return cdp;
}

/**
 * Paint timings a page reports about itself, installed before it loads: the last LCP
 * candidate, total blocking time, and (read later) the document's arrival and first paint.
 */
export async function observePaint(tab: Page, usableWhen?: string): Promise<void> {
  // When the page first shows a control (`usableWhen`) is noted by the page itself: a
  // Playwright wait would poll with its own injected script on the page's main thread
  // while it loads, which at a 4x CPU slowdown delayed the first paint it was measuring.
  await tab.addInitScript((selector: string | null) => {
    const w = window as unknown as { __lcp: number; __tbt: number; __lcpEntries: string[]; __usable: number | null };
    w.__usable = null;
    if (selector) {
      // Shown: in the page, not inside [hidden], and holding text unless it is a form
      // control (a DOM-only test: asking for layout here would itself delay the paint).
      const shown = (element: Element | null) => element !== null && element.closest('[hidden]') === null && (element instanceof HTMLInputElement || (element.textContent ?? '').trim() !== '');
      const seen = new MutationObserver(() => {
        if (shown(document.querySelector(selector))) {
          w.__usable = performance.now();
          seen.disconnect();
        }
      });
      seen.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
    }
    w.__lcp = 0;
    w.__tbt = 0;
    w.__lcpEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        w.__lcp = entry.startTime;
        const element = entry.element;
        const label = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 24)}"` : '(removed)';
        w.__lcpEntries.push(`${Math.round(entry.startTime)} ms ${label} (${entry.size} px²)`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  }, usableWhen ?? null);
}

export interface PaintFigures {
  /** First byte of the HTML (navigation's responseStart), ms after navigation start. */
  htmlFirstByteMs: number;
  /** The whole HTML arrived (responseEnd). */
  htmlArrivedMs: number;
  firstPaintMs: number;
  lcpMs: number;
  tbtMs: number;
  finalPath: string;
  /** Every LCP candidate: when, which element, how large. */
  lcpEntries: string[];
  /** When the `usableWhen` selector first matched, or null. */
  usableMs: number | null;
  /**
   * The last byte of the last script that arrived before the page was usable, or null:
   * what is left of `usableMs` after it is the page's own work (evaluating, rendering),
   * which the machine's uneven network emulation does not move.
   */
  lastScriptMs: number | null;
}

export async function readPaint(tab: Page): Promise<PaintFigures> {
  return tab.evaluate(() => {
    const w = window as unknown as { __lcp: number; __tbt: number; __lcpEntries: string[]; __usable: number | null };
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const paint = performance.getEntriesByName('first-contentful-paint')[0] ?? performance.getEntriesByName('first-paint')[0];
    return {
      htmlFirstByteMs: Math.round(navigation?.responseStart ?? 0),
      htmlArrivedMs: Math.round(navigation?.responseEnd ?? 0),
      firstPaintMs: Math.round(paint?.startTime ?? 0),
      lcpMs: Math.round(w.__lcp),
      tbtMs: Math.round(w.__tbt),
      finalPath: location.pathname,
      lcpEntries: w.__lcpEntries,
      usableMs: w.__usable === null ? null : Math.round(w.__usable),
      lastScriptMs: (() => {
        const usable = w.__usable;
        if (usable === null) return null;
        const ends = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.js(?:$|\?)/.test(entry.name) && entry.responseEnd <= usable).map((entry) => entry.responseEnd);
        return ends.length === 0 ? null : Math.round(Math.max(...ends));
      })(),
    };
  });
}
