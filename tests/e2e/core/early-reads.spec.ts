/**
 * The service page's first reads start from its <head> (docs/decisions/0026): on a slow
 * line they are answered while the page's scripts are still arriving, and the page then
 * uses those answers instead of asking again. Each call reaches the provider once.
 */
import { test, expect, copy, holdModules, uniqueEmail } from '../fixtures.ts';
import type { BrowserContext, Page, Request } from '@playwright/test';

/** Provider calls the page made (not the browser's CORS preflights), as "METHOD /path". */
function recordProviderCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'OPTIONS' && (url.pathname.startsWith('/au/api/') || url.pathname.startsWith('/wl/v1/reseller/'))) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/**
 * Opens `path` with every module held back, so what is asked comes from the HTML alone;
 * waits until the head has asked exactly `fromTheHead` (in any order), then lets the
 * scripts arrive. Returns every provider call the page makes from then on too.
 */
async function openFromTheHead(page: Page, context: BrowserContext, path: string, fromTheHead: string[]): Promise<string[]> {
  const calls = recordProviderCalls(page);
  const release = await holdModules(context);
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => [...calls].sort()).toEqual([...fromTheHead].sort());
  release();
  return calls;
}

test('zh-TW: the head asks for the login check, the account, its default service and that service\'s reseller before any script, and the page asks none of them again', async ({ page, context, logIn }) => {
  const { account } = await logIn({ services: [{ status: 'Expired', cycle: 'Monthly', expiresInDays: -2 }, { status: 'Active', cycle: 'Monthly' }] });
  const active = account.services.find((service) => service.status === 'Active');
  if (!active) throw new Error('no Active service');
  const calls = recordProviderCalls(page);
  // Hold every module back: what is asked now comes from the HTML alone.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/_astro/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/zh-TW/user/service/0', { waitUntil: 'commit' });
  // The default service (the first Active one) is chosen from the account info, in the head.
  const fromTheHead = ['GET /au/api/v1/au/service/' + active.id, 'GET /wl/v1/reseller/setting', 'POST /au/api/v1/au/info', 'POST /au/api/v1/hmac/check'].sort();
  await expect.poll(() => [...calls].sort()).toEqual(fromTheHead);

  release();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${active.id}\\b`) })).toBeVisible();
  await expect(page.getByText(copy['zh-TW']['status.Active']).first()).toBeVisible();
  // Everything the page needed was already answered: nothing was asked twice.
  expect([...calls].sort()).toEqual(fromTheHead);
});

test('en-US: a service named in the address is read at once, beside the account info', async ({ page, logIn }) => {
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }, { status: 'Stopped', cycle: 'Annually' }] });
  const stopped = account.services.find((service) => service.status === 'Stopped');
  if (!stopped) throw new Error('no Stopped service');
  const calls = recordProviderCalls(page);
  await page.goto(`/en-US/user/service/${stopped.id}`);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${stopped.id}\\b`) })).toBeVisible();
  await expect(page.getByText(copy['en-US']['status.Stopped']).first()).toBeVisible();
  expect(calls.filter((call) => call.endsWith(`/au/service/${stopped.id}`))).toHaveLength(1);
  expect(calls.filter((call) => call.endsWith('/au/info'))).toHaveLength(1);
});

test('en-US: with no login kept, the head asks the provider nothing', async ({ page }) => {
  const calls = recordProviderCalls(page);
  await page.goto('/en-US/user/service/0');
  await expect(page).toHaveURL(/\/en-US\/order\/place/);
  expect(calls.filter((call) => call.includes('/au/info') || call.includes('/au/service/'))).toEqual([]);
});

test('zh-CN: the bills page asks for the account, then the page of bills and the next renewal, from the head; none is asked twice', async ({ page, context, logIn }) => {
  await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { paid: 2 } });
  const expected = ['POST /au/api/v1/au/info', 'POST /au/api/v1/hmac/check', 'POST /au/api/v1/invoices', 'POST /au/api/v1/invoices/last'];
  const calls = await openFromTheHead(page, context, '/zh-CN/user/service/0/invoice?page=1', expected);
  await expect(page.getByRole('region', { name: copy['zh-CN']['bills.list.heading'] }).getByRole('listitem').first()).toBeVisible();
  expect([...calls].sort()).toEqual(expected);
});

test('en-US: with a login, the invoice page reads its bill in the owner’s view from the head, once', async ({ page, context, logIn }) => {
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const bill = account.services[0]?.invoices.find((invoice) => invoice.status === 'Unpaid');
  if (!bill) throw new Error('no unpaid bill');
  const owner = ['POST /au/api/v1/hmac/check', `POST /au/api/v1/invoices/info/${bill.id}`];
  const calls = await openFromTheHead(page, context, `/en-US/user/invoice/${bill.id}`, owner);
  await expect(page.locator('.invoice[data-invoice-status]')).toBeVisible();
  expect([...calls].sort()).toEqual(owner);
});

test('en-US: with no login, the invoice page reads the bill link’s view from the head, once', async ({ page, context, sandbox }) => {
  const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const bill = account.services[0]?.invoices.find((invoice) => invoice.status === 'Unpaid');
  if (!bill) throw new Error('no unpaid bill');
  const calls = await openFromTheHead(page, context, `/en-US/user/invoice/${bill.id}`, [`GET /au/api/v1/invoices/n/info/${bill.id}`]);
  await expect(page.locator('.invoice[data-invoice-status]')).toBeVisible();
  expect(calls).toEqual([`GET /au/api/v1/invoices/n/info/${bill.id}`]);
});

test('zh-TW: the account page asks for the account, its messages, saved cards, balance and history from the head, once each', async ({ page, context, logIn }) => {
  const c = copy['zh-TW'];
  await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }], cards: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 }], balanceEntries: [{ type: 'top-up', amount: '20.00' }] });
  const fromTheHead = ['GET /au/api/v1/message/history', 'GET /au/api/v1/pay/method/stripe', 'POST /au/api/v1/account/balance', 'POST /au/api/v1/account/balance/trans', 'POST /au/api/v1/au/info', 'POST /au/api/v1/hmac/check'];
  const calls = await openFromTheHead(page, context, '/zh-TW/user/account', fromTheHead);
  await expect(page.getByRole('heading', { level: 1, name: c['account.heading'] })).toBeVisible();
  await expect(page.getByRole('region', { name: c['cards.heading'] }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('table', { name: c['balance.history.heading'] }).locator('tbody').getByRole('row')).toHaveCount(1);
  // Every section took the head's answer: nothing was asked twice.
  expect([...calls].sort()).toEqual(fromTheHead);
});

test('en-US: the invite-friends page asks for the login check, its summary, the invite link and the friends from the head, once each', async ({ page, context, logIn }) => {
  await logIn({ email: uniqueEmail('early.affiliate'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
  const fromTheHead = ['GET /au/api/v1/aff/info', 'GET /au/api/v1/aff/invite/list', 'POST /au/api/v1/aff/invite/qrcode', 'POST /au/api/v1/hmac/check'];
  const calls = await openFromTheHead(page, context, '/en-US/user/affiliate', fromTheHead);
  await expect(page.getByRole('heading', { level: 2, name: copy['en-US']['affiliate.summary.heading'] })).toBeVisible();
  await expect(page.getByRole('textbox', { name: copy['en-US']['affiliate.link.label'] })).toHaveValue(/\/en-US\/order\/place\?aff=/);
  await expect(page.getByText(copy['en-US']['affiliate.friends.loading'])).toHaveCount(0);
  expect(calls.filter((call) => fromTheHead.includes(call))).toHaveLength(4);
});
