/**
 * Offline pages (issue 9, defect 8; docs/decisions/0020-offline-pages.md): after one
 * visit, a reload with the network down shows the site's own page, not Chromium's error
 * page, with a notice that the network is down; when the network returns, the live page
 * comes back and the notice goes.
 */
import { test, expect, copy, loginQuery } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';
import { HELP_ARTICLE_ID } from '../../../sandbox/help/tree.ts';
import zhTW from '../../../sandbox/help/content/zh-TW.ts';

// The rest of the suite blocks service workers (page.route cannot see what a worker
// answers); these tests are about the worker.
test.use({ serviceWorkers: 'allow' });

/**
 * Each page, and what fails while it is offline: the worker's try at the network for
 * the page and the favicon (then answered from what it kept), and the provider calls
 * the page makes as it opens (order/place's fraud check).
 */
const PAGES = [
  { locale: 'zh-TW', path: '/zh-TW/help', title: copy['zh-TW']['meta.help.title'], providerCalls: [] },
  // A help article (issue 12): readable offline after one visit.
  { locale: 'zh-TW', path: `/zh-TW/help/article/${HELP_ARTICLE_ID.connectionStopped}`, title: `${zhTW.articles.connectionStopped.title} | ${copy['zh-TW']['help.heading']} | Skyline`, providerCalls: [] },
  { locale: 'en-US', path: '/en-US/order/place', title: copy['en-US']['meta.orderPlace.title'], providerCalls: [/\/api\/v1\/au\/fraudorder$/] },
] as const satisfies readonly { locale: Locale; path: string; title: string; providerCalls: readonly RegExp[] }[];

for (const { locale, path, title, providerCalls } of PAGES) {
  test(`${locale} ${path}: offline after one visit, a reload shows the page with the offline notice; back online, the live page`, async ({ page, context, expectFailedResponses }) => {
    const c = copy[locale];
    await page.goto(path);
    // The worker has kept what this first visit loaded (the page marks it when told).
    await expect(page.locator('html')).toHaveAttribute('data-offline', 'kept');

    await context.setOffline(true);
    expectFailedResponses([
      { method: 'GET', url: new RegExp(`${path}$`), status: 'network' },
      { method: 'GET', url: /\/favicon\.svg$/, status: 'network' },
      ...providerCalls.map((url) => ({ url, status: 'network' as const })),
    ]);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: c['guard.offlineCopy'] });
    await expect(notice).toBeVisible();
    // The site's own page (Chromium's error page has the host for a title and no main).
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('main')).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-offline-copy');
  });
}

test('zh-CN: a page never opened on this device, offline, is the site\'s own offline page in its language; back online, the page asked for opens', async ({ page, context, expectFailedResponses }) => {
  const c = copy['zh-CN'];
  await page.goto('/zh-CN/help');
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'kept');

  await context.setOffline(true);
  expectFailedResponses([
    { method: 'GET', url: /\/zh-CN\/help\/contact-us$/, status: 'network' },
    { method: 'GET', url: /\/favicon\.svg$/, status: 'network' },
  ]);
  // Followed from the kept help page, as a person would: a page this device never opened.
  await page.goto('/zh-CN/help/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: c['guard.offlinePage.heading'] })).toBeVisible();
  await expect(page.getByText(c['guard.offlinePage.body'])).toBeVisible();
  await expect(page).toHaveTitle(c['meta.offline.title']);
  await expect(page).toHaveURL(/\/zh-CN\/help\/contact-us$/);

  await context.setOffline(false);
  await expect(page).toHaveTitle(c['meta.helpContactUs.title']);
  await expect(page.getByRole('heading', { level: 1, name: c['guard.offlinePage.heading'] })).toBeHidden();
});

test('zh-TW: a login link and the provider\'s answers are never kept by the worker; offline, the service page shows the last service loaded on this device and says it is offline', async ({ page, context, sandbox, expectFailedResponses }) => {
  const c = copy['zh-TW'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Annually' }] });
  await page.goto(`/zh-TW/user/service/0?${loginQuery(account)}`);
  await expect(page.getByText(c['cycle.Annually'], { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'kept');
  // Now under the worker: a link in the query of another page, then the plain page again.
  await page.goto(`/zh-TW/help?${loginQuery(account)}`);
  await page.goto('/zh-TW/user/service/0');
  await expect(page.getByText(c['cycle.Annually'], { exact: true })).toBeVisible();

  const kept = await page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push({ url: request.url, body: (await (await cache.match(request))?.text()) ?? '' });
    }
    return entries;
  });
  expect(kept.map((entry) => new URL(entry.url).pathname)).toContain('/zh-TW/user/service/0');
  expect(kept.filter((entry) => entry.url.startsWith(E2E_SANDBOX_ORIGIN) || /uuid=|hmac=/.test(entry.url) || entry.body.includes(account.hmac))).toEqual([]);

  await context.setOffline(true);
  expectFailedResponses([
    { method: 'GET', url: /\/zh-TW\/user\/service\/0$/, status: 'network' },
    { method: 'GET', url: /\/favicon\.svg$/, status: 'network' },
    { url: E2E_SANDBOX_ORIGIN, status: 'network' },
  ]);
  await page.reload();
  await expect(page).toHaveTitle(c['meta.userService.title']);
  // The login check's "could not confirm your login" gives way to the offline notice.
  const notice = page.getByRole('status').filter({ hasText: c['guard.offlineCopy'] });
  await expect(notice).toBeVisible();
  // The service page shows the last service it loaded, from this device (not from the
  // worker's cache), and says it is offline and as of when (issue 10, ADR 0023).
  const keptNotice = page.getByRole('main').getByRole('alert').filter({ hasText: c['service.offline.title'] });
  await expect(keptNotice).toBeVisible();
  await expect(page.getByText(c['cycle.Annually'], { exact: true })).toBeVisible();

  // Back online: the live page, with the account's service read from the provider again.
  await context.setOffline(false);
  await expect(keptNotice).toBeHidden();
  await expect(page.getByText(c['cycle.Annually'], { exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
});
