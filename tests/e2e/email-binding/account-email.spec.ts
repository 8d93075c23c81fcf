/**
 * The account's email on the manage-account page (issue 11): the same section and dialog
 * as the service page's, binding through the account's own calls (`au/email/*`): bind,
 * verify by the typed code and by the mailed link (which opens user/account), unbind; the
 * cooldown counted down for a new address a code went to moments ago; and the mailed link
 * opened where nobody is logged in.
 */
import { test, expect, copy, fill, markVerified, recordVisits, uniqueEmail } from '../fixtures.ts';
import { E2E_SITE_ORIGIN } from '../ports.ts';
import { emailDialog, emailSection, mailedCode } from '../support/email-binding.ts';

test.describe('the account email', () => {
  test('zh-TW: bound for the account, verified by the typed code, then unbound after a confirmation', async ({ page, loggedIn, sandbox }) => {
    const c = copy['zh-TW'];
    expect(loggedIn.account.email).toBeNull();
    await page.goto('/zh-TW/user/account');
    const section = emailSection(page, c);
    await expect(section.getByText(c['email.prompt.title'])).toBeVisible();
    await section.getByRole('button', { name: c['email.prompt.go'] }).click();
    const dialog = emailDialog(page, c);
    const email = uniqueEmail('account-tw');
    await dialog.getByLabel(c['emailDialog.label']).fill(email);
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    await expect(dialog.getByText(c['emailDialog.done.send'])).toBeVisible();
    await expect(dialog.getByRole('button', { name: /秒後可重新寄送/ })).toBeDisabled();

    // The mail's link opens the account page, in the page's language.
    const { code, link } = await mailedCode(sandbox, email);
    expect(new URL(link).pathname).toBe('/zh-TW/user/account');
    await dialog.getByLabel(c['emailDialog.code.label']).fill(code);
    await dialog.getByRole('button', { name: c['emailDialog.verify'], exact: true }).click();
    await expect(dialog.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    const [stored] = await sandbox.accountsWithEmail(email);
    expect(stored).toMatchObject({ uuid: loggedIn.account.uuid, emailStatus: 'verified' });

    await dialog.getByRole('button', { name: c['emailDialog.unbind'], exact: true }).click();
    const question = dialog.getByRole('group', { name: c['emailDialog.unbind.confirmText'] });
    await expect(question.getByRole('button', { name: c['emailDialog.unbind.keep'] })).toBeFocused();
    await question.getByRole('button', { name: c['emailDialog.unbind.confirm'] }).click();
    await expect(dialog.getByRole('status')).toHaveText(c['emailDialog.done.unbind']);
    await dialog.getByRole('button', { name: c['emailDialog.close'] }).click();
    await expect(section.getByText(c['email.prompt.title'])).toBeVisible();
    await expect(section.getByRole('button', { name: c['email.prompt.go'] })).toBeFocused();
    expect(await sandbox.accountsWithEmail(email)).toEqual([]);
  });

  test('en-US: the mailed link opens the account page, verifies, and leaves the address bar', async ({ page, loggedIn, sandbox }) => {
    const c = copy['en-US'];
    await page.goto('/en-US/user/account');
    await emailSection(page, c).getByRole('button', { name: c['email.prompt.go'] }).click();
    const email = uniqueEmail('account-link-en');
    const dialog = emailDialog(page, c);
    await dialog.getByLabel(c['emailDialog.label']).fill(email);
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    await expect(dialog.getByText(c['emailDialog.done.send'])).toBeVisible();

    const { link } = await mailedCode(sandbox, email);
    expect(link.startsWith(`${E2E_SITE_ORIGIN}/en-US/user/account#email-verify=1&`)).toBe(true);
    await page.goto(link);
    await expect(dialog.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(c['emailDialog.done.verify']);
    expect(new URL(page.url()).hash).toBe('');
    await dialog.getByRole('button', { name: c['emailDialog.close'] }).click();
    await expect(emailSection(page, c).getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    expect((await sandbox.accountsWithEmail(email))[0]).toMatchObject({ uuid: loggedIn.account.uuid, emailStatus: 'verified' });
  });

  test('zh-CN: a new address a code went to moments ago counts down its cooldown; another address can be sent at once', async ({ page, loggedIn, sandbox, expectFailedResponses }) => {
    const c = copy['zh-CN'];
    expectFailedResponses([{ method: 'POST', url: /\/au\/email\/bind$/, status: 400 }]);
    const cooling = uniqueEmail('cooling-cn');
    // Another account asked for a code to this address just now.
    await sandbox.createAccount({ services: [{ status: 'Active' }], pendingEmail: cooling });
    expect(loggedIn.account.email).toBeNull();
    await page.goto('/zh-CN/user/account');
    await emailSection(page, c).getByRole('button', { name: c['email.prompt.go'] }).click();
    const dialog = emailDialog(page, c);
    const field = dialog.getByLabel(c['emailDialog.label']);
    await field.fill(cooling);
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    await expect(dialog.getByRole('alert')).toContainText(c['error.EmailCooldown.title']);
    const wait = dialog.getByRole('button', { name: /秒后可重新发送/ });
    await expect(wait).toBeDisabled();
    const shown = Number(/(\d+)/.exec((await wait.textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(50);
    expect(shown).toBeLessThanOrEqual(60);
    await expect(wait).not.toHaveText(fill(c['emailDialog.resendIn'], { seconds: shown }));
    await expect(field).toHaveValue(cooling);

    // Another address is not held back.
    const other = uniqueEmail('other-cn');
    await field.fill(other);
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    await expect(dialog.getByText(c['emailDialog.done.send'])).toBeVisible();
    expect((await sandbox.mail(other)).length).toBe(1);
  });

  test('zh-CN: the mailed link opened when the human check has run out goes through the check with its values out of the query, then verifies', async ({ page, context, loggedIn, sandbox }) => {
    const c = copy['zh-CN'];
    await page.goto('/zh-CN/user/account');
    await emailSection(page, c).getByRole('button', { name: c['email.prompt.go'] }).click();
    const email = uniqueEmail('account-stale-check');
    const dialog = emailDialog(page, c);
    await dialog.getByLabel(c['emailDialog.label']).fill(email);
    await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
    await expect(dialog.getByText(c['emailDialog.done.send'])).toBeVisible();

    // Hours later the check has run out; the link in the mail is opened.
    const { link } = await mailedCode(sandbox, email);
    await context.clearCookies({ name: 'skyline_verified_at' });
    await page.goto('about:blank');
    const visited = recordVisits(page);
    await page.goto(link);
    await expect(dialog.getByText(fill(c['email.status.verified'], { email }))).toBeVisible();
    // It went through the check, and no address a server saw held the code, signature or email.
    expect(visited.some((address) => address.includes('/waiting-verification?next='))).toBe(true);
    for (const address of visited) {
      const { search } = new URL(address);
      expect(search).not.toContain('code');
      expect(search).not.toContain('sign');
      expect(decodeURIComponent(search)).not.toContain(email);
    }
    expect(new URL(page.url()).hash).toBe('');
    expect((await sandbox.accountsWithEmail(email))[0]).toMatchObject({ uuid: loggedIn.account.uuid, emailStatus: 'verified' });
  });

  for (const locale of ['zh-TW', 'en-US'] as const) {
    test(`${locale}: the mailed link opened where nobody is logged in says why and what to do, and its values leave the address`, async ({ page: ownPage, browser, loggedIn, sandbox }) => {
      const c = copy[locale];
      const email = uniqueEmail(`logged-out-${locale}`);
      // Sent from the account page of the person's own browser.
      expect(loggedIn.account.email).toBeNull();
      await ownPage.goto(`/${locale}/user/account`);
      await emailSection(ownPage, c).getByRole('button', { name: c['email.prompt.go'] }).click();
      const dialog = emailDialog(ownPage, c);
      await dialog.getByLabel(c['emailDialog.label']).fill(email);
      await dialog.getByRole('button', { name: c['emailDialog.send'] }).click();
      await expect(dialog.getByText(c['emailDialog.done.send'])).toBeVisible();

      // Opened on another device, with no login and no human check yet.
      const { link } = await mailedCode(sandbox, email);
      const elsewhere = await browser.newContext();
      const page = await elsewhere.newPage();
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await page.goto(link);
      // Through the human check to where they can start, told why the link did nothing.
      // (Waiting for the end matters: the check's own redirect would race the next visit.)
      await page.waitForURL('**/order/place');
      await expect(page.getByRole('status').filter({ hasText: c['login.emailLinkNeedsLogin'] })).toBeVisible();
      expect(visited.some((address) => address.includes('/waiting-verification'))).toBe(true);
      // Every address after the link itself (whose fragment never left the browser).
      expect(visited[0]).toBe(link);
      for (const address of [...visited.slice(1), page.url()]) {
        expect(address).not.toContain('code=');
        expect(address).not.toContain('sign=');
        expect(decodeURIComponent(address)).not.toContain(email);
      }
      // Opened again with the human check already passed: straight there, told the same.
      await markVerified(elsewhere);
      await page.goto(link);
      await page.waitForURL('**/order/place');
      await expect(page.getByRole('status').filter({ hasText: c['login.emailLinkNeedsLogin'] })).toBeVisible();
      expect(page.url()).not.toContain('code=');
      expect((await sandbox.accountsWithEmail(email))[0]?.emailStatus).not.toBe('verified');
      await elsewhere.close();
    });
  }
});
