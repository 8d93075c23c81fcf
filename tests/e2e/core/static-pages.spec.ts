/**
 * Static pages start the shell only when they need it (docs/decisions/0039): a first
 * visit to help loads the small base file and nothing of the stores; a login stored in
 * another tab, or one kept from before, starts the shell, which then does all it does on
 * any page (the header follows the login, a refused login is cleared and says why).
 */
import { test, expect, copy, loginQuery, recordScripts } from '../fixtures.ts';

const SHELL_FILE = /\/_astro\/shell\.[\w-]+\.js$/;

test('zh-TW: a first visit to help loads no stores; a login stored in another tab starts them, and the header follows it', async ({ page, context, sandbox }) => {
  const c = copy['zh-TW'];
  const scripts = recordScripts(page);
  await page.goto('/zh-TW/help');
  await expect(page.locator('html')).toHaveAttribute('data-guard', 'pass');
  const nav = page.getByRole('navigation', { name: c['shell.nav.label'] });
  await expect(nav.getByRole('link', { name: c['shell.nav.login'] })).toBeVisible();
  expect(scripts.some((path) => /\/_astro\/shell-base\.[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => SHELL_FILE.test(path))).toEqual([]);

  // Another tab opens a login link: this one hears of it through storage.
  const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  const other = await context.newPage();
  await other.goto(`/zh-TW/user/service/0?${loginQuery(account)}`);
  await expect(other.getByText(c['cycle.Monthly'], { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: c['shell.nav.account'] })).toBeVisible();
  await expect(nav.getByRole('link', { name: c['shell.nav.login'] })).toBeHidden();
  expect(scripts.filter((path) => SHELL_FILE.test(path))).toHaveLength(1);
});

test('en-US: a kept login that no longer works is checked on an article, cleared, and the page says why with a way to log in', async ({ page, logIn, expectFailedResponses }) => {
  const c = copy['en-US'];
  expectFailedResponses([{ method: 'POST', url: /\/hmac\/check$/, status: 401 }]);
  await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  // The kept signature is not the account's (it was reset on another device).
  await page.addInitScript(() => {
    const kept = JSON.parse(localStorage.getItem('skyline:credentials') ?? 'null') as { uuid: string; hmac: string } | null;
    if (kept && !sessionStorage.getItem('skyline-e2e:forged')) {
      localStorage.setItem('skyline:credentials', JSON.stringify({ ...kept, hmac: 'f'.repeat(kept.hmac.length) }));
      sessionStorage.setItem('skyline-e2e:forged', '1');
    }
  });
  const check = page.waitForResponse((response) => /\/hmac\/check$/.test(response.url()));
  await page.goto('/en-US/help/article/4403000601');
  expect((await check).status()).toBe(401);
  const notice = page.getByRole('alert').filter({ hasText: c['error.HmacCheckFailed.title'] });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: c['action.login'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: c['shell.nav.label'] }).getByRole('link', { name: c['shell.nav.login'] })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:credentials') ?? 'null') as unknown)).toBeNull();
});
