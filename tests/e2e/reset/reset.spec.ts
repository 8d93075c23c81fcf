/**
 * Resetting a service (issue 10, item 7): what changes, a deliberate confirmation, the
 * new login link to save; a second tab of the same browser learns of it at once, another
 * browser still holding the old link is logged out with a reason on its next call, and
 * the old link opened fresh is refused.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, copy, fill, markVerified, uniqueEmail } from '../fixtures.ts';
import { E2E_SITE_ORIGIN } from '../ports.ts';

const c = copy['en-US'];

/** Opens the reset dialog, reads what changes, confirms deliberately; answers the new login link shown. */
async function resetFrom(page: Page, serviceId: number): Promise<string> {
  await page.getByRole('button', { name: c['reset.start.service'] }).click();
  const dialog = page.getByRole('dialog', { name: c['resetDialog.dialog.heading'] });
  await expect(dialog.getByText(c['resetDialog.changes.loginLink'])).toBeVisible();
  // The preview replaced the "checking" step: focus starts at its heading, not on the page behind.
  await expect(dialog.getByRole('heading', { name: c['resetDialog.dialog.heading'] })).toBeFocused();
  await expect(dialog.getByText(fill(c['resetDialog.service'], { id: serviceId }), { exact: false })).toBeVisible();
  await expect(dialog.getByText(/Shadowrocket/)).toBeVisible();

  // One tap is not enough: the box must be ticked first.
  await dialog.getByRole('button', { name: c['resetDialog.confirm'] }).click();
  await expect(dialog.getByRole('alert')).toHaveText(c['resetDialog.understoodMissing']);
  await expect(dialog.getByRole('checkbox')).toBeFocused();
  await dialog.getByRole('checkbox', { name: c['resetDialog.understood.service'] }).check();
  // The same dialog stays on screen through the reset and the page's reload with the new
  // login (it used to close and open again as the page showed its loading state).
  const dialogNode = await page.locator('dialog[open]').elementHandle();
  await dialog.getByRole('button', { name: c['resetDialog.confirm'] }).click();

  const done = page.getByRole('dialog', { name: c['resetDialog.done.heading'] });
  await expect(done.getByText(c['resetDialog.done.oldStopped'])).toBeVisible();
  await expect(done.getByText(c['resetDialog.done.subscription'])).toBeVisible();
  await expect(page.getByRole('heading', { name: copy['en-US']['service.heading'] })).toBeVisible();
  expect(await dialogNode?.evaluate((node) => node.isConnected && (node as HTMLDialogElement).open)).toBe(true);
  return done.getByLabel(c['resetDialog.link.label']).inputValue();
}

/** A second browser (another device) that opened a login link (`uuid=…&hmac=…`) on the English service page. */
async function anotherBrowser(browser: Browser, loginQuery: string): Promise<Page> {
  const context = await browser.newContext();
  await markVerified(context);
  const page = await context.newPage();
  await page.goto(`${E2E_SITE_ORIGIN}/en-US/user/service/0#${loginQuery}`);
  return page;
}

