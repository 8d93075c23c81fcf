/**
 * user/login (issue 13 item 1, ADR 0032) and the human check's token (item 7, ADR 0033):
 * a pasted link (empty, malformed, another site's, full-width, good), the link by email
 * (the same answer for a known and an unknown address, the mailed link logs in), every
 * "Log in" of the product reaching it, and a hand-set verification cookie getting no
 * further than before.
 */
import { test, expect, copy, markVerified, uniqueEmail, type AccountView } from '../fixtures.ts';
import type { Page } from '@playwright/test';

const linkOf = (origin: string, account: Pick<AccountView, 'uuid' | 'hmac'>) => `${origin}/zh-TW/user/service/0#uuid=${account.uuid}&hmac=${account.hmac}`;
/** Full-width letters, digits and signs, as a Chinese keyboard or chat app may give them. */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

async function pasteLink(page: Page, locale: 'zh-TW' | 'en-US', text: string) {
  const c = copy[locale];
  await page.getByLabel(c['loginPage.link.label'], { exact: true }).fill(text);
  await page.getByRole('button', { name: c['loginPage.link.submit'] }).click();
}

test.describe('user/login by link', () => {
  test('empty, malformed and another site\'s link are refused, never followed, and what was typed stays', async ({ page, sandbox }) => {
    const c = copy['en-US'];
    const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
    await page.goto('/en-US/user/login');
    await pasteLink(page, 'en-US', '  \n ');
    await expect(page.getByText(c['error.LoginLinkInvalid.title'])).toBeVisible();

    await pasteLink(page, 'en-US', 'my login link please');
    await expect(page.getByText(c['error.LoginLinkInvalid.hint'])).toBeVisible();
    await expect(page.getByLabel(c['loginPage.link.label'], { exact: true })).toHaveValue('my login link please');

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const foreign = `https://evil.example/zh-TW/user/service/0#uuid=${account.uuid}&hmac=${account.hmac}`;
    await pasteLink(page, 'en-US', foreign);
    await expect(page.getByText(c['loginPage.link.foreign'].split('(')[0] ?? '')).toBeVisible();
    await expect(page.getByLabel(c['loginPage.link.label'], { exact: true })).toHaveValue(foreign);
    expect(new URL(page.url()).pathname).toBe('/en-US/user/login');
    expect(requests.filter((url) => url.includes('evil.example'))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('skyline:credentials'))).toBeNull();
  });

  test('a good link pasted in full-width characters with stray spaces logs in and opens the service', async ({ page, sandbox, baseURL }) => {
    const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Annually' }] });
    await page.goto('/zh-TW/user/login');
    const link = linkOf(baseURL ?? '', account);
    const messy = `　${fullWidth(link.slice(0, 30))}\n${link.slice(30, 60)} ${fullWidth(link.slice(60))} `;
    await pasteLink(page, 'zh-TW', messy);
    await page.waitForURL('**/zh-TW/user/service/0');
    await expect(page.getByRole('heading', { name: copy['zh-TW']['service.heading'] })).toBeVisible();
    await expect(page.getByText(copy['zh-TW']['cycle.Annually'])).toBeVisible();
  });

  test('a link that no longer works is refused by the provider and never stored', async ({ page, sandbox, baseURL, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/hmac\/check$/, status: 401 }]);
    const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
    await page.goto('/en-US/user/login');
    await pasteLink(page, 'en-US', linkOf(baseURL ?? '', { uuid: account.uuid, hmac: 'f'.repeat(64) }));
    await expect(page.getByText(copy['en-US']['loginPage.link.refused'])).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('skyline:credentials'))) ?? 'null')).toBeNull();
  });
});

