/**
 * The QR code is drawn by an encoder chunk loaded when a QR panel opens. When that chunk
 * cannot be loaded (a flaky connection, a blocker), the panel must give a way forward,
 * not an empty square: say so, offer "Try again", and keep the other ways to pay.
 */
import { test, expect, copy, fill, renewalBillOf } from '../fixtures.ts';
import { pressPay } from '../ordering.ts';

/** The encoder's chunk (src/islands/ui/qr-encoder.ts, named after its module). */
const QR_ENCODER_CHUNK = /\/_astro\/qr-encoder\.[\w-]+\.js$/;

test.describe('a QR encoder that cannot be loaded', () => {
  test.use({ account: { paymentMethods: ['alipay', 'paypal'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] } });

  test('en-US: says the code cannot be shown, keeps the payment link and the method switch, and "Try again" draws it', async ({ page, loggedIn, expectFailedResponses }) => {
    const c = copy['en-US'];
    expectFailedResponses([{ method: 'GET', url: QR_ENCODER_CHUNK, status: 'network' }]);
    await page.route(QR_ENCODER_CHUNK, (route) => route.abort('connectionrefused'));
    await page.goto(`/en-US/order/pay?invoice=${renewalBillOf(loggedIn.account).id}`);
    await pressPay(page, c);

    const notice = page.getByRole('alert').filter({ hasText: c['pay.qr.unavailable.title'] });
    await expect(notice).toContainText(c['pay.qr.unavailable.hint']);
    // The other ways forward are still there: pay on this phone, or switch method.
    await expect(page.getByRole('link', { name: c['pay.qr.open'] })).toBeVisible();
    await expect(page.getByRole('radio', { name: c['order.method.paypal'] })).toBeEnabled();

    // The connection is back: "Try again" loads the encoder and draws the code.
    await page.unroute(QR_ENCODER_CHUNK);
    await notice.getByRole('button', { name: c['action.retry'] }).click();
    const code = page.getByRole('img', { name: fill(c['pay.qr.alt'], { app: c['pay.app.alipay'] }) });
    await expect(code).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(notice).toHaveCount(0);
  });
});
