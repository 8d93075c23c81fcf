/**
 * The service page (issue 10): each status shows exactly the actions it allows, in two
 * languages; renewing in advance ends on a paid renewal; "renew for another length"
 * starts the wizard on this service's renewal; a failed renewal bill says the catalogue's
 * words; the provider unreachable shows the last service loaded, with when.
 */
import { test, expect, copy, fill, type AccountView } from '../fixtures.ts';
import { expectPaid, settleNewestPayment, type Copy } from '../ordering.ts';
import { named } from '../support/payment-rails.ts';
import type { Page } from '@playwright/test';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

/** The names of the buttons and links in the page's actions group, in order. */
async function shownActions(page: Page, c: Copy): Promise<string[]> {
  const group = page.getByRole('group', { name: c['service.actions'] });
  await expect(group).toBeVisible();
  const names: string[] = [];
  for (const control of await group.getByRole('link').or(group.getByRole('button')).all()) names.push((await control.textContent()) ?? '');
  return names;
}

/** The id of the account's service in this status (and at this expiry, when several share it). */
function idOf(account: AccountView, status: string, index = 0): number {
  const id = account.services.filter((service) => service.status === status)[index]?.id;
  if (id === undefined) throw new Error(`no ${status} service #${index} in ${JSON.stringify(account.services.map((service) => service.status))}`);
  return id;
}

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  test(`${locale}: each status shows its actions and only those`, async ({ page, logIn }) => {
    test.slow();
    const c = copy[locale];
    const { account } = await logIn({
      services: [
        { status: 'Active', cycle: 'Monthly' },
        { status: 'Pending' },
        { status: 'Expired', cycle: 'Monthly', expiresInDays: -2 },
        { status: 'Expired', cycle: 'Monthly', expiresInDays: -30 },
        { status: 'Stopped', cycle: 'Annually' },
        { status: 'Terminated' },
        { status: 'Blacklisted' },
        { status: 'Active', cycle: 'Trial', expiresInDays: 3 },
      ],
    });
    const renew = c['service.action.renew'];
    const support = c['service.action.contactSupport'];
    const cases: { id: number; status: string; actions: string[]; address: boolean; reset: boolean; line: string | RegExp }[] = [
      { id: idOf(account, 'Active'), status: c['status.Active'], actions: [renew, c['service.action.renewOtherLength'], support], address: true, reset: true, line: c['service.standing.running'] },
      { id: idOf(account, 'Active', 1), status: c['status.Active'], actions: [c['service.action.choosePlan'], support], address: true, reset: true, line: c['service.standing.trialEnds'] },
      { id: idOf(account, 'Pending'), status: c['status.Pending'], actions: [c['service.action.payBill'], support], address: false, reset: false, line: c['service.standing.payBy'] },
      { id: idOf(account, 'Expired'), status: c['status.Expired'], actions: [renew, c['service.action.renewOtherLength'], support], address: false, reset: false, line: named(c['service.standing.renewBy']) },
      { id: idOf(account, 'Expired', 1), status: c['status.Expired'], actions: [c['service.action.reorder'], support], address: false, reset: false, line: c['service.standing.renewalClosed'] },
      { id: idOf(account, 'Stopped'), status: c['status.Stopped'], actions: [support], address: false, reset: false, line: c['service.standing.stopped'] },
      { id: idOf(account, 'Terminated'), status: c['status.Terminated'], actions: [c['service.action.reorder'], support], address: false, reset: false, line: c['service.standing.terminated'] },
      { id: idOf(account, 'Blacklisted'), status: c['status.Blacklisted'], actions: [support], address: false, reset: true, line: c['status.Blacklisted.hint'] },
    ];
    for (const expected of cases) {
      await page.goto(`/${locale}/user/service/${expected.id}`);
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${expected.id}\\b`) })).toBeVisible();
      // The status in words (the colour only repeats it), and what it means now.
      await expect(page.getByRole('term').filter({ hasText: c['service.status'] }).locator('xpath=following-sibling::dd[1]')).toHaveText(expected.status);
      await expect(page.getByText(expected.line)).toBeVisible();
      expect(await shownActions(page, c), `actions of ${expected.status} #${expected.id}`).toEqual(expected.actions);
      await expect(page.getByRole('heading', { name: c['subscription.heading'] })).toHaveCount(expected.address ? 1 : 0);
      await expect(page.getByRole('heading', { name: c['reset.heading'] })).toHaveCount(expected.reset ? 1 : 0);
      await expect(page.getByRole('heading', { name: c['email.heading'] })).toHaveCount(expected.address ? 1 : 0);
      // An order never paid has not run: no expiry, data used, reset date or devices to speak of.
      const started = expected.status !== c['status.Pending'];
      for (const term of [c['service.expires'], c['service.usage'], c['service.resetAt'], c['service.devices']]) {
        await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }), `${term} of ${expected.status}`).toHaveCount(started ? 1 : 0);
      }
    }
    // The links go where they say, with the service named.
    const active = idOf(account, 'Active');
    await page.goto(`/${locale}/user/service/${active}`);
    const actions = page.getByRole('group', { name: c['service.actions'] });
    await expect(actions.getByRole('link', { name: support })).toHaveAttribute('href', `/${locale}/help/contact-us?service=${active}`);
    await expect(actions.getByRole('link', { name: c['service.action.renewOtherLength'] })).toHaveAttribute('href', `/${locale}/order/place?renew=${active}`);
  });
}

