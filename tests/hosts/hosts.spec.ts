/**
 * The same build behind each host's own runtime (projects `workerd` and `nginx`,
 * playwright.hosts.config.ts): what a visitor and the help desk would see from a real
 * deploy. Small and fast on purpose: each check is one that only a host can get wrong.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eBuildDir } from '../../scripts/lib.ts';
import { createControlClient } from '../../sandbox/core/control/client.ts';
import { flatMessages } from '../../src/lib/core/i18n/areas.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_PORT } from '../e2e/ports.ts';
import { named, serveStripeDouble } from '../e2e/support/payment-rails.ts';
import { TAP_FOLLOWED_PATH, TAP_REDIRECT_PATH, TAP_SEEN_PATH, type TapRecord } from './help-desk-tap.ts';
import { HOSTS_TAP_ORIGIN } from './ports.ts';

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;
/** Directives that decide what a page may load: a header policy with any of them would be a second policy over the meta's. */
const FETCH_DIRECTIVES = /\b(default|script|style|img|font|connect|frame|child|worker|manifest|media|object)-src\b/;

/** The build both hosts serve (scripts/serve-hosts.ts); nginx serves a release copied from it. */
const BUILD = e2eBuildDir(E2E_SITE_PORT);

async function tapSeen(request: APIRequestContext): Promise<TapRecord[]> {
  return (await (await request.get(`${HOSTS_TAP_ORIGIN}${TAP_SEEN_PATH}`)).json()) as TapRecord[];
}

test.describe('pages', () => {
  for (const path of ['/zh-TW/order/pay', '/en-US/help/contact-us', '/zh-CN/user/service/123', '/en-US/nowhere']) {
    test(`${path}: one policy (its meta), and the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const html = await response.text();
      const policies = [...html.matchAll(POLICY_META)].map((match) => match[1] ?? '');
      expect(policies).toHaveLength(1);
      expect(policies[0]).toContain("default-src 'none'");
      // The header says only what a meta cannot (framing, reporting): it allows or blocks no resource.
      const header = response.headers()['content-security-policy'] ?? '';
      expect(header).not.toMatch(FETCH_DIRECTIVES);
      expect(header).not.toContain(',');
      expect(header).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers()['referrer-policy']).toBe('no-referrer');
    });
  }

  test('hashed assets are immutable, with one Cache-Control; pages are asked for again', async ({ request }) => {
    const page = await request.get('/zh-TW/order/place');
    expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const asset = /\/_astro\/[^"'\s>]+\.js/.exec(await page.text())?.[0];
    expect(asset).toBeDefined();
    const answer = await request.get(asset ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  });

  test('pages and scripts go out compressed; scripts as the release\'s own brotli copies', async ({ request }, { project }) => {
    // Pages: workerd under `wrangler dev` answers in the first coding listed (Cloudflare's edge sends browsers brotli); nginx its release's copies.
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const page = await request.get('/zh-TW/order/place', { headers: accept });
    expect(page.headers()['content-encoding']).toBe(project.name === 'nginx' ? 'br' : 'gzip');
    // The scripts large enough to be worth compressing (the smallest are a few hundred bytes).
    const paths = [...(await page.text()).matchAll(/\/_astro\/[^"'\s>]+\.js/g)].map((match) => match[0]);
    // Brotli listed first for the scripts: `wrangler dev` re-encodes any answer into the first coding listed, where Cloudflare's edge passes the Worker's brotli on.
    const answers = await Promise.all(paths.map(async (path) => ({ path, answer: await request.get(path, { headers: { 'accept-encoding': 'br, gzip, deflate' } }) })));
    const large = [];
    for (const entry of answers) if ((await entry.answer.body()).length > 4096) large.push(entry);
    expect(large.length).toBeGreaterThan(0);
    for (const { path, answer } of large) {
      // The build's brotli copy, sent as it is (its exact length), by nginx's brotli_static and by the Worker (docs/decisions/0064).
      expect(answer.headers()['content-encoding']).toBe('br');
      expect(Number(answer.headers()['content-length'])).toBe(statSync(join(BUILD, `${path}.br`)).size);
      // A cache between the host and the visitor keeps one copy per encoding; the copy keeps the asset's own headers.
      expect(answer.headers()['vary']?.toLowerCase()).toContain('accept-encoding');
      expect(answer.headers()['content-type']).toMatch(/^(text|application)\/javascript\b/);
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    }
    // A browser that takes gzip alone gets gzip; one that takes neither, the file itself.
    const [first] = large;
    const gzipOnly = await request.get(first?.path ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
    expect((await gzipOnly.body()).equals(readFileSync(join(BUILD, first?.path ?? '')))).toBe(true);
    const plain = await request.get(first?.path ?? '', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).equals(readFileSync(join(BUILD, first?.path ?? '')))).toBe(true);
  });

  test('internal links are answered without a redirect', async ({ request }) => {
    const links = new Set<string>();
    for (const path of ['/zh-TW/help', '/en-US/order/place', '/zh-CN/landing-page']) {
      for (const [, href = ''] of (await (await request.get(path)).text()).matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)) links.add(href);
    }
    expect(links.size).toBeGreaterThan(5);
    for (const link of links) {
      const answer = await request.get(link, { maxRedirects: 0 });
      expect({ link, status: answer.status() }).toEqual({ link, status: 200 });
    }
  });

  for (const locale of ['zh-TW', 'zh-CN', 'en-US'] as const) {
    test(`${locale}: a path that names no page is that language's 404 page, with status 404`, async ({ request }) => {
      const answer = await request.get(`/${locale}/order/nowhere`);
      expect(answer.status()).toBe(404);
      expect(await answer.text()).toContain(`<html lang="${locale}"`);
    });
  }

  test('the hosts\' own files in the release are not served', async ({ request }) => {
    for (const path of ['/wrangler.jsonc', '/nginx/skyline.conf', '/_worker/worker.js', '/edgeone.json', '/_headers']) {
      expect({ path, status: (await request.get(path, { maxRedirects: 0 })).status() }).toEqual({ path, status: 404 });
    }
  });

  test('a run-time id is served by the one prebuilt page; a page named without a language moves on to one', async ({ page, request }) => {
    const service = await request.get('/zh-TW/user/service/123', { maxRedirects: 0 });
    expect(service.status()).toBe(200);
    expect(await service.text()).toContain('data-page="userService"');
    const bill = await request.get('/en-US/user/invoice/77', { maxRedirects: 0 });
    expect(await bill.text()).toContain('data-page="userInvoice"');
    expect((await request.get('/order/pay?invoice=1', { maxRedirects: 0 })).status()).toBe(200);
    await page.goto('/order/pay?invoice=1');
    await expect(page).toHaveURL(/\/zh-TW\/order\/pay\?invoice=1$/);
  });
});

