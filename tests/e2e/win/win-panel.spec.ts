/**
 * The desktop panel (issue 13 item 2) in a desktop client's narrow web view (400 px):
 * the paste box refuses an empty, a malformed and a foreign link (keeping what was
 * typed, opening nothing), and a good link opens the services with the subscription
 * address and the desktop apps' import links; an out-of-date client is told to update;
 * the compact ticket form reaches the help desk; the import works with the keyboard alone.
 */
import type { Page } from '@playwright/test';
import { test, expect, copy, fill, loginQuery, uniqueEmail } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_ORIGIN } from '../ports.ts';
import { formatDateTime } from '../../../src/lib/core/i18n/format.ts';
import { IMPORTED_PROFILE_NAME } from '../../../src/lib/subscription/one-tap-import.ts';
import { axeViolations } from '../support/axe.ts';

test.use({ viewport: { width: 400, height: 800 } });

/** The panel's paste box, once React has woken it (its button is disabled until then). */
async function openImport(page: Page, path: string) {
  await page.goto(path);
  const form = page.getByRole('form');
  await expect(form.getByRole('button')).toBeEnabled();
  return form;
}

test('zh-TW: win/import refuses an empty, a malformed and a foreign link, then a good one opens the services with copy and desktop import links', async ({ page, sandbox, context }) => {
  const c = copy['zh-TW'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }, { status: 'Expired', expiresInDays: -3 }] });
  const visited: string[] = [];
  page.on('request', (request) => visited.push(request.url()));
  const form = await openImport(page, '/zh-TW/win/import');
  const box = form.getByRole('textbox', { name: c['win.import.label'] });
  const submit = form.getByRole('button', { name: c['win.import.submit'] });

  await submit.click();
  await expect(form.getByRole('alert')).toContainText(c['error.LoginLinkInvalid.title']);

  await box.fill('skyline 登入連結');
  await submit.click();
  await expect(form.getByRole('alert')).toContainText(c['error.LoginLinkInvalid.title']);
  await expect(box).toHaveValue('skyline 登入連結');

  const foreign = `https://evil.example/zh-TW/user/service/0#${loginQuery(account)}`;
  await box.fill(foreign);
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(c['win.import.foreignHost']);
  await expect(box).toHaveValue(foreign);
  expect(page.url()).toBe(`${E2E_SITE_ORIGIN}/zh-TW/win/import`);
  expect(visited.filter((url) => url.includes('evil.example'))).toEqual([]);

  // The good link, pasted the way a chat app hands it over: full-width and broken over lines.
  const link = `${E2E_SITE_ORIGIN}/zh-TW/user/service/0#${loginQuery(account)}`.replace('://', '：／／').replace('#', '＃\n');
  await box.fill(link);
  await submit.click();
  await page.waitForURL('**/zh-TW/win/services');

  // The panel's login is its own: the browser's site login is untouched.
  const stored = await page.evaluate(() => ({ panel: localStorage.getItem('skyline:win-login'), site: localStorage.getItem('skyline:credentials') }));
  expect(JSON.parse(stored.panel ?? 'null')).toEqual({ uuid: account.uuid, hmac: account.hmac });
  expect(stored.site).toBeNull();

  const [active, expired] = account.services;
  const card = page.getByRole('article', { name: new RegExp(`#${active?.id}`) });
  await expect(card.getByText(c['status.Active'])).toBeVisible();
  await expect(card.getByText(fill(c['service.hongKongTime'], { date: formatDateTime('zh-TW', active?.expiresAt ?? '') }), { exact: true })).toBeVisible();
  await expect(card.getByText(/200 GB/)).toBeVisible();
  const address = await card.locator('code').textContent();
  expect(address).toMatch(new RegExp(`^${E2E_SANDBOX_ORIGIN}/wl/v1/subscribe/`));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: c['win.service.copy'] }).click();
  await expect(card.getByRole('button', { name: c['win.service.copied'] })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const windows = card.getByRole('region', { name: c['win.service.platform.windows'] });
  const clash = windows.getByRole('link', { name: fill(c['win.service.importTo'], { app: 'Clash Verge Rev' }) });
  await expect(clash).toHaveAttribute('href', `clash://install-config?name=${IMPORTED_PROFILE_NAME}&url=${encodeURIComponent(address ?? '')}`);
  await expect(windows.getByText(fill(c['win.service.clipboard'], { app: 'v2rayN' }))).toBeVisible();
  await expect(card.getByRole('region', { name: c['win.service.platform.macos'] })).toBeVisible();
  await expect(card.getByRole('region', { name: c['win.service.platform.linux'] })).toBeVisible();

  const stopped = page.getByRole('article', { name: new RegExp(`#${expired?.id}`) });
  await expect(stopped.getByText(c['status.Expired'])).toBeVisible();
  await expect(stopped.getByText(c['win.service.noAddress'])).toBeVisible();
});