test('en-US: everything "My service" lists, with the expiry in Hong Kong time and the usage against the allowance', async ({ page, logIn }) => {
  const c = copy['en-US'];
  await logIn({ services: [{ status: 'Active', cycle: 'Monthly', usedBytes: 250 * 1024 ** 3 }] });
  await page.goto('/en-US/user/service/0');
  const fact = (term: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact(c['service.cycle'])).toHaveText(c['cycle.Monthly']);
  await expect(fact(c['service.expires'])).toHaveText(/\(Hong Kong time\)$/);
  await expect(page.getByRole('meter', { name: c['service.usage'] })).toHaveAttribute('aria-valuetext', '100%');
  await expect(fact(c['service.usage'])).toContainText(fill(c['service.usage.value'], { used: '250 GB', allowance: '200 GB', remaining: '0 MB' }));
  await expect(fact(c['service.usage'])).toContainText(/speed is limited to 20 Mbps until .+ \(Hong Kong time\)/);
  await expect(fact(c['service.speed'])).toHaveText(fill(c['service.speed.limited'], { mbps: 20 }));
  await expect(fact(c['service.devices'])).toContainText(c['service.devices.what']);
  await expect(fact(c['service.addons'])).toHaveText(c['service.addons.none']);
  await expect(fact(c['service.resetAt'])).toHaveText(/\(Hong Kong time\)$/);
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
});

test('zh-CN: add-on packs count in the allowance and the device limit, and are listed', async ({ page, logIn }) => {
  const c = copy['zh-CN'];
  const GB = 1024 ** 3;
  const { account } = await logIn({
    services: [{ status: 'Active', cycle: 'Monthly', usedBytes: 10 * GB, devicesInUse: 2, addons: [{ kind: 'traffic', amount: 50 * GB }, { kind: 'devices', amount: 2, expiresInDays: 10 }] }],
  });
  await page.goto('/zh-CN/user/service/0');
  const fact = (term: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact(c['service.usage'])).toContainText(fill(c['service.usage.value'], { used: '10 GB', allowance: '250 GB', remaining: '240 GB' }));
  await expect(fact(c['service.usage'])).toContainText(fill(c['service.usage.addons'], { amount: '50 GB' }));
  await expect(fact(c['service.speed'])).toHaveText(c['service.speed.full']);
  await expect(fact(c['service.devices'])).toContainText(fill(c['service.devices.value'], { inUse: 2, limit: (account.services[0]?.deviceLimit ?? 0) + 2 }));
  const packs = fact(c['service.addons']).getByRole('listitem');
  await expect(packs).toHaveCount(2);
  await expect(packs.first()).toHaveText(fill(c['service.addons.traffic'], { amount: '50 GB' }));
  await expect(packs.last()).toHaveText(new RegExp(`^${fill(c['service.addons.devices'], { count: 2 })}，有效期至.+（香港时间）$`));
});

