/**
 * Tests that move the sandbox's clock. The clock is shared, so these run in their own
 * Playwright project after every other test, one at a time, and put the clock back.
 */
import { test, expect, markVerified } from './fixtures.ts';
import { fillOrderWithEmail, placeOrder } from './ordering.ts';
import { E2E_SANDBOX_ORIGIN } from './ports.ts';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { reset: true } });
  await request.dispose();
});

test('zh-TW: an order left unpaid for a day times out and asks for a new order', async ({ page, context, playwright }) => {
  await markVerified(context);
  const c = await fillOrderWithEmail(page, 'zh-TW', { product: 'Skyline Standard', cycle: 'cycle.Monthly', method: 'order.method.alipayhk' });
  await placeOrder(page, c);
  const request = await playwright.request.newContext();
  await request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/clock`, { data: { advanceMs: 25 * 3_600_000 } });
  await request.dispose();
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(c['error.OrderTimedOut.title']);
  await expect(page.getByRole('link', { name: c['action.reorder'] })).toBeVisible();
});
