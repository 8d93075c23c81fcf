/**
 * Tests that move the sandbox's clock. The clock is shared, so these run in their own
 * Playwright project after every other test, one at a time, and put the clock back.
 */
import { test, expect, copy, markVerified, uniqueEmail } from './fixtures.ts';
import { E2E_SANDBOX_ORIGIN } from './ports.ts';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { reset: true } });
  await request.dispose();
});

test('zh-TW: an order left unpaid for a day times out and asks for a new order', async ({ page, context, playwright }) => {
  const c = copy['zh-TW'];
  await markVerified(context);
  await page.goto('/zh-TW/order/place');
  await page.getByRole('group', { name: /Skyline Standard/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Monthly']}`) }).check();
  await page.getByRole('button', { name: c['order.next'] }).click();
  await page.getByLabel(c['order.account.email'], { exact: true }).fill(uniqueEmail('wu'));
  await page.getByRole('button', { name: c['order.next'] }).click();
  await page.getByRole('radio', { name: c['order.method.alipayhk'] }).check();
  await page.getByRole('button', { name: c['order.place'] }).click();
  await page.waitForURL(/\/zh-TW\/order\/pay\?invoice=\d+/);
  const request = await playwright.request.newContext();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { advanceMs: 25 * 3_600_000 } });
  await request.dispose();
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(c['error.OrderTimedOut.title']);
  await expect(page.getByRole('link', { name: c['action.reorder'] })).toBeVisible();
});