test.describe('reset', () => {
  test('the first tab shows the new link; a second tab learns of it at once and goes on with it', async ({ page, context, loggedIn }) => {
    const serviceId = loggedIn.account.services[0]?.id ?? 0;
    await page.goto('/en-US/user/service/0');
    const second = await context.newPage();
    await second.goto('/en-US/user/service/0');
    await expect(second.getByRole('button', { name: c['reset.start.service'] })).toBeVisible();

    const newLink = await resetFrom(page, serviceId);
    const newHmac = new URLSearchParams(new URL(newLink).hash.slice(1)).get('hmac');
    expect(newHmac).toMatch(/^[0-9a-f]{16,}$/);
    expect(newHmac).not.toBe(loggedIn.account.hmac);
    expect(newLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en-US\/user\/service\/0#uuid=/);
    // Kept in this browser: the page reloads its service with it, and the dialog stays on the new link.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('skyline:credentials'))) ?? 'null')).toMatchObject({ hmac: newHmac });
    await expect(page.getByRole('dialog', { name: c['resetDialog.done.heading'] })).toBeVisible();

    // The second tab: told at once, in words, by the storage event; its next call works with the new login.
    await expect(second.getByRole('status').filter({ hasText: c['login.resetElsewhere'] })).toBeVisible();
    await second.getByRole('button', { name: c['reset.start.service'] }).click();
    await expect(second.getByRole('dialog', { name: c['resetDialog.dialog.heading'] }).getByText(c['resetDialog.changes.loginLink'])).toBeVisible();

    await page.getByRole('button', { name: c['resetDialog.done.close'] }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: c['reset.start.service'] })).toBeFocused();
  });

  test('zh-CN: with a verified email, the new link is mailed too, and the page says where', async ({ page, logIn, sandbox }) => {
    const z = copy['zh-CN'];
    const email = uniqueEmail('reset-cn');
    await logIn({ email, emailStatus: 'verified', services: [{ status: 'Active' }] });
    await page.goto('/zh-CN/user/service/0');
    await page.getByRole('button', { name: z['reset.start.service'] }).click();
    const dialog = page.getByRole('dialog', { name: z['resetDialog.dialog.heading'] });
    await dialog.getByRole('checkbox', { name: z['resetDialog.understood.service'] }).check();
    await dialog.getByRole('button', { name: z['resetDialog.confirm'] }).click();
    const done = page.getByRole('dialog', { name: z['resetDialog.done.heading'] });
    await expect(done.getByText(fill(z['resetDialog.done.mailed'], { email }))).toBeVisible();
    const newLink = await done.getByLabel(z['resetDialog.link.label']).inputValue();
    const newHmac = new URLSearchParams(new URL(newLink).hash.slice(1)).get('hmac') ?? 'none';
    const [mail] = await sandbox.mail(email);
    expect(mail?.kind).toBe('link-reset');
    expect(mail?.body).toContain(newHmac);
  });

  // The other browsers' refused calls (401) happen in contexts of their own, which the failure watch does not follow.
  test('another browser with the old link is logged out with a reason on its next call, and the old link is refused', async ({ page, browser, loggedIn }) => {
    const serviceId = loggedIn.account.services[0]?.id ?? 0;
    const other = await anotherBrowser(browser, loggedIn.loginQuery);
    await expect(other.getByRole('button', { name: c['reset.start.service'] })).toBeVisible();

    await page.goto('/en-US/user/service/0');
    await resetFrom(page, serviceId);

    // Its next call carries the old login: HmacCheckFailed clears it, and order/place says why.
    await other.getByRole('button', { name: c['reset.start.service'] }).click();
    await expect(other).toHaveURL(/\/order\/place$/);
    await expect(other.getByRole('alert')).toContainText(c['error.HmacCheckFailed.title']);
    expect(await other.evaluate(() => localStorage.getItem('skyline:credentials'))).toBe('null');

    // The old link opened fresh: refused by the guard, with the same words.
    const fresh = await anotherBrowser(browser, loggedIn.loginQuery);
    // The address is polled, not one navigation awaited: the guard may move the page on
    // while an earlier load is still under way, and waitForURL fails on that aborted load.
    await expect(fresh).toHaveURL(/\/order\/place$/);
    await expect(fresh.getByRole('alert')).toContainText(c['error.HmacCheckFailed.title']);
    await other.context().close();
    await fresh.context().close();
  });

  test('zh-TW: a dialog that cannot be fetched says so in the reset section, asks once, and "try again" opens it', async ({ page, loggedIn, expectFailedResponses }) => {
    const t = copy['zh-TW'];
    const chunk = /\/_astro\/ResetDialog\.[\w-]+\.js$/;
    expectFailedResponses([{ method: 'GET', url: chunk, status: 'network' }]);
    let asked = 0;
    await page.route(chunk, (route) => {
      asked += 1;
      return route.abort('connectionrefused');
    });
    await page.goto(`/zh-TW/user/service/${loggedIn.account.services[0]?.id ?? 0}`);
    const section = page.getByRole('region', { name: t['reset.heading'] });
    await section.getByRole('button', { name: t['reset.start.service'] }).click();
    const notice = section.getByRole('alert').filter({ hasText: t['error.NetworkTrouble.title'] });
    await expect(notice).toBeVisible();
    // It does not ask again by itself: only "try again" does.
    await page.waitForTimeout(500);
    expect(asked).toBe(1);

    await page.unroute(chunk);
    await notice.getByRole('button', { name: t['action.retry'] }).click();
    await expect(page.getByRole('dialog', { name: t['resetDialog.dialog.heading'] })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
