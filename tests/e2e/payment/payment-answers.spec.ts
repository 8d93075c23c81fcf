/**
 * Odd and hostile answers from the provider to "Pay" (issue 9, defects 3 and 4). The
 * sandbox produces them (`sandbox.armNextPaymentAnswer`: the invoice's next payment
 * instruction carries the given link or QR content), so the page meets them exactly as it
 * would meet them from a broken or compromised provider, through its real client and
 * contract. A link the method may not send a person to never becomes a link or a button;
 * a QR code that cannot be scanned never leaves a placeholder: each says why, and the page
 * offers a way forward (another method, and a new code for a code that cannot be used).
 */
import type { Page } from '@playwright/test';
import { test, expect, copy, fill, renewalBillOf, type AccountFixture } from '../fixtures.ts';
import { openBill, pressPay } from '../ordering.ts';

/** A Monthly service with an unpaid renewal bill, payable with Alipay (its method now) or PayPal. */
const BILL: AccountFixture = { paymentMethods: ['alipay', 'paypal'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] };

type Copy = (typeof copy)['en-US'];

/** Every address a link on the page points to. */
function linkTargets(page: Page): Promise<string[]> {
  return page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The Alipay QR code, drawn (not its loading placeholder). */
function drawnAlipayCode(page: Page, c: Copy) {
  return page.getByRole('img', { name: fill(c['pay.qr.alt'], { app: c['pay.app.alipay'] }) });
}

test.describe('answers the payment page must not take as they come', () => {
  test.use({ account: BILL });

  test('en-US: a PayPal link to another host is not followed; the page says why and another method pays', async ({ page, loggedIn, sandbox }) => {
    const c = copy['en-US'];
    const invoiceId = renewalBillOf(loggedIn.account).id;
    await sandbox.armNextPaymentAnswer({ invoiceId, url: 'https://evil.example/' });
    await openBill(page, 'en-US', invoiceId);
    await page.getByRole('radio', { name: c['order.method.paypal'] }).check();
    // The bill is PayPal's once it shows PayPal's price (no service fee).
    await page.getByRole('button', { name: fill(c['pay.start'], { amount: 'US$6.90' }) }).click();

    const refusal = page.getByRole('alert').filter({ hasText: c['error.PaymentLinkUnexpected.title'] });
    await expect(refusal).toContainText(c['error.PaymentLinkUnexpected.hint']);
    await expect(page.getByRole('link', { name: fill(c['pay.redirect.go'], { method: c['order.method.paypal'] }) })).toHaveCount(0);
    expect((await linkTargets(page)).filter((href) => href.includes('evil.example'))).toEqual([]);
    // Nothing says the payment is on its way: it is not.
    await expect(page.getByText(c['pay.sync.syncing'])).toHaveCount(0);

    // Another method: the switcher stays, and Alipay's code (and its cashier link) come as they should.
    // The switcher is the bill's method: a click asks the provider, and the radio follows its answer.
    await page.getByRole('radio', { name: c['order.method.alipay'] }).click();
    await expect(page.getByRole('radio', { name: c['order.method.alipay'] })).toBeChecked();
    await expect(refusal).toHaveCount(0);
    await page.getByRole('button', { name: fill(c['pay.start'], { amount: 'US$7.11' }) }).click();
    await expect(drawnAlipayCode(page, c)).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByRole('link', { name: c['pay.qr.open'] })).toHaveAttribute('href', new RegExp(`^${sandbox.origin}/__sandbox/cashier/`));
  });

  test('zh-TW: an empty QR code says it cannot be used, and "new code" brings a code to scan', async ({ page, loggedIn, sandbox }) => {
    const c = copy['zh-TW'];
    const invoiceId = renewalBillOf(loggedIn.account).id;
    await sandbox.armNextPaymentAnswer({ invoiceId, qrContent: '' });
    await openBill(page, 'zh-TW', invoiceId);
    await pressPay(page, c);

    const refusal = page.getByRole('alert').filter({ hasText: c['error.QrCodeInvalid.title'] });
    await expect(refusal).toContainText(c['error.QrCodeInvalid.hint']);
    // No placeholder left spinning, and both ways forward are offered.
    await expect(drawnAlipayCode(page, c)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: c['order.method.paypal'] })).toBeEnabled();
    await page.getByRole('button', { name: c['pay.qr.refresh'] }).click();

    await expect(drawnAlipayCode(page, c)).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(refusal).toHaveCount(0);
    // "New code" is a new payment, not a replay of the unusable answer.
    expect(await sandbox.payments(invoiceId)).toHaveLength(2);
  });

  test('zh-CN: a 10 KB QR code says it cannot be used, and another method takes the payment', async ({ page, loggedIn, sandbox }) => {
    const c = copy['zh-CN'];
    const invoiceId = renewalBillOf(loggedIn.account).id;
    await sandbox.armNextPaymentAnswer({ invoiceId, qrContent: `${sandbox.origin}/__sandbox/cashier/${'x'.repeat(10 * 1024)}` });
    await openBill(page, 'zh-CN', invoiceId);
    await pressPay(page, c);

    const refusal = page.getByRole('alert').filter({ hasText: c['error.QrCodeInvalid.title'] });
    await expect(refusal).toContainText(c['error.QrCodeInvalid.hint']);
    await expect(drawnAlipayCode(page, c)).toHaveCount(0);
    await expect(page.getByRole('link', { name: c['pay.qr.open'] })).toHaveCount(0);
    await expect(page.getByRole('button', { name: c['pay.qr.refresh'] })).toBeVisible();

    await page.getByRole('radio', { name: c['order.method.paypal'] }).click();
    await expect(page.getByRole('radio', { name: c['order.method.paypal'] })).toBeChecked();
    await expect(refusal).toHaveCount(0);
    await pressPay(page, c);
    await expect(page.getByRole('link', { name: fill(c['pay.redirect.go'], { method: c['order.method.paypal'] }) })).toHaveAttribute('href', new RegExp(`^${sandbox.origin}/__sandbox/cashier/`));
  });
});
