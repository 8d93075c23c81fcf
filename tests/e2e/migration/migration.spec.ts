/**
 * user/migrate (issue 13 item 3; ADR 0035): a 7- and a 21-character password refused at
 * the field with the email kept, an address already on the other platform refused, a good
 * request followed to done (stepped on the sandbox's control surface, never the shared
 * clock), and a start whose answer is lost learned from drt/migrate/check, not guessed.
 */
import { test, expect, copy, fill, uniqueEmail } from '../fixtures.ts';
import { formatDate } from '../../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

test.describe('moving the account to the other platform', () => {
  for (const locale of ['zh-TW', 'en-US'] as const satisfies readonly Locale[]) {
    test(`${locale}: before anything is moved, the page gives the date the service here runs until`, async ({ page, logIn }) => {
      const c = copy[locale];
      const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 9 }, { status: 'Active', cycle: 'Annually', expiresInDays: 200 }] });
      // The latest expiry of the account's services: moving shortens none of them.
      const latest = account.services.map((service) => service.expiresAt).sort().at(-1) ?? '';
      await page.goto(`/${locale}/user/migrate`);
      const here = page.getByRole('region', { name: c['migrate.serviceHere.heading'] });
      await expect(here.getByText(fill(c['migrate.serviceHere.until'], { date: formatDate(locale, latest) }))).toBeVisible();
    });
  }

  test('en-US: short and long passwords refused with the email kept; a good one followed to done', async ({ page, sandbox, loggedIn }) => {
    const c = copy['en-US'];
    const email = uniqueEmail('mover');
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/account/migrate')) starts.push(request.postData() ?? '');
    });
    // The account page says what the move is and leads to it.
    await page.goto('/en-US/user/account');
    await page.getByRole('link', { name: c['account.migrate.link'] }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/migrate$/);
    await expect(page.getByRole('heading', { name: c['migrate.heading'], level: 1 })).toBeVisible();
    const emailField = page.getByRole('textbox', { name: c['migrate.email'] });
    const passwordField = page.getByLabel(c['migrate.password']);
    const start = page.getByRole('button', { name: c['migrate.submit'] });

    await emailField.fill(email);
    await passwordField.fill('1234567');
    await start.click();
    await expect(page.getByText(c['migrate.problem.PasswordTooShort'])).toBeVisible();
    await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField).toBeFocused();
    await expect(emailField).toHaveValue(email);
    // The password stays in its field to be corrected: cleared only when the person leaves.
    await expect(passwordField).toHaveValue('1234567');

    await passwordField.fill('x'.repeat(21));
    await start.click();
    await expect(page.getByText(c['migrate.problem.PasswordTooLong'])).toBeVisible();
    await expect(emailField).toHaveValue(email);
    expect(starts, 'refused passwords never leave the page').toEqual([]);

    await passwordField.fill('good password 1');
    await start.click();
    const progress = page.getByRole('region', { name: c['migrate.progress'] });
    await expect(progress.getByText(fill(c['migrate.state.queued.body'], { email }))).toBeVisible();
    expect(starts).toHaveLength(1);
    // The password is in no storage of the page.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie + location.href);
    expect(stored).not.toContain('good password 1');

    const [migration] = (await sandbox.migrations()).filter((each) => each.uuid === loggedIn.account.uuid);
    expect(migration).toMatchObject({ state: 'queued', email });
    await sandbox.moveMigration(migration?.id ?? 0, { step: 'advance' });
    await expect(progress.getByText(fill(c['migrate.state.copying.body'], { email }))).toBeVisible();
    await sandbox.moveMigration(migration?.id ?? 0, { step: 'advance' });
    await expect(progress.getByText(fill(c['migrate.state.done.body'], { email }))).toBeVisible();
    await expect(page.getByRole('button', { name: c['migrate.submit'] })).toHaveCount(0);

    // What the page said of the service here is what the sandbox did: it runs on, renewal stopped.
    const [service] = (await sandbox.accounts()).find((account) => account.uuid === loggedIn.account.uuid)?.services ?? [];
    expect(service?.status).toBe('Active');
    expect(service?.renewalCancelledAt).not.toBeNull();
    await expect(page.getByText(c['migrate.serviceHere.renewal'])).toBeVisible();

    // A reload shows where it stands (the provider is asked, nothing was kept).
    await page.reload();
    await expect(page.getByText(fill(c['migrate.state.done.body'], { email }))).toBeVisible();
  });

  test('zh-TW: an address already on the other platform is refused at the field', async ({ page, sandbox, loggedIn }) => {
    const c = copy['zh-TW'];
    const taken = uniqueEmail('there');
    await sandbox.registerOnOtherPlatform(taken);
    await page.goto('/zh-TW/user/migrate');
    await page.getByRole('textbox', { name: c['migrate.email'] }).fill(taken);
    await page.getByLabel(c['migrate.password']).fill('遷移到新平台的密碼');
    await page.getByRole('button', { name: c['migrate.submit'] }).click();
    await expect(page.getByText(c['migrate.problem.MigrationEmailTaken'])).toBeVisible();
    expect((await sandbox.migrations()).filter((each) => each.uuid === loggedIn.account.uuid)).toEqual([]);
  });

  test('en-US: a start whose answer is lost is checked with drt/migrate/check, never guessed', async ({ page, sandbox, loggedIn, expectFailedResponses }) => {
    const c = copy['en-US'];
    const email = uniqueEmail('lost');
    expectFailedResponses([{ method: 'POST', url: /\/account\/migrate$/, status: 'network' }]);
    // The provider starts the migration, then the connection drops before the answer.
    await sandbox.fault({ pathPrefix: '/account/migrate', mode: 'drop-after' });
    await page.goto('/en-US/user/migrate');
    await page.getByRole('textbox', { name: c['migrate.email'] }).fill(email);
    await page.getByLabel(c['migrate.password']).fill('good password 2');
    await page.getByRole('button', { name: c['migrate.submit'] }).click();
    await expect(page.getByText(fill(c['migrate.state.queued.body'], { email }))).toBeVisible();
    // One request went, and one migration exists: the lost answer was read, not sent again.
    expect((await sandbox.migrations()).filter((each) => each.uuid === loggedIn.account.uuid)).toHaveLength(1);
  });
  test('zh-CN: a lost press whose status cannot be read either is checked later, and the form opens again when it never arrived', async ({ page, sandbox, loggedIn, expectFailedResponses }) => {
    const c = copy['zh-CN'];
    const email = uniqueEmail('unsent');
    expectFailedResponses([
      { method: 'POST', url: /\/account\/migrate$/, status: 500 },
      { method: 'GET', url: /\/drt\/migrate\/check/, status: 503 },
    ]);
    await page.goto('/zh-CN/user/migrate');
    await expect(page.getByRole('textbox', { name: c['migrate.email'] })).toBeEnabled();
    // The press fails with a server error before the provider acts (the page cannot know it
    // did not), and every read of the status fails too (the client's retries included).
    await sandbox.fault({ pathPrefix: '/account/migrate', mode: 'error500' });
    await sandbox.fault({ pathPrefix: '/drt/migrate/check', mode: 'error503', times: 20 });
    await page.getByRole('textbox', { name: c['migrate.email'] }).fill(email);
    await page.getByLabel(c['migrate.password']).fill('good password 3');
    const submit = page.getByRole('button', { name: c['migrate.submit'] });
    await submit.click();
    await expect(page.getByText(c['migrate.unknown.title'])).toBeVisible();
    // Not knowing, the form stays closed: nothing can be sent twice.
    await expect(submit).toBeDisabled();
    await sandbox.clearFaults();
    await page.getByRole('button', { name: c['migrate.unknown.check'] }).click();
    // The status now reads "never started": the unknown notice goes, the form opens again with what was typed.
    await expect(page.getByText(c['migrate.unknown.title'])).toBeHidden();
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('textbox', { name: c['migrate.email'] })).toHaveValue(email);
    expect((await sandbox.migrations()).filter((each) => each.uuid === loggedIn.account.uuid)).toHaveLength(0);
    await submit.click();
    await expect(page.getByText(fill(c['migrate.state.queued.body'], { email }))).toBeVisible();
  });
});
