/**
 * The reset against the sandbox's clock (shared, so in the `clock` project): a preview
 * confirmed after its 10 minutes changes nothing, says so, and the reset starts again.
 */
import { test, expect, copy } from '../fixtures.ts';

const c = copy['zh-TW'];

test.afterEach(async ({ sandbox }) => {
  await sandbox.moveClock({ reset: true });
});

test('zh-TW: a reset confirmed too late changes nothing and starts again', async ({ page, loggedIn, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'POST', url: /\/au\/reset\/confirm$/, status: 400 }]);
  await page.goto('/zh-TW/user/service/0');
  await page.getByRole('button', { name: c['reset.start.service'] }).click();
  const dialog = page.getByRole('dialog', { name: c['resetDialog.dialog.heading'] });
  await dialog.getByRole('checkbox', { name: c['resetDialog.understood.service'] }).check();
  await sandbox.moveClock({ advanceMs: 11 * 60_000 });
  await dialog.getByRole('button', { name: c['resetDialog.confirm'] }).click();
  await expect(dialog.getByRole('alert')).toContainText(c['error.ResetExpired.title']);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('skyline:credentials'))) ?? 'null')).toMatchObject({ hmac: loggedIn.account.hmac });

  await dialog.getByRole('button', { name: c['resetDialog.restart'] }).click();
  await dialog.getByRole('checkbox', { name: c['resetDialog.understood.service'] }).check();
  await dialog.getByRole('button', { name: c['resetDialog.confirm'] }).click();
  await expect(page.getByRole('dialog', { name: c['resetDialog.done.heading'] }).getByText(c['resetDialog.done.oldStopped'])).toBeVisible();
});
