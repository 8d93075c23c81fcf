import { test, expect, copy, recordVisits } from '../fixtures.ts';
import { LOCALES } from '../../../src/lib/core/i18n/locales.ts';

test.describe('languages and addresses', () => {
  test.describe('before the human check', () => {
    test.use({ verified: false });

    test('a new visitor at / passes the human check and lands on zh-TW order/place', async ({ page }) => {
      const visited = recordVisits(page);
      await page.goto('/');
      await page.waitForURL('**/zh-TW/order/place');
      expect(visited.map((url) => new URL(url).pathname)).toEqual([
        '/',
        '/zh-TW',
        '/zh-TW/user/service/0',
        '/zh-TW/waiting-verification',
        '/zh-TW/user/service/0',
        '/zh-TW/order/place',
      ]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      await expect(page).toHaveTitle(copy['zh-TW']['meta.orderPlace.title']);
    });
  });

  for (const locale of LOCALES) {
    test(`${locale}: order/place has its own language, title and description`, async ({ page }) => {
      await page.goto(`/${locale}/order/place`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(copy[locale]['meta.orderPlace.title']);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy[locale]['meta.orderPlace.description']);
      await expect(page.getByRole('navigation', { name: copy[locale]['shell.nav.label'] })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(copy[locale]['shell.footer.support']);
    });
  }

  test('a path without a language keeps its rest and gets the stored language', async ({ page, expectFailedResponses }) => {
    // A page named without a language is answered by the language picker page (200); a path
    // with an unknown language by the root 404 page. Both send the visitor on.
    expectFailedResponses([{ method: 'GET', url: /^http:\/\/[^/]+\/fr\/help$/, status: 404 }]);
    await page.goto('/help');
    await page.waitForURL('**/zh-TW/help');
    // Choose English with the switcher: the same page, and the choice is kept.
    await page.getByRole('navigation', { name: copy['zh-TW']['lang.switcher.label'] }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en-US/help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.goto('/help/contact-us');
    await page.waitForURL('**/en-US/help/contact-us');
    await page.goto('/fr/help');
    await page.waitForURL('**/en-US/help');
  });

  test('the switcher keeps the rest of the address, query included', async ({ page }) => {
    await page.goto('/zh-CN/help/contact-us?topic=billing');
    await page.getByRole('link', { name: '繁體中文' }).click();
    await page.waitForURL('**/zh-TW/help/contact-us?topic=billing');
  });

  test('an unknown language and an unknown page end on the localized 404 page', async ({ page, expectFailedResponses }) => {
    expectFailedResponses([
      { method: 'GET', url: /^http:\/\/[^/]+\/xx\/nowhere$/, status: 404 },
      { method: 'GET', url: /^http:\/\/[^/]+\/zh-TW\/nowhere$/, status: 404 },
    ]);
    await page.goto('/xx/nowhere');
    await page.waitForURL('**/zh-TW/nowhere');
    await expect(page.getByRole('heading', { name: copy['zh-TW']['notFound.heading'] })).toBeVisible();
    await expect(page).toHaveTitle(copy['zh-TW']['meta.notFound.title']);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the server answers an unknown page with status 404 and localized text`, async ({ request }) => {
      const response = await request.get(`/${locale}/no/such/page`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`lang="${locale}"`);
      expect(html).toContain(copy[locale]['notFound.heading']);
    });
  }

  test('pages without islands load no framework JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/en-US/help');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /react|client\.[\w-]+\.js/.test(url))).toEqual([]);
  });
});
