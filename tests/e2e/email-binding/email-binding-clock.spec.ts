/**
 * The email binding against the sandbox's clock (shared, so in the `clock` project, one
 * at a time): a code past its 15 minutes is refused, and once the cooldown is over a new
 * code is sent and verifies.
 */
import { test, expect, copy, fill, uniqueEmail } from '../fixtures.ts';
import { emailDialog, emailSection, mailedCode } from '../support/email-binding.ts';

const c = copy['zh-CN'];

test.afterEach(async ({ sandbox }) => {
  await sandbox.moveClock({ reset: true });
});

test('zh-CN: an expired code is refused; a new code after the countdown verifies', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'GET', url: /\/email\/verify\?/, status: 400 }]);
  const email = uniqueEmail('expired-cn');
  await logIn({ services: [{ status: 'Active' }], pendingEmail: email, lang: 'zh-CN' });
  const { code: expired } = await mailedCode(sandbox, email);
  await sandbox.moveClock({ advanceMs: 16 * 60_000 });

  await page.goto('/zh-CN/user/service/0');
  await emailSection(page, c).getByRole('button', { name: c['email.open.code'] }).click();
  const dialog = emailDialog(page, c);
  await dialog.getByLabel(c['emailDialog.code.label']).fill(expired);
  await dialog.getByRole('button', { name: c['emailDialog.verify'], exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(c['error.EmailCodeInvalid.title']);
  await expect(dialog.getByRole('alert')).toContainText(c['error.EmailCodeInvalid.hint']);

  // The cooldown is long over by the provider's clock: the page offers a new code at once.
  await dialog.getByRole('button', { name: c['emailDialog.resend'] }).click();
  await expect(dialog.getByText(c['emailDialog.done.send'])).toBeVisible();
  await expect(dialog.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled();
  const { code } = await mailedCode(sandbox, email);
  expect(code).not.toBe(expired);
  await dialog.getByLabel(c['emailDialog.code.label']).fill(code);
  await dialog.getByRole('button', { name: c['emailDialog.verify'], exact: true }).click();
  await expect(dialog.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
});
