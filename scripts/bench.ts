/**
 * `npm run bench`: builds the site, then for each key page reports
 * - from the build: HTML bytes and the JS and CSS the page loads up front (gzip and brotli);
 * - from headless Chromium on loopback with slow-4G emulation (150 ms RTT, 1.6 Mbit/s
 *   down, 750 kbit/s up) and a 4x CPU slowdown: bytes transferred (brotli, as served),
 *   LCP and total blocking time, and when the page first showed something to use;
 * - then, where the page defers its island to the first interaction, how long a first tap
 *   takes to be answered and what the page has transferred by then.
 * Results go to the console and to bench-results/latest.json.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildSite, CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, OUT_DIRS, ROOT } from './lib.ts';
import { startLocalStack } from './local-stack.ts';
import { isFrameworkCode, upfrontAssets } from './page-weight.ts';

const SITE_PORT = 4391;
const SANDBOX_PORT = 8791;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const DIST = OUT_DIRS.bench;

interface PageCase {
  name: string;
  path: string;
  /** Built file that serves the path. */
  file: string;
  loggedIn?: boolean;
  /** A selector whose appearance means the page is usable (e.g. the wizard's first step). */
  usableWhen?: string;
  /** Appends `?invoice=<id>` of a fresh unpaid bill. */
  withInvoice?: boolean;
  /** After the load is measured: what the visitor taps first, and what shows the page has answered it. */
  firstTap?: { selector: string; answeredWhen: string };
}

const PLAN_TAP = { selector: 'label:has(> input[name="plan"][value="2:Monthly"])', answeredWhen: '#order-wizard[data-awake] input[value="2:Monthly"]:checked' };

const PAY_TAP = { selector: '[data-preview-pay]', answeredWhen: '[data-payment-island] .timeline__item--current:nth-child(2)' };

const PAGES: PageCase[] = [
  // Tapping Pro's monthly plan wakes the wizard (React loads) and reprices the total.
  { name: 'order/place (zh-TW)', path: '/zh-TW/order/place', file: 'zh-TW/order/place/index.html', usableWhen: 'input[name="plan"]', firstTap: PLAN_TAP },
  { name: 'order/place (en-US)', path: '/en-US/order/place', file: 'en-US/order/place/index.html', usableWhen: 'input[name="plan"]', firstTap: PLAN_TAP },
  // Pressing "Pay" wakes the payment island, which shows the method's panel (waiting for the money).
  { name: 'order/pay (bill link)', path: '/zh-TW/order/pay', file: 'zh-TW/order/pay/index.html', withInvoice: true, usableWhen: '.amount-due', firstTap: PAY_TAP },
  { name: 'user/service/0 (logged in)', path: '/zh-TW/user/service/0', file: 'zh-TW/user/service/_/index.html', loggedIn: true },
  { name: 'waiting-verification', path: '/zh-TW/waiting-verification', file: 'zh-TW/waiting-verification/index.html' },
  { name: 'help', path: '/zh-TW/help', file: 'zh-TW/help/index.html' },
  { name: '404', path: '/zh-TW/nowhere', file: 'zh-TW/404.html' },
];

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** What a built page loads before any interaction: the rule `npm test`'s budgets use (page-weight.ts). */
function upfrontOf(html: string): { js: string[]; css: string[]; frameworkJs: boolean } {
  const readAsset = (url: string) => (existsSync(join(DIST, url)) ? readFileSync(join(DIST, url), 'utf8') : undefined);
  const { scripts, stylesheets } = upfrontAssets(html, readAsset);
  const frameworkJs = scripts.some((url) => isFrameworkCode(url, readAsset(url) ?? ''));
  return { js: scripts, css: stylesheets, frameworkJs };
}

function sizes(urls: string[]): { gzip: number; brotli: number } {
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    const file = join(DIST, url);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body).length;
  }
  return { gzip, brotli };
}

ensureChromium();
const stack = await startLocalStack({ sitePort: SITE_PORT, sandboxPort: SANDBOX_PORT, name: 'bench', root: DIST, build: () => buildSite(SANDBOX, DIST) });

const accounts = await stack.control.accounts();
const demo = accounts.find((account) => account.label === 'active-verified') ?? accounts[0];

