/**
 * The manage-account page (issue 11): the login link kept (hidden until shown, copied,
 * downloaded as a file holding only the link, printed on a recovery sheet), the account
 * reset seen from a second tab and another browser, the selected service and its switch,
 * and the provider's messages (as text, newest first, empty, and a failed read's retry).
 * The account's email is in account-email.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { test, expect, copy, fill, markVerified, loginQuery } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_ORIGIN } from '../ports.ts';
import { readModules, symbolOf } from '../support/qr-symbol.ts';

/** The login link as the page formats it (lib/login/login-link.ts): the fragment form. */
function loginLinkOf(locale: string, pair: { uuid: string; hmac: string }): string {
  return `${E2E_SITE_ORIGIN}/${locale}/user/service/0#${loginQuery(pair)}`;
}

/** A browser of its own (another device) that opened a login link on the account page. */
async function anotherBrowser(browser: Browser, locale: string, pair: { uuid: string; hmac: string }): Promise<Page> {
  const context = await browser.newContext();
  await markVerified(context);
  const page = await context.newPage();
  await page.goto(`${E2E_SITE_ORIGIN}/${locale}/user/account#${loginQuery(pair)}`);
  return page;
}

test.describe('the login link', () => {
  test('zh-TW: hidden until shown, copied and downloaded as a file holding only the link', async ({ page, context, loggedIn }) => {
    const c = copy['zh-TW'];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Every blob address the page frees, to see the download's is freed once it is taken.
    await page.addInitScript(() => {
      const freed: string[] = [];
      (window as unknown as { freedBlobs: string[] }).freedBlobs = freed;
      const revoke = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (url: string) => {
        freed.push(url);
        revoke(url);
      };
    });
    const link = loginLinkOf('zh-TW', loggedIn.account);
    // The page's own clock, to see the blob freed once the browser has surely read it (40 s).
    await page.clock.install();
    await page.goto('/zh-TW/user/account');

    const section = page.getByRole('region', { name: c['account.link.heading'] });
    const reveal = section.getByRole('button', { name: c['account.link.reveal'] });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await expect(section.getByText(c['account.link.hidden'])).toBeAttached();
    // Hidden: neither value of the login is on the page.
    await expect(page.locator('main')).not.toContainText(loggedIn.account.hmac);
    await expect(page.locator('main')).not.toContainText(loggedIn.account.uuid);

    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText(link, { exact: true })).toBeVisible();
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('main')).not.toContainText(loggedIn.account.hmac);

    // Copied while hidden: the clipboard gets the whole link.
    await section.getByRole('button', { name: c['account.link.copy'] }).click();
    await expect(section.getByRole('button', { name: c['account.link.copied'] })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: c['account.link.download'] }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('skyline-login-link.txt');
    expect(await readFile(await download.path(), 'utf8')).toBe(link);
    expect(download.url()).toMatch(/^blob:/);
    expect(await page.evaluate(() => (window as unknown as { freedBlobs: string[] }).freedBlobs)).toEqual([]);
    await page.clock.fastForward(40_000);
    await expect.poll(() => page.evaluate(() => (window as unknown as { freedBlobs: string[] }).freedBlobs)).toEqual([download.url()]);

    // The link went nowhere else: not the address, not the title.
    expect(page.url()).not.toContain(loggedIn.account.hmac);
    expect(await page.title()).not.toContain(loggedIn.account.hmac);
  });

  test('en-US: the recovery sheet prints the link as text and as a QR code, alone, and sends nothing', async ({ page, loggedIn }) => {
    const c = copy['en-US'];
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    const link = loginLinkOf('en-US', loggedIn.account);
    await page.goto('/en-US/user/account');
    const opener = page.getByRole('button', { name: c['account.link.sheet'] });
    await expect(opener).toBeVisible();

    // From here on, nothing the sheet does may reach the provider, or carry the login anywhere.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(E2E_SANDBOX_ORIGIN) || request.url().includes(loggedIn.account.hmac) || (request.postData() ?? '').includes(loggedIn.account.hmac)) sent.push(request.url());
    });

    await opener.click();
    const sheet = page.getByRole('dialog', { name: c['account.sheet.heading'] });
    await expect(sheet.getByText(link, { exact: true })).toBeVisible();
    await expect(sheet.getByRole('img', { name: c['account.sheet.qrAlt'] })).toBeVisible();
    await expect(sheet.getByText(c['account.sheet.danger'])).toBeVisible();
    await expect(sheet.getByText(c['account.sheet.leak'])).toBeVisible();
    // The code holds exactly the link, drawn on the device.
    const qr = sheet.locator('img.qr');
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await readModules(qr)).toEqual(symbolOf(link));

    await sheet.getByRole('button', { name: c['account.sheet.print'] }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // As printed: the sheet alone, no navigation, no buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('heading', { name: c['account.heading'], level: 1 })).toBeHidden();
    await expect(sheet.getByText(link, { exact: true })).toBeVisible();
    await expect(sheet.getByRole('img', { name: c['account.sheet.qrAlt'] })).toBeVisible();
    await expect(sheet.getByRole('button', { name: c['account.sheet.print'] })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await sheet.getByRole('button', { name: c['account.sheet.close'] }).click();
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    expect(sent).toEqual([]);
  });
});

