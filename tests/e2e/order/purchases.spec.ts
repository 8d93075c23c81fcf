/**
 * Buying every cycle and the trial, and paying with each kind of method, in the
 * languages besides zh-TW: the prices the wizard quotes come from the sandbox's
 * catalogue, and each purchase ends in a paid bill and a delivered service.
 * Moving the sandbox clock (expired QR codes, timed-out orders) is in clock.spec.ts.
 */
import * as z from 'zod/mini';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, copy, uniqueEmail, unpaidRenewal, type AccountFixture, type SandboxControl } from '../fixtures.ts';
import { choosePlan, continueWithEmail, type Copy, type CycleKey, expectPaid, fillOrderWithEmail, nextStep, openBill, placeOrder, pressPay, settleNewestPayment } from '../ordering.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';
import { products as productsEndpoint, Promotion } from '../../../src/lib/order/contract.ts';
import { Invoice } from '../../../src/lib/invoice/contract.ts';
import { fromMinor, toMinor } from '../../../src/lib/core/rules/money.ts';
import { formatDate, formatMoney } from '../../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';
import type { BillingCycle, Money } from '../../../src/lib/core/contract/common.ts';

// Templates filled as the page fills them (Chinese spacing added at interpolation).
import { fill } from '../fixtures.ts';

const PROVIDER = `${E2E_SANDBOX_ORIGIN}/au/api`;

/** The price of one plan and cycle, as the sandbox's catalogue states it. */
async function cataloguePrice(request: APIRequestContext, product: string, cycle: BillingCycle): Promise<Money> {
  const response = await request.get(`${PROVIDER}/v2/products`);
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = z.object({ data: productsEndpoint.response }).parse(await response.json());
  const price = data.products.find((entry) => entry.name === product)?.cycles.find((entry) => entry.cycle === cycle)?.price;
  expect(price, `${product} ${cycle} is in the catalogue`).toBeTruthy();
  return price ?? { amount: '0', currency: 'USD' };
}

/** The owner's view of an invoice, as the provider answers it. */
async function invoiceOf(request: APIRequestContext, invoiceId: number, login: { uuid: string; hmac: string }): Promise<Invoice> {
  const response = await request.post(`${PROVIDER}/v1/invoices/info/${invoiceId}`, { data: login });
  expect(response.ok(), await response.text()).toBe(true);
  return z.object({ data: Invoice }).parse(await response.json()).data;
}

async function balanceOf(request: APIRequestContext, login: { uuid: string; hmac: string }): Promise<number> {
  const response = await request.post(`${PROVIDER}/v1/account/balance`, { data: login });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = z.object({ data: z.object({ balance: z.object({ amount: z.string() }) }) }).parse(await response.json());
  return toMinor(data.balance.amount);
}