test('en-US: a pending service pays its own bill', async ({ page, logIn }) => {
  const c = copy['en-US'];
  const { account } = await logIn({ services: [{ status: 'Pending' }] });
  const bill = account.services[0]?.invoices.find((invoice) => invoice.status === 'Unpaid');
  await page.goto('/en-US/user/service/0');
  await page.getByRole('button', { name: c['service.action.payBill'] }).click();
  await page.waitForURL(`**/en-US/order/pay?invoice=${bill?.id}`);
  await expect(page.getByRole('button', { name: named(c['pay.start']) })).toBeVisible();
});

test('zh-TW: switching services through the dialog, and the choice is kept for service 0', async ({ page, logIn }) => {
  const c = copy['zh-TW'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }, { status: 'Stopped', cycle: 'Annually' }] });
  const stopped = idOf(account, 'Stopped');
  await page.goto('/zh-TW/user/service/0');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${idOf(account, 'Active')}\\b`) })).toBeVisible();
  await page.getByRole('button', { name: c['service.switch.open'] }).click();
  const dialog = page.getByRole('dialog', { name: c['service.switch.title'] });
  await expect(dialog).toBeVisible();
  // Escape closes it (a native modal dialog); it opens again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: c['service.switch.open'] }).click();
  const choice = fill(c['service.choice'], { service: fill(c['service.number'], { id: stopped }), status: c['status.Stopped'] });
  await dialog.getByRole('link', { name: choice }).click();
  await page.waitForURL(`**/zh-TW/user/service/${stopped}`);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${stopped}\\b`) })).toBeVisible();
  // Service 0 is now the one chosen.
  await page.goto('/zh-TW/user/service/0');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${stopped}\\b`) })).toBeVisible();
});

test('en-US: a switch dialog that cannot be downloaded says so with a retry, and the panel stays', async ({ page, logIn, expectFailedResponses }) => {
  const c = copy['en-US'];
  const chunk = /\/_astro\/SwitchServiceDialog\.[\w-]+\.js$/;
  expectFailedResponses([{ method: 'GET', url: chunk, status: 'network' }]);
  const { account } = await logIn({ services: [{ status: 'Active' }, { status: 'Stopped' }] });
  await page.route(chunk, (route) => route.abort('connectionrefused'));
  await page.goto('/en-US/user/service/0');
  await page.getByRole('button', { name: c['service.switch.open'] }).click();
  const notice = page.getByRole('alert').filter({ hasText: c['error.NetworkTrouble.title'] });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${idOf(account, 'Active')}\\b`) })).toBeVisible();
  await page.unroute(chunk);
  await notice.getByRole('button', { name: c['action.retry'] }).click();
  await expect(page.getByRole('dialog', { name: c['service.switch.title'] })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('zh-TW: the provider unreachable shows the last service loaded, as of when, with its address still there', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  const c = copy['zh-TW'];
  expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/au\/info$/, status: 503 }]);
  await logIn({ services: [{ status: 'Active', cycle: 'Biennially' }] });
  await page.goto('/zh-TW/user/service/0');
  await expect(page.getByText(c['cycle.Biennially'], { exact: true })).toBeVisible();
  const address = await page.getByRole('region', { name: c['subscription.heading'] }).getByText(/\/wl\/v1\/subscribe\//).textContent();
  // Enough failures to outlast the client's repeats of a safe read.
  await sandbox.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'error503', times: 20 });
  await page.reload();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(c['error.ServerError.title']);
  await expect(alert).toContainText(/（香港時間）載入的資料/);
  await expect(page.getByText(c['cycle.Biennially'], { exact: true })).toBeVisible();
  await expect(page.getByText(address ?? 'missing')).toBeVisible();
  // A copy from the device offers no actions: its status may have changed.
  await expect(page.getByRole('group', { name: c['service.actions'] })).toHaveCount(0);
  // Nothing that manages the service or the account is kept.
  const kept = await page.evaluate(() => localStorage.getItem('skyline:kept-services') ?? '');
  const selected = JSON.parse(await page.evaluate(() => localStorage.getItem('skyline:selected-service') ?? '{}')) as Record<string, unknown>;
  for (const secret of [selected.hmac, selected.seed, selected.token]) expect(kept).not.toContain(String(secret));
  // The provider is back: the retry shows the live service.
  await sandbox.clearFaults();
  await alert.getByRole('button', { name: c['action.retry'] }).click();
  await expect(page.getByRole('group', { name: c['service.actions'] })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('en-US: the provider unreachable with nothing kept says so, with a retry', async ({ page, logIn, expectFailedResponses }) => {
  const c = copy['en-US'];
  const { account } = await logIn({ services: [{ status: 'Active' }] });
  expectFailedResponses([{ url: /\/au\/api\/v1\//, status: 'network' }]);
  await page.route(/\/au\/api\/v1\/au\/(info|service)/, (route) => route.abort('connectionrefused'));
  await page.goto(`/en-US/user/service/${account.services[0]?.id}`);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(c['error.NetworkTrouble.title']);
  await page.unroute(/\/au\/api\/v1\/au\/(info|service)/);
  await alert.getByRole('button', { name: c['action.retry'] }).click();
  await expect(page.getByRole('group', { name: c['service.actions'] })).toBeVisible();
});

test('zh-CN: a renewal bill that cannot be made says the catalogue’s words and offers support; one press sends one request', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  const c = copy['zh-CN'];
  expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/invoices\/gen$/, status: 500 }]);
  await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  await sandbox.fault({ pathPrefix: '/au/api/v1/invoices/gen', mode: 'error500', times: 5 });
  await page.goto('/zh-CN/user/service/0');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/invoices/gen')) requests.push(request.method());
  });
  // The provider's answer is held until both presses have landed, as on a slow network:
  // otherwise a fast failure could re-enable the button between the two presses.
  let answer = () => {};
  const bothPressed = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/au\/api\/v1\/invoices\/gen$/, async (route) => {
    await bothPressed;
    await route.continue();
  });
  const renew = page.getByRole('button', { name: c['service.action.renew'] });
  await renew.dblclick();
  answer();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(c['error.RenewalInvoiceFailed.title']);
  await expect(page.getByRole('main').getByRole('link', { name: c['service.action.contactSupport'] }).last()).toHaveAttribute('href', /\/zh-CN\/help\/contact-us\?service=\d+$/);
  expect(requests.filter((method) => method === 'POST')).toHaveLength(1);
});

