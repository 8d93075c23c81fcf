/**
 * The USDT (TRC20) and card (Stripe) panels of order/pay. USDT is driven through the
 * sandbox's chain watcher; cards through a test double of Stripe.js that the tests serve
 * in place of js.stripe.com (./support/stripe-double.js), under the page's real
 * Content-Security-Policy. The expiry of a USDT address needs the clock: clock.spec.ts.
 */
import { test, expect, copy, unpaidRenewal, type AccountFixture } from '../fixtures.ts';
import { expectPaid, pressPay, openBill } from '../ordering.ts';
import { blockStripe, named, recordStripeRequests, serveStripeDouble, STRIPE_JS } from '../support/payment-rails.ts';

// Templates filled as the page fills them (Chinese spacing added at interpolation).
import { fill } from '../fixtures.ts';
import { STRIPE_LOAD_TIMEOUT_MS } from '../../../src/lib/payment/stripe-js.ts';

/** A TRON address: "T" and 33 base58 characters. */
const USDT_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** An account whose Monthly service has an unpaid renewal bill, payable with these methods only. */
function billFixture(paymentMethods: NonNullable<AccountFixture['paymentMethods']>): AccountFixture {
  return { paymentMethods, services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] };
}


test.describe('USDT (TRC20)', () => {
  test('zh-CN: a transfer goes from waiting through block confirmations to a delivered service', async ({ page, context, logIn, sandbox }) => {
    const c = copy['zh-CN'];
    const { account } = await logIn(billFixture(['usdt']));
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBill(page, 'zh-CN', invoiceId);
    await pressPay(page, c);

    const address = page.getByText(USDT_ADDRESS);
    await expect(address).toBeVisible();
    await expect(page.getByText('TRC20', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: c['pay.usdt.qrAlt'] })).toBeVisible();
    await expect(page.getByText(c['pay.usdt.warning'])).toBeVisible();
    await expect(page.getByText(c['pay.usdt.state.waiting'])).toBeVisible();
    const timelineNow = page.getByRole('list', { name: c['pay.timeline.label'] }).locator('[aria-current="step"]');
    await expect(timelineNow).toHaveText(c['pay.timeline.waiting']);
    // What is due (6.90) plus a few cents that tell this transfer apart.
    const amountText = (await page.getByText(/^\d+\.\d{2} USDT$/).textContent()) ?? '';
    const amount = amountText.replace(' USDT', '');
    expect(Number(amount)).toBeGreaterThan(6.9);
    expect(Number(amount)).toBeLessThan(8);

    await page.getByRole('button', { name: c['pay.usdt.copyAddress'] }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
    await page.getByRole('button', { name: c['pay.usdt.copyAmount'] }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(amount);

    const detected = (count: number) => fill(c['pay.usdt.state.detected'], { count: String(count), required: '3' });
    await sandbox.advanceUsdt(invoiceId);
    await expect(page.getByText(detected(1))).toBeVisible();
    await expect(timelineNow).toHaveText(c['pay.timeline.detected']);
    await expect(page.getByText(named(c['pay.usdt.txid']))).toBeVisible();
    // A transfer already seen does not expire: no deadline any more.
    await expect(page.getByText(named(c['pay.usdt.expires']))).toHaveCount(0);
    await sandbox.advanceUsdt(invoiceId);
    await expect(page.getByText(detected(2))).toBeVisible();
    await sandbox.advanceUsdt(invoiceId);
    await expectPaid(page, c);
    await expect(timelineNow).toHaveText(c['pay.timeline.delivered']);
    await expect(page.getByRole('link', { name: c['pay.paid.myService'] })).toBeVisible();
  });

  test('en-US: a busy address pool says so, and trying again later gets an address (no login)', async ({ page, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'PUT', url: /\/au\/api\/v1\/invoices\/n\/\d+\/pay$/, status: 409 }]);
    const c = copy['en-US'];
    const account = await sandbox.createAccount(billFixture(['usdt']));
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    // Busy for this invoice only: tests running beside this one still get addresses.
    await sandbox.setUsdtOccupied({ invoiceId: invoiceId, occupied: true });
    await openBill(page, 'en-US', invoiceId);
    const pay = page.getByRole('button', { name: named(c['pay.start']) });
    await pay.click();
    await expect(page.getByRole('alert')).toContainText(c['error.UsdtAddressOccupied.title']);
    await expect(page.getByText(c['error.UsdtAddressOccupied.hint'])).toBeVisible();
    await sandbox.setUsdtOccupied({ invoiceId: invoiceId, occupied: false });
    await pay.click();
    await expect(page.getByText(USDT_ADDRESS)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A reload during the payment shows the same address again.
    const shown = await page.getByText(USDT_ADDRESS).textContent();
    await page.reload();
    await expect(page.getByText(USDT_ADDRESS)).toHaveText(shown ?? '');
  });
});

