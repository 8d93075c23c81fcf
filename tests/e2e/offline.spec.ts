/**
 * Offline pages (issue 9, defect 8; docs/decisions/0020-offline-pages.md): after one
 * visit, a reload with the network down shows the site's own page, not Chromium's error
 * page, with a notice that the network is down; when the network returns, the live page
 * comes back and the notice goes.
 */
import { test, expect, copy } from './fixtures.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';

// The rest of the suite blocks service workers (page.route cannot see what a worker
// answers); these tests are about the worker.
test.use({ serviceWorkers: 'allow' });

const PAGES = [
  { locale: 'zh-TW', path: '/zh-TW/help', title: 'meta.help.title' },
  { locale: 'en-US', path: '/en-US/order/place', title: 'meta.orderPlace.title' },
] as const satisfies readonly { locale: Locale; path: string; title: keyof (typeof copy)[Locale] }[];

for (const { locale, path, title } of PAGES) {
  test(`${locale} ${path}: offline after one visit, a reload shows the page with the offline notice; back online, the live page`, async ({ page, context, expectFailedResponses }) => {
    const c = copy[locale];
    await page.goto(path);
    // The worker has kept what this first visit loaded (the page marks it when told).
    await expect(page.locator('html')).toHaveAttribute('data-offline', 'kept');

    await context.setOffline(true);
    expectFailedResponses([{ method: 'GET', url: `${path}`, status: 'network' }]);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: c['guard.offlineCopy'] });
    await expect(notice).toBeVisible();
    // The site's own page (Chromium's error page has the host for a title and no main).
    await expect(page).toHaveTitle(c[title]);
    await expect(page.getByRole('main')).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-offline-copy');
  });
}