test('zh-TW: renewing in advance ends on a paid renewal of the same service', async ({ page, logIn, sandbox }) => {
  const c = copy['zh-TW'];
  const { account } = await logIn({ paymentMethods: ['alipayhk'], services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 10 }] });
  const service = account.services[0];
  await page.goto('/zh-TW/user/service/0');
  await page.getByRole('button', { name: c['service.action.renew'] }).click();
  await page.waitForURL(/\/zh-TW\/order\/pay\?invoice=\d+$/);
  const invoiceId = Number(new URL(page.url()).searchParams.get('invoice'));
  await page.getByRole('button', { name: named(c['pay.start']) }).click();
  await expect(page.getByRole('img', { name: new RegExp(c['pay.app.alipayhk']) })).toBeVisible();
  await settleNewestPayment(sandbox, invoiceId);
  await expectPaid(page, c);
  const after = (await sandbox.accounts()).find((candidate) => candidate.uuid === account.uuid);
  const renewed = after?.services.find((candidate) => candidate.id === service?.id);
  expect(renewed?.invoices.find((invoice) => invoice.id === invoiceId)).toMatchObject({ isRenewal: true, status: 'Paid' });
  // One period more, from the old expiry (not from today): a month later.
  const before = Date.parse(service?.expiresAt ?? '');
  const extendedBy = Date.parse(renewed?.expiresAt ?? '') - before;
  expect(extendedBy).toBeGreaterThan(27 * 24 * 3600_000);
  expect(extendedBy).toBeLessThan(32 * 24 * 3600_000);
  expect(after?.services).toHaveLength(1);
});