test.describe('USDT (TRC20) opened again', () => {
  test('zh-TW: a bill opened where the payment was not made reads its USDT payment and names the address and amount, even while the chain watcher is down (no login)', async ({ page, sandbox, expectFailedResponses }) => {
    const c = copy['zh-TW'];
    const account = await sandbox.createAccount(billFixture(['usdt']));
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    await openBill(page, 'zh-TW', invoiceId);
    await pressPay(page, c);
    const address = (await page.getByText(USDT_ADDRESS).textContent()) ?? '';
    const amount = (await page.getByText(/^\d+\.\d{2} USDT$/).textContent()) ?? '';
    const expiry = (await page.getByText(named(c['pay.usdt.expires'])).textContent()) ?? '';
    expect(address).toMatch(USDT_ADDRESS);

    // Another device: no pay call was made there, so nothing of it is kept. The chain
    // watcher is down meanwhile; the invoice's USDT payment still says where and how much.
    expectFailedResponses([{ method: 'GET', url: new RegExp(`/pay/usdt/transaction/${invoiceId}$`), status: 503 }]);
    await sandbox.fault({ pathPrefix: `/pay/usdt/transaction/${invoiceId}`, mode: 'error503', times: 100 });
    await page.evaluate(() => localStorage.removeItem('skyline:payment-info'));
    const paymentRead = page.waitForResponse((response) => response.url().endsWith(`/pay/usdt/invoice/${invoiceId}`) && response.status() === 200);
    await page.reload();
    await paymentRead;
    await expect(page.getByText(USDT_ADDRESS)).toHaveText(address);
    await expect(page.getByText(/^\d+\.\d{2} USDT$/)).toHaveText(amount);
    await expect(page.getByText(named(c['pay.usdt.expires']))).toHaveText(expiry);
    await expect(page.getByRole('img', { name: c['pay.usdt.qrAlt'] })).toBeVisible();
    // The watcher's silence is said, not hidden, and the address stays.
    await expect(page.getByText(c['pay.usdt.trouble'])).toBeVisible();
    await expect(page.getByText(USDT_ADDRESS)).toHaveText(address);

    // Once the watcher answers again, the transfer is followed to the end.
    await sandbox.clearFaults();
    await sandbox.advanceUsdt(invoiceId);
    await expect(page.getByText(fill(c['pay.usdt.state.detected'], { count: '1', required: '3' }))).toBeVisible();
    await expect(page.getByText(c['pay.usdt.trouble'])).toHaveCount(0);
  });
});

