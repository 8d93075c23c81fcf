/**
 * The invite-friends page's money over time (reference §2.10 items 2, 4, 5, 8, 10), in the
 * clock project (these move the sandbox's shared clock and bonus rate, one test at a time):
 * a changed rate shows without a rebuild; a friend who opens the link, orders and pays books
 * one bill, to be confirmed with its date; 60 days less a minute it still waits, a minute
 * more it is withdrawable; 2.99 to the balance is refused before anything is sent, 3.00 goes
 * and the account page's balance rises; a double press sends one request, and an answer lost
 * on the way is read back from the withdrawals; PayPal below its minimum or to `a@b` is
 * refused, a valid request is in progress until the operator pays it, and a returned payout
 * is withdrawable again; a gift not claimed in 7 days comes back to the quota.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, copy, fill, uniqueEmail, type AccountFixture, type LoggedIn, type SandboxControl } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';
import { affWithdrawList } from '../../../src/lib/affiliate/contract.ts';
import { formatDate } from '../../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';
import { friendOrdersAndPays, openAffiliate, openDialog, shownLink, summaryReady, usd, type Copy } from './support.ts';
import { axeViolations } from '../support/axe.ts';

const DAY_MS = 24 * 3600_000;
const WITHDRAW_PATH = /\/aff\/balance\/withdraw$/;

test.afterEach(async ({ sandbox }) => {
  await sandbox.moveClock({ reset: true });
  await sandbox.setBonusRate('10');
});

/** The summary's figure (a button that opens its list) reads this amount. */
function figure(page: Page, c: Copy, label: 'affiliate.summary.toBeConfirmed' | 'affiliate.summary.withdrawable' | 'affiliate.summary.withdrawn', amount: string) {
  return page.getByRole('region', { name: c['affiliate.summary.heading'] }).getByRole('button', { name: `${c[label]} ${amount}` });
}

