import { test, expect } from '../fixtures.ts';
import { expectPaid, fillOrderWithEmail, placeOrder, settleNewestPayment } from '../ordering.ts';

test('zh-CN: inside the Android app, an order is paid on the in-app paying screen', async ({ page, sandbox }) => {
  // The app opens the site with its in-app flag; the flag is kept for the visit.
  await page.goto('/zh-CN/order/place?inapp=1');
  const c = await fillOrderWithEmail(page, 'zh-CN', { product: 'Skyline Standard', cycle: 'cycle.Monthly', method: 'order.method.alipay' });
  const invoiceId = await placeOrder(page, c, 'paying');
  await expect(page).toHaveURL(/\/zh-CN\/order\/paying\?invoice=\d+/);
  await expect(page.getByRole('heading', { name: c['pay.heading'] })).toBeVisible();
  await expect(page).toHaveTitle(c['meta.orderPaying.title']);

  // The paying screen takes the money like the payment page and ends on the service.
  await page.getByRole('button', { name: /US\$/ }).click();
  await expect(page.getByRole('img', { name: new RegExp(c['pay.app.alipay']) })).toBeVisible();
  expect(await sandbox.payments(invoiceId)).toHaveLength(1);
  await settleNewestPayment(sandbox, invoiceId);
  await expectPaid(page, c);
  await expect(page).toHaveURL(/\/zh-CN\/order\/paying\?invoice=\d+/);
});