/** A coupon of this test's own, so runs never collide on a code. */
function addPromotion(sandbox: SandboxControl, terms: { type: 'percent' | 'fixed'; value: string }): Promise<Promotion> {
  const code = `E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  return sandbox.addPromotion({ code, ...terms });
}

/** Waits for the method's QR code (the payment has started), then pays it as the wallet would. */
async function scanAndPay(page: Page, sandbox: SandboxControl, c: Copy, app: string, invoiceId: number): Promise<void> {
  await expect(page.getByRole('img', { name: fill(c['pay.qr.alt'], { app }) })).toBeVisible();
  const newest = (await sandbox.payments(invoiceId)).at(-1);
  expect(newest?.state, 'a payment is waiting').toBe('pending');
  await settleNewestPayment(sandbox, invoiceId);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The radio of a plan's cycle, whose name carries the price it is offered at. */
function cycleChoice(page: Page, c: Copy, product: string, cycle: CycleKey) {
  return page.getByRole('group', { name: new RegExp(product) }).getByRole('radio', { name: new RegExp(`^${escaped(c[cycle])}`) });
}

/** The value beside a term of a definition list (the order summary, the service's facts). */
function fact(scope: Page | Locator, term: string): Locator {
  return scope.getByRole('term').filter({ hasText: new RegExp(`^${escaped(term)}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The login a paid page hands out (its login link field). */
async function shownLogin(page: Page, c: Copy): Promise<{ uuid: string; hmac: string }> {
  const link = new URL(await page.getByLabel(c['order.account.linkLabel']).inputValue());
  const pair = new URLSearchParams(link.hash.slice(1));
  return { uuid: pair.get('uuid') ?? '', hmac: pair.get('hmac') ?? '' };
}


test.describe('every cycle', () => {
  test('en-US: two years of Skyline Standard at the catalogue price, paid by WeChat Pay, delivered for two years', async ({ page, sandbox, request }) => {
    const locale: Locale = 'en-US';
    const c = copy[locale];
    const price = await cataloguePrice(request, 'Skyline Standard', 'Biennially');
    const shown = formatMoney(locale, price);
    await page.goto(`/${locale}/order/place`);
    await expect(cycleChoice(page, c, 'Skyline Standard', 'cycle.Biennially')).toHaveAccessibleName(new RegExp(`^${escaped(c['cycle.Biennially'])}\\s*${escaped(shown)}$`));
    await choosePlan(page, c, 'Skyline Standard', 'cycle.Biennially');
    await expect(page.getByText(fill(c['order.summary.totalIs'], { total: shown }))).toBeVisible();
    await continueWithEmail(page, c, uniqueEmail('biennial'));
    await page.getByRole('radio', { name: c['order.method.wechat'] }).check();
    const summary = page.getByRole('region', { name: c['order.summary.heading'] });
    await expect(fact(summary, c['order.summary.cycle'])).toHaveText(c['cycle.Biennially']);
    await expect(fact(summary, c['order.summary.subtotal'])).toHaveText(shown);
    const total = (await fact(summary, c['order.summary.total']).textContent()) ?? '';
    const invoiceId = await placeOrder(page, c);
    // What the summary quoted is what the bill asks for.
    await page.getByRole('button', { name: fill(c['pay.start'], { amount: total }) }).click();
    await scanAndPay(page, sandbox, c, c['pay.app.wechat'], invoiceId);
    await expectPaid(page, c);
    const invoice = await invoiceOf(request, invoiceId, await shownLogin(page, c));
    expect(invoice.subtotal).toBe(price.amount);
    const delivery = invoice.delivery;
    expect(delivery?.status).toBe('Active');
    // Two years from the payment.
    const paidAt = new Date(invoice.paidAt ?? '');
    const twoYearsOn = new Date(paidAt);
    twoYearsOn.setUTCFullYear(paidAt.getUTCFullYear() + 2);
    expect(Math.abs(new Date(delivery?.expiresAt ?? '').getTime() - twoYearsOn.getTime())).toBeLessThan(36 * 3_600_000);
    await expect(page.getByText(fill(c['pay.paid.service'], { id: String(delivery?.serviceId), status: c['status.Active'], date: formatDate(locale, delivery?.expiresAt ?? '') }))).toBeVisible();
  });

  test('zh-CN: half a year at the catalogue price, paid in full by UnionPay QR, and the service is running', async ({ page, sandbox, request }) => {
    const locale: Locale = 'zh-CN';
    const price = await cataloguePrice(request, 'Skyline Standard', 'Semi-annually');
    const shown = formatMoney(locale, price);
    const c = await fillOrderWithEmail(page, locale, { product: 'Skyline Standard', cycle: 'cycle.Semi-annually', method: 'order.method.unionpay' });
    const summary = page.getByRole('region', { name: c['order.summary.heading'] });
    await expect(fact(summary, c['order.summary.cycle'])).toHaveText(c['cycle.Semi-annually']);
    // UnionPay adds no fee: the plan's price is the whole bill.
    await expect(fact(summary, c['order.summary.total'])).toHaveText(shown);
    const invoiceId = await placeOrder(page, c);
    await page.getByRole('button', { name: fill(c['pay.start'], { amount: shown }) }).click();
    await scanAndPay(page, sandbox, c, c['pay.app.unionpay'], invoiceId);
    await expectPaid(page, c);
    const invoice = await invoiceOf(request, invoiceId, await shownLogin(page, c));
    expect(invoice.total).toBe(price.amount);
    const expires = new Date(invoice.delivery?.expiresAt ?? '');
    const sixMonthsOn = new Date(invoice.paidAt ?? '');
    sixMonthsOn.setUTCMonth(sixMonthsOn.getUTCMonth() + 6);
    expect(Math.abs(expires.getTime() - sixMonthsOn.getTime())).toBeLessThan(36 * 3_600_000);
    await page.getByRole('link', { name: c['pay.paid.myService'] }).click();
    await expect(fact(page, c['service.status'])).toHaveText(c['status.Active']);
  });
});

test.describe('the trial', () => {
  test('en-US: the 7-day trial is bought at its catalogue price and delivered; a second one for the same person is refused', async ({ page, sandbox, request, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/au\/order$/, status: 409 }]);
    const locale: Locale = 'en-US';
    const c = copy[locale];
    const price = await cataloguePrice(request, 'Skyline Standard', 'Trial');
    await page.goto(`/${locale}/order/place`);
    await expect(cycleChoice(page, c, 'Skyline Standard', 'cycle.Trial')).toHaveAccessibleName(new RegExp(`^${escaped(c['cycle.Trial'])}\\s*${escaped(formatMoney(locale, price))}`));
    await choosePlan(page, c, 'Skyline Standard', 'cycle.Trial');
    await continueWithEmail(page, c, uniqueEmail('trial'));
    // Exact: "Alipay" is also the start of "AlipayHK".
    await page.getByRole('radio', { name: c['order.method.alipay'], exact: true }).check();
    const summary = page.getByRole('region', { name: c['order.summary.heading'] });
    await expect(fact(summary, c['order.summary.subtotal'])).toHaveText(formatMoney(locale, price));
    const invoiceId = await placeOrder(page, c);
    await pressPay(page, c);
    await scanAndPay(page, sandbox, c, c['pay.app.alipay'], invoiceId);
    await expectPaid(page, c);
    const invoice = await invoiceOf(request, invoiceId, await shownLogin(page, c));
    const delivery = invoice.delivery;
    expect(delivery?.status).toBe('Active');
    // Seven days from the payment, shown on the page.
    expect(new Date(delivery?.expiresAt ?? '').getTime() - new Date(invoice.paidAt ?? '').getTime()).toBe(7 * 24 * 3_600_000);
    await expect(page.getByText(fill(c['pay.paid.service'], { id: String(delivery?.serviceId), status: c['status.Active'], date: formatDate(locale, delivery?.expiresAt ?? '') }))).toBeVisible();

    // The same person (the browser now holds the login the order made) tries again.
    await page.goto(`/${locale}/order/place`);
    await choosePlan(page, c, 'Skyline Standard', 'cycle.Trial');
    await nextStep(page, c);
    await expect(page.getByText(c['order.account.loggedIn'])).toBeVisible();
    await nextStep(page, c);
    await page.getByRole('radio', { name: c['order.method.alipay'], exact: true }).check();
    await page.getByRole('button', { name: c['order.place'] }).click();
    await expect(page.getByRole('alert')).toHaveText(c['order.error.TrialUsed']);
    await expect(page).toHaveURL(/\/en-US\/order\/place/);
  });
});