/** An inviter at 50% whose friend has paid a Monthly Standard bill (6.90 → 3.45), 60 days and a minute ago. */
async function withdrawableInviter(page: Page, locale: Locale, fixtures: { browser: Browser; sandbox: SandboxControl; logIn: (spec: AccountFixture) => Promise<LoggedIn> }): Promise<Copy> {
  await fixtures.sandbox.setBonusRate('50');
  await fixtures.logIn({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
  const c = await openAffiliate(page, locale);
  await friendOrdersAndPays(fixtures.browser, await shownLink(page, c));
  await fixtures.sandbox.moveClock({ advanceMs: 60 * DAY_MS + 60_000 });
  await page.reload();
  await summaryReady(page, c);
  await expect(figure(page, c, 'affiliate.summary.withdrawable', usd(locale, '3.45'))).toBeVisible();
  return c;
}

test('zh-TW: a changed rate shows at once; a friend’s paid bill waits 60 days, then 2.99 is refused and 3.00 goes to the balance', async ({ page, browser, sandbox, logIn }) => {
  const locale = 'zh-TW';
  await logIn({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
  const c = await openAffiliate(page, locale);
  await summaryReady(page, c);
  const rule = (rate: string) => fill(c['affiliate.rule'], { who: c['affiliate.rule.everyBill'], rate, days: 60, balance: usd(locale, '3.00'), paypal: usd(locale, '20.00') });
  await expect(page.getByText(rule('10'))).toBeVisible();
  await sandbox.setBonusRate('50');
  await page.reload();
  await expect(page.getByText(rule('50'))).toBeVisible();

  // The friend opens the link in a browser of their own, orders Monthly (6.90) and pays: one bill of 3.45, to be confirmed.
  const invoiceId = await friendOrdersAndPays(browser, await shownLink(page, c));
  const paidAt = (await sandbox.clock()).now;
  await page.reload();
  await expect(figure(page, c, 'affiliate.summary.toBeConfirmed', usd(locale, '3.45'))).toBeVisible();
  const bills = await openDialog(page, `${c['affiliate.summary.toBeConfirmed']} ${usd(locale, '3.45')}`, copy[locale]['affiliateDialog.bills.heading']);
  const rows = bills.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(copy[locale]['affiliateDialog.bills.status.to-be-confirmed']);
  await expect(rows.first()).toContainText(usd(locale, '3.45'));
  await expect(rows.first()).toContainText(fill(copy[locale]['affiliateDialog.bills.withdrawableOn'], { date: formatDate(locale, new Date(Date.parse(paidAt) + 60 * DAY_MS).toISOString()) }));
  await page.keyboard.press('Escape');

  // 60 days less a minute: still to be confirmed; a minute more: withdrawable, the same amount moved.
  await sandbox.moveClock({ advanceMs: 60 * DAY_MS - 60_000 });
  await page.reload();
  await expect(figure(page, c, 'affiliate.summary.toBeConfirmed', usd(locale, '3.45'))).toBeVisible();
  await expect(page.getByRole('button', { name: c['affiliate.withdraw'], exact: true })).toBeDisabled();
  await sandbox.moveClock({ advanceMs: 2 * 60_000 });
  await page.reload();
  await expect(figure(page, c, 'affiliate.summary.withdrawable', usd(locale, '3.45'))).toBeVisible();
  await expect(figure(page, c, 'affiliate.summary.toBeConfirmed', usd(locale, '0.00'))).toBeVisible();

  // 2.99 to the balance: refused on the page, nothing sent.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (WITHDRAW_PATH.test(request.url())) sent.push(request.url());
  });
  const d = copy[locale];
  const dialog = await openDialog(page, c['affiliate.withdraw'], d['affiliateDialog.withdraw.heading']);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: fill(d['affiliateDialog.withdraw.amount'], { currency: 'USD' }) }).fill('2.99');
  await dialog.getByRole('checkbox', { name: d['affiliateDialog.withdraw.understood'] }).check();
  await dialog.getByRole('button', { name: fill(d['affiliateDialog.withdraw.confirm'], { amount: usd(locale, '2.99') }) }).click();
  await expect(dialog.getByRole('alert')).toHaveText(fill(d['affiliateDialog.withdraw.problem.minimum.balance'], { min: usd(locale, '3.00') }));
  expect(sent).toEqual([]);

  // 3.00: said what will happen, then done; the summary and the balance's history show it.
  await dialog.getByRole('textbox', { name: fill(d['affiliateDialog.withdraw.amount'], { currency: 'USD' }) }).fill('3.00');
  await expect(dialog.getByText(fill(d['affiliateDialog.withdraw.what.balance'], { amount: usd(locale, '3.00') }))).toBeVisible();
  await dialog.getByRole('button', { name: fill(d['affiliateDialog.withdraw.confirm'], { amount: usd(locale, '3.00') }) }).click();
  await expect(dialog.getByRole('status')).toHaveText(fill(d['affiliateDialog.withdraw.done.balance'], { amount: usd(locale, '3.00'), balance: usd(locale, '3.00') }));
  expect(sent).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(figure(page, c, 'affiliate.summary.withdrawable', usd(locale, '0.45'))).toBeVisible();
  await expect(figure(page, c, 'affiliate.summary.withdrawn', usd(locale, '3.00'))).toBeVisible();
  const history = await openDialog(page, c['affiliate.links.balance'], d['affiliateDialog.balance.heading']);
  await expect(history.locator('tbody').getByRole('row').first()).toContainText(d['balance.type.withdraw-credit']);
  await page.keyboard.press('Escape');

  // The account page's balance rose by 3.00.
  await page.goto(`/${locale}/user/account`);
  await expect(page.getByRole('region', { name: d['balance.heading'] }).getByRole('definition')).toHaveText(usd(locale, '3.00'));

  // A chargeback after the withdrawal: 3.45 clawed back from 0.45 leaves 3.00 owed; withdrawals wait; the balance stays.
  await sandbox.refundInvoice(invoiceId, { kind: 'chargeback' });
  await openAffiliate(page, locale);
  await expect(page.getByText(fill(c['affiliate.withdraw.clawback'], { amount: usd(locale, '3.00') }))).toBeVisible();
  await expect(page.getByRole('button', { name: c['affiliate.withdraw'], exact: true })).toBeDisabled();
  const cancelled = await openDialog(page, c['affiliate.links.bills'], d['affiliateDialog.bills.heading']);
  await expect(cancelled.locator('tbody').getByRole('row').first()).toContainText(d['affiliateDialog.bills.reason.chargeback']);
  await expect(cancelled.locator('tbody').getByRole('row').first()).toContainText(fill(d['affiliateDialog.bills.clawedBack'], { amount: usd(locale, '3.45') }));
});

