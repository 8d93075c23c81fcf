/**
 * Crypto beside USDT TRC20 (ADR 0058): a hosted crypto checkout the provider sends the person
 * to, played by the sandbox's cashier, which sends them back to `order/pay?invoice=…` as
 * PayPal's does. Paid there; cancelled there and back to pay again; paid short there, and the
 * bill says how much arrived and how much is left (ADR 0061); and a checkout link to a host the
 * method may not send anyone to, refused.
 */
import { test, expect, copy, fill, renewalBillOf, type AccountFixture } from '../fixtures.ts';
import { expectPaid, openBill, pressPay } from '../ordering.ts';
import { formatMoney } from '../../../src/lib/core/i18n/format.ts';
import { named } from '../support/payment-rails.ts';

/** A Monthly service with an unpaid renewal bill on the crypto checkout (USDT as the other choice). */
const CRYPTO_BILL: AccountFixture = { paymentMethods: ['crypto', 'usdt'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] };

test('zh-TW: paid at the crypto checkout, the person comes back to the bill, paid and delivered', async ({ page, logIn, sandbox }) => {
  const c = copy['zh-TW'];
  const { account } = await logIn(CRYPTO_BILL);
  const invoiceId = renewalBillOf(account).id;
  await openBill(page, 'zh-TW', invoiceId);
  await expect(page.getByRole('radio', { name: c['order.method.crypto'] })).toBeChecked();
  await pressPay(page, c);

  const checkout = page.getByRole('link', { name: c['pay.crypto.go'] });
  await expect(checkout).toHaveAttribute('href', new RegExp(`^${sandbox.origin}/__sandbox/cashier/pay_`));
  await expect(page.getByText(c['pay.crypto.hint'])).toBeVisible();
  await expect(page.getByText(c['pay.sync.syncing'])).toBeVisible();
  await checkout.click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the site's payment page (the provider's return address has no language: the stored one is put in front).
  await page.waitForURL(new RegExp(`/zh-TW/order/pay\\?invoice=${invoiceId}$`));
  await expectPaid(page, c);
  const timelineNow = page.getByRole('list', { name: c['pay.timeline.label'] }).locator('[aria-current="step"]');
  await expect(timelineNow).toHaveText(c['pay.timeline.delivered']);
  expect((await sandbox.payments(invoiceId)).at(-1)).toMatchObject({ method: 'crypto', state: 'paid' });
});

test('en-US: cancelled at the crypto checkout and back, the bill says so and is paid on a second go', async ({ page, logIn, sandbox }) => {
  const c = copy['en-US'];
  const { account } = await logIn(CRYPTO_BILL);
  const invoiceId = renewalBillOf(account).id;
  await openBill(page, 'en-US', invoiceId);
  await pressPay(page, c);
  await page.getByRole('link', { name: c['pay.crypto.go'] }).click();
  await page.getByRole('button', { name: 'Cancel and return' }).click();

  await page.waitForURL(new RegExp(`/en-US/order/pay\\?invoice=${invoiceId}$`));
  await expect(page.getByRole('alert')).toContainText(c['error.PaymentFailed.title']);
  // The bill is still there to pay, at its full amount.
  await expect(page.getByText('US$6.90', { exact: true })).toBeVisible();
  const payAgain = page.getByRole('button', { name: c['action.payAgain'] });
  await payAgain.click();
  const checkout = page.getByRole('link', { name: c['pay.crypto.go'] });
  await expect(checkout).toBeVisible();
  // A new checkout, not the cancelled one.
  const payments = await sandbox.payments(invoiceId);
  expect(payments.map((payment) => payment.state)).toEqual(['declined', 'pending']);
  await checkout.click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(new RegExp(`/en-US/order/pay\\?invoice=${invoiceId}$`));
  await expectPaid(page, c);
});

test('zh-CN: a crypto checkout link to a host the method may not send anyone to is refused, and USDT still pays', async ({ page, logIn, sandbox }) => {
  const c = copy['zh-CN'];
  const { account } = await logIn(CRYPTO_BILL);
  const invoiceId = renewalBillOf(account).id;
  await sandbox.armNextPaymentAnswer({ invoiceId, url: 'https://nowpayments.io.evil.example/payment/?iid=1' });
  await openBill(page, 'zh-CN', invoiceId);
  await pressPay(page, c);

  const refusal = page.getByRole('alert').filter({ hasText: c['error.PaymentLinkUnexpected.title'] });
  await expect(refusal).toContainText(c['error.PaymentLinkUnexpected.hint']);
  await expect(page.getByRole('link', { name: c['pay.crypto.go'] })).toHaveCount(0);
  const targets = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(targets.filter((href) => href.includes('evil.example'))).toEqual([]);

  // The switcher stays: USDT takes the bill instead.
  await page.getByRole('radio', { name: c['order.method.usdt'] }).click();
  await expect(page.getByRole('radio', { name: c['order.method.usdt'] })).toBeChecked();
  await pressPay(page, c);
  await expect(page.getByText(c['pay.usdt.state.waiting'])).toBeVisible();
});

