/** Steps through the order wizard the way a person would. */
import { expect, type Page } from '@playwright/test';
import { copy, uniqueEmail } from './fixtures.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';

export type Copy = (typeof copy)[Locale];
export type CycleKey = keyof Copy & `cycle.${string}`;
export type MethodKey = keyof Copy & `order.method.${string}`;

export async function choosePlan(page: Page, c: Copy, product: string, cycle: CycleKey): Promise<void> {
  // Anchored: 年付 must not also match 半年付.
  await page.getByRole('group', { name: new RegExp(product) }).getByRole('radio', { name: new RegExp(`^${c[cycle]}`) }).check();
}

/** Plan and cycle, a new email, a method: stops on step 3 with the summary showing. */
export async function fillOrderWithEmail(page: Page, locale: Locale, plan: { product: string; cycle: CycleKey; method: MethodKey; email?: string }): Promise<Copy> {
  const c = copy[locale];
  await page.goto(`/${locale}/order/place`);
  await choosePlan(page, c, plan.product, plan.cycle);
  await page.getByRole('button', { name: c['order.next'] }).click();
  await page.getByLabel(c['order.account.email'], { exact: true }).fill(plan.email ?? uniqueEmail('buyer'));
  await page.getByRole('button', { name: c['order.next'] }).click();
  await page.getByRole('radio', { name: c[plan.method], exact: true }).check();
  await expect(page.getByRole('heading', { name: c['order.summary.heading'] })).toBeVisible();
  return c;
}

/** Places the order and waits for the payment page; returns the invoice id. */
export async function placeOrder(page: Page, c: Copy, screen: 'pay' | 'paying' = 'pay'): Promise<number> {
  await page.getByRole('button', { name: c['order.place'] }).click();
  await page.waitForURL(new RegExp(`/order/${screen}\\?invoice=\\d+`));
  return Number(new URL(page.url()).searchParams.get('invoice'));
}
