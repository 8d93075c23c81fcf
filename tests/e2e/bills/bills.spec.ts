/**
 * The bills page (issue 11, user/service/{id}/invoice): a paid, an unpaid (payable and
 * past paying), a refunded and a cancelled bill told apart in words, each linking to its
 * invoice; an unpaid bill leads to order/pay; 25 a page, with the page in the address
 * (reload and back keep it, a page past the end is clamped); only allow-listed sorts are
 * sent; a failed load offers a retry that works.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, copy, fill, type AccountView } from '../fixtures.ts';
import { named } from '../support/payment-rails.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

type Copy = (typeof copy)[Locale];

/** The service's bills in one status; the first unless `pick` says which. */
function billsOf(account: AccountView, status: string) {
  return (account.services[0]?.invoices ?? []).filter((bill) => bill.status === status);
}

function idOf(bill: { id: number } | undefined, what: string): number {
  if (!bill) throw new Error(`the fixture has no ${what} bill`);
  return bill.id;
}

/** The bill list's region. */
function billList(page: Page, c: Copy): Locator {
  return page.getByRole('region', { name: c['bills.list.heading'] });
}

/** One bill of the list, found by its heading. */
function billItem(page: Page, c: Copy, id: number): Locator {
  return billList(page, c)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: fill(c['bills.bill.number'], { id }) }) });
}

for (const locale of ['en-US', 'zh-TW'] as const satisfies readonly Locale[]) {
  test(`${locale}: paid, unpaid, refunded and cancelled bills are told apart in words; an unpaid one leads to order/pay`, async ({ page, logIn }) => {
    const c = copy[locale];
    const { account } = await logIn({
      services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }],
      extraInvoices: { paid: 1, unpaid: 1, refunded: 1, cancelled: 1 },
    });
    const service = account.services[0];
    if (!service) throw new Error('no service');
    const now = Date.now();
    const unpaid = billsOf(account, 'Unpaid');
    const payable = idOf(unpaid.find((bill) => Date.parse(bill.dueAt) > now), 'payable');
    const closed = idOf(unpaid.find((bill) => Date.parse(bill.dueAt) < now), 'past-paying');
    const paid = idOf(billsOf(account, 'Paid')[0], 'paid');
    const refunded = idOf(billsOf(account, 'Refunded')[0], 'refunded');
    const cancelled = idOf(billsOf(account, 'Cancelled')[0], 'cancelled');

    await page.goto(`/${locale}/user/service/${service.id}/invoice`);
    await expect(page.getByRole('heading', { level: 1, name: c['bills.heading'] })).toBeVisible();
    await expect(billList(page, c).getByRole('listitem')).toHaveCount(service.invoices.length);

    // Each status in its own words (the colour only repeats them).
    await expect(billItem(page, c, paid).getByText(c['bills.bill.paid'], { exact: true })).toBeVisible();
    await expect(billItem(page, c, refunded).getByText(named(c['bills.bill.refunded']))).toBeVisible();
    await expect(billItem(page, c, cancelled).getByText(c['bills.bill.cancelled.timeout'], { exact: true })).toBeVisible();
    await expect(billItem(page, c, payable).getByText(named(c['bills.bill.payable']))).toBeVisible();
    await expect(billItem(page, c, closed).getByText(c['bills.bill.closed'], { exact: true })).toBeVisible();

    // What each bill is for, in the page's language (issue 23: was "Renewal: Skyline Standard (Monthly)" on Chinese pages).
    const newOrder = idOf(service.invoices.find((bill) => !bill.isRenewal), 'new order');
    const words = {
      'zh-TW': { renewal: 'Skyline Standard 續費（月繳）', order: 'Skyline Standard（月繳）' },
      'en-US': { renewal: 'Renewal: Skyline Standard (Monthly)', order: 'Skyline Standard (Monthly)' },
    }[locale];
    await expect(billItem(page, c, payable).getByText(words.renewal, { exact: true })).toBeVisible();
    await expect(billItem(page, c, newOrder).getByText(words.order, { exact: true })).toBeVisible();

    // Every bill opens its invoice; only the payable one offers to pay, the one past paying a new order.
    for (const id of [paid, refunded, cancelled, payable, closed]) {
      await expect(billItem(page, c, id).getByRole('link', { name: fill(c['bills.bill.number'], { id }), exact: true })).toHaveAttribute('href', `/${locale}/user/invoice/${id}`);
    }
    for (const id of [paid, refunded, cancelled, closed]) await expect(billItem(page, c, id).getByRole('link', { name: named(c['bills.bill.pay']) })).toHaveCount(0);
    await expect(billItem(page, c, closed).getByRole('link', { name: c['bills.bill.reorder'] })).toHaveAttribute('href', `/${locale}/order/place`);

    await billItem(page, c, payable).getByRole('link', { name: fill(c['bills.bill.pay'], { id: payable }) }).click();
    await expect(page).toHaveURL(`/${locale}/order/pay?invoice=${payable}`);
  });
}

