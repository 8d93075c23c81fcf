/** The journey steps the browser tests share: through the order wizard, to the payment page, paid. */
import { expect, type Page } from '@playwright/test';
import { copy, loginQuery, uniqueEmail, type AccountView, type SandboxControl } from './fixtures.ts';
import { named } from './support/payment-rails.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';

export type Copy = (typeof copy)[Locale];
export type CycleKey = keyof Copy & `cycle.${string}`;
export type MethodKey = keyof Copy & `order.method.${string}`;

export async function choosePlan(page: Page, c: Copy, product: string, cycle: CycleKey): Promise<void> {
  // Anchored: 年付 must not also match 半年付.
  await page.getByRole('group', { name: new RegExp(product) }).getByRole('radio', { name: new RegExp(`^${c[cycle]}`) }).check();
}

/** "Next": on to the wizard's next step. */
export async function nextStep(page: Page, c: Copy): Promise<void> {
  await page.getByRole('button', { name: c['order.next'] }).click();
}

/** From the plan step: on to the account step, an email for the order, on to the payment step. */
export async function continueWithEmail(page: Page, c: Copy, email: string): Promise<void> {
  await nextStep(page, c);
  await page.getByLabel(c['order.account.email'], { exact: true }).fill(email);
  await nextStep(page, c);
}

/** Plan and cycle, a new email, a method: stops on step 3 with the summary showing. */
export async function fillOrderWithEmail(page: Page, locale: Locale, plan: { product: string; cycle: CycleKey; method: MethodKey; email?: string }): Promise<Copy> {
  const c = copy[locale];
  await page.goto(`/${locale}/order/place`);
  await choosePlan(page, c, plan.product, plan.cycle);
  await continueWithEmail(page, c, plan.email ?? uniqueEmail('buyer'));
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

/**
 * Opens a bill's payment page, logged in through its login link when `login` is given
 * (the link's fragment, as the provider mails it), or by the bare invoice link.
 */
export async function openBill(page: Page, locale: Locale, invoiceId: number, login?: Pick<AccountView, 'uuid' | 'hmac'>): Promise<Copy> {
  await page.goto(`/${locale}/order/pay?invoice=${invoiceId}${login ? `#${loginQuery(login)}` : ''}`);
  return copy[locale];
}

/** Presses "Pay {amount}" on the payment page (it wakes the payment island). */
export async function pressPay(page: Page, c: Copy): Promise<void> {
  await page.getByRole('button', { name: named(c['pay.start']) }).click();
}

/** What a person does in the wallet app or at the cashier: pays (or declines) the invoice's newest payment. */
export async function settleNewestPayment(sandbox: SandboxControl, invoiceId: number, outcome: 'pay' | 'decline' = 'pay'): Promise<void> {
  const newest = (await sandbox.payments(invoiceId)).at(-1);
  if (!newest) throw new Error(`no payment was started for invoice ${invoiceId}`);
  await sandbox.settlePayment(newest.paymentId, outcome);
}

/** The page has followed the payment to "paid" (the page polls, hence the longer wait). */
export async function expectPaid(page: Page, c: Copy): Promise<void> {
  await expect(page.getByRole('heading', { name: c['pay.paid.heading'] })).toBeVisible({ timeout: 15_000 });
}
