/**
 * Surviving a blocked API domain (issue 26, ADR 0052). The site here is built with two
 * provider origins: the first blocked (nothing answers on it, or it goes dark mid-visit),
 * the second the sandbox. A logged-in person still sees their service, bills and account,
 * and the visit's next pages start at the origin that answered; a payment whose answer
 * was lost as the domain went dark is charged once, its outcome read from the second.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, copy, fill, renewalBillOf, uniqueEmail, type AccountView } from '../fixtures.ts';
import { axeViolations } from '../support/axe.ts';
import { E2E_BLOCKED_API_ORIGIN, E2E_ORIGINS_SITE_ORIGIN } from '../ports.ts';
import { startBlockableApi, startFailoverSite } from './failover-site.ts';

test.describe.configure({ mode: 'serial' });

let stopSite: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  // One more build of the site (about half a minute on a loaded machine).
  test.setTimeout(240_000);
  stopSite = await startFailoverSite();
});

test.afterAll(async () => {
  await stopSite?.();
});

/** Logged in on the failover site, as after opening the login link there, having passed the human check a minute ago. */
async function logInThere(context: BrowserContext, account: AccountView): Promise<void> {
  await context.addCookies([{ name: 'skyline_verified_at', value: String(Date.now() - 60_000), url: E2E_ORIGINS_SITE_ORIGIN }]);
  await context.addInitScript(
    ({ origin, pair }) => {
      if (location.origin === origin && localStorage.getItem('skyline:credentials') === null) localStorage.setItem('skyline:credentials', JSON.stringify(pair));
    },
    { origin: E2E_ORIGINS_SITE_ORIGIN, pair: { uuid: account.uuid, hmac: account.hmac } },
  );
}

/** Every request the page sends to the blocked origin (each one is refused or cut). */
function requestsToBlocked(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_BLOCKED_API_ORIGIN)) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

test('zh-TW: with the first API domain unreachable, the service page, the bills and the account come from the second, and later pages start there', async ({ page, context, sandbox, expectFailedResponses }) => {
  const c = copy['zh-TW'];
  const account = await sandbox.createAccount({ email: uniqueEmail('failover'), services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const service = account.services[0];
  if (!service) throw new Error('the fixture account has no service');
  const bill = renewalBillOf(account);
  await logInThere(context, account);
  // The first page's reads try the blocked domain first (its early reads too); nothing answers there.
  expectFailedResponses([{ url: E2E_BLOCKED_API_ORIGIN, status: 'network' }]);
  const blocked = requestsToBlocked(page);

  await page.goto(`${E2E_ORIGINS_SITE_ORIGIN}/zh-TW/user/service/${service.id}`);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${service.id}\\b`) })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: c['error.NetworkTrouble.title'] })).toHaveCount(0);
  expect(blocked.length).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);

  // The next pages of the visit start at the domain that answered: not one request to the blocked one.
  blocked.length = 0;
  await page.goto(`${E2E_ORIGINS_SITE_ORIGIN}/zh-TW/user/service/${service.id}/invoice`);
  await expect(page.getByRole('region', { name: c['bills.list.heading'] }).getByRole('heading', { level: 3, name: fill(c['bills.bill.number'], { id: bill.id }) })).toBeVisible();
  await page.goto(`${E2E_ORIGINS_SITE_ORIGIN}/zh-TW/user/account`);
  await expect(page.getByText(account.email ?? '')).toBeVisible();
  expect(blocked).toEqual([]);
});

test.describe('a payment as the domain goes dark', () => {
  let api: Awaited<ReturnType<typeof startBlockableApi>> | undefined;
  test.beforeEach(async () => {
    api = await startBlockableApi();
  });
  test.afterEach(async () => {
    await api?.close();
  });

  test('en-US: a balance payment whose answer was lost on the first domain is charged once, and the page reads it as paid from the second', async ({ page, context, sandbox, expectFailedResponses }) => {
    const c = copy['en-US'];
    const account = await sandbox.createAccount({ balance: '20.00', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
    const invoiceId = renewalBillOf(account).id;
    await logInThere(context, account);
    // The payment goes through at the provider; its answer is lost, and the first domain with it.
    await sandbox.fault({ pathPrefix: `/au/api/v1/invoices/${invoiceId}/credit/pay`, mode: 'drop-after', times: 1 });
    expectFailedResponses([
      { method: 'POST', url: `${E2E_BLOCKED_API_ORIGIN}/au/api/v1/invoices/${invoiceId}/credit/pay`, status: 'network' },
      { url: E2E_BLOCKED_API_ORIGIN, status: 'network' },
    ]);
    const payRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/invoices/${invoiceId}/credit/pay`)) payRequests.push(request.url());
    });

    await page.goto(`${E2E_ORIGINS_SITE_ORIGIN}/en-US/order/pay?invoice=${invoiceId}`);
    // The whole bill (US$6.90) from the balance, sent while the first domain still answers.
    await page.getByRole('button', { name: /6\.90/ }).click();
    await expect(page.getByRole('heading', { name: c['pay.paid.heading'] })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: c['error.NetworkTrouble.title'] })).toHaveCount(0);
    expect(api?.blocked()).toBe(true);

    // Sent once, to the first domain; never again to the second.
    expect(payRequests).toEqual([`${E2E_BLOCKED_API_ORIGIN}/au/api/v1/invoices/${invoiceId}/credit/pay`]);
    // Charged once: the bill is paid and the balance went down by the bill once (twice would leave 6.20).
    const charged = (await sandbox.accounts()).find((candidate) => candidate.uuid === account.uuid);
    expect(charged?.services[0]?.invoices.find((invoice) => invoice.id === invoiceId)?.status).toBe('Paid');
    expect(charged?.balance).toBe('13.10');
  });
});