test('zh-CN: 25 bills a page, the page in the address (reload and back keep it), a page past the end clamped', async ({ page, logIn }) => {
  test.slow();
  const c = copy['zh-CN'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { paid: 20, refunded: 4, cancelled: 4 } });
  const service = account.services[0];
  if (!service) throw new Error('no service');
  const total = service.invoices.length;
  expect(total).toBeGreaterThan(25);
  const address = `/zh-CN/user/service/${service.id}/invoice`;
  const paging = page.getByRole('navigation', { name: c['bills.paging.label'] });
  const items = billList(page, c).getByRole('listitem');
  const firstHeading = () => items.first().getByRole('heading', { level: 3 }).textContent();

  await page.goto(address);
  await expect(paging.getByText(fill(c['bills.paging.position'], { page: 1, pages: 2 }))).toBeVisible();
  await expect(items).toHaveCount(25);
  await expect(paging.getByRole('link', { name: c['bills.paging.previous'] })).toHaveCount(0);
  const firstOfPageOne = await firstHeading();

  await paging.getByRole('link', { name: c['bills.paging.next'] }).click();
  await expect(page).toHaveURL(`${address}?page=2`);
  await expect(paging.getByText(fill(c['bills.paging.position'], { page: 2, pages: 2 }))).toBeVisible();
  await expect(items).toHaveCount(total - 25);
  await expect(paging.getByRole('link', { name: c['bills.paging.next'] })).toHaveCount(0);
  const firstOfPageTwo = await firstHeading();
  expect(firstOfPageTwo).not.toBe(firstOfPageOne);

  // A reload keeps the page.
  await page.reload();
  await expect(paging.getByText(fill(c['bills.paging.position'], { page: 2, pages: 2 }))).toBeVisible();
  await expect(items).toHaveCount(total - 25);
  expect(await firstHeading()).toBe(firstOfPageTwo);

  // Back returns to the first page, forward to the second.
  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(paging.getByText(fill(c['bills.paging.position'], { page: 1, pages: 2 }))).toBeVisible();
  await expect(items).toHaveCount(25);
  expect(await firstHeading()).toBe(firstOfPageOne);
  await page.goForward();
  await expect(paging.getByText(fill(c['bills.paging.position'], { page: 2, pages: 2 }))).toBeVisible();

  // Previous goes back a page too.
  await paging.getByRole('link', { name: c['bills.paging.previous'] }).click();
  await expect(page).toHaveURL(address);
  await expect(items).toHaveCount(25);

  // A page past the end shows the last, and the address says so.
  await page.goto(`${address}?page=9`);
  await expect(paging.getByText(fill(c['bills.paging.position'], { page: 2, pages: 2 }))).toBeVisible();
  await expect(page).toHaveURL(`${address}?page=2`);
  await expect(items).toHaveCount(total - 25);
});

