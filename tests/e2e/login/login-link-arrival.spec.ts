/**
 * A login link opened in a tab that is already on its page changes only the fragment:
 * it is captured, stored and stripped all the same, and another account's data goes.
 */
import { test, expect, copy, loginQuery } from '../fixtures.ts';

test.describe('a login link arriving on an open page', () => {
  test('zh-TW: in the fragment of the page already open, it logs in the new account and leaves the address and history', async ({ page, context, sandbox }) => {
    const c = copy['zh-TW'];
    const first = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Annually' }] });
    const second = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    await page.goto(`/zh-TW/user/service/0?${loginQuery(first)}`);
    await expect(page.getByText(c['cycle.Annually'], { exact: true })).toBeVisible();

    // What a click on the second account's printed link does in this tab.
    await page.goto(`/zh-TW/user/service/0#${loginQuery(second)}`);
    await expect(page.getByText(c['cycle.Monthly'], { exact: true })).toBeVisible();
    await expect(page.getByText(c['cycle.Annually'], { exact: true })).toHaveCount(0);
    expect(page.url()).not.toContain(second.hmac);
    const cdp = await context.newCDPSession(page);
    const { entries } = await cdp.send('Page.getNavigationHistory');
    expect(entries.map((entry) => entry.url).filter((url) => url.includes(second.hmac) || url.includes(first.hmac))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('skyline:credentials'))).toContain(second.uuid);
  });

  test('en-US: the same account’s link again is stripped without starting the page over', async ({ page, sandbox }) => {
    const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Annually' }] });
    await page.goto(`/en-US/user/service/0?${loginQuery(account)}`);
    await expect(page.getByText(copy['en-US']['cycle.Annually'], { exact: true })).toBeVisible();
    await page.goto(`/en-US/user/service/0#${loginQuery(account)}`);
    await expect.poll(() => page.url()).not.toContain(account.hmac);
    await expect(page.getByRole('status').filter({ hasText: copy['en-US']['login.stored'] })).toBeVisible();
  });
});

// Issue 23 item 2: a link that arrives and is refused never costs the login already held.
test.describe('a refused login link arriving', () => {
  for (const locale of ['zh-TW', 'en-US'] as const) {
    test(`${locale}: gives back the login the browser held, and says so`, async ({ page, logIn, sandbox, expectFailedResponses }) => {
      // The link's login is refused by the guard's check, and by the page's own reads if they go first.
      expectFailedResponses([{ url: /\/au\/api\/v1\/(hmac\/check|au\/info|au\/service\/\d+)/, status: 401 }]);
      const c = copy[locale];
      const { account: own } = await logIn({ services: [{ status: 'Active', cycle: 'Annually' }] });
      const other = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
      await page.goto(`/${locale}/user/service/0#${loginQuery({ uuid: other.uuid, hmac: `${other.hmac.slice(0, -4)}0000` })}`);
      await expect(page.getByRole('status').filter({ hasText: c['login.arrivalRefused'] })).toBeVisible();
      await expect(page.getByText(c['cycle.Annually'], { exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`/${locale}/user/service/0`);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('skyline:credentials'))) ?? 'null')).toEqual({ uuid: own.uuid, hmac: own.hmac });
    });
  }
});

// Issue 23 item 4: the service chosen belongs to the account that chose it.
test('en-US: another account’s link after choosing a service shows that account’s default service', async ({ page, sandbox }) => {
  const c = copy['en-US'];
  const first = await sandbox.createAccount({ services: [{ status: 'Expired', expiresInDays: -2 }, { status: 'Active' }] });
  const second = await sandbox.createAccount({ services: [{ status: 'Expired', expiresInDays: -2 }, { status: 'Active', cycle: 'Biennially' }] });
  const chosen = first.services[0]?.id ?? 0;
  await page.goto(`/en-US/user/service/0#${loginQuery(first)}`);
  await expect(page.getByText(c['status.Active'], { exact: true })).toBeVisible();
  await page.goto(`/en-US/user/service/${chosen}`);
  await expect(page.getByText(c['service.number'].replace('{id}', String(chosen)))).toBeVisible();

  await page.goto(`/en-US/user/service/0#${loginQuery(second)}`);
  const shown = second.services[1]?.id ?? 0;
  await expect(page.getByText(c['service.number'].replace('{id}', String(shown)))).toBeVisible();
  await expect(page.getByText(c['cycle.Biennially'], { exact: true })).toBeVisible();
  await expect(page.getByText(c['error.RequestError.title'])).toHaveCount(0);
});