test.describe('the cashier', () => {
  test('zh-CN: a year of Skyline Pro paid with AlipayHK on the cashier page the QR code leads to', async ({ page, context, sandbox, request }) => {
    const locale: Locale = 'zh-CN';
    const price = await cataloguePrice(request, 'Skyline Pro', 'Annually');
    const c = await fillOrderWithEmail(page, locale, { product: 'Skyline Pro', cycle: 'cycle.Annually', method: 'order.method.alipayhk' });
    const invoiceId = await placeOrder(page, c);
    await page.getByRole('button', { name: fill(c['pay.start'], { amount: formatMoney(locale, price) }) }).click();
    await expect(page.getByRole('img', { name: fill(c['pay.qr.alt'], { app: c['pay.app.alipayhk'] }) })).toBeVisible();
    // The person opens the payment page the QR code stands for (the sandbox's cashier) in
    // another tab, and pays there; the bill's page follows by itself.
    const cashierUrl = await page.getByRole('link', { name: c['pay.qr.open'] }).getAttribute('href');
    expect((await sandbox.payments(invoiceId)).at(-1)?.state).toBe('pending');
    const cashier = await context.newPage();
    await cashier.goto(cashierUrl ?? '');
    await expect(cashier.getByRole('heading', { name: /Cashier/ })).toBeVisible();
    await expect(cashier.getByText(`#${invoiceId}`)).toBeVisible();
    await cashier.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(cashier.getByText(/^Paid\./)).toBeVisible();
    await cashier.close();
    await expectPaid(page, c);
    // The timeline has reached its last step.
    await expect(page.getByRole('list', { name: c['pay.timeline.label'] }).getByRole('listitem').filter({ hasText: c['pay.timeline.delivered'] })).toHaveAttribute('aria-current', 'step');
  });
});

