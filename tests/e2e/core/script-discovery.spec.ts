/**
 * No script is found one import at a time (hosting/module-preload.ts). With every module
 * held back, none can arrive to reveal its imports: what the browser asks for meanwhile
 * comes from the HTML alone. Once released, the page must need nothing more to run (before
 * a touch), and an island must need nothing more to wake (after one). ReactDOM's file, which
 * every island page loads, starts with V8's compile hint.
 */
import { test, expect, holdModules, recordScripts } from '../fixtures.ts';

/** Waits until no new script has been asked for in a while. */
async function settled(page: import('@playwright/test').Page, scripts: string[]): Promise<string[]> {
  await expect
    .poll(async () => {
      const before = scripts.length;
      await page.waitForTimeout(300);
      return scripts.length === before;
    })
    .toBe(true);
  return [...new Set(scripts)];
}

test('zh-TW: the service page asks for every script it runs before any has arrived', async ({ page, context, logIn }) => {
  await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  const scripts = recordScripts(page);
  const release = await holdModules(context);
  await page.goto('/zh-TW/user/service/0', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const askedFromHtml = await settled(page, scripts);
  release();
  await expect(page.locator('.service-panel .service-title h2')).toBeVisible();
  expect(askedFromHtml.length).toBeGreaterThan(5);
  expect((await settled(page, scripts)).filter((script) => !askedFromHtml.includes(script))).toEqual([]);
});

test('en-US: order/place asks for all of the wizard’s scripts on the first tap', async ({ page, context }) => {
  await page.goto('/en-US/order/place');
  const wizard = page.locator('astro-island[client="interaction"]').filter({ has: page.locator('input[name="plan"]') });
  await expect(wizard).toHaveAttribute('data-wake-preload', /OrderWizard/);
  await settled(page, recordScripts(page));
  const scripts = recordScripts(page);
  const release = await holdModules(context);
  await wizard.locator('input[name="plan"]').first().click();
  const askedOnTap = await settled(page, scripts);
  release();
  // Astro takes `ssr` off an island once it has hydrated.
  await expect(wizard).not.toHaveAttribute('ssr');
  expect(askedOnTap.some((script) => script.includes('OrderWizard'))).toBe(true);
  expect((await settled(page, scripts)).filter((script) => !askedOnTap.includes(script))).toEqual([]);
});

test('zh-TW: the ReactDOM file an island page loads asks V8 to compile it while it arrives', async ({ page, logIn }) => {
  await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  await page.goto('/zh-TW/user/service/0');
  const href = await page.locator('link[rel="modulepreload"][href*="/react-dom."]').getAttribute('href');
  expect(href).toMatch(/^\/_astro\/react-dom\.[\w-]+\.js$/);
  const file = await (await page.request.get(href ?? '')).text();
  // The hint counts only as the file's first line (src/integrations/shell-chunk.ts).
  expect(file.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  expect(file.length).toBeGreaterThan(100_000);
});
