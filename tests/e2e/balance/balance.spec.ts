/**
 * The account page's balance and its history: the balance in the page's language and
 * currency; entries of every kind, newest first, each amount signed and said in words
 * (in / out), its kind in words, the bill it concerns as a link, the balance after it;
 * twenty a page with "more"; empty; a history that cannot be read offers a retry.
 */
import type { Page } from '@playwright/test';
import { test, expect, copy, fill } from '../fixtures.ts';
import { formatMoney } from '../../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

type Copy = (typeof copy)['en-US'];

const usd = (locale: Locale, amount: string) => formatMoney(locale, { amount, currency: 'USD' });


/** The account page, scrolled down to this section: its island wakes when it comes into view (client:visible), as it does for a person scrolling to it. */
async function openAccount(page: Page, locale: 'zh-TW' | 'zh-CN' | 'en-US'): Promise<void> {
  await page.goto(`/${locale}/user/account`);
  await page.getByRole('region', { name: copy[locale]['balance.heading'] }).scrollIntoViewIfNeeded();
}

function history(page: Page, c: Copy) {
  return page.getByRole('table', { name: c['balance.history.heading'] });
}

/** The history's rows (the header row left out). */
function rows(page: Page, c: Copy) {
  return history(page, c).locator('tbody').getByRole('row');
}

test('zh-TW: the balance, its history of several kinds in words, twenty a page, then the rest', async ({ page, logIn }) => {
  const c = copy['zh-TW'];
  await logIn({
    balanceEntries: [
      { type: 'top-up', amount: '50.00' },
      { type: 'withdraw-credit', amount: '3.00' },
      { type: 'pay-bill', amount: '6.90' },
      { type: 'refund', amount: '6.90' },
      ...Array.from({ length: 17 }, () => ({ type: 'top-up' as const, amount: '1.00' })),
    ],
    balance: '5.00',
  });
  await openAccount(page, 'zh-TW');
  const balance = page.getByRole('region', { name: c['balance.heading'] });
  await expect(balance.getByRole('definition')).toHaveText(usd('zh-TW', '75.00'));

  // Newest first: the top-up made now, with the balance after it.
  await expect(rows(page, c)).toHaveCount(20);
  const newest = rows(page, c).first();
  await expect(newest).toContainText(fill(c['balance.in'], { amount: usd('zh-TW', '5.00') }));
  await expect(newest).toContainText(c['balance.type.top-up']);
  await expect(newest.getByRole('cell').last()).toHaveText(usd('zh-TW', '75.00'));
  await expect(balance.getByText(fill(c['balance.shown'], { shown: 20, total: 22 }))).toBeVisible();

  await balance.getByRole('button', { name: c['balance.more'] }).click();
  await expect(rows(page, c)).toHaveCount(22);
  // The first entry the page added has the focus; there is nothing more to show.
  await expect(rows(page, c).nth(20)).toBeFocused();
  await expect(balance.getByRole('button', { name: c['balance.more'] })).toHaveCount(0);
  await expect(balance.getByText(fill(c['balance.shown'], { shown: 22, total: 22 }))).toBeVisible();

  // The oldest four, each kind said in words, money out said as "out" (not by colour alone).
  const oldest = rows(page, c);
  const expectations: [number, string, string, string][] = [
    [21, fill(c['balance.in'], { amount: usd('zh-TW', '50.00') }), c['balance.type.top-up'], usd('zh-TW', '50.00')],
    [20, fill(c['balance.in'], { amount: usd('zh-TW', '3.00') }), c['balance.type.withdraw-credit'], usd('zh-TW', '53.00')],
    [19, fill(c['balance.out'], { amount: usd('zh-TW', '6.90') }), c['balance.type.pay-bill'], usd('zh-TW', '46.10')],
    [18, fill(c['balance.in'], { amount: usd('zh-TW', '6.90') }), c['balance.type.refund'], usd('zh-TW', '53.00')],
  ];
  for (const [index, amount, kind, after] of expectations) {
    const cells = oldest.nth(index).getByRole('cell');
    await expect(cells.nth(1)).toHaveText(amount);
    await expect(cells.nth(2)).toHaveText(kind);
    await expect(cells.nth(4)).toHaveText(after);
  }
});

test('en-US: a refund into the balance links to its bill', async ({ page, logIn }) => {
  const c = copy['en-US'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { refunded: 2 } });
  const refunded = new Set((account.services[0]?.invoices ?? []).filter((invoice) => invoice.status === 'Refunded').map((invoice) => invoice.id));
  await openAccount(page, 'en-US');
  const refunds = rows(page, c).filter({ hasText: c['balance.type.refund'] });
  await expect(refunds.first()).toBeVisible();
  const link = refunds.first().getByRole('link', { name: /^Bill #\d+$/ });
  const id = Number((await link.textContent())?.replace(/\D/g, ''));
  expect(refunded.has(id)).toBe(true);
  await expect(link).toHaveAttribute('href', `/en-US/user/invoice/${id}`);
  await expect(refunds.first().getByRole('cell').nth(1)).toHaveText(/^In: \+US\$\d+\.\d{2}$/);
});

test('en-US: with no history the page says so, with the balance at zero', async ({ page, logIn }) => {
  const c = copy['en-US'];
  await logIn({});
  await openAccount(page, 'en-US');
  const balance = page.getByRole('region', { name: c['balance.heading'] });
  await expect(balance.getByText(c['balance.history.empty'])).toBeVisible();
  await expect(balance.getByRole('definition')).toHaveText(usd('en-US', '0.00'));
  await expect(history(page, c)).toHaveCount(0);
});

test('zh-CN: a history that cannot be read shows the reason and a retry, not a spinner; the balance still shows', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'POST', url: /\/account\/balance\/trans$/, status: 'network' }]);
  const c = copy['zh-CN'];
  await logIn({ balance: '12.50' });
  // Enough drops for every try (Chromium itself may send a dropped read again on a fresh
  // connection, unseen by the page); cleared below before the retry.
  await sandbox.fault({ pathPrefix: '/au/api/v1/account/balance/trans', mode: 'drop', times: 100 });
  await openAccount(page, 'zh-CN');
  const balance = page.getByRole('region', { name: c['balance.heading'] });
  await expect(balance.getByRole('alert')).toContainText(c['error.NetworkTrouble.title'], { timeout: 20_000 });
  await expect(balance.getByText(c['balance.history.loading'])).toHaveCount(0);
  await expect(balance.getByRole('definition')).toHaveText(usd('zh-CN', '12.50'));
  await sandbox.clearFaults();
  await balance.getByRole('button', { name: c['action.retry'] }).click();
  await expect(rows(page, c)).toHaveCount(1);
  await expect(rows(page, c).first()).toContainText(fill(c['balance.in'], { amount: usd('zh-CN', '12.50') }));
});
