/**
 * The network cut mid-payment, then restored (issue "Buying"): the request reached the
 * provider and was carried out, but its answer was lost on the way back (the sandbox's
 * `drop-after` fault). The page can only say "network trouble"; the person presses
 * again, and the request key must make that repeat land on what was already done:
 * the order is kept and nothing is ordered or charged twice.
 */
import { test, expect, uniqueEmail, type AccountView, type SandboxControl } from '../fixtures.ts';
import { expectPaid, fillOrderWithEmail, placeOrder, settleNewestPayment } from '../ordering.ts';

// Templates filled as the page fills them (Chinese spacing added at interpolation).
import { fill } from '../fixtures.ts';

/** The one account an email order made, with its services and their invoices. */
async function accountOf(sandbox: SandboxControl, email: string): Promise<AccountView> {
  const accounts = await sandbox.accountsWithEmail(email);
  expect(accounts, `accounts with ${email}`).toHaveLength(1);
  const [account] = accounts;
  if (!account) throw new Error(`no account with ${email}`);
  return account;
}

function invoicesOf(account: AccountView): number[] {
  return account.services.flatMap((service) => service.invoices.map((invoice) => invoice.id));
}

test.describe('network cut mid-payment', () => {
  test('en-US: the order is made but its answer is lost; pressing again lands on the same bill, one order in all', async ({ page, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/au\/order$/, status: 'network' }]);
    const email = uniqueEmail('cut.order');
    const c = await fillOrderWithEmail(page, 'en-US', { product: 'Skyline Standard', cycle: 'cycle.Monthly', method: 'order.method.paypal', email });

    // Chromium resends a request lost on a reused connection once by itself: lose every answer.
    await sandbox.fault({ pathPrefix: '/au/api/v1/au/order', mode: 'drop-after', times: 20 });
    await page.getByRole('button', { name: c['order.place'] }).click();
    await expect(page.getByRole('alert')).toContainText(c['error.NetworkTrouble.title']);
    await expect(page.getByText(c['order.error.retryHint'])).toBeVisible();
    await expect(page).toHaveURL(/\/en-US\/order\/place$/);
    // The provider did make the order: only its answer was lost.
    const made = invoicesOf(await accountOf(sandbox, email));
    expect(made).toHaveLength(1);

    // The connection is back; the person presses the same button again.
    await sandbox.clearFaults();
    const invoiceId = await placeOrder(page, c);
    expect(invoiceId).toBe(made[0]);
    await expect(page.getByText(fill(c['pay.invoice'], { id: String(invoiceId) }))).toBeVisible();
    const account = await accountOf(sandbox, email);
    expect(account.services).toHaveLength(1);
    expect(invoicesOf(account)).toEqual(made);
  });

  test('zh-CN: a QR payment is started but its answer is lost; pressing again shows the same payment, paid once, service delivered', async ({ page, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'PUT', url: /\/au\/api\/v1\/invoices\/\d+\/pay$/, status: 'network' }]);
    const c = await fillOrderWithEmail(page, 'zh-CN', { product: 'Skyline Standard', cycle: 'cycle.Monthly', method: 'order.method.wechat' });
    const invoiceId = await placeOrder(page, c);
    const payButton = page.getByRole('button', { name: /US\$/ });
    await expect(payButton).toBeVisible();

    // The page pays with or without a login (after an email order it has one): cut both.
    await sandbox.fault({ pathPrefix: `/au/api/v1/invoices/n/${invoiceId}/pay`, mode: 'drop-after', times: 20 });
    await sandbox.fault({ pathPrefix: `/au/api/v1/invoices/${invoiceId}/pay`, mode: 'drop-after', times: 20 });
    await payButton.click();
    // The page checks the bill, sees the payment, asks for it again (same key): lost again, so after
    // its checks it says the connection failed and offers the button.
    await expect(page.getByRole('alert')).toContainText(c['error.NetworkTrouble.title'], { timeout: 20_000 });
    // The provider did start the payment: only its answer was lost.
    const started = await sandbox.payments(invoiceId);
    expect(started).toHaveLength(1);
    expect(started[0]?.state).toBe('pending');

    await sandbox.clearFaults();
    await payButton.click();
    await expect(page.getByRole('img', { name: new RegExp(c['pay.app.wechat']) })).toBeVisible();
    const payments = await sandbox.payments(invoiceId);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.paymentId).toBe(started[0]?.paymentId);

    // The person scans and pays that one payment.
    await settleNewestPayment(sandbox, invoiceId);
    await expectPaid(page, c);
    expect((await sandbox.payments(invoiceId)).map((payment) => payment.state)).toEqual(['paid']);
    await page.getByRole('link', { name: c['pay.paid.myService'] }).click();
    await expect(page.getByText(c['status.Active'], { exact: true })).toBeVisible();
  });
});