test('Stripe.js loads and shows its card field under the payment page\'s policy', async ({ page }) => {
  const control = createControlClient(E2E_SANDBOX_ORIGIN);
  const account = await control.createAccount({ paymentMethods: ['card'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const bill = account.services[0]?.invoices.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
  expect(bill).toBeDefined();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await serveStripeDouble(page);
  const c = flatMessages('en-US');
  await page.goto(`/en-US/order/pay?invoice=${bill?.id ?? 0}`);
  await page.getByRole('button', { name: named(c['pay.start']) }).click();
  await expect(page.getByRole('group', { name: c['pay.card.fieldLabel'] }).getByLabel('Card number')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('the help desk forward', () => {
  test('answers the help centre from the help desk, without the visitor\'s cookies, with the security headers', async ({ request }) => {
    const path = `/api/v2/help_center/en-us/articles.json?cookie-check=${test.info().project.name}`;
    const answer = await request.get(path, { headers: { cookie: 'skyline_session=secret', authorization: 'Bearer secret' } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toHaveProperty('articles');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['cache-control']).toBe('no-store');
    const arrived = (await tapSeen(request)).filter((record) => record.path === path);
    expect(arrived).toEqual([{ path, cookie: null, authorization: null }]);
  });

  test('passes a redirect back without following it, its Location or its cookie', async ({ request }) => {
    const before = (await tapSeen(request)).filter((record) => record.path === TAP_FOLLOWED_PATH).length;
    const answer = await request.get(`${TAP_REDIRECT_PATH}?from=${test.info().project.name}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBeUndefined();
    expect(answer.headers()['set-cookie']).toBeUndefined();
    expect((await tapSeen(request)).filter((record) => record.path === TAP_FOLLOWED_PATH).length).toBe(before);
  });

  test('cannot be walked out of its prefix', async ({ request }) => {
    expect((await request.get('/api/v2/..%2F..%2F__sandbox/api/accounts', { maxRedirects: 0 })).status()).toBe(400);
    // The dot segments are resolved before routing: the path left is not the forward's.
    const walked = await request.get('/api/v2/%2e%2e/%2e%2e/__sandbox/api/accounts', { maxRedirects: 0 });
    expect(walked.status()).toBe(404);
    expect(walked.headers()['content-type']).toContain('text/html');
    expect((await tapSeen(request)).some((record) => record.path.includes('__sandbox'))).toBe(false);
  });
});

test('the report endpoint takes a CSP report (204) and refuses an oversized one (413)', async ({ request }) => {
  const report = { 'csp-report': { 'document-uri': 'https://site.example/zh-TW/help', 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' } };
  expect((await request.post('/api/report', { headers: { 'content-type': 'application/csp-report' }, data: JSON.stringify(report) })).status()).toBe(204);
  expect((await request.post('/api/report', { headers: { 'content-type': 'application/csp-report' }, data: 'x'.repeat(20_000) })).status()).toBe(413);
});
