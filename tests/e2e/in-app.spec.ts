import { test, expect, copy, markVerified, uniqueEmail } from './fixtures.ts';

test('zh-CN: inside the Android app, an order is paid on the in-app paying screen', async ({ page, context }) => {
  const c = copy['zh-CN'];
  await markVerified(context);
  await page.goto('/zh-CN/order/place?inapp=1');
  await page.getByRole('group', { name: /Skyline Standard/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Monthly']}`) }).check();
  await page.getByRole('button', { name: c['order.next'] }).click();
  await page.getByLabel(c['order.account.email'], { exact: true }).fill(uniqueEmail('app'));
  await page.getByRole('button', { name: c['order.next'] }).click();
  await page.getByRole('radio', { name: c['order.method.alipay'] }).check();
  await page.getByRole('button', { name: c['order.place'] }).click();
  await page.waitForURL(/\/zh-CN\/order\/paying\?invoice=\d+/);
  await expect(page.getByRole('heading', { name: c['pay.heading'] })).toBeVisible();
  await expect(page).toHaveTitle(c['meta.orderPaying.title']);
});
