/**
 * Tests that move the sandbox's clock. The clock is shared, so these run in their own
 * Playwright project after every other test, one at a time, and put the clock back.
 */
import { test, expect } from '../fixtures.ts';
import { choosePlan, expectPaid, fillOrderWithEmail, nextStep, openBill, placeOrder, pressPay, settleNewestPayment } from '../ordering.ts';

// Templates filled as the page fills them (Chinese spacing added at interpolation).
import { fill } from '../fixtures.ts';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ sandbox }) => {
  await sandbox.moveClock({ reset: true });
});

test('zh-TW: an order left unpaid for a day times out and asks for a new order', async ({ page, sandbox }) => {
  const c = await fillOrderWithEmail(page, 'zh-TW', { product: 'Skyline Standard', cycle: 'cycle.Monthly', method: 'order.method.alipayhk' });
  await placeOrder(page, c);
  await sandbox.moveClock({ advanceMs: 25 * 3_600_000 });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(c['error.OrderTimedOut.title']);
  await expect(page.getByRole('link', { name: c['action.reorder'] })).toBeVisible();
});

// The USDT panel: an address expires after 15 minutes by the sandbox clock.
import { copy, unpaidRenewal } from '../fixtures.ts';
import { named } from '../support/payment-rails.ts';

test('en-US: an expired USDT address is refreshed on the panel, past a busy pool, and then paid', async ({ page, logIn, sandbox }) => {
  const c = copy['en-US'];
  const address = page.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  const { account } = await logIn({ paymentMethods: ['usdt'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  await openBill(page, 'en-US', invoiceId);
  await pressPay(page, c);
  const first = await address.textContent();
  await sandbox.moveClock({ advanceMs: 16 * 60_000 });
  // The panel's own polling sees the expiry: "QR code expired, refresh or use another method".
  await expect(page.getByRole('alert')).toContainText(c['error.QrExpired.title']);
  await sandbox.setUsdtOccupied({ invoiceId: invoiceId, occupied: true });
  await page.getByRole('button', { name: c['pay.usdt.refresh'] }).click();
  await expect(page.getByRole('alert')).toContainText(c['error.UsdtAddressOccupied.title']);
  await sandbox.setUsdtOccupied({ invoiceId: invoiceId, occupied: false });
  await page.getByRole('button', { name: c['action.retry'] }).click();
  await expect(page.getByText(c['pay.usdt.state.waiting'])).toBeVisible();
  const second = await address.textContent();
  expect(second).not.toBe(first);
  // A reload resumes the new address, not the expired one the first pay call answered.
  await page.reload();
  await expect(address).toHaveText(second ?? '');
  for (let step = 0; step < 3; step++) await sandbox.advanceUsdt(invoiceId);
  await expectPaid(page, c);
});

test('en-US: an order left unpaid for a day times out, and "Place a new order" leads to a new order that can be paid', async ({ page, sandbox, expectFailedResponses }) => {
  const c = await fillOrderWithEmail(page, 'en-US', { product: 'Skyline Pro', cycle: 'cycle.Monthly', method: 'order.method.wechat' });
  const first = await placeOrder(page, c);
  await sandbox.moveClock({ advanceMs: 25 * 3_600_000 });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(c['error.OrderTimedOut.title']);
  await expect(page.getByRole('alert')).toContainText(c['error.OrderTimedOut.hint']);
  await expect(page.getByRole('button', { name: named(c['pay.start']) })).toHaveCount(0);
  await page.getByRole('link', { name: c['action.reorder'] }).click();
  await expect(page).toHaveURL(/\/en-US\/order\/place$/);
  // The timed-out order made the account (its login is kept); the new order goes on it.
  await choosePlan(page, c, 'Skyline Pro', 'cycle.Monthly');
  await nextStep(page, c);
  await expect(page.getByText(c['order.account.loggedIn'])).toBeVisible();
  await nextStep(page, c);
  await page.getByRole('radio', { name: c['order.method.wechat'] }).check();
  // A day on, the human check's token (3 hours, by the sandbox's clock) is stale: the provider
  // refuses it, the check is passed again in place, and the same press places the order (ADR 0044).
  expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/au\/order$/, status: 403 }]);
  const second = await placeOrder(page, c);
  expect(second).not.toBe(first);
  await expect(page.getByRole('button', { name: named(c['pay.start']) })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('en-US: an Alipay QR code left for 15 minutes expires on the page, and a new code pays the bill', async ({ page, logIn, sandbox }) => {
  const c = copy['en-US'];
  const { account } = await logIn({ paymentMethods: ['alipay'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  const qr = page.getByRole('img', { name: fill(c['pay.qr.alt'], { app: c['pay.app.alipay'] }) });
  await openBill(page, 'en-US', invoiceId);
  await pressPay(page, c);
  await expect(qr).toBeVisible();
  await sandbox.moveClock({ advanceMs: 16 * 60_000 });
  // The page's own polling sees the expiry: "The QR code has expired", and a way on.
  await expect(page.getByRole('alert')).toContainText(c['error.QrExpired.title']);
  await expect(qr).toHaveCount(0);
  const [expired] = await sandbox.payments(invoiceId);
  expect(expired?.state).toBe('expired');
  await page.getByRole('button', { name: c['pay.qr.refresh'] }).click();
  await expect(qr).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const fresh = (await sandbox.payments(invoiceId)).at(-1);
  expect(fresh?.paymentId).not.toBe(expired?.paymentId);
  expect(fresh?.state).toBe('pending');
  await settleNewestPayment(sandbox, invoiceId);
  await expectPaid(page, c);
});
