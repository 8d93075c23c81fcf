/**
 * order/pay shows the bill before React: a static preview the page script fills, and
 * the payment island wakes on the first touch (client:interaction).
 */
import { test, expect, copy, holdIsland, recordScripts, uniqueEmail, unpaidRenewal, type SandboxControl } from '../fixtures.ts';
import { openBill, settleNewestPayment } from '../ordering.ts';

// Templates filled as the page fills them (Chinese spacing added at interpolation).
import { fill } from '../fixtures.ts';

/** React's DOM renderer and the payment island's own code. */
const PAYMENT_CODE = /\/_astro\/(client|PaymentPage)\.[\w-]+\.js/;


async function renewalBill(sandbox: SandboxControl): Promise<number> {
  const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  return unpaidRenewal(account)?.id ?? 0;
}

test.describe('the bill before the payment page wakes', () => {
  test('zh-TW: a bill link shows the amount without React; "Pay" pressed then opens the QR panel and the payment goes through', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const invoiceId = await renewalBill(sandbox);
    const scripts = recordScripts(page);
    await openBill(page, 'zh-TW', invoiceId);
    await expect(page.locator('.amount-due')).toHaveText('US$7.11');
    await expect(page.getByText(fill(c['pay.invoice'], { id: String(invoiceId) }))).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => PAYMENT_CODE.test(path))).toEqual([]);

    await page.getByRole('button', { name: fill(c['pay.start'], { amount: 'US$7.11' }) }).click();
    await expect(page.getByText(fill(c['pay.qr.scan'], { app: c['pay.app.alipay'], amount: 'US$7.11' }))).toBeVisible();
    expect(scripts.filter((path) => PAYMENT_CODE.test(path)).length).toBeGreaterThan(0);
    const payments = await sandbox.payments(invoiceId);
    expect(payments).toHaveLength(1);
    await settleNewestPayment(sandbox, invoiceId);
    // Paid without a login: the page cannot see the service, so it says where it went, and
    // (user/check, ADR 0063) that this anonymous account opens with its saved link only.
    await expect(page.getByRole('heading', { name: c['pay.paid.receivedHeading'] })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(c['pay.paid.toAccountLinkOnly'])).toBeVisible();
    await expect(page.getByRole('link', { name: c['pay.paid.mailLink'] })).toHaveCount(0);
    await expect(page.getByRole('list', { name: c['pay.timeline.label'] }).locator('[aria-current="step"]')).toHaveText(c['pay.timeline.paid']);
    // Its "Log in" leads to a working login (issue 13).
    await page.getByRole('main').getByRole('link', { name: c['action.login'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: c['loginPage.heading'] })).toBeVisible();
  });

  test('en-US: a method switched before the page wakes is the bill’s method, and its price, once it is awake', async ({ page, sandbox }) => {
    const c = copy['en-US'];
    const invoiceId = await renewalBill(sandbox);
    await openBill(page, 'en-US', invoiceId);
    await expect(page.locator('.amount-due')).toHaveText('US$7.11');
    await page.getByRole('radio', { name: c['order.method.paypal'] }).check();
    // PayPal has no service fee: the bill is the plan's price.
    await expect(page.locator('.amount-due')).toHaveText('US$6.90');
    await expect(page.getByRole('radio', { name: c['order.method.paypal'] })).toBeChecked();
    await expect(page.getByRole('button', { name: fill(c['pay.start'], { amount: 'US$6.90' }) })).toBeVisible();
  });

  test('zh-TW: a press on "Pay" that wakes the page is not lost when the page wakes before the finger lifts', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const invoiceId = await renewalBill(sandbox);
    await openBill(page, 'zh-TW', invoiceId);
    // The bill and its methods are in place (nothing moves under the finger any more).
    await expect(page.getByRole('radio', { name: c['order.method.alipay'] })).toBeChecked();
    await page.getByRole('button', { name: fill(c['pay.start'], { amount: 'US$7.11' }) }).hover();
    await page.mouse.down();
    // The press woke the page, and it rendered while the finger is still down.
    await expect(page.locator('#pay-heading')).toBeAttached();
    await page.mouse.up();
    await expect(page.getByText(fill(c['pay.qr.scan'], { app: c['pay.app.alipay'], amount: 'US$7.11' }))).toBeVisible();
    // Then the awake page alone is left.
    await expect(page.locator('[data-bill-preview]')).toHaveCount(0);
    expect(await sandbox.payments(invoiceId)).toHaveLength(1);
  });

  test('en-US: "Paid but not active?" is under the bill before the page wakes, not only after a first tap', async ({ page, sandbox }) => {
    const c = copy['en-US'];
    const invoiceId = await renewalBill(sandbox);
    const scripts = recordScripts(page);
    await openBill(page, 'en-US', invoiceId);
    await expect(page.locator('.amount-due')).toHaveText('US$7.11');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => PAYMENT_CODE.test(path))).toEqual([]);
    await expect(page.getByText(c['pay.stuck.heading'], { exact: true })).toBeVisible();
  });

  test('zh-TW: "paid but not active?" opened before the page wakes opens its ticket form once it has', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const invoiceId = await renewalBill(sandbox);
    await openBill(page, 'zh-TW', invoiceId);
    await expect(page.locator('.amount-due')).toHaveText('US$7.11');
    // As on a slow line: the page's code is still on its way when the question is opened.
    const island = page.locator('[data-payment-island] astro-island');
    const release = await holdIsland(page, island);
    await page.getByText(c['pay.stuck.heading'], { exact: true }).click();
    await expect(page.getByText(c['pay.stuck.body'])).toBeVisible();
    await expect(island).toHaveAttribute('ssr');

    release();
    const form = page.getByRole('form', { name: c['ticket.heading'] });
    await expect(form.getByLabel(c['ticket.email'])).toBeVisible();
    await expect(form.getByRole('checkbox', { name: c['ticket.category.payment-not-activated'] })).toBeChecked();
  });

  test.describe('when its code cannot be downloaded', () => {
    test('zh-CN: "Pay" says the connection failed instead of waiting forever, and a retry shows the payment', async ({ page, sandbox, expectFailedResponses }) => {
      expectFailedResponses([{ method: 'GET', url: /\/_astro\/PaymentPage\.[\w-]+\.js/, status: 'network' }, { method: 'GET', url: /\/_astro\/client\.[\w-]+\.js/, status: 'network' }]);
      const c = copy['zh-CN'];
      const invoiceId = await renewalBill(sandbox);
      await page.route(PAYMENT_CODE, (route) => route.abort('internetdisconnected'));
      await openBill(page, 'zh-CN', invoiceId);
      await page.getByRole('button', { name: fill(c['pay.start'], { amount: 'US$7.11' }) }).click();
      await expect(page.getByText(c['error.NetworkTrouble.hint'])).toBeVisible({ timeout: 15_000 });

      await page.unroute(PAYMENT_CODE);
      await page.getByRole('button', { name: c['action.retry'] }).click();
      await expect(page.getByText(fill(c['pay.qr.scan'], { app: c['pay.app.alipay'], amount: 'US$7.11' }))).toBeVisible();
      await expect(page.getByText(c['error.NetworkTrouble.hint'])).toBeHidden();
      // One press, one payment: the retry showed the payment already made.
      expect(await sandbox.payments(invoiceId)).toHaveLength(1);
    });
  });
});

test('en-US: a bill paid without a login whose account has a verified email offers the login link by email, and never shows the address', async ({ page, sandbox }) => {
  const c = copy['en-US'];
  const email = uniqueEmail('bill.owner');
  const account = await sandbox.createAccount({ email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  await openBill(page, 'en-US', invoiceId);
  await page.getByRole('button', { name: fill(c['pay.start'], { amount: 'US$7.11' }) }).click();
  await expect(page.getByText(fill(c['pay.qr.scan'], { app: c['pay.app.alipay'], amount: 'US$7.11' }))).toBeVisible();
  await settleNewestPayment(sandbox, invoiceId);

  await expect(page.getByRole('heading', { name: c['pay.paid.receivedHeading'] })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(c['pay.paid.toAccountByEmail'])).toBeVisible();
  await expect(page.getByText(c['pay.paid.toAccountLinkOnly'])).toHaveCount(0);
  // Whoever holds the bill link learns that an email exists, never which one.
  await expect(page.getByText(email)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: c['pay.paid.mailLink'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: c['loginPage.heading'] })).toBeVisible();
  await expect(page.getByRole('textbox', { name: c['loginPage.email.label'] })).toBeVisible();
});
