import { test, expect, copy } from '../fixtures.ts';

test.describe('the service page shell', () => {
  test('service 0 is the first Active service; others can be chosen in the switch dialog', async ({ page, logIn }) => {
    const { account } = await logIn({ services: [{ status: 'Expired' }, { status: 'Active', cycle: 'Biennially' }] });
    await page.goto('/en-US/user/service/0');
    await expect(page.getByText(copy['en-US']['cycle.Biennially'])).toBeVisible();
    const expired = account.services.find((service) => service.status === 'Expired');
    await page.getByRole('button', { name: copy['en-US']['service.switch.open'] }).click();
    await page.getByRole('dialog').getByRole('link', { name: new RegExp(`#${expired?.id}`) }).click();
    await page.waitForURL(`**/en-US/user/service/${expired?.id}`);
    await expect(page.locator('.status-badge')).toHaveText(copy['en-US']['status.Expired']);
    // The switcher keeps the run-time id.
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL(`**/zh-CN/user/service/${expired?.id}`);
    await expect(page.locator('.status-badge')).toHaveText(copy['zh-CN']['status.Expired']);
  });

  test('a suspended service says what to do', async ({ page, logIn }) => {
    await logIn({ services: [{ status: 'Blacklisted' }] });
    await page.goto('/zh-TW/user/service/0');
    await expect(page.getByText(copy['zh-TW']['status.Blacklisted.hint'])).toBeVisible();
  });

  test.describe('network trouble', () => {
    test('a dropped request shows the error and a retry that works', async ({ page, logIn, sandbox, expectFailedResponses }) => {
      expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/au\/info$/, status: 'network' }]);
      await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
      // Chromium quietly retries a request dropped on a reused connection, so the fault stays armed until cleared.
      await sandbox.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'drop', times: 20 });
      await page.goto('/zh-TW/user/service/0');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(copy['zh-TW']['error.NetworkTrouble.title']);
      await sandbox.clearFaults();
      await alert.getByRole('button', { name: copy['zh-TW']['action.retry'] }).click();
      await expect(page.getByText(copy['zh-TW']['cycle.Monthly'])).toBeVisible();
    });

    test('an answer that breaks the contract is an error, not a blank page', async ({ page, logIn, sandbox }) => {
      await logIn({ services: [{ status: 'Active' }] });
      await sandbox.fault({ pathPrefix: '/au/api/v1/au/service/', mode: 'malformed' });
      await page.goto('/en-US/user/service/0');
      await expect(page.getByRole('alert')).toContainText(copy['en-US']['error.MalformedResponse.title']);
    });
  });
});