// Issue 23 item 2: a mistyped or stale link pasted by a person already logged in (an
// anonymous account's only copy of its login may be this browser's).
for (const locale of ['en-US', 'zh-TW'] as const) {
  test(`${locale}: a refused paste leaves the login this browser holds exactly as it was`, async ({ page, sandbox, logIn, baseURL, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/hmac\/check$/, status: 401 }]);
    const c = copy[locale];
    const { account: own } = await logIn({ services: [{ status: 'Active', cycle: 'Annually' }] });
    const other = await sandbox.createAccount({ services: [{ status: 'Active' }] });
    await page.goto(`/${locale}/user/login`);
    const kept = await page.evaluate(() => localStorage.getItem('skyline:credentials'));
    await pasteLink(page, locale, linkOf(baseURL ?? '', { uuid: other.uuid, hmac: `${other.hmac.slice(0, -4)}0000` }));
    await expect(page.getByText(c['loginPage.link.refused'])).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('skyline:credentials'))).toBe(kept);
    expect(kept).toContain(own.hmac);
    await page.goto(`/${locale}/user/account`);
    await expect(page.getByRole('heading', { name: c['account.heading'], level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${locale}/user/account`);
  });
}

// Issue 23 item 18: one message for an empty or malformed link, on both pages that take one.
for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: user/login and win/import refuse a malformed link in the same words`, async ({ page }) => {
    const c = copy[locale];
    await page.goto(`/${locale}/user/login`);
    await pasteLink(page, locale, 'not a link');
    const onLogin = page.locator('#login-link-problem');
    await expect(onLogin).toContainText(c['error.LoginLinkInvalid.title']);
    await expect(onLogin).toContainText(c['error.LoginLinkInvalid.hint']);
    await page.goto(`/${locale}/win/import`);
    await page.getByLabel(c['win.import.label'], { exact: true }).fill('not a link');
    await page.getByRole('button', { name: c['win.import.submit'] }).click();
    await expect(page.getByRole('alert')).toContainText(c['error.LoginLinkInvalid.title']);
    await expect(page.getByRole('alert')).toContainText(c['error.LoginLinkInvalid.hint']);
  });
}

// Issue 23 item 1: on a slow line a press can come before the page's script. Held here
// until the presses are made, the way a slow line holds them.
test.describe('before the page script has arrived', () => {
  for (const [locale, path] of [['en-US', 'user/login'], ['zh-TW', 'win/import']] as const) {
    test(`${locale} ${path}: no press puts a login link or an email in the address, then or after`, async ({ page, context, sandbox, baseURL }) => {
      const c = copy[locale];
      const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
      const link = linkOf(baseURL ?? '', account);
      const held: (() => Promise<void>)[] = [];
      let holding = true;
      await page.route('**/_astro/**/*.js', async (route) => {
        if (holding) held.push(() => route.continue());
        else await route.continue();
      });
      await page.goto(`/${locale}/${path}`, { waitUntil: 'commit' });
      const linkField = page.getByLabel(path === 'user/login' ? c['loginPage.link.label'] : c['win.import.label'], { exact: true });
      await linkField.fill(link);
      const send = page.getByRole('button', { name: path === 'user/login' ? c['loginPage.link.submit'] : c['win.import.submit'] });
      await expect(send).toBeDisabled();
      await send.click({ force: true });
      await linkField.press('Enter');
      if (path === 'user/login') {
        const email = page.getByLabel(c['loginPage.email.label'], { exact: true });
        await email.fill(uniqueEmail('login.before.script'));
        await expect(page.getByRole('button', { name: c['loginPage.email.submit'] })).toBeDisabled();
        await email.press('Enter');
      }
      expect(held.length).toBeGreaterThan(0);
      holding = false;
      await Promise.all(held.map((release) => release()));
      // The script has the form now: the button works, and nothing was ever sent as an address.
      await expect(send).toBeEnabled();
      expect(page.url()).toBe(`${baseURL}/${locale}/${path}`);
      const cdp = await context.newCDPSession(page);
      const { entries } = await cdp.send('Page.getNavigationHistory');
      expect(entries.map((entry) => entry.url).filter((url) => url.includes('?') || url.includes(account.hmac))).toEqual([]);
    });
  }
});

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: by email, a known and an unknown address get the same answer, and the mailed link logs in`, async ({ page, sandbox }) => {
    const c = copy[locale];
    const known = uniqueEmail(`login.known.${locale}`);
    const account = await sandbox.createAccount({ email: known, emailStatus: 'verified', services: [{ status: 'Active' }] });
    const mailedBefore = (await sandbox.mail(known)).length;
    await page.goto(`/${locale}/user/login`);
    const answers: string[] = [];
    for (const email of [uniqueEmail(`login.unknown.${locale}`), known]) {
      await page.getByLabel(c['loginPage.email.label'], { exact: true }).fill(email);
      await page.getByRole('button', { name: c['loginPage.email.submit'] }).click();
      const sent = page.getByText(c['loginPage.email.sent'].split('{email}')[1]?.slice(0, 8) ?? '');
      await expect(sent).toContainText(email);
      answers.push((await sent.textContent())?.replace(email, '…') ?? '');
      // The cooldown shows as a countdown; the button waits for it.
      await expect(page.getByRole('button', { name: c['loginPage.email.submit'] })).toBeDisabled();
      const wait = new RegExp(`^${c['loginPage.email.wait'].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{seconds}', '\\d+ ?')}$`);
      await expect(page.getByText(wait)).toBeVisible();
      await page.reload();
    }
    expect(answers[0]).toBe(answers[1]);
    const mail = (await sandbox.mail(known)).slice(0, (await sandbox.mail(known)).length - mailedBefore);
    expect(mail).toHaveLength(1);
    const link = /https?:\/\/\S+#uuid=\S+/.exec(mail[0]?.body ?? '')?.[0] ?? '';
    expect(link).toContain(`/${locale}/user/service/0#uuid=${account.uuid}`);
    await page.goto(link);
    await page.waitForURL(`**/${locale}/user/service/0`);
    await expect(page.getByRole('heading', { name: c['service.heading'] })).toBeVisible();
  });
}