test('en-US: "renew for another length" starts the wizard on this service’s renewal, not the first Active one', async ({ page, logIn }) => {
  const c = copy['en-US'];
  const { account } = await logIn({ services: [{ status: 'Active', pid: 1, cycle: 'Monthly' }, { status: 'Expired', pid: 2, cycle: 'Semi-annually', expiresInDays: -2 }] });
  const expired = idOf(account, 'Expired');
  await page.goto(`/en-US/user/service/${expired}`);
  await page.getByRole('link', { name: c['service.action.renewOtherLength'] }).click();
  await page.waitForURL((url) => url.pathname === '/en-US/order/place' && !url.searchParams.has('renew'));
  // Its own product and cycle are chosen; the person may pick another length.
  const plan = page.getByRole('group', { name: /Skyline Pro/ });
  await expect(plan.getByRole('radio', { name: new RegExp(`^${c['cycle.Semi-annually']}`) })).toBeChecked();
  await plan.getByRole('radio', { name: new RegExp(`^${c['cycle.Annually']}`) }).check();
  await page.getByRole('button', { name: c['order.next'] }).click();
  const service = fill(c['service.number'], { id: expired });
  const offer = page.getByRole('group', { name: fill(c['order.renew.offer'], { service }) });
  await expect(offer.getByRole('radio', { name: fill(c['order.renew.renew'], { service, product: 'Skyline Pro' }) })).toBeChecked();
});

for (const locale of ['zh-TW', 'en-US'] as const satisfies readonly Locale[]) {
  test(`${locale} on a phone: "renew for another length" opens at the wizard saying what it renews, and a length chosen before the service is read stays`, async ({ page, logIn, sandbox }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const c = copy[locale];
    const { account } = await logIn({ services: [{ status: 'Active', pid: 1, cycle: 'Monthly' }] });
    const id = idOf(account, 'Active');
    const service = fill(c['service.number'], { id });
    await page.goto(`/${locale}/user/service/${id}`);
    const renewOtherLength = page.getByRole('link', { name: c['service.action.renewOtherLength'] });
    await expect(renewOtherLength).toBeVisible();
    // A slow line: the wizard's read of the service answers 2.5 s late.
    await sandbox.fault({ pathPrefix: `/au/api/v1/au/service/${id}`, mode: 'delay', delayMs: 2500 });
    await renewOtherLength.click();
    await page.waitForURL((url) => url.pathname === `/${locale}/order/place` && !url.searchParams.has('renew'));
    await expect(page.getByRole('heading', { name: c['order.heading'] })).toBeInViewport();
    const wizard = page.getByRole('region', { name: c['order.heading'] });
    await expect(wizard.getByText(fill(c['order.renew.renewing'], { service }))).toBeVisible();
    // Yearly at once, before the service's details arrive: the late answer does not undo it.
    await page.getByRole('group', { name: /Skyline Standard/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Annually']}`) }).check();
    await page.getByRole('button', { name: c['order.next'] }).click();
    const offer = page.getByRole('group', { name: fill(c['order.renew.offer'], { service }) });
    await expect(offer.getByRole('radio', { name: fill(c['order.renew.renew'], { service, product: 'Skyline Standard' }) })).toBeChecked();
    await page.getByRole('button', { name: c['order.next'] }).click();
    const summary = page.getByRole('region', { name: c['order.summary.heading'] });
    await expect(summary.getByText(fill(c['order.renew.renewing'], { service }))).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: c['cycle.Annually'] })).toBeVisible();
  });
}

for (const locale of ['zh-TW', 'en-US'] as const satisfies readonly Locale[]) {
  test(`${locale}: an address naming a service the account does not have says which service is shown instead`, async ({ page, logIn, expectFailedResponses }) => {
    // The head reads the service the address names at once (ADR 0026); the provider does not know it.
    expectFailedResponses([{ method: 'GET', url: /\/au\/api\/v1\/au\/service\/99999\?/, status: 404 }]);
    const c = copy[locale];
    const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }, { status: 'Active', cycle: 'Annually' }] });
    const second = idOf(account, 'Active', 1);
    // The person chose the second service earlier: it is the stored choice, not the default.
    await page.goto(`/${locale}/user/service/${second}`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${second}\\b`) })).toBeVisible();
    await page.goto(`/${locale}/user/service/99999`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${second}\\b`) })).toBeVisible();
    const shown = fill(c['service.number'], { id: second });
    const notice = page.getByText(fill(c['service.requestedMissing'], { id: 99999, service: shown }));
    await expect(notice).toBeVisible();
    // It names the service shown, whichever it is (here the stored choice, not the default).
    await expect(notice).toContainText(shown);
  });
}