test('en-US: a double press sends one withdrawal; its answer lost on the way, the dialog reads back what happened; a second tab is then refused', async ({ page, context, browser, sandbox, logIn, expectFailedResponses }) => {
  const locale = 'en-US';
  const c = await withdrawableInviter(page, locale, { browser, sandbox, logIn });
  const d = copy[locale];
  // A second tab, open before the withdrawal: its figures still say 3.45.
  const otherTab = await context.newPage();
  await openAffiliate(otherTab, locale);
  await expect(figure(otherTab, c, 'affiliate.summary.withdrawable', usd(locale, '3.45'))).toBeVisible();
  // Handled in full, then the answer dropped: the page cannot tell, and must not send it again.
  await sandbox.fault({ pathPrefix: '/au/api/v1/aff/balance/withdraw', mode: 'drop-after', times: 1 });
  expectFailedResponses([
    { method: 'POST', url: WITHDRAW_PATH, status: 'network' },
    { method: 'POST', url: WITHDRAW_PATH, status: 409 },
  ]);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (WITHDRAW_PATH.test(request.url())) sent.push(request.url());
  });

  const dialog = await openDialog(page, c['affiliate.withdraw'], d['affiliateDialog.withdraw.heading']);
  await dialog.getByRole('button', { name: d['affiliateDialog.withdraw.all'] }).click();
  await dialog.getByRole('checkbox', { name: d['affiliateDialog.withdraw.understood'] }).check();
  await dialog.getByRole('button', { name: fill(d['affiliateDialog.withdraw.confirm'], { amount: usd(locale, '3.45') }) }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText(fill(d['affiliateDialog.withdraw.done.balanceRead'], { amount: usd(locale, '3.45') }));
  expect(sent).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(figure(page, c, 'affiliate.summary.withdrawn', usd(locale, '3.45'))).toBeVisible();
  const records = await openDialog(page, c['affiliate.links.withdrawals'], d['affiliateDialog.withdrawals.heading']);
  await expect(records.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(records.locator('tbody').getByRole('row').first()).toContainText(d['affiliateDialog.withdrawals.status.completed']);
  expect(await axeViolations(page)).toEqual([]);

  // The other tab asks for everything too: the provider refuses it, and the tab says so with the figure as it is now.
  const second = await openDialog(otherTab, c['affiliate.withdraw'], d['affiliateDialog.withdraw.heading']);
  await second.getByRole('button', { name: d['affiliateDialog.withdraw.all'] }).click();
  await second.getByRole('checkbox', { name: d['affiliateDialog.withdraw.understood'] }).check();
  await second.getByRole('button', { name: fill(d['affiliateDialog.withdraw.confirm'], { amount: usd(locale, '3.45') }) }).click();
  await expect(second.getByRole('alert')).toHaveText(fill(d['affiliateDialog.withdraw.problem.over'], { amount: usd(locale, '0.00') }));
  expect(sent).toHaveLength(1);
});

