import { test, expect, markVerified } from './fixtures.ts';
import { fillOrderWithEmail, placeOrder } from './ordering.ts';

test('zh-CN: inside the Android app, an order is paid on the in-app paying screen', async ({ page, context, sandbox }) => {
  await markVerified(context);
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
  const payments = await sandbox.payments(invoiceId);
  expect(payments).toHaveLength(1);
  await sandbox.settlePayment(payments[0]?.id ?? '', 'pay');
  await expect(page.getByRole('heading', { name: c['pay.paid.heading'] })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/zh-CN\/order\/paying\?invoice=\d+/);
});