test('en-US: a refused link says so and replaces nothing the panel kept (issue 23 item 2); a stored login that stopped working is forgotten on win/services', async ({ page, sandbox, expectFailedResponses }) => {
  expectFailedResponses([
    { method: 'POST', url: /\/hmac\/check$/, status: 401 },
    { method: 'POST', url: /\/au\/info$/, status: 401 },
  ]);
  const c = copy['en-US'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
  const kept = await sandbox.createAccount({ services: [{ status: 'Active' }] });
  await page.goto('/en-US/win/import');
  await page.evaluate((pair) => localStorage.setItem('skyline:win-login', JSON.stringify(pair)), { uuid: kept.uuid, hmac: kept.hmac });
  const form = await openImport(page, '/en-US/win/import');
  await expect(page.getByText(c['win.import.replaces'])).toBeVisible();
  const wrong = `${E2E_SITE_ORIGIN}/en-US/user/service/0#uuid=${account.uuid}&hmac=${'f'.repeat(64)}`;
  await form.getByRole('textbox', { name: c['win.import.label'] }).fill(wrong);
  await form.getByRole('button', { name: c['win.import.submit'] }).click();
  await expect(form.getByRole('alert')).toHaveText(c['win.import.refused']);
  await expect(form.getByRole('textbox', { name: c['win.import.label'] })).toHaveValue(wrong);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:win-login') ?? 'null'))).toEqual({ uuid: kept.uuid, hmac: kept.hmac });

  await page.evaluate(({ uuid }) => localStorage.setItem('skyline:win-login', JSON.stringify({ uuid, hmac: 'e'.repeat(64) })), { uuid: account.uuid });
  await page.goto('/en-US/win/services');
  await expect(page.getByRole('alert')).toHaveText(c['win.services.refused']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:win-login') ?? 'null'))).toBeNull();
  await expect(page.getByRole('main').getByRole('link', { name: c['win.services.toImport'] }).last()).toHaveAttribute('href', '/en-US/win/import');
});

test('zh-CN: when the check cannot reach the provider, the link stays in the box and nothing is stored; a retry logs in', async ({ page, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'POST', url: /\/hmac\/check$/, status: 500 }]);
  const c = copy['zh-CN'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
  const form = await openImport(page, '/zh-CN/win/import');
  const link = `${E2E_SITE_ORIGIN}/zh-CN/user/service/0#${loginQuery(account)}`;
  await sandbox.fault({ pathPrefix: '/au/api/v1/hmac/check', mode: 'error500', times: 20 });
  await form.getByRole('textbox', { name: c['win.import.label'] }).fill(link);
  await form.getByRole('button', { name: c['win.import.submit'] }).click();
  await expect(form.getByRole('alert')).toContainText(c['error.ServerError.title']);
  await expect(form.getByRole('textbox', { name: c['win.import.label'] })).toHaveValue(link);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:win-login') ?? 'null'))).toBeNull();

  await sandbox.clearFaults();
  await form.getByRole('button', { name: c['win.import.retry'] }).click();
  await page.waitForURL('**/zh-CN/win/services');
  await expect(page.getByRole('button', { name: c['win.service.copy'] })).toBeVisible();
});

test('en-US: the import with the keyboard alone: Tab to the box, paste, Enter', async ({ page, sandbox }) => {
  const c = copy['en-US'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
  await openImport(page, '/en-US/win/import');
  const box = page.getByRole('textbox', { name: c['win.import.label'] });
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    if (await box.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(box).toBeFocused();
  await page.keyboard.type(`${E2E_SITE_ORIGIN}/en-US/user/service/0#${loginQuery(account)}`);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/en-US/win/services');
  await expect(page.getByRole('button', { name: c['win.service.copy'] })).toBeVisible();
});

test('zh-TW: an out-of-date Windows client is told to update, with the download on the provider', async ({ page, sandbox }) => {
  const c = copy['zh-TW'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
  await page.addInitScript(({ pair }) => localStorage.setItem('skyline:win-login', JSON.stringify(pair)), { pair: { uuid: account.uuid, hmac: account.hmac } });
  await page.goto('/zh-TW/win/services?client=windows&v=2.8.1');
  const notice = page.getByRole('region', { name: c['win.update.heading'] });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(fill(c['win.update.body'], { client: 'Windows', current: '2.8.1', latest: '2.9.0' }));
  await expect(notice.getByRole('link', { name: fill(c['win.update.download'], { latest: '2.9.0' }) })).toHaveAttribute('href', `${E2E_SANDBOX_ORIGIN}/downloads/skyline-windows-2.9.0.exe`);
  await expect(page.getByRole('button', { name: c['win.service.copy'] })).toBeVisible();

  // The other panel pages of this tab remember the client; the overview says this computer is logged in.
  await page.getByRole('link', { name: c['win.nav.home'] }).click();
  await expect(page.getByRole('region', { name: c['win.update.heading'] })).toBeVisible();
  await expect(page.getByText(c['win.account.in'])).toBeVisible();
});

test('en-US: the up-to-date client hears so on the overview, with no update notice', async ({ page }) => {
  const c = copy['en-US'];
  await page.goto('/en-US/win?client=linux&v=1.8.3');
  await expect(page.getByText(fill(c['win.update.current'], { client: 'Linux', current: '1.8.3' }))).toBeVisible();
  await expect(page.getByRole('region', { name: c['win.update.heading'] })).toBeHidden();
  await expect(page.getByText(c['win.account.out'])).toBeVisible();
});

test('en-US: a client that reports by message is believed only from this page itself, in the expected shape', async ({ page }) => {
  const c = copy['en-US'];
  await page.goto('/en-US/win');
  await expect(page.getByText(c['win.account.out'])).toBeVisible();
  const notice = page.getByRole('region', { name: c['win.update.heading'] });
  // The wrong shape, then the wrong origin for this page: ignored.
  await page.evaluate(() => window.postMessage({ type: 'skyline:client', client: 'windows', version: 'latest' }, location.origin));
  await page.evaluate(() => window.postMessage({ type: 'skyline:login', uuid: 'x', hmac: 'y' }, location.origin));
  await page.evaluate(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'skyline:client', client: 'windows', version: '2.8.1' }, origin: 'https://evil.example', source: window })));
  // Messages arrive in order: once a later one is in, the three before it were handled, and none was kept.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.data === 'sync') resolve();
        });
        window.postMessage('sync', location.origin);
      }),
  );
  expect(await page.evaluate(() => sessionStorage.getItem('skyline:win-client'))).toBeNull();
  await expect(notice).toBeHidden();
  // The client's own report: heard, checked, and the notice shows.
  await page.evaluate(() => window.postMessage({ type: 'skyline:client', client: 'windows', version: '2.8.1' }, location.origin));
  await expect(notice).toContainText(fill(c['win.update.body'], { client: 'Windows', current: '2.8.1', latest: '2.9.0' }));
  await expect(notice.getByRole('link', { name: fill(c['win.update.download'], { latest: '2.9.0' }) })).toBeVisible();
});

