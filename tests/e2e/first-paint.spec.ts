/**
 * order/place's first paint (docs/performance.md): it waits for the hero only, and the
 * marketing cards far below a phone's first screen skip layout until scrolled near,
 * without hiding them from links, find-in-page or readers.
 */
import { test, expect, markVerified } from './fixtures.ts';
import { E2E_SANDBOX_ORIGIN } from './ports.ts';
import enUS from '../../src/lib/i18n/marketing/en-US.ts';
import zhCN from '../../src/lib/i18n/marketing/zh-CN.ts';

test.describe('order/place on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('en-US: the first paint waits for the hero, which holds the page title and pitch', async ({ page, context }) => {
    await markVerified(context);
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

  test('zh-CN: a card far below is skipped until scrolled near, and a link to it still shows it', async ({ page, context }) => {
    await markVerified(context);
    await page.goto('/zh-CN/order/place');
    const last = zhCN.sections.at(-1)!;
    const lastCard = page.locator(`#why-${last.id}`);
    // The card keeps its box; what it skips is laying out its contents.
    const skipped = () => lastCard.locator('h3').evaluate((title) => !title.checkVisibility({ contentVisibilityAuto: true }));
    expect(await skipped()).toBe(true);

    await page.goto(`/zh-CN/order/place#why-${last.id}`);
    await expect(lastCard.getByRole('heading', { name: last.title })).toBeInViewport();
    expect(await skipped()).toBe(false);
    await expect(lastCard.getByText(last.body)).toBeVisible();
  });
});
