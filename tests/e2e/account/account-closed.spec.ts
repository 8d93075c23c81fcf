/**
 * A closed account (issue 27 item 6, ADR 0056): once the provider closes it, every page of
 * its login says so with the way to support, and offers nothing else: no service, no reset,
 * no order wizard. The login stays stored (support needs it to find the account).
 */
import { test, expect, copy } from '../fixtures.ts';
import { axeViolations } from '../support/axe.ts';

// Every call made with the closed login is refused: the guard's check and the page's early reads.
const REFUSED = [{ url: /127\.0\.0\.1:\d+\/(?:au|wl|aff)\//, status: 403 }] as const;

test.describe('a closed account', () => {
  test('zh-TW: the service page says the account is closed, offers support only, and passes axe', async ({ page, loggedIn, sandbox, expectFailedResponses }) => {
    const c = copy['zh-TW'];
    expectFailedResponses([...REFUSED]);
    await sandbox.closeAccount(loggedIn.account.uuid);
    await page.goto('/zh-TW/user/service/0');
    const closed = page.getByRole('region', { name: c['error.AccountClosed.title'] });
    await expect(closed).toBeVisible();
    await expect(closed.getByText(c['error.AccountClosed.hint'])).toBeVisible();
    await expect(closed.getByRole('link', { name: c['action.contactSupport'] })).toHaveAttribute('href', '/zh-TW/help/contact-us');
    await expect(page.getByRole('button', { name: c['reset.start.service'] })).toBeHidden();
    await expect(page.getByRole('navigation', { name: c['shell.nav.label'] })).toBeHidden();
    // Still logged in as that account: it is what support asks for.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('skyline:credentials'))) ?? 'null')).toMatchObject({ uuid: loggedIn.account.uuid });
    expect(await axeViolations(page)).toEqual([]);

    // The way forward works: the contact page is offered beneath the notice.
    await closed.getByRole('link', { name: c['action.contactSupport'] }).click();
    await expect(page).toHaveURL(/\/zh-TW\/help\/contact-us$/);
    await expect(page.getByRole('region', { name: c['error.AccountClosed.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: c['error.AccountClosed.title'] })).toBeVisible();
  });

  test('en-US: the account page and order/place say the same and offer no reset and no order', async ({ page, loggedIn, sandbox, expectFailedResponses }) => {
    const c = copy['en-US'];
    expectFailedResponses([...REFUSED]);
    await sandbox.closeAccount(loggedIn.account.uuid);
    await page.goto('/en-US/user/account');
    await expect(page.getByRole('region', { name: c['error.AccountClosed.title'] })).toBeVisible();
    await expect(page.getByRole('button', { name: c['reset.start.account'] })).toBeHidden();
    await expect(page.getByRole('heading', { name: c['account.link.heading'] })).toBeHidden();

    await page.goto('/en-US/order/place');
    await expect(page.getByRole('region', { name: c['error.AccountClosed.title'] })).toBeVisible();
    await expect(page.getByRole('region', { name: c['error.AccountClosed.title'] }).getByRole('link', { name: c['action.contactSupport'] })).toBeVisible();
    await expect(page.getByRole('button', { name: c['order.next'] })).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('zh-CN: a page open while the account is closed stops offering at the next call', async ({ page, loggedIn, sandbox, expectFailedResponses }) => {
    const c = copy['zh-CN'];
    expectFailedResponses([...REFUSED]);
    await page.goto('/zh-CN/user/service/0');
    const reset = page.getByRole('button', { name: c['reset.start.service'] });
    await expect(reset).toBeVisible();
    await sandbox.closeAccount(loggedIn.account.uuid);
    await reset.click();
    await expect(page.getByRole('region', { name: c['error.AccountClosed.title'] })).toBeVisible();
    await expect(reset).toBeHidden();
  });
});
