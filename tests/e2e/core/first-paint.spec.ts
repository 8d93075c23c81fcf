/**
 * order/place's first paint (docs/performance.md): it waits for the hero only, and the
 * marketing cards far below a phone's first screen skip layout until scrolled near,
 * without hiding them from links, find-in-page or readers.
 */
import { test, expect } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';
import enUS from '../../../src/lib/core/i18n/marketing/en-US.ts';
import zhCN from '../../../src/lib/core/i18n/marketing/zh-CN.ts';

test.describe('order/place on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('en-US: the first paint waits for the hero, which holds the page title and pitch', async ({ page }) => {
    await page.goto('/en-US/order/place');
    const blocking = page.locator('head link[rel="expect"][blocking="render"]');
    await expect(blocking).toHaveCount(1);
    const target = await blocking.getAttribute('href');
    // A target missing from the page would hold the first paint until the whole page is parsed.
    const hero = page.locator(target ?? '#missing');
    await expect(hero).toHaveCount(1);
    await expect(hero.getByRole('heading', { level: 1, name: enUS.hero.title })).toBeVisible();
    await expect(hero.getByText(enUS.hero.pitch)).toBeVisible();
    // The provider's connection opens with the HTML, before the page script asks it anything.
    await expect(page.locator(`head link[rel="preconnect"][href="${E2E_SANDBOX_ORIGIN}"][crossorigin="anonymous"]`)).toHaveCount(1);
  });

  test('zh-CN: a card far below is skipped until scrolled near, and a link to it still shows it', async ({ page }) => {
    await page.goto('/zh-CN/order/place');
    const last = zhCN.sections.at(-1)!;
    const lastCard = page.locator(`#why-${last.id}`);
    // The card keeps its box; what it skips is laying out its contents.
    const skipped = () => lastCard.locator('h3').evaluate((title) => !title.checkVisibility({ contentVisibilityAuto: true }));
    // Chromium decides what is near the screen once the page has rendered a frame or two.
    await expect.poll(skipped).toBe(true);

    await page.goto(`/zh-CN/order/place#why-${last.id}`);
    await expect(lastCard.getByRole('heading', { name: last.title })).toBeInViewport();
    expect(await skipped()).toBe(false);
    await expect(lastCard.getByText(last.body)).toBeVisible();
  });

  for (const locale of ['zh-TW', 'en-US'] as const) {
    test(`${locale}: the page is never wider than the phone while it loads, so it is not zoomed out`, async ({ page }) => {
      // Widest the document gets in the first frames (a block wider than the screen makes
      // a phone's browser zoom the whole page out, and it may stay so).
      await page.addInitScript(() => {
        const seen = { widest: 0, tallestViewport: 0 };
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        let frames = 0;
        const look = () => {
          seen.widest = Math.max(seen.widest, document.documentElement?.scrollWidth ?? 0);
          seen.tallestViewport = Math.max(seen.tallestViewport, innerHeight);
          if (frames++ < 120) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto(`/${locale}/order/place`);
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => (window as unknown as { __seen: { widest: number; tallestViewport: number } }).__seen);
      expect(seen.widest).toBeLessThanOrEqual(390);
      expect(seen.tallestViewport).toBe(844);
    });
  }
});
