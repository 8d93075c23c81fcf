/**
 * The guard's synchronous part runs inline in the head (docs/decisions/0021): a visitor
 * it sends elsewhere goes before the page paints, with no page script needed. These
 * tests hold every page script back, so what happens comes from the HTML alone.
 */
import { test, expect, copy, loginQuery, markVerified, recordVisits } from '../fixtures.ts';
import type { BrowserContext } from '@playwright/test';

/**
 * The page scripts (every hashed asset) never arrive: requested, then left unanswered.
 * A page then never fires `load`, so navigations are awaited until they commit.
 */
const COMMIT = { waitUntil: 'commit' } as const;

async function holdPageScripts(context: BrowserContext): Promise<void> {
  await context.route('**/_astro/**', () => undefined);
}

test.describe('the guard before any page script', () => {
  test.describe('without the human check', () => {
    test.use({ verified: false });

    test('a visitor goes to the human check at once, keeping where they were going', async ({ page, context }) => {
      await holdPageScripts(context);
      await page.goto('/en-US/help', COMMIT);
      await page.waitForURL(/\/en-US\/waiting-verification\?next=%2Fen-US%2Fhelp$/, COMMIT);
    });

    test('a check older than 3 hours is cleared before going to the human check', async ({ page, context }) => {
      await markVerified(context, 3 * 3_600_000 + 60_000);
      await holdPageScripts(context);
      await page.goto('/zh-CN/order/place', COMMIT);
      await page.waitForURL('**/zh-CN/waiting-verification?next=%2Fzh-CN%2Forder%2Fplace', COMMIT);
      expect((await context.cookies()).find((cookie) => cookie.name === 'skyline_verified_at')).toBeUndefined();
    });

    test('a login link arriving is stored by the page script first, and never carried to another address', async ({ page, sandbox }) => {
      const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
      const visited = recordVisits(page);
      await page.goto(`/zh-TW/user/service/0#${loginQuery(account)}`);
      await page.waitForURL(/\/zh-TW\/waiting-verification\?next=/);
      await page.waitForURL(/\/zh-TW\/user\/service\/0$/);
      expect(visited.filter((url) => url.includes('waiting-verification'))).toHaveLength(1);
      expect(visited.slice(1).filter((url) => url.includes(account.hmac))).toEqual([]);
    });

    test('a login link the browser will not keep stays out of the address the human check returns to', async ({ page, sandbox }) => {
      // The browser keeps nothing: the capture then leaves the link in the address (the
      // only way back in), and the guard must still not put it in `next=`, a query the host logs.
      await page.addInitScript(() => {
        Storage.prototype.getItem = () => null;
      });
      const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
      await page.goto(`/en-US/user/account#${loginQuery(account)}`);
      await page.waitForURL(/\/en-US\/waiting-verification\?next=/);
      expect(page.url()).toContain(`next=${encodeURIComponent('/en-US/user/account')}`);
      expect(page.url()).not.toContain(account.hmac);
      expect(page.url()).not.toContain(account.uuid);
    });
  });

  test('an automated browser is sent to the not-found page', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => true });
    });
    await markVerified(context);
    await holdPageScripts(context);
    const page = await context.newPage();
    await page.goto('/zh-TW/order/place', COMMIT);
    await page.waitForURL('**/zh-TW/404', COMMIT);
    await expect(page.getByRole('heading', { name: copy['zh-TW']['notFound.heading'] })).toBeVisible();
    await context.close();
  });

  test('a phone whose name looks like a crawler\'s (Cubot) is not sent away before the page script asks the whole list', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 13; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36' });
    await markVerified(context);
    const page = await context.newPage();
    await page.goto('/en-US/help');
    // The page script has run (the guard passed) and the visitor is still here.
    await expect(page.locator('html')).toHaveAttribute('data-guard', 'pass');
    await expect(page).toHaveURL(/\/en-US\/help$/);
    await context.close();
  });

  test('a crawler the inline part cannot tell is sent from the human check to the not-found page', async ({ browser }) => {
    // isbot's short pattern misses a headless Chrome; its whole list does not.
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36' });
    const page = await context.newPage();
    await page.goto('/zh-CN/help');
    await page.waitForURL('**/zh-CN/404');
    await expect(page.getByRole('heading', { name: copy['zh-CN']['notFound.heading'] })).toBeVisible();
    // Sent away before the check, not after passing it.
    expect((await context.cookies()).find((cookie) => cookie.name === 'skyline_verified_at')).toBeUndefined();
    await context.close();
  });

  test('without a login, a private page goes to order/place and the affiliate page to user/login', async ({ page, context }) => {
    await holdPageScripts(context);
    await page.goto('/zh-TW/user/account', COMMIT);
    await page.waitForURL('**/zh-TW/order/place', COMMIT);
    await page.goto('/en-US/user/affiliate?aff=FRIEND42', COMMIT);
    // The query goes along, so the page there keeps the affiliate code.
    await page.waitForURL('**/en-US/user/login?aff=FRIEND42', COMMIT);
  });

  test('with a kept login the page waits for the signature check, showing that it checks and nothing private', async ({ page, context, logIn }) => {
    await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    await holdPageScripts(context);
    await page.goto('/en-US/user/account', COMMIT);
    await expect(page.getByRole('status').filter({ hasText: copy['en-US']['guard.checking'] })).toBeVisible();
    await expect(page.locator('[data-private]')).toBeHidden();
    // The shell's logged-in links are right from the first frame.
    await expect(page.getByRole('navigation', { name: copy['en-US']['shell.nav.label'] }).getByRole('link', { name: copy['en-US']['shell.nav.account'] })).toBeVisible();
    await expect(page).toHaveURL(/\/en-US\/user\/account$/);
  });
});