test('en-US: the sort is chosen from the allow-list, kept in the address, and anything else there is never sent', async ({ page, logIn }) => {
  const c = copy['en-US'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { paid: 3, cancelled: 2 } });
  const service = account.services[0];
  if (!service) throw new Error('no service');
  const ids = service.invoices.map((bill) => bill.id).sort((a, b) => a - b);
  const address = `/en-US/user/service/${service.id}/invoice`;
  const items = billList(page, c).getByRole('listitem');

  // Whatever the address says, the request carries allow-listed values only.
  const sent = page.waitForRequest((request) => request.method() === 'POST' && /\/au\/api\/v1\/invoices$/.test(request.url()));
  await page.goto(`${address}?sort=password&order=sideways`);
  expect((await sent).postDataJSON()).toMatchObject({ limitnum: 25, limitstart: 0, orderby: 'date', order: 'desc', relid: service.relid });
  await expect(items).toHaveCount(ids.length);
  // Once shown, the address holds only what was applied: nothing it never sent (issue 23).
  await expect(page).toHaveURL(address);
  await page.goto(`${address}?orderby=password&limitnum=1000&sort=total&order=asc`);
  await expect(items).toHaveCount(ids.length);
  await expect(page).toHaveURL(`${address}?sort=total&order=asc`);

  await page.getByLabel(c['bills.sort.label']).selectOption({ label: c['bills.sort.id.asc'] });
  const sorted = page.waitForRequest((request) => request.method() === 'POST' && /\/au\/api\/v1\/invoices$/.test(request.url()));
  await page.getByRole('button', { name: c['bills.sort.apply'] }).click();
  expect((await sorted).postDataJSON()).toMatchObject({ orderby: 'id', order: 'asc' });
  await expect(page).toHaveURL(`${address}?sort=id&order=asc`);
  await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(fill(c['bills.bill.number'], { id: ids[0] ?? 0 }));
  await expect(items.last().getByRole('heading', { level: 3 })).toHaveText(fill(c['bills.bill.number'], { id: ids.at(-1) ?? 0 }));

  await page.reload();
  await expect(page.getByLabel(c['bills.sort.label'])).toHaveValue('id.asc');
  await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(fill(c['bills.bill.number'], { id: ids[0] ?? 0 }));
});

test('zh-TW: the bills and the next renewal could not be loaded: each says so with a retry that works', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  const c = copy['zh-TW'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { paid: 2 } });
  const service = account.services[0];
  if (!service) throw new Error('no service');
  expectFailedResponses([
    { method: 'POST', url: /\/au\/api\/v1\/invoices$/, status: 'network' },
    { method: 'POST', url: /\/au\/api\/v1\/invoices\/last$/, status: 'network' },
  ]);
  // Both reads fail on every try (the client repeats a read itself, and so may the browser a dropped one).
  await sandbox.fault({ pathPrefix: '/au/api/v1/invoices', mode: 'drop', times: 100 });
  await page.goto(`/zh-TW/user/service/${service.id}/invoice`);

  const list = billList(page, c);
  const renewal = page.getByRole('region', { name: c['bills.renewal.heading'] });
  await expect(list.getByText(c['error.NetworkTrouble.title'])).toBeVisible({ timeout: 20_000 });
  await expect(renewal.getByText(c['error.NetworkTrouble.title'])).toBeVisible({ timeout: 20_000 });

  // The provider answers again.
  await sandbox.clearFaults();
  await list.getByRole('button', { name: c['action.retry'] }).click();
  await expect(list.getByRole('listitem')).toHaveCount(service.invoices.length);
  await expect(list.getByText(c['error.NetworkTrouble.title'])).toHaveCount(0);

  await renewal.getByRole('button', { name: c['action.retry'] }).click();
  await expect(renewal.getByText(named(c['bills.renewal.scheduled']))).toBeVisible();
});

test('en-US: the service page links to its bills', async ({ page, loggedIn }) => {
  const c = copy['en-US'];
  const id = loggedIn.account.services[0]?.id ?? 0;
  await page.goto(`/en-US/user/service/${id}`);
  await page.getByRole('link', { name: c['service.billsLink'] }).click();
  await expect(page).toHaveURL(`/en-US/user/service/${id}/invoice`);
  await expect(page.getByRole('heading', { level: 1, name: c['bills.heading'] })).toBeVisible();
});

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: bills of a service the account does not have name the service shown instead`, async ({ page, logIn }) => {
    const c = copy[locale];
    const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }, { status: 'Active', cycle: 'Annually' }] });
    const second = account.services[1]?.id;
    if (second === undefined) throw new Error('the fixture account has one service');
    // The person chose the second service earlier: it is the stored choice, not the default.
    await page.goto(`/${locale}/user/service/${second}`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${second}\\b`) })).toBeVisible();
    await page.goto(`/${locale}/user/service/99999/invoice`);
    await expect(page.getByRole('link', { name: fill(c['bills.toService'], { id: second }) })).toBeVisible();
    const notice = page.getByText(fill(c['bills.requestedMissing'], { id: 99999, service: fill(c['bills.service'], { id: second }) }));
    await expect(notice).toBeVisible();
    // It names the service shown, whichever it is (here the stored choice, not the default).
    await expect(notice).toContainText(`#${second}`);
  });
}
