import { test, expect, copy, fill, uniqueEmail } from '../fixtures.ts';
import { choosePlan, continueWithEmail, expectPaid, fillOrderWithEmail, placeOrder, settleNewestPayment } from '../ordering.ts';

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

test('en-US: opened by the app’s trial offer, the wizard starts on the 7-day trial, says why, and a trial order ends the offer (ADR 0063)', async ({ page }) => {
  const c = copy['en-US'];
  await page.goto('/en-US/order/place?inapp=1&inapptrial=1');
  const trial = page.getByRole('group', { name: /Skyline Standard/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Trial']}`) });
  await expect(trial).toBeChecked();
  await expect(page.getByRole('note').filter({ hasText: fill(c['order.inAppTrial.note'], { days: 7 }) })).toBeVisible();

  // The person's own choice stands, and the note goes with the trial.
  await choosePlan(page, c, 'Skyline Standard', 'cycle.Monthly');
  await expect(trial).not.toBeChecked();
  await expect(page.getByText(fill(c['order.inAppTrial.note'], { days: 7 }))).toHaveCount(0);

  // The trial ordered: the next visit from the app starts on the usual plan.
  await choosePlan(page, c, 'Skyline Standard', 'cycle.Trial');
  await continueWithEmail(page, c, uniqueEmail('app.trial'));
  await page.getByRole('radio', { name: c['order.method.alipay'], exact: true }).check();
  await placeOrder(page, c, 'paying');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:in-app') ?? 'null'))).toEqual({ inApp: true, inAppTrial: false });
  await page.goto('/en-US/order/place');
  await expect(page.getByRole('group', { name: /Skyline Standard/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Annually']}`) })).toBeChecked();
  await expect(page.getByText(fill(c['order.inAppTrial.note'], { days: 7 }))).toHaveCount(0);
});

test('zh-TW: the app without its trial offer opens the wizard on the usual plan', async ({ page }) => {
  const c = copy['zh-TW'];
  await page.goto('/zh-TW/order/place?inapp=1');
  const group = page.getByRole('group', { name: /Skyline Standard/ });
  await expect(group.getByRole('radio', { name: new RegExp(`^${c['cycle.Annually']}`) })).toBeChecked();
  await expect(group.getByRole('radio', { name: new RegExp(`^${c['cycle.Trial']}`) })).not.toBeChecked();
  await expect(page.getByText(fill(c['order.inAppTrial.note'], { days: 7 }))).toHaveCount(0);
});