test.describe('the account reset', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`${locale}: a new link shown and kept; a second tab goes on with it, another browser's old link stops; every app must import the new subscription address`, async ({ page, context, browser, loggedIn }) => {
      const c = copy[locale];
      const oldAddress = loggedIn.account.services[0]?.subscriptionUrl ?? '';
      expect((await fetch(oldAddress)).status).toBe(200);
      const other = await anotherBrowser(browser, locale, loggedIn.account);
      await expect(other.getByRole('button', { name: c['reset.start.account'] })).toBeVisible();
      await page.goto(`/${locale}/user/account`);
      const second = await context.newPage();
      await second.goto(`/${locale}/user/account`);
      await expect(second.getByRole('button', { name: c['reset.start.account'] })).toBeVisible();

      await expect(page.getByText(c['reset.intro.account'])).toBeVisible();
      await page.getByRole('button', { name: c['reset.start.account'] }).click();
      const dialog = page.getByRole('dialog', { name: c['resetDialog.dialog.heading'] });
      await expect(dialog.getByText(c['resetDialog.changes.loginLink'])).toBeVisible();
      await dialog.getByRole('checkbox', { name: c['resetDialog.understood.accountServices'] }).check();
      await dialog.getByRole('button', { name: c['resetDialog.confirm'] }).click();

      const done = page.getByRole('dialog', { name: c['resetDialog.done.heading'] });
      await expect(done.getByText(c['resetDialog.done.oldStopped'])).toBeVisible();
      await expect(done.getByText(c['resetDialog.done.subscriptions'])).toBeVisible();
      // The address every app imported stops at once (the sandbox's subscription endpoint, as a client app fetches it).
      expect((await fetch(oldAddress)).status).toBe(404);
      const newLink = await done.getByLabel(c['resetDialog.link.label']).inputValue();
      const newHmac = new URLSearchParams(new URL(newLink).hash.slice(1)).get('hmac') ?? '';
      expect(newHmac).toMatch(/^[0-9a-f]{16,}$/);
      expect(newHmac).not.toBe(loggedIn.account.hmac);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('skyline:credentials'))) ?? 'null')).toMatchObject({ hmac: newHmac });
      await done.getByRole('button', { name: c['resetDialog.done.close'] }).click();
      await expect(page.getByRole('button', { name: c['reset.start.account'] })).toBeFocused();

      // The page's own login link is the new one.
      const linkSection = page.getByRole('region', { name: c['account.link.heading'] });
      await linkSection.getByRole('button', { name: c['account.link.reveal'] }).click();
      await expect(linkSection.getByText(loginLinkOf(locale, { uuid: loggedIn.account.uuid, hmac: newHmac }), { exact: true })).toBeVisible();

      // The second tab of this browser is told at once and goes on with the new login.
      await expect(second.getByRole('status').filter({ hasText: c['login.resetElsewhere'] })).toBeVisible();
      const secondLink = second.getByRole('region', { name: c['account.link.heading'] });
      await secondLink.getByRole('button', { name: c['account.link.reveal'] }).click();
      await expect(secondLink.getByText(newLink, { exact: true })).toBeVisible();

      // Another browser still holding the old link: its next call is refused, and order/place says why.
      await other.getByRole('button', { name: c['reset.start.account'] }).click();
      await other.waitForURL('**/order/place');
      await expect(other.getByRole('alert')).toContainText(c['error.HmacCheckFailed.title']);
      await other.context().close();
    });
  }
});

