/**
 * What a person types into a support request is never lost or cut without a word
 * (issue 9, defects 9 and 10): it survives a reload, its limit shows before sending, and
 * an expired bill offers the same request to someone who already paid.
 */
import { test, expect, copy, fill, loginQuery, unpaidRenewal } from '../fixtures.ts';

test.describe('support request text', () => {
  test('zh-TW: the details survive a reload; too long is said before sending and nothing is cut; sent, the draft goes', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const account = await sandbox.createAccount({ email: `note.${Date.now().toString(36)}@example.com`, emailStatus: 'verified', services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
    const invoiceId = unpaidRenewal(account)?.id;
    await page.goto(`/zh-TW/order/pay?invoice=${invoiceId}#${loginQuery(account)}`);
    // A touch anywhere on the bill wakes the page; the request is part of the awake page.
    await page.getByRole('heading', { name: c['pay.heading'] }).click();
    await page.getByText(c['pay.stuck.heading']).click();
    const details = () => page.getByRole('form', { name: c['ticket.heading'] }).getByLabel(c['ticket.details']);
    await details().fill('我已經用支付寶付款了');
    await page.reload();
    // Awake again, the request is open with the details still in it.
    await page.getByRole('heading', { name: c['pay.heading'] }).click();
    await expect(details()).toHaveValue('我已經用支付寶付款了');

    const long = '很長的說明'.repeat(440);
    const tooLong = fill(c['ticket.DetailsTooLong'], { max: 2000, count: 2200 });
    await details().fill(long);
    await expect(page.getByText(tooLong)).toBeVisible();
    await page.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(page.getByRole('alert').filter({ hasText: c['ticket.problems'] })).toBeVisible();
    await expect(details()).toBeFocused();
    await expect(details()).toHaveValue(long);

    await details().fill('我已經用支付寶付款了');
    await page.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(page.getByRole('status').filter({ hasText: /客服單 #\d+/ })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('skyline:ticket-drafts'))).toBeNull();
  });

  test('en-US: an expired bill offers "already paid?" with the bill filled in, beside a new order', async ({ page, sandbox }) => {
    const c = copy['en-US'];
    const account = await sandbox.createAccount({ email: `late.${Date.now().toString(36)}@example.com`, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: -10 } }] });
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    await page.goto(`/en-US/order/pay?invoice=${invoiceId}#${loginQuery(account)}`);
    await expect(page.getByRole('link', { name: c['action.reorder'] })).toBeVisible();
    await expect(page.getByText(fill(c['pay.closed.alreadyPaid'], { id: invoiceId }))).toBeVisible();
    const form = page.getByRole('form', { name: c['ticket.heading'] });
    await expect(form.getByText(new RegExp(`^Bill #${invoiceId} · `))).toBeVisible();
    await expect(form.getByLabel(c['ticket.email'])).toHaveValue(account.email ?? '');
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(page.getByRole('status').filter({ hasText: /#\d+/ })).toBeVisible();
  });
});