test.describe('coupons', () => {
  test('en-US: an empty, an invalid and an already used coupon are told apart, keep what was typed, and a valid one lowers the total', async ({ page, logIn, sandbox, request, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'GET', url: /\/getpromotions\?/, status: 404 }, { method: 'GET', url: /\/getpromotions\?/, status: 409 }]);
    const locale: Locale = 'en-US';
    const c = copy[locale];
    const used = await addPromotion(sandbox, { type: 'percent', value: '10' });
    const valid = await addPromotion(sandbox, { type: 'fixed', value: '3.00' });
    // The account bought a plan with `used` before.
    const fixture: AccountFixture & { services: (NonNullable<AccountFixture['services']>[number] & { promocode: string })[] } = { services: [{ status: 'Active', promocode: used.code }] };
    await logIn(fixture);
    const price = await cataloguePrice(request, 'Skyline Standard', 'Annually');
    await page.goto(`/${locale}/order/place`);
    await choosePlan(page, c, 'Skyline Standard', 'cycle.Annually');
    const field = page.getByLabel(c['order.coupon.label']);
    const apply = page.getByRole('button', { name: c['order.coupon.apply'] });
    const total = (amount: string) => page.getByText(c['order.summary.totalIs'].replace('{total}', formatMoney(locale, { amount, currency: price.currency })));
    await expect(total(price.amount)).toBeVisible();

    await apply.click();
    await expect(page.getByRole('alert')).toHaveText(c['order.coupon.CouponEmpty']);
    await expect(field).toHaveValue('');

    await field.fill('nope-2026');
    await apply.click();
    await expect(page.getByRole('alert')).toHaveText(c['order.coupon.CouponInvalid']);
    await expect(field).toHaveValue('nope-2026');

    const typedUsed = used.code.toLowerCase();
    await field.fill(typedUsed);
    await apply.click();
    await expect(page.getByRole('alert')).toHaveText(c['order.coupon.CouponUsed']);
    await expect(field).toHaveValue(typedUsed);
    await expect(total(price.amount)).toBeVisible();

    await field.fill(valid.code);
    await apply.click();
    const discounted = fromMinor(toMinor(price.amount) - toMinor(valid.value));
    await expect(page.getByRole('status').filter({ hasText: fill(c['order.coupon.applied'], { code: valid.code, discount: formatMoney(locale, { amount: valid.value, currency: price.currency }) }) })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(total(discounted)).toBeVisible();
    await nextStep(page, c);
    await nextStep(page, c);
    await page.getByRole('radio', { name: c['order.method.alipayhk'] }).check();
    const summary = page.getByRole('region', { name: c['order.summary.heading'] });
    await expect(summary.getByRole('term').filter({ hasText: fill(c['order.summary.coupon'], { code: valid.code }) })).toBeVisible();
    await expect(fact(summary, c['order.summary.total'])).toHaveText(formatMoney(locale, { amount: discounted, currency: price.currency }));
    // The bill asks for the discounted total.
    await placeOrder(page, c);
    await expect(page.getByRole('button', { name: fill(c['pay.start'], { amount: formatMoney(locale, { amount: discounted, currency: price.currency }) }) })).toBeVisible();
  });
});

test.describe('the balance', () => {
  test('zh-CN: a renewal bill paid wholly from the balance is paid and delivered, and the balance goes down by the bill', async ({ page, logIn, request }) => {
    const locale: Locale = 'zh-CN';
    const c = copy[locale];
    const { account } = await logIn({ balance: '20.00', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
    const renewal = unpaidRenewal(account);
    const invoiceId = renewal?.id ?? 0;
    const before = await balanceOf(request, account);
    const { currency, subtotal, discount } = await invoiceOf(request, invoiceId, account);
    await openBill(page, locale, invoiceId);
    await expect(page.getByText(fill(c['pay.balance.available'], { amount: formatMoney(locale, { amount: fromMinor(before), currency }) }))).toBeVisible();
    // The button offers what is due before Alipay's fee: no fee is charged on what the balance pays.
    const covered = formatMoney(locale, { amount: fromMinor(toMinor(subtotal) - toMinor(discount)), currency });
    await page.getByRole('button', { name: fill(c['pay.balance.use'], { amount: covered }) }).click();
    await expectPaid(page, c);
    const invoice = await invoiceOf(request, invoiceId, account);
    expect(invoice.status).toBe('Paid');
    expect(invoice.delivery?.status).toBe('Active');
    // Paid from the balance, the bill carries no method fee: its total is what left the balance.
    expect(invoice.fee).toBe('0.00');
    expect(invoice.total).toBe(invoice.subtotal);
    expect(invoice.credit).toBe(invoice.total);
    expect(await balanceOf(request, account)).toBe(before - toMinor(invoice.total));
  });
});
