/**
 * What the invite-friends specs share: the page opened and its sections found by role,
 * the link format of reference §2.10 item 3, and a friend who opens the inviter's link in a
 * browser of their own, orders and pays (the real path that books).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, copy, markVerified, uniqueEmail } from '../fixtures.ts';
import { choosePlan, continueWithEmail, placeOrder, pressPay, expectPaid } from '../ordering.ts';
import { named, serveStripeDouble } from '../support/payment-rails.ts';
import { LOCALES, type Locale } from '../../../src/lib/core/i18n/locales.ts';
import { E2E_SITE_ORIGIN } from '../ports.ts';
import { formatMoney } from '../../../src/lib/core/i18n/format.ts';

export type Copy = (typeof copy)[Locale];

/** Reference §2.10 item 3: the link (and the QR text with `&via=qr`) carries the code and nothing else. */
export const INVITE_LINK = /^https?:\/\/[^?#]+\/(zh-TW|zh-CN|en-US)\/order\/place\?aff=[0-9A-HJKMNP-TV-Z]{8}(&via=qr)?$/;

export const usd = (locale: Locale, amount: string) => formatMoney(locale, { amount, currency: 'USD' });

/** Opens the page and waits until aff/info has answered (the summary's heading, or the bind prompt). */
export async function openAffiliate(page: Page, locale: Locale): Promise<Copy> {
  const c = copy[locale];
  await page.goto(`/${locale}/user/affiliate`);
  await expect(page.getByRole('heading', { name: c['affiliate.heading'], level: 1 })).toBeVisible();
  return c;
}

export async function summaryReady(page: Page, c: Copy): Promise<void> {
  await expect(page.getByRole('region', { name: c['affiliate.summary.heading'] })).toBeVisible();
}

/** The link as the page shows it in its read-only field. */
export async function shownLink(page: Page, c: Copy): Promise<string> {
  const field = page.getByRole('textbox', { name: c['affiliate.link.label'] });
  await expect(field).toHaveValue(INVITE_LINK);
  return field.inputValue();
}

/** A dialog opened by a button of the page. */
export async function openDialog(page: Page, button: string, heading: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: heading });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A friend, in a browser of their own, opens the invite link, orders `product` Monthly with a
 * new email and pays it by card (the Stripe.js test double): the inviter's booked bill is
 * made on the real path, as reference §2.10 item 4 asks. Returns the friend's invoice id.
 */
export async function friendOrdersAndPays(browser: Browser, link: string, product = 'Skyline Standard'): Promise<number> {
  // The order page in the link's own language (the inviter chose it).
  const locale = LOCALES.find((each) => new URL(link).pathname.startsWith(`/${each}/`)) ?? 'zh-TW';
  const context = await browser.newContext({ locale, baseURL: E2E_SITE_ORIGIN });
  await markVerified(context);
  const page = await context.newPage();
  try {
    const c = copy[locale];
    await serveStripeDouble(page);
    // The link as the provider made it, opened on the site under test (its path and query: the code and nothing else).
    const address = new URL(link);
    await page.goto(`${address.pathname}${address.search}`);
    await choosePlan(page, c, product, 'cycle.Monthly');
    await continueWithEmail(page, c, uniqueEmail('friend'));
    await page.getByRole('radio', { name: c['order.method.card'], exact: true }).check();
    const invoiceId = await placeOrder(page, c);
    await pressPay(page, c);
    const card = page.getByRole('group', { name: c['pay.card.fieldLabel'] });
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiration date').fill('12 / 40');
    await card.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: named(c['pay.card.confirm']) }).click();
    await expectPaid(page, c);
    return invoiceId;
  } finally {
    await context.close();
  }
}