test('zh-CN: paid short at the crypto checkout, the bill names what arrived and what is left, the balance takes its part and the rest pays it', async ({ page, logIn, sandbox }) => {
  const c = copy['zh-CN'];
  const usd = (amount: string) => formatMoney('zh-CN', { amount, currency: 'USD' });
  // The balance is offered to this account: what arrives short can be used on the bill.
  const { account } = await logIn({ ...CRYPTO_BILL, paymentMethods: ['crypto', 'usdt', 'balance'] });
  const invoiceId = renewalBillOf(account).id;
  await openBill(page, 'zh-CN', invoiceId);
  await pressPay(page, c);
  await page.getByRole('link', { name: c['pay.crypto.go'] }).click();
  await page.getByRole('button', { name: 'Pay less than asked (half)' }).click();

  await page.waitForURL(new RegExp(`/zh-CN/order/pay\\?invoice=${invoiceId}$`));
  const notice = page.getByRole('alert').filter({ hasText: c['error.PaymentUnderpaid.title'] });
  await expect(notice).toContainText(c['error.PaymentUnderpaid.hint']);
  await expect(notice.getByText(fill(c['pay.underpaid.received'], { received: usd('3.45') }))).toBeVisible();
  await expect(notice.getByText(fill(c['pay.underpaid.useBalance'], { due: usd('3.45') }))).toBeVisible();
  // Not the plain decline's "you have not been charged": money did arrive.
  await expect(page.getByText(c['error.PaymentFailed.hint'])).toHaveCount(0);

  // The way forward: what arrived is in the balance, offered toward this bill.
  await page.getByRole('button', { name: fill(c['pay.balance.use'], { amount: usd('3.45') }) }).click();
  await expect(notice.getByText(fill(c['pay.underpaid.balanceUsed'], { due: usd('3.45') }))).toBeVisible();
  await page.getByRole('button', { name: c['action.payAgain'] }).click();
  await page.getByRole('link', { name: c['pay.crypto.go'] }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(new RegExp(`/zh-CN/order/pay\\?invoice=${invoiceId}$`));
  await expectPaid(page, c);
  expect((await sandbox.payments(invoiceId)).map((payment) => payment.state)).toEqual(['declined', 'paid']);
});

test('en-US: paid short without a login, the bill says how much arrived and how to use it', async ({ page, sandbox }) => {
  const c = copy['en-US'];
  const account = await sandbox.createAccount(CRYPTO_BILL);
  const invoiceId = renewalBillOf(account).id;
  await openBill(page, 'en-US', invoiceId);
  await pressPay(page, c);
  await page.getByRole('link', { name: c['pay.crypto.go'] }).click();
  await page.getByRole('button', { name: 'Pay less than asked (half)' }).click();

  await page.waitForURL(new RegExp(`/en-US/order/pay\\?invoice=${invoiceId}$`));
  const notice = page.getByRole('alert').filter({ hasText: c['error.PaymentUnderpaid.title'] });
  await expect(notice.getByText(fill(c['pay.underpaid.received'], { received: 'US$3.45' }))).toBeVisible();
  await expect(notice.getByText(fill(c['pay.underpaid.logIn'], { due: 'US$3.45' }))).toBeVisible();
  // The bill itself still asks its full amount of a payer without the balance.
  await expect(page.getByText('US$6.90', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: c['action.payAgain'] })).toBeVisible();
});

test('zh-TW: paid short where the balance is not offered, what arrived stays in the balance and the bill asks its full amount again', async ({ page, logIn }) => {
  const c = copy['zh-TW'];
  const { account } = await logIn(CRYPTO_BILL);
  const invoiceId = renewalBillOf(account).id;
  await openBill(page, 'zh-TW', invoiceId);
  await pressPay(page, c);
  await page.getByRole('link', { name: c['pay.crypto.go'] }).click();
  await page.getByRole('button', { name: 'Pay less than asked (half)' }).click();

  await page.waitForURL(new RegExp(`/zh-TW/order/pay\\?invoice=${invoiceId}$`));
  const notice = page.getByRole('alert').filter({ hasText: c['error.PaymentUnderpaid.title'] });
  const usd = (amount: string) => formatMoney('zh-TW', { amount, currency: 'USD' });
  await expect(notice.getByText(fill(c['pay.underpaid.received'], { received: usd('3.45') }))).toBeVisible();
  await expect(notice.getByText(fill(c['pay.underpaid.keptInBalance'], { due: usd('6.90') }))).toBeVisible();
  await expect(page.getByRole('button', { name: named(c['pay.balance.use']) })).toHaveCount(0);
});
