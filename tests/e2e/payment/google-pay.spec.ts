/**
 * Google Pay on the card panel (ADR 0058): Stripe's Express Checkout element, played by the
 * Stripe.js test double, which the test tells whether "this browser" has Google Pay. Where it
 * has, the panel shows its button above the card form and a press pays the bill, booked as
 * Google Pay; where it has not, or Stripe cannot load, the panel says nothing about it.
 */
import { test, expect, copy, unpaidRenewal, type AccountFixture } from '../fixtures.ts';
import { expectPaid, openBill, pressPay } from '../ordering.ts';
import { blockStripe, serveStripeDouble } from '../support/payment-rails.ts';
import { axeViolations } from '../support/axe.ts';

const CARD_BILL: AccountFixture = { paymentMethods: ['card', 'googlepay'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] };

test('en-US: where the browser has Google Pay, its button pays the bill, and the bill is booked as Google Pay', async ({ page, logIn, sandbox }) => {
  const c = copy['en-US'];
  const { account } = await logIn(CARD_BILL);
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  await serveStripeDouble(page, { googlePay: 'available' });
  await openBill(page, 'en-US', invoiceId);
  // Not a choice of the switcher: only the card is.
  await expect(page.getByRole('radio', { name: c['order.method.googlepay'] })).toHaveCount(0);
  await pressPay(page, c);

  const wallet = page.getByRole('region', { name: c['pay.googlePay.heading'] });
  await expect(wallet.getByRole('button', { name: 'Pay with Google Pay' })).toBeVisible();
  await expect(wallet.getByText(c['pay.googlePay.orCard'])).toBeVisible();
  // The card form stays below it.
  await expect(page.getByRole('group', { name: c['pay.card.fieldLabel'] }).getByLabel('Card number')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await wallet.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expectPaid(page, c);
  const timelineNow = page.getByRole('list', { name: c['pay.timeline.label'] }).locator('[aria-current="step"]');
  await expect(timelineNow).toHaveText(c['pay.timeline.delivered']);
  expect((await sandbox.payments(invoiceId)).at(-1)).toMatchObject({ method: 'googlepay', state: 'paid' });
});

test('zh-TW: where the browser has no Google Pay, the card panel does not mention it and the card pays', async ({ page, logIn }) => {
  const c = copy['zh-TW'];
  const { account } = await logIn(CARD_BILL);
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  await serveStripeDouble(page, { googlePay: 'unavailable' });
  await openBill(page, 'zh-TW', invoiceId);
  await pressPay(page, c);

  const cardNumber = page.getByRole('group', { name: c['pay.card.fieldLabel'] }).getByLabel('Card number');
  await expect(cardNumber).toBeVisible();
  // The element has answered (the section is hidden, not merely waiting) before the absence is judged.
  await expect(page.locator('[data-google-pay="unavailable"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Pay with Google Pay' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Google Pay');

  await cardNumber.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: new RegExp(`^${c['pay.card.confirm'].replace('{amount}', '.+')}$`) }).click();
  await expectPaid(page, c);
});

test('zh-CN: when Stripe.js cannot load, neither the card field nor Google Pay is offered, and the panel says to choose another method', async ({ page, logIn, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'GET', url: /^https:\/\/js\.stripe\.com\//, status: 'network' }]);
  const c = copy['zh-CN'];
  const { account } = await logIn(CARD_BILL);
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  await blockStripe(page);
  await openBill(page, 'zh-CN', invoiceId);
  await pressPay(page, c);
  await expect(page.getByRole('alert')).toContainText(c['pay.card.unavailable.title']);
  await expect(page.getByRole('main')).not.toContainText('Google Pay');
});
