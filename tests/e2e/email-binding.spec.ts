/**
 * Binding an email from the service page (issue 10, item 8), in zh-CN: the prompt for an
 * anonymous account, a refused address kept as typed, a wrong code, the resend countdown,
 * the code from the mailbox, the mailed link, revoking a change and unbinding. The
 * expired code is in email-binding-clock.spec.ts (it moves the sandbox's shared clock).
 */
import { test, expect, copy, fill, uniqueEmail } from './fixtures.ts';
import { emailSection, mailedCode } from './support/email-binding.ts';

const c = copy['zh-CN'];

test.describe('email binding (zh-CN)', () => {
  test('an anonymous account is asked why, sends a code, gets a wrong one refused and verifies the mailed one', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'GET', url: /\/email\/verify\?/, status: 400 }]);
    await logIn({ services: [{ status: 'Active' }] });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await expect(section.getByText(c['email.prompt.title'])).toBeVisible();
    await expect(section.getByText(c['email.why'])).toBeVisible();

    // The existing rule refuses a malformed address, and what was typed stays.
    const field = section.getByLabel(c['email.label']);
    await field.fill('lin@example');
    await section.getByRole('button', { name: c['email.send'] }).click();
    await expect(section.getByRole('alert')).toHaveText(c['email.EmailFormat']);
    await expect(field).toHaveValue('lin@example');

    const email = uniqueEmail('bind-cn');
    await field.fill(email);
    await section.getByRole('button', { name: c['email.send'] }).click();
    await expect(section.getByText(c['email.done.send'])).toBeVisible();
    await expect(section.getByText(new RegExp(`已发送到 ${email.replace(/[.+]/g, '\\$&')}`))).toBeVisible();

    // The resend waits out the cooldown, and says how long.
    const resend = section.getByRole('button', { name: /秒后可重新发送/ });
    await expect(resend).toBeDisabled();
    const shown = Number(/(\d+)/.exec((await resend.textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(50);
    expect(shown).toBeLessThanOrEqual(60);
    await expect(resend).not.toHaveText(fill(c['email.resendIn'], { seconds: shown }));

    const { code } = await mailedCode(sandbox, email);
    const codeField = section.getByLabel(c['email.code.label']);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await section.getByRole('button', { name: c['email.verify'], exact: true }).click();
    await expect(section.getByRole('alert')).toContainText(c['error.EmailCodeInvalid.title']);
    await expect(codeField).toHaveValue(wrong);

    await codeField.fill(code);
    await section.getByRole('button', { name: c['email.verify'], exact: true }).click();
    await expect(section.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    await expect(section.getByRole('status')).toHaveText(c['email.done.verify']);
    await expect(section.getByText(c['email.prompt.title'])).toBeHidden();
    const [stored] = await sandbox.accountsWithEmail(email);
    expect(stored?.emailStatus).toBe('verified');
  });

  test('a reload keeps the step: the code field and the countdown come back from the account info', async ({ page, logIn }) => {
    const pending = uniqueEmail('pending-cn');
    await logIn({ services: [{ status: 'Active' }], pendingEmail: pending });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await expect(section.getByLabel(c['email.code.label'])).toBeVisible();
    await expect(section.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled();
  });

  test('the mailed link verifies on the service page and leaves the address clean', async ({ page, logIn, sandbox }) => {
    const email = uniqueEmail('link-cn');
    // The mail is written (and its link points) in the account's language.
    await logIn({ services: [{ status: 'Active' }], pendingEmail: email, lang: 'zh-CN' });
    const { link } = await mailedCode(sandbox, email);
    expect(new URL(link).pathname).toMatch(/^\/zh-CN\/user\/service\/\d+$/);
    await page.goto(link);
    const section = emailSection(page, c);
    await expect(section.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a change of email is revoked and the verified address stays; then it is unbound, after a confirmation', async ({ page, logIn }) => {
    const kept = uniqueEmail('kept-cn');
    const change = uniqueEmail('change-cn');
    await logIn({ email: kept, emailStatus: 'verified', services: [{ status: 'Active' }], pendingEmail: change });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await expect(section.getByText(fill(c['email.pending.change'], { email: change }))).toBeVisible();
    await section.getByRole('button', { name: c['email.revoke'] }).click();
    await expect(section.getByRole('status')).toHaveText(c['email.done.revoke']);
    await expect(section.getByText(fill(c['email.status.verified'], { email: kept }))).toBeVisible();

    await section.getByRole('button', { name: c['email.unbind'], exact: true }).click();
    const question = section.getByRole('group', { name: c['email.unbind.confirmText'] });
    // Nothing is removed until the second, separate button.
    await expect(question.getByRole('button', { name: c['email.unbind.keep'] })).toBeFocused();
    await question.getByRole('button', { name: c['email.unbind.confirm'] }).click();
    await expect(section.getByRole('status')).toHaveText(c['email.done.unbind']);
    await expect(section.getByText(c['email.prompt.title'])).toBeVisible();
  });

  test('an address another account has verified is refused with its own words, and stays typed', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/wl\/v1\/service\/\d+\/email$/, status: 409 }]);
    const taken = uniqueEmail('taken-cn');
    await sandbox.createAccount({ email: taken, emailStatus: 'verified' });
    await logIn({ services: [{ status: 'Active' }] });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await section.getByLabel(c['email.label']).fill(taken);
    await section.getByRole('button', { name: c['email.send'] }).click();
    await expect(section.getByRole('alert')).toContainText(c['error.EmailAlreadyUsed.title']);
    await expect(section.getByLabel(c['email.label'])).toHaveValue(taken);
  });

  test('a mail that could not be sent says so and is tried again as it was', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/wl\/v1\/service\/\d+\/email$/, status: 500 }]);
    await logIn({ services: [{ status: 'Active' }] });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    const email = uniqueEmail('retry-cn');
    await sandbox.fault({ pathPrefix: '/wl/v1/service/', mode: 'error500', times: 1 });
    await section.getByLabel(c['email.label']).fill(email);
    await section.getByRole('button', { name: c['email.send'] }).click();
    const alert = section.getByRole('alert');
    await expect(alert).toContainText(c['error.ServerError.title']);
    await alert.getByRole('button', { name: c['action.retry'] }).click();
    await expect(section.getByText(c['email.done.send'])).toBeVisible();
    expect((await sandbox.mail(email)).length).toBe(1);
  });
});