/** A fresh unpaid renewal bill, for the payment page. */
async function unpaidInvoiceId(): Promise<number> {
  const account = await stack.control.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const invoice = account.services[0]?.invoices.find((entry) => entry.isRenewal && entry.status === 'Unpaid');
  if (!invoice) throw new Error('the sandbox made no renewal bill');
  return invoice.id;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'], ignoreDefaultArgs: ['--enable-automation'] });
/** Each page is loaded this many times; the figures are the median run's (this machine's timings vary). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const results = [];
for (const page of PAGES) {
  const html = readFileSync(join(DIST, page.file), 'utf8');
  const assets = upfrontOf(html);
  const js = sizes(assets.js);
  const css = sizes(assets.css);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(page));
  const median = (pick: (run: Run) => number | null): number | null => {
    const values = runs.map(pick).filter((value): value is number => value !== null).sort((a, b) => a - b);
    return values.length === 0 ? null : (values[Math.floor(values.length / 2)] ?? null);
  };
  results.push({
    page: page.name,
    htmlBytes: Buffer.byteLength(html),
    jsGzip: js.gzip,
    jsBrotli: js.brotli,
    cssGzip: css.gzip,
    frameworkJs: assets.frameworkJs,
    transferredBrotli: median((run) => run.transferredBrotli) ?? 0,
    tapAnsweredMs: median((run) => run.tapAnsweredMs),
    transferredAfterTapBrotli: median((run) => run.transferredAfterTapBrotli),
    lcpMs: median((run) => run.lcpMs) ?? 0,
    lcpRunsMs: runs.map((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs) ?? 0,
    usableMs: median((run) => run.usableMs),
    endedAt: runs[0]?.endedAt,
  });
}

interface Run {
  transferredBrotli: number;
  tapAnsweredMs: number | null;
  transferredAfterTapBrotli: number | null;
  lcpMs: number;
  tbtMs: number;
  usableMs: number | null;
  endedAt: string;
}

/** One cold load of a page (fresh context, no cache) under the emulated network and CPU. */
async function measure(page: PageCase): Promise<Run> {
  const context = await browser.newContext({
    // Cold loads: the offline service worker (ADR 0020) would otherwise answer the logged-in
    // page from what the login visit just kept, and the figures would not be a first load.
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  // A returning visitor: the human check is done (it would otherwise redirect first).
  await context.addCookies([{ name: 'skyline_verified_at', value: String(Date.now()), url: SITE }]);
  const tab = await context.newPage();
  if (page.loggedIn && demo) {
    await tab.goto(`${SITE}/zh-TW/order/place#uuid=${demo.uuid}&hmac=${demo.hmac}`);
    await tab.waitForLoadState('networkidle');
  }
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let transferred = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transferred += event.encodedDataLength;
  });
  await tab.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __tbt: number };
    w.__lcp = 0;
    w.__tbt = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  const url = `${SITE}${page.path}${page.withInvoice ? `?invoice=${await unpaidInvoiceId()}` : ''}`;
  await tab.goto(url, { waitUntil: 'commit' });
  let usableMs: number | null = null;
  if (page.usableWhen) {
    await tab.waitForSelector(page.usableWhen, { timeout: 30_000 });
    usableMs = Math.round(await tab.evaluate(() => performance.now()));
  }
  await tab.waitForLoadState('load');
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(500);
  const vitals = await tab.evaluate(() => {
    const w = window as unknown as { __lcp: number; __tbt: number };
    return { lcp: w.__lcp, tbt: w.__tbt, finalPath: location.pathname };
  });
  const loadTransferred = transferred;
  let tapAnsweredMs: number | null = null;
  if (page.firstTap) {
    // The tap is dispatched to the element (pointerdown, then click): Playwright's emulated
    // touch lands off target on this page's sticky layout in mobile emulation.
    const tappedAt = await tab.evaluate(() => performance.now());
    await tab.locator(page.firstTap.selector).evaluate((element: HTMLElement) => {
      element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
      element.click();
    });
    await tab.waitForSelector(page.firstTap.answeredWhen, { timeout: 30_000 });
    tapAnsweredMs = Math.round((await tab.evaluate(() => performance.now())) - tappedAt);
    await tab.waitForLoadState('networkidle');
  }
  await context.close();
  return {
    transferredBrotli: loadTransferred,
    tapAnsweredMs,
    transferredAfterTapBrotli: page.firstTap ? transferred : null,
    lcpMs: Math.round(vitals.lcp),
    tbtMs: Math.round(vitals.tbt),
    usableMs,
    endedAt: vitals.finalPath,
  };
}
await browser.close();
await stack.close();

console.log('\nSlow 4G (150 ms RTT, 1.6 Mbit/s), 4x CPU slowdown, mobile viewport, loopback server with brotli\n');
console.log(`Medians of ${RUNS} cold loads per page.`);
console.log(['page'.padEnd(28), 'HTML', 'JS gz', 'JS br', 'CSS gz', 'framework JS', 'transferred br', 'LCP', 'TBT', 'usable', 'first tap answered', 'with tap br'].join(' | '));
for (const r of results) {
  console.log(
    [r.page.padEnd(28), `${kib(r.htmlBytes)} KiB`, `${kib(r.jsGzip)} KiB`, `${kib(r.jsBrotli)} KiB`, `${kib(r.cssGzip)} KiB`, r.frameworkJs ? 'yes' : 'no', `${kib(r.transferredBrotli)} KiB`, `${r.lcpMs} ms`, `${r.tbtMs} ms`, r.usableMs === null ? '–' : `${r.usableMs} ms`, r.tapAnsweredMs === null ? '–' : `${r.tapAnsweredMs} ms`, r.transferredAfterTapBrotli === null ? '–' : `${kib(r.transferredAfterTapBrotli)} KiB`].join(' | '),
  );
}
const out = join(ROOT, 'bench-results', 'latest.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
console.log(`\nSaved to ${out}`);