test.describe('card (Stripe)', () => {
  test('en-US: card-number problems are named, then a saved card pays', async ({ page, logIn, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/__sandbox\/api\/stripe\/confirm$/, status: 400 }]);
    const c = copy['en-US'];
    const fixture: AccountFixture & { cards: { brand: string; last4: string; expMonth: number; expYear: number }[] } = {
      ...billFixture(['card']),
      cards: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 }],
    };
    const { account } = await logIn(fixture);
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    await serveStripeDouble(page);
    await openBill(page, 'en-US', invoiceId);
    await pressPay(page, c);

    const saved = page.getByRole('radio', { name: fill(c['pay.card.savedCard'], { brand: 'Visa', last4: '4242', month: '03', year: '2031' }) });
    await expect(saved).toBeChecked();
    await page.getByRole('radio', { name: c['pay.card.newCard'] }).check();
    const cardNumber = page.getByRole('group', { name: c['pay.card.fieldLabel'] }).getByLabel('Card number');
    const confirm = page.getByRole('button', { name: named(c['pay.card.confirm']) });
    await cardNumber.fill('4242 4242');
    await confirm.click();
    await expect(page.getByRole('alert')).toHaveText(c['pay.card.problem.numberIncomplete']);
    await cardNumber.fill('4242 4242 4242 4241');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await confirm.click();
    await expect(page.getByRole('alert')).toHaveText(c['pay.card.problem.numberInvalid']);
    // The same payment is confirmed again, with the saved card this time.
    await saved.check();
    await confirm.click();
    await expectPaid(page, c);
  });

  test('zh-TW: the expiry date and security code are checked: each problem has its message, then the card pays', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/__sandbox\/api\/stripe\/confirm$/, status: 400 }]);
    const c = copy['zh-TW'];
    const { account } = await logIn(billFixture(['card']));
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    await serveStripeDouble(page);
    await openBill(page, 'zh-TW', invoiceId);
    await pressPay(page, c);

    const field = page.getByRole('group', { name: c['pay.card.fieldLabel'] });
    const confirm = page.getByRole('button', { name: named(c['pay.card.confirm']) });
    await field.getByLabel('Card number').fill('4242 4242 4242 4242');
    const expiry = field.getByLabel('Expiration date');
    const code = field.getByLabel('Security code');
    const cases: [string, string, keyof typeof c][] = [
      ['12 / 20', '123', 'pay.card.problem.expiryYearPast'],
      ['13 / 40', '123', 'pay.card.problem.expiryInvalid'],
      ['12 /', '123', 'pay.card.problem.expiryIncomplete'],
      ['12 / 40', '12', 'pay.card.problem.cvcIncomplete'],
    ];
    for (const [date, cvc, message] of cases) {
      await expiry.fill(date);
      await code.fill(cvc);
      await confirm.click();
      await expect(page.getByRole('alert')).toHaveText(c[message]);
    }
    await code.fill('123');
    await confirm.click();
    await expectPaid(page, c);
    expect((await sandbox.payments(invoiceId)).map((payment) => payment.state)).toEqual(['paid']);
  });

  test('zh-CN: a declined card, then paying again with another card (no login)', async ({ page, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/__sandbox\/api\/stripe\/confirm$/, status: 402 }]);
    const c = copy['zh-CN'];
    const account = await sandbox.createAccount(billFixture(['card']));
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    await serveStripeDouble(page);
    await openBill(page, 'zh-CN', invoiceId);
    await pressPay(page, c);

    // No login: no saved cards, just the card field.
    await expect(page.getByRole('group', { name: c['pay.card.fieldLabel'] })).toBeVisible();
    await expect(page.getByRole('radio', { name: c['pay.card.newCard'] })).toHaveCount(0);
    const cardNumber = page.getByRole('group', { name: c['pay.card.fieldLabel'] }).getByLabel('Card number');
    await cardNumber.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: named(c['pay.card.confirm']) }).click();
    await expect(page.getByRole('alert')).toContainText(c['error.PaymentFailed.title']);
    await page.getByRole('button', { name: c['action.payAgain'] }).click();
    await cardNumber.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: named(c['pay.card.confirm']) }).click();
    // No login: paid, and the page says where the service went rather than claiming it.
    await expect(page.getByRole('heading', { name: c['pay.paid.receivedHeading'] })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#main').getByRole('link', { name: c['action.login'] })).toBeVisible();
    expect((await sandbox.payments(invoiceId)).map((payment) => payment.state)).toEqual(['declined', 'paid']);
  });

  test('zh-CN: when Stripe.js cannot load, the card panel says so at once and another method still works', async ({ page, logIn, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'GET', url: /^https:\/\/js\.stripe\.com\//, status: 'network' }]);
    const c = copy['zh-CN'];
    const { account } = await logIn(billFixture(['card', 'alipay']));
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    const stripeRequests = recordStripeRequests(page);
    await blockStripe(page);
    await openBill(page, 'zh-CN', invoiceId);
    const pay = page.getByRole('button', { name: named(c['pay.start']) });
    await expect(pay).toBeVisible();
    // Nothing is asked of Stripe before the card panel opens.
    expect(stripeRequests).toEqual([]);
    await pay.click();
    await expect(page.getByRole('alert')).toContainText(c['pay.card.unavailable.title'], { timeout: 5_000 });
    expect(stripeRequests.length).toBeGreaterThan(0);
    // The radio follows the bill: it is checked once the provider has switched the method.
    const alipay = page.getByRole('radio', { name: c['order.method.alipay'] });
    await alipay.click();
    await expect(alipay).toBeChecked();
    await pay.click();
    await expect(page.getByRole('img', { name: new RegExp(c['pay.app.alipay']) })).toBeVisible();
  });

  test('en-US: a Stripe.js that never answers (a blocked host that hangs) ends in "unavailable", not a spinner', async ({ page, sandbox }) => {
    const c = copy['en-US'];
    const account = await sandbox.createAccount(billFixture(['card']));
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    // Left unanswered on purpose, like a connection that is silently dropped.
    await page.route(STRIPE_JS, () => undefined);
    // The page's own clock, moved past the wait for Stripe.js instead of waiting it out.
    await page.clock.install();
    await openBill(page, 'en-US', invoiceId);
    await pressPay(page, c);
    await expect(page.getByText(c['pay.card.loading'])).toBeVisible();
    await page.clock.fastForward(STRIPE_LOAD_TIMEOUT_MS);
    await expect(page.getByRole('alert')).toContainText(c['pay.card.unavailable.title']);
    await expect(page.getByText(c['pay.card.loading'])).toHaveCount(0);
  });
});