test.describe('every "Log in" reaches a working login', () => {
  test('the header, the affiliate page\'s guard and the recovery after an invalid link', async ({ page }) => {
    const c = copy['en-US'];
    const loginHeading = page.getByRole('heading', { name: c['loginPage.heading'], level: 1 });
    await page.goto('/en-US/help');
    await page.getByRole('link', { name: c['shell.nav.login'], exact: true }).click();
    await expect(loginHeading).toBeVisible();
    await expect(page.getByLabel(c['loginPage.link.label'], { exact: true })).toBeEditable();

    await page.goto('/en-US/user/affiliate');
    await page.waitForURL('**/en-US/user/login');
    await expect(loginHeading).toBeVisible();

    await page.goto('/en-US/order/place?uuid=ab&hmac=not-hex');
    await page.getByRole('alert').getByRole('button', { name: c['action.login'] }).click();
    await page.waitForURL('**/en-US/user/login');
    await expect(page.getByLabel(c['loginPage.email.label'], { exact: true })).toBeEditable();
  });
});

test.describe('a hand-set verification cookie', () => {
  test.use({ verified: false });

  test('brings no token: the first press passes the check in place and asks for the mail once, on the same page', async ({ page, context, sandbox }) => {
    await markVerified(context, 60_000, { withToken: false });
    const c = copy['zh-TW'];
    const email = uniqueEmail('login.cookie.only');
    await sandbox.createAccount({ email, emailStatus: 'verified', services: [{ status: 'Active' }] });
    // A fixture account may have been welcomed by mail: only what the press sends counts.
    const before = (await sandbox.mail(email)).length;
    await page.goto('/zh-TW/user/login');
    await page.getByLabel(c['loginPage.email.label'], { exact: true }).fill(email);
    await page.getByRole('button', { name: c['loginPage.email.submit'] }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/zh-TW/user/login');
    await expect.poll(async () => (await sandbox.mail(email)).length).toBe(before + 1);
  });

  test('a token the provider refuses is replaced by a check in place; when the check itself fails, the page says so with the check as the way forward', async ({ page, context, sandbox, expectFailedResponses }) => {
    expectFailedResponses([
      { method: 'GET', url: /\/au\/latestinfo\?/, status: 403 },
      { method: 'GET', url: /\/verify\/cf$/, status: 500 },
    ]);
    await markVerified(context, 60_000, { withToken: false });
    await context.addInitScript(() => localStorage.setItem('skyline:human-token', JSON.stringify({ token: 'ab'.repeat(24), expiresAt: Date.now() + 3600_000 })));
    const c = copy['en-US'];
    await page.goto('/en-US/user/login');
    await sandbox.fault({ pathPrefix: '/au/api/v1/verify/cf', mode: 'error500', times: 20 });
    await page.getByLabel(c['loginPage.email.label'], { exact: true }).fill(uniqueEmail('login.forged'));
    await page.getByRole('button', { name: c['loginPage.email.submit'] }).click();
    await expect(page.getByText(c['error.HumanVerificationFailed.title'])).toBeVisible();
    await page.getByRole('button', { name: c['action.verifyAgain'] }).click();
    await page.waitForURL(/waiting-verification/);
  });
});