test('en-US: win/ticket sends a ticket to the help desk from the compact form', async ({ page, sandbox }) => {
  const c = copy['en-US'];
  const email = uniqueEmail('win.ticket');
  await page.goto('/en-US/win/ticket');
  const form = page.getByRole('form', { name: c['ticket.heading'] });
  await form.getByLabel(c['ticket.email']).click();
  await expect(page.locator('#ticket astro-island')).not.toHaveAttribute('ssr');
  await form.getByLabel(c['ticket.email']).fill(email);
  await form.getByRole('checkbox', { name: c['ticket.category.connection'] }).check();
  await form.getByLabel(c['ticket.details']).fill('The Windows app will not connect since this morning.');
  await form.getByRole('button', { name: c['ticket.send'] }).click();
  await expect(page.getByRole('status').filter({ hasText: /#\d+/ })).toBeVisible();
  const [ticket] = await sandbox.supportRequests(email);
  expect(ticket).toMatchObject({ issues: ['connection'], lang: 'en-US' });
  expect(ticket?.body).toContain('The Windows app will not connect');
});

test.describe('a desktop panel that never went through the human check', () => {
  test.use({ verified: false });

  test('zh-TW: the first press of send sends the ticket, once, without leaving the page', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const email = uniqueEmail('win.fresh');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/zh-TW/win/ticket');
    const form = page.getByRole('form', { name: c['ticket.heading'] });
    await form.getByLabel(c['ticket.email']).click();
    await expect(page.locator('#ticket astro-island')).not.toHaveAttribute('ssr');
    await form.getByLabel(c['ticket.email']).fill(email);
    await form.getByRole('checkbox', { name: c['ticket.category.connection'] }).check();
    await form.getByLabel(c['ticket.details']).fill('Windows 版今天早上起連不上。');
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(page.getByRole('status').filter({ hasText: /#\d+/ })).toBeVisible();
    expect(await sandbox.supportRequests(email)).toHaveLength(1);
    expect(visited).toEqual(['/zh-TW/win/ticket']);
  });
});

/** The page's text as a reader gets it (innerText): one entry per line, blank lines dropped. */
async function textLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
}

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: at 400 px each page name, amount and rule reads apart from the text after it (overview and services)`, async ({ page, sandbox }) => {
    const c = copy[locale];
    const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', usedBytes: 7 * 1024 ** 3 }] });
    await page.goto(`/${locale}/win`);
    await expect(page.getByText(c['win.account.out'])).toBeVisible();
    const overview = await textLines(page);
    for (const about of [c['win.nav.import.about'], c['win.nav.services.about'], c['win.nav.ticket.about']]) expect(overview).toContain(about);

    await page.evaluate((pair) => localStorage.setItem('skyline:win-login', JSON.stringify(pair)), { uuid: account.uuid, hmac: account.hmac });
    await page.goto(`/${locale}/win/services`);
    await expect(page.getByRole('button', { name: c['win.service.copy'] })).toBeVisible();
    const services = await textLines(page);
    const rule = c['service.usage.rule'].slice(0, c['service.usage.rule'].indexOf('{'));
    const amount = c['service.usage.value'].slice(0, c['service.usage.value'].indexOf('{'));
    // The amounts end their line and the speed rule starts its own.
    expect(services.find((line) => line.includes(rule))?.startsWith(rule)).toBe(true);
    expect(services.find((line) => line.includes('200 GB'))?.includes(rule)).toBe(false);
    expect(amount === '' || services.some((line) => line.startsWith(amount))).toBe(true);
  });
}

test('zh-CN and en-US: a closed account’s panel says so and offers support only, keeping the panel’s login (ADR 0062)', async ({ page, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'POST', url: /\/au\/info$/, status: 403 }]);
  const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  await sandbox.closeAccount(account.uuid);
  await page.addInitScript(({ pair }) => localStorage.setItem('skyline:win-login', JSON.stringify(pair)), { pair: { uuid: account.uuid, hmac: account.hmac } });
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const c = copy[locale];
    await page.goto(`/${locale}/win/services`);
    const closed = page.getByRole('region', { name: c['error.AccountClosed.title'] });
    await expect(closed).toBeVisible();
    await expect(closed.getByText(c['error.AccountClosed.hint'])).toBeVisible();
    await expect(closed.getByRole('link', { name: c['action.contactSupport'] })).toHaveAttribute('href', `/${locale}/win/ticket`);
    // Nothing else is offered: no service, no address, no retry, no log-out.
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  }
  // The login is kept: support needs it to find the account.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:win-login') ?? 'null'))).toEqual({ uuid: account.uuid, hmac: account.hmac });
  // The way forward works: the panel's own ticket form.
  await page.getByRole('region', { name: copy['en-US']['error.AccountClosed.title'] }).getByRole('link', { name: copy['en-US']['action.contactSupport'] }).click();
  await page.waitForURL('**/en-US/win/ticket');
  await expect(page.getByRole('heading', { level: 1, name: copy['en-US']['win.ticket.heading'] })).toBeVisible();
});
