import { test, expect, copy, markVerified, loginQuery, recordVisits } from '../fixtures.ts';

const HOUR = 3_600_000;

test.describe('routing guard, in the order of spec section 4', () => {
  test('1. a bot is shown the not-found page', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    // A context made here is not the fixture's: it needs the human check by hand.
    await markVerified(context);
    const page = await context.newPage();
    await page.goto('/zh-TW/user/account');
    await page.waitForURL('**/zh-TW/404');
    await expect(page.getByRole('heading', { name: copy['zh-TW']['notFound.heading'] })).toBeVisible();
    await context.close();
  });

  test.describe('the human check itself', () => {
    test.use({ verified: false });

    test('2. without the human check a visitor is verified, then taken where they were going', async ({ page }) => {
      const visited = recordVisits(page);
      await page.goto('/zh-CN/help/contact-us');
      await page.waitForURL('**/zh-CN/help/contact-us');
      await expect(page.getByRole('main')).toBeVisible();
      expect(visited).toContainEqual(expect.stringMatching(/\/zh-CN\/waiting-verification\?next=%2Fzh-CN%2Fhelp%2Fcontact-us$/));
      const cookies = await page.context().cookies();
      const stamp = Number(cookies.find((cookie) => cookie.name === 'skyline_verified_at')?.value);
      expect(Date.now() - stamp).toBeLessThan(60_000);
      // About one day, as the spec's verification cookie.
      const expires = cookies.find((cookie) => cookie.name === 'skyline_verified_at')?.expires ?? 0;
      expect(expires * 1000 - Date.now()).toBeGreaterThan(23 * HOUR);
      expect(expires * 1000 - Date.now()).toBeLessThan(25 * HOUR);
    });

    test('3. a check older than 3 hours is cleared and repeated', async ({ page, context }) => {
      await markVerified(context, 3 * HOUR + 60_000);
      const visited = recordVisits(page);
      await page.goto('/en-US/help');
      await page.waitForURL('**/en-US/help');
      expect(visited.filter((url) => url.includes('/en-US/waiting-verification'))).toHaveLength(1);
      const stamp = Number((await context.cookies()).find((cookie) => cookie.name === 'skyline_verified_at')?.value);
      expect(Date.now() - stamp).toBeLessThan(60_000);
    });

    test('3. a failed human check says so and offers a refresh', async ({ page, sandbox, expectFailedResponses }) => {
      expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/verify\/cap$/, status: 500 }]);
      await sandbox.fault({ pathPrefix: '/au/api/v1/verify/cap', mode: 'error500' });
      await page.goto('/en-US/help');
      await expect(page.getByRole('alert')).toContainText(copy['en-US']['error.ServerError.title']);
      await expect(page.getByRole('button', { name: copy['en-US']['action.retry'] })).toBeVisible();
    });
  });

  test('4. a stored login is checked and the private page shows', async ({ page, sandbox }) => {
    const account = await sandbox.createAccount({ email: null, services: [{ status: 'Active', cycle: 'Monthly' }] });
    await page.goto(`/zh-TW/order/place?${loginQuery(account)}`);
    // A private page (user/migrate reads the account's migration once the login is checked: issue 13).
    await page.goto('/zh-TW/user/migrate');
    await expect(page.getByRole('button', { name: copy['zh-TW']['migrate.submit'] })).toBeVisible();
    await expect(page).toHaveURL(/\/zh-TW\/user\/migrate$/);
  });

  test('4. HmacCheckFailed clears the login and goes to order/place', async ({ page, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/hmac\/check$/, status: 401 }]);
    const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
    await page.goto('/zh-TW/order/place');
    await page.evaluate(
      ([uuid]) => {
        localStorage.setItem('skyline:credentials', JSON.stringify({ uuid, hmac: 'f'.repeat(64) }));
        localStorage.setItem('skyline:selected-service', JSON.stringify({ id: 1, relid: 1, status: 'Active' }));
      },
      [account.uuid],
    );
    await page.goto('/zh-TW/user/migrate');
    await page.waitForURL('**/zh-TW/order/place');
    expect(await page.evaluate(() => [localStorage.getItem('skyline:credentials'), localStorage.getItem('skyline:selected-service')])).toEqual(['null', 'null']);
  });

  for (const mode of ['drop', 'error500', 'malformed'] as const) {
    test(`4. a check that fails by ${mode} keeps the login and says so`, async ({ page, sandbox, expectFailedResponses }) => {
      // A malformed answer is a 200 whose body breaks the contract: nothing fails at the network level.
      if (mode !== 'malformed') expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/hmac\/check$/, status: mode === 'drop' ? 'network' : 500 }]);
      const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
      await page.goto(`/en-US/order/place#${loginQuery(account)}`);
      // Chromium quietly retries a request dropped on a reused connection, so the fault stays armed.
      await sandbox.fault({ pathPrefix: '/au/api/v1/hmac/check', mode, times: 20 });
      await page.goto('/en-US/user/account');
      await expect(page.getByRole('status').filter({ hasText: copy['en-US']['guard.signatureUnverified'] })).toBeVisible();
      await expect(page).toHaveURL(/\/en-US\/user\/account$/);
      const stored = await page.evaluate(() => localStorage.getItem('skyline:credentials'));
      expect(JSON.parse(stored ?? 'null')).toEqual({ uuid: account.uuid, hmac: account.hmac });
    });
  }

  test('5. without a login a private page goes to order/place', async ({ page }) => {
    // Before anything of the private page is fetched: its scripts would take the slow line from the storefront's paint (ADR 0066).
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_astro/')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/zh-CN/user/service/0');
    await page.waitForURL('**/zh-CN/order/place');
    expect(fetched.filter((path) => /\/(ServicePanel|react-dom)\./.test(path))).toEqual([]);
    await page.goto('/zh-CN/user/account');
    await page.waitForURL('**/zh-CN/order/place');
  });

  test('5. without a login the affiliate page goes to user/login', async ({ page }) => {
    await page.goto('/en-US/user/affiliate');
    await page.waitForURL('**/en-US/user/login');
  });
});
