/**
 * Issue 9, defect 14: a coupon edited in storage never changes the total shown before
 * ordering. After a reload the summary asks the provider again and shows its answer only.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, copy, fill, uniqueEmail } from '../fixtures.ts';
import { choosePlan, continueWithEmail } from '../ordering.ts';

const DRAFT_KEY = 'skyline:order-draft';
const PROMOTIONS = /\/au\/api\/v2\/products\/getpromotions\?/;

/** Replaces the stored draft's coupon with whatever someone wrote there. */
async function editStoredCoupon(page: Page, coupon: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([key, edited]) => {
      const draft: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (typeof draft !== 'object' || draft === null) throw new Error('no order draft is stored');
      localStorage.setItem(key, JSON.stringify({ ...draft, coupon: edited }));
    },
    [DRAFT_KEY, coupon] as const,
  );
}

/** Holds the provider's coupon answers until `release` is called, so the page can be seen before they arrive. */
async function holdCouponAnswers(page: Page): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(PROMOTIONS, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

test.describe('a coupon kept in storage', () => {
  test('en-US: edited to 90% off, after a reload the summary shows no discount until the provider answers, then the provider’s 15%', async ({ page }) => {
    const c = copy['en-US'];
    await page.goto('/en-US/order/place');
    await choosePlan(page, c, 'Skyline Standard', 'cycle.Annually');
    await page.getByLabel(c['order.coupon.label']).fill('sky15');
    await page.getByRole('button', { name: c['order.coupon.apply'] }).click();
    await continueWithEmail(page, c, uniqueEmail('coupon-edit'));
    await page.getByRole('radio', { name: c['order.method.alipayhk'], exact: true }).check();
    const summary = page.getByRole('region', { name: c['order.summary.heading'] });
    await expect(summary.getByRole('definition').filter({ hasText: 'US$56.01' })).toBeVisible();

    await editStoredCoupon(page, { code: 'SKY15', type: 'percent', value: '90', cycles: [], pids: [] });
    const answers = await holdCouponAnswers(page);
    await page.reload();
    // Half-way through an order the wizard wakes by itself, on the step the person was on.
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: 'US$65.90' }).last()).toBeVisible();
    await expect(summary.getByRole('term').filter({ hasText: fill(c['order.summary.coupon'], { code: 'SKY15' }) })).toHaveCount(0);
    await expect(summary.getByText('US$6.59')).toHaveCount(0);

    answers.release();
    await expect(summary.getByRole('term').filter({ hasText: fill(c['order.summary.coupon'], { code: 'SKY15' }) })).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: 'US$56.01' })).toBeVisible();
    await expect(summary.getByText('US$6.59')).toHaveCount(0);
  });

  test('zh-TW: a code the provider does not know is dropped with its message, and the total is the plan’s', async ({ page, expectFailedResponses }) => {
    const c = copy['zh-TW'];
    expectFailedResponses([{ method: 'GET', url: PROMOTIONS, status: 404 }]);
    await page.goto('/zh-TW/order/place');
    await choosePlan(page, c, 'Skyline Standard', 'cycle.Annually');
    await page.getByLabel(c['order.coupon.label']).fill('sky15');
    await page.getByRole('button', { name: c['order.coupon.apply'] }).click();
    await expect(page.getByText(fill(c['order.summary.totalIs'], { total: 'US$56.01' }))).toBeVisible();

    await editStoredCoupon(page, { code: 'FREE100', type: 'fixed', value: '65.90', cycles: [], pids: [] });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: c['order.coupon.CouponInvalid'] })).toBeVisible();
    await expect(page.getByText(fill(c['order.summary.totalIs'], { total: 'US$65.90' }))).toBeVisible();
    await expect(page.getByText(fill(c['order.summary.totalIs'], { total: 'US$0.00' }))).toHaveCount(0);
  });
});
