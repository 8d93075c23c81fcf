/**
 * The bill preview and the payment island render one view of the bill ($payView): the
 * preview offers exactly the methods the island would, and nothing the person cannot use.
 */
import { test, expect, copy, recordScripts, renewalBillOf, unpaidRenewal } from '../fixtures.ts';

/** React's DOM renderer and the payment island's own code. */
const PAYMENT_CODE = /\/_astro\/(client|PaymentPage)\.[\w-]+\.js/;

test.describe('one view of the bill', () => {
  test('zh-TW: a bill link without a login never offers the account balance, before or after the page wakes', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
    const invoiceId = unpaidRenewal(account)?.id;
    expect(invoiceId).toBeDefined();
    const scripts = recordScripts(page);
    await page.goto(`/zh-TW/order/pay?invoice=${invoiceId}`);
    await expect(page.getByRole('radio', { name: c['order.method.alipay'], exact: true })).toBeChecked();
    await page.waitForLoadState('networkidle');
    // Still the static preview: nothing has woken the island.
    expect(scripts.filter((path) => PAYMENT_CODE.test(path))).toEqual([]);
    await expect(page.getByRole('radio', { name: c['order.method.paypal'] })).toBeVisible();
    await expect(page.getByRole('radio', { name: c['order.method.balance'] })).toBeHidden();

    // Awake, the island shows the same choice.
    await page.getByRole('radio', { name: c['order.method.paypal'] }).check();
    await expect(page.locator('[data-bill-preview]')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: c['order.method.paypal'] })).toBeChecked();
    await expect(page.getByRole('radio', { name: c['order.method.balance'] })).toHaveCount(0);
    await expect(page.getByText(c['error.PaymentMethodSwitchFailed.title'])).toHaveCount(0);
  });
});

test.describe('an answer lost on the way back', () => {
  test.use({ account: { balance: '20.00', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] } });

  test('en-US: a balance payment that went through but lost its answer ends on paid, never on "network trouble"', async ({ page, sandbox, loggedIn, expectFailedResponses }) => {
    const c = copy['en-US'];
    const invoiceId = renewalBillOf(loggedIn.account).id;
    // The answer's head arrives and its body is cut: the browser reports the request failed.
    expectFailedResponses([{ method: 'POST', url: new RegExp(`/invoices/${invoiceId}/credit/pay$`), status: 'network' }]);
    await page.goto(`/en-US/order/pay?invoice=${invoiceId}`);
    await sandbox.fault({ pathPrefix: `/au/api/v1/invoices/${invoiceId}/credit/pay`, mode: 'drop-after', times: 1 });
    // The whole bill (US$6.90 before the Alipay fee) from the balance.
    await page.getByRole('button', { name: /6\.90/ }).click();
    await expect(page.getByRole('heading', { name: c['pay.paid.heading'] })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: c['error.NetworkTrouble.title'] })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: c['pay.outcome.checking'] })).toHaveCount(0);
  });
});
