import { test, expect, copy, loginQuery, uniqueEmail } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';

test.describe('the login link', () => {
  test('as a query: stored, gone from the address and history, and the service shows', async ({ page, context, sandbox }) => {
    const account = await sandbox.createAccount({ email: uniqueEmail('lin'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Annually' }] });
    await page.goto(`/zh-TW/user/service/0?${loginQuery(account)}`);
    await expect(page.getByRole('heading', { name: copy['zh-TW']['service.heading'] })).toBeVisible();
    await expect(page.getByText(copy['zh-TW']['status.Active'], { exact: true })).toBeVisible();
    await expect(page.getByText(copy['zh-TW']['cycle.Annually'])).toBeVisible();
    expect(page.url()).not.toContain(account.hmac);
    expect(page.url()).not.toContain('uuid=');
    const cdp = await context.newCDPSession(page);
    const { entries } = await cdp.send('Page.getNavigationHistory');
    expect(entries.map((entry) => entry.url).filter((url) => url.includes(account.hmac))).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: copy['zh-TW']['login.stored'] })).toBeVisible();
  });

  test('as a fragment on home: forwarded to the service page and stripped there', async ({ page, sandbox }) => {
    const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
    await page.goto(`/en-US/#${loginQuery(account)}`);
    await page.waitForURL('**/en-US/user/service/0');
    await expect(page.getByRole('heading', { name: copy['en-US']['service.heading'] })).toBeVisible();
    expect(page.url()).not.toContain(account.hmac);
  });

  test.describe('before the human check', () => {
    test.use({ verified: false });

    test('a new visitor with a link is verified first and still logged in after', async ({ page, sandbox }) => {
      const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
      await page.goto(`/zh-CN/user/service/0?${loginQuery(account)}`);
      await page.waitForURL(/waiting-verification/);
      expect(page.url()).not.toContain(account.hmac);
      await page.waitForURL('**/zh-CN/user/service/0');
      await expect(page.getByRole('heading', { name: copy['zh-CN']['service.heading'] })).toBeVisible();
    });
  });

  test('a malformed link is refused with a way forward, and removed from the address', async ({ page }) => {
    await page.goto('/en-US/order/place?uuid=ab&hmac=not-hex&utm_medium=mail');
    await expect(page.getByRole('alert')).toContainText(copy['en-US']['error.LoginLinkInvalid.title']);
    await expect(page.getByRole('alert').getByRole('button', { name: copy['en-US']['action.login'] })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?utm_medium=mail');
  });

  test('the link never reaches the provider in a Referer', async ({ page, sandbox }) => {
    const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
    const calls: string[] = [];
    const withReferer: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(E2E_SANDBOX_ORIGIN)) return;
      calls.push(request.url());
      // Playwright shows a withheld Referer as an empty string.
      if (request.headers().referer) withReferer.push(`${request.url()} ← ${request.headers().referer}`);
    });
    await page.goto(`/zh-TW/user/service/0?${loginQuery(account)}`);
    await expect(page.getByRole('heading', { name: copy['zh-TW']['service.heading'] })).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(withReferer).toEqual([]);
  });
});
