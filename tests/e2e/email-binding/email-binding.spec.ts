/**
 * Binding an email from the service page (issue 10, item 8), in zh-CN: the section's line
 * and prompt, and the dialog it opens on demand: a refused address kept as typed (also
 * after closing and opening again), a wrong code, the resend countdown, the code from the
 * mailbox, the mailed link, revoking a change and unbinding, the dialog's code failing to
 * download. The expired code is in email-binding-clock.spec.ts (it moves the sandbox's
 * shared clock).
 */
import { test, expect, copy, fill, uniqueEmail } from '../fixtures.ts';
import { emailDialog, emailSection, mailedCode } from '../support/email-binding.ts';

const c = copy['zh-CN'];

test.describe('email binding (zh-CN)', () => {
  test('an anonymous account is asked why, sends a code, gets a wrong one refused and verifies the mailed one', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'GET', url: /\/email\/verify\?/, status: 400 }]);
    await logIn({ services: [{ status: 'Active' }] });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await expect(section.getByText(c['email.prompt.title'])).toBeVisible();
    await expect(section.getByText(c['email.why'])).toBeVisible();
    const opener = section.getByRole('button', { name: c['email.prompt.go'] });
    await opener.click();
    const dialog = emailDialog(page, c);

    // The existing rule refuses a malformed address, and what was typed stays.
    const field = dialog.getByLabel(c['emailDialog.label']);
    await expect(field).toBeFocused();
    await field.fill('lin@example');
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(c['emailDialog.EmailFormat']);
    await expect(field).toHaveValue('lin@example');

    const email = uniqueEmail('bind-cn');
    await field.fill(email);
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    await expect(dialog.getByText(c['emailDialog.done.send'])).toBeVisible();
    await expect(dialog.getByText(new RegExp(`已发送到 ${email.replace(/[.+]/g, '\\$&')}`))).toBeVisible();

    // The resend waits out the cooldown, and says how long.
    const resend = dialog.getByRole('button', { name: /秒后可重新发送/ });
    await expect(resend).toBeDisabled();
    const shown = Number(/(\d+)/.exec((await resend.textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(50);
    expect(shown).toBeLessThanOrEqual(60);
    await expect(resend).not.toHaveText(fill(c['emailDialog.resendIn'], { seconds: shown }));

    const { code } = await mailedCode(sandbox, email);
    const codeField = dialog.getByLabel(c['emailDialog.code.label']);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await dialog.getByRole('button', { name: c['emailDialog.verify'], exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(c['error.EmailCodeInvalid.title']);
    await expect(codeField).toHaveValue(wrong);

    await codeField.fill(code);
    await dialog.getByRole('button', { name: c['emailDialog.verify'], exact: true }).click();
    await expect(dialog.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(c['emailDialog.done.verify']);

    // Escape closes it; focus is back on the section's button, which now says what it opens.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(section.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    await expect(section.getByText(c['email.prompt.title'])).toBeHidden();
    await expect(section.getByRole('button', { name: c['email.open.manage'] })).toBeFocused();
    const [stored] = await sandbox.accountsWithEmail(email);
    expect(stored?.emailStatus).toBe('verified');
  });

  test('a reload keeps the step: the line says a code is awaited, and the code field and the countdown come back', async ({ page, logIn }) => {
    const pending = uniqueEmail('pending-cn');
    await logIn({ services: [{ status: 'Active' }], pendingEmail: pending });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await expect(section.getByText(fill(c['email.state.sent'], { email: pending }))).toBeVisible();
    await section.getByRole('button', { name: c['email.open.code'] }).click();
    const dialog = emailDialog(page, c);
    await expect(dialog.getByLabel(c['emailDialog.code.label'])).toBeVisible();
    await expect(dialog.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled();
  });

  test('the mailed link opens the dialog, verifies and leaves the address clean', async ({ page, logIn, sandbox }) => {
    const email = uniqueEmail('link-cn');
    // The mail is written (and its link points) in the account's language.
    await logIn({ services: [{ status: 'Active' }], pendingEmail: email, lang: 'zh-CN' });
    const { link } = await mailedCode(sandbox, email);
    expect(new URL(link).pathname).toMatch(/^\/zh-CN\/user\/service\/\d+$/);
    await page.goto(link);
    const dialog = emailDialog(page, c);
    await expect(dialog.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(c['emailDialog.done.verify']);
    expect(new URL(page.url()).hash).toBe('');
    await dialog.getByRole('button', { name: c['emailDialog.close'] }).click();
    await expect(emailSection(page, c).getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
  });

  test('a change of email is revoked and the verified address stays; then it is unbound, after a confirmation', async ({ page, logIn }) => {
    const kept = uniqueEmail('kept-cn');
    const change = uniqueEmail('change-cn');
    await logIn({ email: kept, emailStatus: 'verified', services: [{ status: 'Active' }], pendingEmail: change });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await expect(section.getByText(fill(c['email.state.change'], { email: change }))).toBeVisible();
    await section.getByRole('button', { name: c['email.open.code'] }).click();
    const dialog = emailDialog(page, c);
    await expect(dialog.getByText(fill(c['emailDialog.pending.change'], { email: change }))).toBeVisible();
    await dialog.getByRole('button', { name: c['emailDialog.revoke'] }).click();
    await expect(dialog.getByRole('status')).toHaveText(c['emailDialog.done.revoke']);
    await expect(dialog.getByText(fill(c['email.status.verified'], { email: kept }))).toBeVisible();

    await dialog.getByRole('button', { name: c['emailDialog.unbind'], exact: true }).click();
    const question = dialog.getByRole('group', { name: c['emailDialog.unbind.confirmText'] });
    // Nothing is removed until the second, separate button.
    await expect(question.getByRole('button', { name: c['emailDialog.unbind.keep'] })).toBeFocused();
    await question.getByRole('button', { name: c['emailDialog.unbind.confirm'] }).click();
    await expect(dialog.getByRole('status')).toHaveText(c['emailDialog.done.unbind']);
    await dialog.getByRole('button', { name: c['emailDialog.close'] }).click();
    await expect(section.getByText(c['email.prompt.title'])).toBeVisible();
    await expect(section.getByRole('button', { name: c['email.prompt.go'] })).toBeFocused();
  });

  test('an address another account has verified is refused with its own words, and stays typed, also after closing', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/wl\/v1\/service\/\d+\/email$/, status: 409 }]);
    const taken = uniqueEmail('taken-cn');
    await sandbox.createAccount({ email: taken, emailStatus: 'verified' });
    await logIn({ services: [{ status: 'Active' }] });
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await section.getByRole('button', { name: c['email.prompt.go'] }).click();
    const dialog = emailDialog(page, c);
    await dialog.getByLabel(c['emailDialog.label']).fill(taken);
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    await expect(dialog.getByRole('alert')).toContainText(c['error.EmailAlreadyUsed.title']);
    await expect(dialog.getByLabel(c['emailDialog.label'])).toHaveValue(taken);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await section.getByRole('button', { name: c['email.prompt.go'] }).click();
    await expect(dialog.getByLabel(c['emailDialog.label'])).toHaveValue(taken);
  });

  test('a mail that could not be sent says so and is tried again as it was', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/wl\/v1\/service\/\d+\/email$/, status: 500 }]);
    await logIn({ services: [{ status: 'Active' }] });
    await page.goto('/zh-CN/user/service/0');
    await emailSection(page, c).getByRole('button', { name: c['email.prompt.go'] }).click();
    const dialog = emailDialog(page, c);
    const email = uniqueEmail('retry-cn');
    await sandbox.fault({ pathPrefix: '/wl/v1/service/', mode: 'error500', times: 1 });
    await dialog.getByLabel(c['emailDialog.label']).fill(email);
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(c['error.ServerError.title']);
    await alert.getByRole('button', { name: c['action.retry'] }).click();
    await expect(dialog.getByText(c['emailDialog.done.send'])).toBeVisible();
    expect((await sandbox.mail(email)).length).toBe(1);
  });

  test('when the dialog cannot be downloaded, the section says so and a retry opens it', async ({ page, logIn, expectFailedResponses }) => {
    const DIALOG_CODE = /\/_astro\/EmailBindingDialog\.[\w-]+\.js/;
    expectFailedResponses([{ method: 'GET', url: DIALOG_CODE, status: 'network' }]);
    await logIn({ services: [{ status: 'Active' }] });
    await page.route(DIALOG_CODE, (route) => route.abort('internetdisconnected'));
    await page.goto('/zh-CN/user/service/0');
    const section = emailSection(page, c);
    await section.getByRole('button', { name: c['email.prompt.go'] }).click();
    const alert = section.getByRole('alert');
    await expect(alert).toContainText(c['error.NetworkTrouble.title']);

    await page.unroute(DIALOG_CODE);
    await alert.getByRole('button', { name: c['action.retry'] }).click();
    await expect(emailDialog(page, c).getByLabel(c['emailDialog.label'])).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