test.describe('a reset whose answer is lost', () => {
  test('en-US: the reload asks again with the same token and shows the new link; the old login is not lost', async ({ page, loggedIn, sandbox, expectFailedResponses }) => {
    const c = copy['en-US'];
    expectFailedResponses([{ method: 'POST', url: /\/au\/reset\/confirm$/, status: 'network' }]);
    await page.goto('/en-US/user/account');
    await page.getByRole('button', { name: c['reset.start.account'] }).click();
    const dialog = page.getByRole('dialog', { name: c['resetDialog.dialog.heading'] });
    await dialog.getByRole('checkbox', { name: c['resetDialog.understood.accountServices'] }).check();
    // The reset is done by the provider, and every answer to it is lost (the browser repeats a dropped request too).
    await sandbox.fault({ pathPrefix: '/au/api/v1/au/reset/confirm', mode: 'drop-after', times: 20 });
    await dialog.getByRole('button', { name: c['resetDialog.confirm'] }).click();
    await expect(dialog.getByRole('alert')).toContainText(c['error.NetworkTrouble.title']);
    await sandbox.clearFaults();

    // Closed and the page reloaded: the old login no longer works, and the new one is fetched with the same token.
    await page.keyboard.press('Escape');
    await page.reload();
    const done = page.getByRole('dialog', { name: c['resetDialog.done.heading'] });
    await expect(done.getByText(c['resetDialog.done.oldStopped'])).toBeVisible();
    const newLink = await done.getByLabel(c['resetDialog.link.label']).inputValue();
    const newHmac = new URLSearchParams(new URL(newLink).hash.slice(1)).get('hmac') ?? '';
    expect(newHmac).not.toBe(loggedIn.account.hmac);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('skyline:credentials'))) ?? 'null')).toMatchObject({ uuid: loggedIn.account.uuid, hmac: newHmac });
    expect(await page.evaluate(() => sessionStorage.getItem('skyline:reset-unanswered'))).toBeNull();
    await expect(page).toHaveURL(/\/en-US\/user\/account$/);
  });

  test('zh-TW: on the service page, the new link stays on screen when the reload with the new login fails', async ({ page, loggedIn, sandbox, expectFailedResponses }) => {
    const c = copy['zh-TW'];
    expectFailedResponses([{ method: 'POST', url: /\/au\/info$/, status: 500 }]);
    await page.goto('/zh-TW/user/service/0');
    await page.getByRole('button', { name: c['reset.start.service'] }).click();
    const dialog = page.getByRole('dialog', { name: c['resetDialog.dialog.heading'] });
    await dialog.getByRole('checkbox', { name: c['resetDialog.understood.service'] }).check();
    // The page reloads its service with the new login; that read fails every time.
    await sandbox.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'error500', times: 20 });
    await dialog.getByRole('button', { name: c['resetDialog.confirm'] }).click();
    const done = page.getByRole('dialog', { name: c['resetDialog.done.heading'] });
    await expect(done.getByText(c['resetDialog.done.oldStopped'])).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: c['error.ServerError.title'] })).toBeAttached();
    await expect(done.getByLabel(c['resetDialog.link.label'])).toHaveValue(new RegExp(`^${E2E_SITE_ORIGIN}/zh-TW/user/service/0#uuid=`));
    expect(await done.getByLabel(c['resetDialog.link.label']).inputValue()).not.toContain(loggedIn.account.hmac);
  });
});

test.describe('the selected service', () => {
  test('zh-TW: shows the selected service and switches to another through the dialog', async ({ page, logIn }) => {
    const c = copy['zh-TW'];
    const { account } = await logIn({ services: [{ status: 'Active' }, { status: 'Expired' }] });
    const [active, expired] = account.services;
    if (!active || !expired) throw new Error('two services expected');
    await page.goto('/zh-TW/user/account');
    const section = page.getByRole('region', { name: c['account.service.heading'] });
    const selected = (id: number, status: 'Active' | 'Expired') => fill(c['account.service.selected'], { service: fill(c['service.number'], { id }), status: c[`status.${status}`] });
    await expect(section.getByText(selected(active.id, 'Active'))).toBeVisible();

    await section.getByRole('button', { name: c['account.service.switch'] }).click();
    const dialog = page.getByRole('dialog', { name: c['service.switch.title'] });
    const choice = (id: number, status: 'Active' | 'Expired') => fill(c['service.choice'], { service: fill(c['service.number'], { id }), status: c[`status.${status}`] });
    await expect(dialog.getByRole('button', { name: choice(active.id, 'Active') })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: choice(expired.id, 'Expired') }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(selected(expired.id, 'Expired'))).toBeVisible();
    await expect(section.getByRole('button', { name: c['account.service.switch'] })).toBeFocused();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('skyline:selected-service'))) ?? 'null')).toMatchObject({ id: expired.id });

    // Kept for the next visit, and the service's own page opens it.
    await page.reload();
    await expect(section.getByText(selected(expired.id, 'Expired'))).toBeVisible();
    await expect(section.getByRole('link', { name: c['account.service.open'] })).toHaveAttribute('href', `/zh-TW/user/service/${expired.id}`);
  });
});

