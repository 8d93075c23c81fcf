/**
 * The email binding against the sandbox's clock (shared, so in the `clock` project, one
 * at a time): a code past its 15 minutes is refused, and once the cooldown is over a new
 * code is sent and verifies.
 */
import { test, expect, copy, fill, uniqueEmail } from './fixtures.ts';
import { emailSection, mailedCode } from './support/email-binding.ts';

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
  const section = emailSection(page, c);
  await section.getByLabel(c['email.code.label']).fill(expired);
  await section.getByRole('button', { name: c['email.verify'], exact: true }).click();
  await expect(section.getByRole('alert')).toContainText(c['error.EmailCodeInvalid.title']);
  await expect(section.getByRole('alert')).toContainText(c['error.EmailCodeInvalid.hint']);

  // The cooldown is long over by the provider's clock: the page offers a new code at once.
  await section.getByRole('button', { name: c['email.resend'] }).click();
  await expect(section.getByText(c['email.done.send'])).toBeVisible();
  await expect(section.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled();
  const { code } = await mailedCode(sandbox, email);
  expect(code).not.toBe(expired);
  await section.getByLabel(c['email.code.label']).fill(code);
  await section.getByRole('button', { name: c['email.verify'], exact: true }).click();
  await expect(section.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
});
