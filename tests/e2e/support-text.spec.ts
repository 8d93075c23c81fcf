/**
 * What a person types into a support request is never lost or cut without a word
 * (issue 9, defects 9 and 10): it survives a reload, its limit shows before sending, and
 * an expired bill offers the same request to someone who already paid.
 */
import { test, expect, copy, fill, markVerified, loginQuery, unpaidRenewal } from './fixtures.ts';

test.describe('support request text', () => {
  test('zh-TW: the note survives a reload; too long is said before sending and nothing is cut; sent, the draft goes', async ({ page, context, sandbox }) => {
    const c = copy['zh-TW'];
    const account = await sandbox.createAccount({ email: `note.${Date.now().toString(36)}@example.com`, emailStatus: 'verified', services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
    const invoiceId = unpaidRenewal(account)?.id;
    await markVerified(context);
    await page.goto(`/zh-TW/order/pay?invoice=${invoiceId}#${loginQuery(account)}`);
    // A touch anywhere on the bill wakes the page; the request is part of the awake page.
    await page.getByRole('heading', { name: c['pay.heading'] }).click();
    await page.getByText(c['pay.stuck.heading']).click();
    const note = page.getByLabel(c['pay.stuck.note']);
    await note.fill('我已經用支付寶付款了');
    await page.reload();
    // Awake again, the request is open with the note still in it.
    await page.getByRole('heading', { name: c['pay.heading'] }).click();
    await expect(page.getByLabel(c['pay.stuck.note'])).toHaveValue('我已經用支付寶付款了');

    const long = '很長的說明'.repeat(440);
    await page.getByLabel(c['pay.stuck.note']).fill(long);
    await expect(page.getByText(fill(c['pay.stuck.NoteTooLong'], { max: 2000, count: 2200 }))).toBeVisible();
    await page.getByRole('button', { name: c['pay.stuck.send'] }).click();
    await expect(page.getByRole('alert').filter({ hasText: fill(c['pay.stuck.NoteTooLong'], { max: 2000, count: 2200 }) })).toBeVisible();
    await expect(page.getByLabel(c['pay.stuck.note'])).toHaveValue(long);

    await page.getByLabel(c['pay.stuck.note']).fill('我已經用支付寶付款了');
    await page.getByRole('button', { name: c['pay.stuck.send'] }).click();
    await expect(page.getByRole('status').filter({ hasText: /客服單 #\d+/ })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('skyline:support-draft'))).toBeNull();
  });

  test('en-US: an expired bill offers "already paid?" with the bill filled in, beside a new order', async ({ page, context, sandbox }) => {
    const c = copy['en-US'];
    const account = await sandbox.createAccount({ email: `late.${Date.now().toString(36)}@example.com`, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: -10 } }] });
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    await markVerified(context);
    await page.goto(`/en-US/order/pay?invoice=${invoiceId}#${loginQuery(account)}`);
    await expect(page.getByRole('link', { name: c['action.reorder'] })).toBeVisible();
    await expect(page.getByText(fill(c['pay.closed.alreadyPaid'], { id: invoiceId }))).toBeVisible();
    await expect(page.getByText(new RegExp(`^Bill #${invoiceId} · `))).toBeVisible();
    await expect(page.getByLabel(c['pay.stuck.email'])).toHaveValue(account.email ?? '');
    await page.getByRole('button', { name: c['pay.stuck.send'] }).click();
    await expect(page.getByRole('status').filter({ hasText: /#\d+/ })).toBeVisible();
  });
});