test.describe('messages from the provider', () => {
  const hostile = '<img src=x onerror="window.pwned=1">';

  test('zh-TW: newest first, in the page language, as text with its line breaks, never as markup', async ({ page, logIn }) => {
    const c = copy['zh-TW'];
    await logIn({
      services: [{ status: 'Active' }],
      messages: [
        { kind: 'notice', daysAgo: 9, texts: { 'zh-TW': { title: '舊公告', body: '第一行' }, 'en-US': { title: 'Old notice', body: 'First line' } } },
        { kind: 'billing', daysAgo: 1, texts: { 'zh-TW': { title: `帳單 ${hostile}`, body: `第一行\n第二行 ${hostile}` }, 'en-US': { title: `Bill ${hostile}`, body: `Line one\nLine two ${hostile}` } } },
      ],
    });
    await page.goto('/zh-TW/user/account');
    const section = page.getByRole('region', { name: c['account.messages.heading'] });
    const titles = section.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([`帳單 ${hostile}`, '舊公告']);
    const newest = section.getByRole('listitem').first();
    await expect(newest).toContainText(c['account.messages.kind.billing']);
    await expect(newest.locator('time')).toContainText('（香港時間）');
    const body = newest.locator('.provider-message__body');
    expect(await body.evaluate((node) => (node as HTMLElement).innerText)).toBe(`第一行\n第二行 ${hostile}`);
    expect(await body.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('pre-line');
    await expect(section.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('en-US: in the page language', async ({ page, logIn }) => {
    const c = copy['en-US'];
    await logIn({ services: [{ status: 'Active' }], messages: [{ kind: 'service', texts: { 'zh-TW': { title: '維護通知', body: '今晚維護' }, 'en-US': { title: 'Maintenance tonight', body: 'Nodes restart at 02:00.' } } }] });
    await page.goto('/en-US/user/account');
    const section = page.getByRole('region', { name: c['account.messages.heading'] });
    await expect(section.getByRole('heading', { name: 'Maintenance tonight' })).toBeVisible();
    await expect(section.getByText('Nodes restart at 02:00.')).toBeVisible();
  });

  test('zh-TW: an account with none says so', async ({ page, loggedIn }) => {
    const c = copy['zh-TW'];
    expect(loggedIn.account.uuid).not.toBe('');
    await page.goto('/zh-TW/user/account');
    const section = page.getByRole('region', { name: c['account.messages.heading'] });
    await expect(section.getByText(c['account.messages.empty'])).toBeVisible();
  });

  test('zh-CN: a read lost on the network says so with a retry that brings them', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    const c = copy['zh-CN'];
    expectFailedResponses([{ method: 'GET', url: /\/message\/history\?/, status: 'network' }]);
    await logIn({ services: [{ status: 'Active' }], messages: [{ texts: { 'zh-TW': { title: '公告', body: '內容' }, 'zh-CN': { title: '公告标题', body: '内容' } } }] });
    // Every try the client makes by itself (and the browser's own repeat of a dropped GET).
    await sandbox.fault({ pathPrefix: '/au/api/v1/message/history', mode: 'drop', times: 20 });
    await page.goto('/zh-CN/user/account');
    const section = page.getByRole('region', { name: c['account.messages.heading'] });
    await expect(section.getByRole('alert')).toContainText(c['error.NetworkTrouble.title']);
    // The rest of the page is there meanwhile.
    await expect(page.getByRole('region', { name: c['account.link.heading'] })).toBeVisible();
    await sandbox.clearFaults();
    await section.getByRole('button', { name: c['action.retry'] }).click();
    await expect(section.getByRole('heading', { name: '公告标题' })).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
  });
});