test('zh-CN: PayPal: 19.99 and a@b refused on the page, 20.00 in progress, paid by the operator with its reference, then returned and withdrawable again', async ({ page, browser, sandbox, logIn }) => {
  const locale = 'zh-CN';
  await sandbox.setBonusRate('100');
  const { account } = await logIn({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
  const c = await openAffiliate(page, locale);
  const link = await shownLink(page, c);
  // Two friends each pay Skyline Pro Monthly (11.90): 23.80 at 100%, withdrawable 60 days on.
  await friendOrdersAndPays(browser, link, 'Skyline Pro');
  await friendOrdersAndPays(browser, link, 'Skyline Pro');
  await sandbox.moveClock({ advanceMs: 61 * DAY_MS });
  await page.reload();
  await expect(figure(page, c, 'affiliate.summary.withdrawable', usd(locale, '23.80'))).toBeVisible();

  const d = copy[locale];
  const dialog = await openDialog(page, c['affiliate.withdraw'], d['affiliateDialog.withdraw.heading']);
  await dialog.getByRole('radio', { name: fill(d['affiliateDialog.withdraw.toPaypal'], { min: usd(locale, '20.00') }) }).check();
  const amount = dialog.getByRole('textbox', { name: fill(d['affiliateDialog.withdraw.amount'], { currency: 'USD' }) });
  const email = dialog.getByRole('textbox', { name: d['affiliateDialog.withdraw.paypalEmail'] });
  await dialog.getByRole('checkbox', { name: d['affiliateDialog.withdraw.understood'] }).check();
  await amount.fill('19.99');
  await email.fill('me@example.com');
  await dialog.getByRole('button', { name: fill(d['affiliateDialog.withdraw.confirm'], { amount: usd(locale, '19.99') }) }).click();
  await expect(dialog.getByText(fill(d['affiliateDialog.withdraw.problem.minimum.paypal'], { min: usd(locale, '20.00') }))).toBeVisible();
  await amount.fill('20.00');
  await email.fill('a@b');
  await dialog.getByRole('button', { name: fill(d['affiliateDialog.withdraw.confirm'], { amount: usd(locale, '20.00') }) }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(d['affiliateDialog.withdraw.problem.paypalEmail'])).toBeVisible();
  await email.fill('me@example.com');
  await expect(dialog.getByText(fill(d['affiliateDialog.withdraw.what.paypal'], { amount: usd(locale, '20.00'), email: 'me@example.com' }))).toBeVisible();
  await dialog.getByRole('button', { name: fill(d['affiliateDialog.withdraw.confirm'], { amount: usd(locale, '20.00') }) }).click();
  await expect(dialog.getByRole('status')).toHaveText(fill(d['affiliateDialog.withdraw.done.paypal'], { amount: usd(locale, '20.00') }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: c['affiliate.summary.heading'] }).getByRole('button', { name: `${c['affiliate.summary.inProgress']} ${usd(locale, '20.00')}` })).toBeVisible();
  await expect(figure(page, c, 'affiliate.summary.withdrawable', usd(locale, '3.80'))).toBeVisible();

  // The operator pays it out with a PayPal reference; later PayPal returns it, unclaimed.
  const answer = await page.request.post(`${E2E_SANDBOX_ORIGIN}/au/api/v1/aff/withdraw/list`, { data: { uuid: account.uuid, hmac: account.hmac, limitnum: 5, limitstart: 0 } });
  const [requested] = affWithdrawList.response.parse((await answer.json()).data).withdrawals;
  if (!requested) throw new Error('no withdrawal was made');
  await sandbox.settleWithdrawal(requested.id, { status: 'paid', reference: 'PAYOUT-7F3K' });
  await page.reload();
  await expect(figure(page, c, 'affiliate.summary.withdrawn', usd(locale, '20.00'))).toBeVisible();
  let records = await openDialog(page, c['affiliate.links.withdrawals'], d['affiliateDialog.withdrawals.heading']);
  await expect(records.locator('tbody').getByRole('row').first()).toContainText(d['affiliateDialog.withdrawals.status.paid']);
  await expect(records.locator('tbody').getByRole('row').first()).toContainText(fill(d['affiliateDialog.withdrawals.reference'], { reference: 'PAYOUT-7F3K' }));
  await page.keyboard.press('Escape');

  await sandbox.settleWithdrawal(requested.id, { status: 'returned', reason: 'Unclaimed for 30 days' });
  await page.reload();
  await expect(figure(page, c, 'affiliate.summary.withdrawable', usd(locale, '23.80'))).toBeVisible();
  records = await openDialog(page, c['affiliate.links.withdrawals'], d['affiliateDialog.withdrawals.heading']);
  await expect(records.locator('tbody').getByRole('row').first()).toContainText(d['affiliateDialog.withdrawals.status.returned']);
  await expect(records.locator('tbody').getByRole('row').first()).toContainText(fill(d['affiliateDialog.withdrawals.reason'], { reason: 'Unclaimed for 30 days' }));
});

test('zh-TW: a gift not claimed in 7 days comes back to the quota, said in its history', async ({ page, sandbox, logIn }) => {
  const { account } = await logIn({ email: uniqueEmail('gifter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
  await sandbox.changeAffiliateQuota({ uuid: account.uuid, change: 1, note: 'Launch week' });
  const c = await openAffiliate(page, 'zh-TW');
  const gift = page.getByRole('region', { name: c['affiliate.gift.heading'] });
  await gift.getByRole('textbox', { name: c['affiliate.invite.email'] }).fill(uniqueEmail('gift'));
  await gift.getByRole('button', { name: c['affiliate.gift.send'] }).click();
  await expect(gift.getByText(fill(c['affiliate.gift.intro'], { days: 3, left: 0 }))).toBeVisible();

  await sandbox.moveClock({ advanceMs: 7 * DAY_MS + 60_000 });
  await page.reload();
  await expect(gift.getByText(fill(c['affiliate.gift.intro'], { days: 3, left: 1 }))).toBeVisible();
  await expect(page.getByRole('table', { name: c['affiliate.friends.heading'] }).locator('tbody').getByRole('row').first()).toContainText(c['affiliate.friends.state.returned']);
  const d = copy['zh-TW'];
  const history = await openDialog(page, c['affiliate.gift.quota'], d['affiliateDialog.quota.heading']);
  const first = history.locator('tbody').getByRole('row').first();
  await expect(first).toContainText(d['affiliateDialog.quota.reason.quota-returned']);
  await expect(first).toContainText('+1');
});
