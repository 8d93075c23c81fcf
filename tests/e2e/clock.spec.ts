/**
 * Tests that move the sandbox's clock. The clock is shared, so these run in their own
 * Playwright project after every other test, one at a time, and put the clock back.
 */
import { test, expect, markVerified } from './fixtures.ts';
import { choosePlan, fillOrderWithEmail, placeOrder } from './ordering.ts';
import { E2E_SANDBOX_ORIGIN } from './ports.ts';

// Templates filled as the page fills them (Chinese spacing added at interpolation).
import { fill } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { reset: true } });
  await request.dispose();
});

test('zh-TW: an order left unpaid for a day times out and asks for a new order', async ({ page, context, playwright }) => {
  await markVerified(context);
  const c = await fillOrderWithEmail(page, 'zh-TW', { product: 'Skyline Standard', cycle: 'cycle.Monthly', method: 'order.method.alipayhk' });
  await placeOrder(page, c);
  const request = await playwright.request.newContext();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { advanceMs: 25 * 3_600_000 } });
  await request.dispose();
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(c['error.OrderTimedOut.title']);
  await expect(page.getByRole('link', { name: c['action.reorder'] })).toBeVisible();
});

// The USDT panel: an address expires after 15 minutes by the sandbox clock.
import { copy, loginQuery, unpaidRenewal } from './fixtures.ts';
import { advanceUsdt, named, setUsdtOccupied } from './support/payment-rails.ts';

test('en-US: an expired USDT address is refreshed on the panel, past a busy pool, and then paid', async ({ page, context, sandbox, playwright }) => {
  const c = copy['en-US'];
  const address = page.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  const account = await sandbox.createAccount({ paymentMethods: ['usdt'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  const request = await playwright.request.newContext();
  await markVerified(context);
  await page.goto(`/en-US/order/pay?invoice=${invoiceId}#${loginQuery(account)}`);
  await page.getByRole('button', { name: named(c['pay.start']) }).click();
  const first = await address.textContent();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { advanceMs: 16 * 60_000 } });
  // The panel's own polling sees the expiry: "QR code expired, refresh or use another method".
  await expect(page.getByRole('alert')).toContainText(c['error.QrExpired.title']);
  await setUsdtOccupied(request, invoiceId, true);
  await page.getByRole('button', { name: c['pay.usdt.refresh'] }).click();
  await expect(page.getByRole('alert')).toContainText(c['error.UsdtAddressOccupied.title']);
  await setUsdtOccupied(request, invoiceId, false);
  await page.getByRole('button', { name: c['action.retry'] }).click();
  await expect(page.getByText(c['pay.usdt.state.waiting'])).toBeVisible();
  const second = await address.textContent();
  expect(second).not.toBe(first);
  // A reload resumes the new address, not the expired one the first pay call answered.
  await page.reload();
  await expect(address).toHaveText(second ?? '');
  for (let step = 0; step < 3; step++) await advanceUsdt(request, invoiceId);
  await expect(page.getByRole('heading', { name: c['pay.paid.heading'] })).toBeVisible({ timeout: 15_000 });
  await request.dispose();
});

test('en-US: an order left unpaid for a day times out, and "Place a new order" leads to a new order that can be paid', async ({ page, context, playwright }) => {
  await markVerified(context);
  const c = await fillOrderWithEmail(page, 'en-US', { product: 'Skyline Pro', cycle: 'cycle.Monthly', method: 'order.method.wechat' });
  const first = await placeOrder(page, c);
  const request = await playwright.request.newContext();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { advanceMs: 25 * 3_600_000 } });
  await request.dispose();
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(c['error.OrderTimedOut.title']);
  await expect(page.getByRole('alert')).toContainText(c['error.OrderTimedOut.hint']);
  await expect(page.getByRole('button', { name: named(c['pay.start']) })).toHaveCount(0);
  await page.getByRole('link', { name: c['action.reorder'] }).click();
  await expect(page).toHaveURL(/\/en-US\/order\/place$/);
  // The timed-out order made the account (its login is kept); the new order goes on it.
  await choosePlan(page, c, 'Skyline Pro', 'cycle.Monthly');
  await page.getByRole('button', { name: c['order.next'] }).click();
  await expect(page.getByText(c['order.account.loggedIn'])).toBeVisible();
  await page.getByRole('button', { name: c['order.next'] }).click();
  await page.getByRole('radio', { name: c['order.method.wechat'] }).check();
  const second = await placeOrder(page, c);
  expect(second).not.toBe(first);
  await expect(page.getByRole('button', { name: named(c['pay.start']) })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('en-US: an Alipay QR code left for 15 minutes expires on the page, and a new code pays the bill', async ({ page, context, sandbox, playwright }) => {
  const c = copy['en-US'];
  const account = await sandbox.createAccount({ paymentMethods: ['alipay'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  const qr = page.getByRole('img', { name: fill(c['pay.qr.alt'], { app: c['pay.app.alipay'] }) });
  await markVerified(context);
  await page.goto(`/en-US/order/pay?invoice=${invoiceId}#${loginQuery(account)}`);
  await page.getByRole('button', { name: named(c['pay.start']) }).click();
  await expect(qr).toBeVisible();
  const request = await playwright.request.newContext();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { advanceMs: 16 * 60_000 } });
  await request.dispose();
  // The page's own polling sees the expiry: "The QR code has expired", and a way on.
  await expect(page.getByRole('alert')).toContainText(c['error.QrExpired.title']);
  await expect(qr).toHaveCount(0);
  const [expired] = await sandbox.payments(invoiceId);
  expect(expired?.state).toBe('expired');
  await page.getByRole('button', { name: c['pay.qr.refresh'] }).click();
  await expect(qr).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const fresh = (await sandbox.payments(invoiceId)).at(-1);
  expect(fresh?.id).not.toBe(expired?.id);
  expect(fresh?.state).toBe('pending');
  await sandbox.settlePayment(fresh?.id ?? '', 'pay');
  await expect(page.getByRole('heading', { name: c['pay.paid.heading'] })).toBeVisible({ timeout: 15_000 });
});
