/**
 * The invite-friends page (issue 25, reference §2.10): the guard; an account without a
 * verified email sees only the bind prompt; one without a paid plan can share but not mail;
 * the rule line as aff/info says it; the link, the copied text and the QR code carry the
 * code and nothing of the login; the link's language; a new code; and axe on the page and
 * on each of its dialogs, in two languages.
 */
import { test, expect, copy, fill, uniqueEmail, type AccountFixture } from '../fixtures.ts';
import { readModules, symbolOf } from '../support/qr-symbol.ts';
import { INVITE_LINK, friendOrdersAndPays, openAffiliate, openDialog, shownLink, summaryReady, usd } from './support.ts';
import { axeViolations } from '../support/axe.ts';

/** An inviter who may use everything: a verified email and an active paid plan. */
const verifiedPaid = (): AccountFixture => ({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });

test('without a stored login the page goes to user/login', async ({ page }) => {
  await page.goto('/zh-TW/user/affiliate');
  await page.waitForURL('**/zh-TW/user/login**');
});

test('zh-CN: without a verified email, only the bind prompt and the account’s email binding show', async ({ page, logIn, expectFailedResponses }) => {
  await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  expectFailedResponses([{ method: 'GET', url: /\/aff\/info\?/, status: 409 }]);
  const c = await openAffiliate(page, 'zh-CN');
  await expect(page.getByText(c['affiliate.noEmail'])).toBeVisible();
  await expect(page.getByRole('region', { name: c['email.heading'] })).toBeVisible();
  await expect(page.getByRole('region', { name: c['affiliate.summary.heading'] })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: c['affiliate.link.label'] })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('en-US: without an active paid plan, the link and QR code are there, the gift and the mailed invite are off with the reason', async ({ page, logIn }) => {
  await logIn({ email: uniqueEmail('unpaid'), emailStatus: 'verified', services: [{ status: 'Expired', cycle: 'Monthly' }] });
  const c = await openAffiliate(page, 'en-US');
  await summaryReady(page, c);
  await shownLink(page, c);
  await expect(page.getByRole('img', { name: c['affiliate.qr.alt'] })).toBeVisible();
  for (const [heading, send] of [
    ['affiliate.gift.heading', 'affiliate.gift.send'],
    ['affiliate.mail.heading', 'affiliate.mail.send'],
  ] as const) {
    const section = page.getByRole('region', { name: c[heading] });
    await expect(section.getByRole('button', { name: c[send] })).toBeDisabled();
    await expect(section.getByText(c['affiliate.invite.notEligible'])).toBeVisible();
  }
});

test('zh-TW: the rule line, the link, the copied link and the QR code: the code and nothing of the login; another language; a new code', async ({ page, context, logIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { account } = await logIn(verifiedPaid());
  const c = await openAffiliate(page, 'zh-TW');
  await summaryReady(page, c);

  // The rule line, every figure as the sandbox's aff/info gives it (10%, every bill, 60 days, US$3 / US$20).
  await expect(page.getByText(fill(c['affiliate.rule'], { who: c['affiliate.rule.everyBill'], rate: '10', days: 60, balance: usd('zh-TW', '3.00'), paypal: usd('zh-TW', '20.00') }))).toBeVisible();
  // Nothing to withdraw yet: the button is off and says why.
  await expect(page.getByRole('button', { name: c['affiliate.withdraw'], exact: true })).toBeDisabled();
  await expect(page.getByText(fill(c['affiliate.withdraw.belowMinimum'], { min: usd('zh-TW', '3.00') }))).toBeVisible();

  const link = await shownLink(page, c);
  expect(link).toContain('/zh-TW/order/place?aff=');
  for (const secret of [account.uuid, account.hmac]) expect(link).not.toContain(secret);
  const links = page.getByRole('region', { name: c['affiliate.link.heading'] });
  await links.getByRole('button', { name: c['affiliate.link.copy'] }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const code = new URL(link).searchParams.get('aff') ?? '';
  await links.getByRole('button', { name: c['affiliate.link.copyCode'] }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // The QR code encodes the link plus &via=qr, printed under it as its text.
  const qrText = `${link}&via=qr`;
  expect(qrText).toMatch(INVITE_LINK);
  const qrSection = page.getByRole('region', { name: c['affiliate.qr.heading'] });
  await expect(qrSection.getByText(qrText, { exact: true })).toBeVisible();
  expect(await readModules(qrSection.getByRole('img', { name: c['affiliate.qr.alt'] }))).toEqual(symbolOf(qrText));
  // Its image downloads under a name holding the code and nothing of the account.
  const [download] = await Promise.all([page.waitForEvent('download'), qrSection.getByRole('button', { name: c['affiliate.qr.download'] }).click()]);
  expect(download.suggestedFilename()).toBe(`skyline-invite-${code}.png`);
  await expect(qrSection.getByText(c['affiliate.qr.wechat'])).toBeVisible();

  // The link in English: the same code, the English order page.
  await links.getByRole('radio', { name: c['affiliate.link.langName.en-US'] }).check();
  await expect(page.getByRole('textbox', { name: c['affiliate.link.label'] })).toHaveValue(link.replace('/zh-TW/', '/en-US/'));

  // A new code: asked, the old link stops at once (said before), a different code after.
  await links.getByRole('button', { name: c['affiliate.link.rotate'] }).click();
  const confirm = page.getByRole('dialog', { name: c['affiliate.link.rotateQuestion'] });
  await expect(confirm).toContainText(c['affiliate.link.rotateWhat']);
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: c['affiliate.link.rotateYes'] }).click();
  await expect(links.getByRole('status').filter({ hasText: c['affiliate.link.rotated'] })).toBeVisible();
  await expect(page.getByRole('textbox', { name: c['affiliate.link.label'] })).not.toHaveValue(new RegExp(code));
  expect(await shownLink(page, c)).toContain('/en-US/order/place?aff=');
  await expect(links.getByRole('button', { name: c['affiliate.link.rotate'] })).toBeFocused();
});

test('zh-TW: a friend who opens the link and pays books one bill to be confirmed; a full refund cancels it with the reason, and it never becomes withdrawable', async ({ page, browser, sandbox, logIn }) => {
  await logIn(verifiedPaid());
  const c = await openAffiliate(page, 'zh-TW');
  const invoiceId = await friendOrdersAndPays(browser, await shownLink(page, c));
  await page.reload();
  const summary = page.getByRole('region', { name: c['affiliate.summary.heading'] });
  // Monthly Standard, 6.90 at 10%: 0.69, to be confirmed; the friend is in the list, by link, paid.
  await expect(summary.getByRole('button', { name: `${c['affiliate.summary.toBeConfirmed']} ${usd('zh-TW', '0.69')}` })).toBeVisible();
  const friends = page.getByRole('table', { name: c['affiliate.friends.heading'] });
  await expect(friends.locator('tbody').getByRole('row').first()).toContainText(c['affiliate.friends.via.link']);
  await expect(friends.locator('tbody').getByRole('row').first()).toContainText(c['affiliate.friends.state.paid']);

  await sandbox.refundInvoice(invoiceId, { kind: 'refund' });
  await page.reload();
  await expect(summary.getByRole('button', { name: `${c['affiliate.summary.toBeConfirmed']} ${usd('zh-TW', '0.00')}` })).toBeVisible();
  const bills = await openDialog(page, c['affiliate.links.bills'], copy['zh-TW']['affiliateDialog.bills.heading']);
  const row = bills.locator('tbody').getByRole('row');
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText(copy['zh-TW']['affiliateDialog.bills.status.cancelled']);
  await expect(row.first()).toContainText(copy['zh-TW']['affiliateDialog.bills.reason.refunded']);
  // The filter: none withdrawable.
  await bills.getByRole('combobox', { name: copy['zh-TW']['affiliateDialog.bills.filter'] }).selectOption({ label: copy['zh-TW']['affiliateDialog.bills.status.withdrawable'] });
  await expect(bills.getByText(copy['zh-TW']['affiliateDialog.bills.empty'])).toBeVisible();
});

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: axe on the page and on each dialog; each dialog keeps the focus and gives it back`, async ({ page, logIn }) => {
    await logIn(verifiedPaid());
    const c = await openAffiliate(page, locale);
    await summaryReady(page, c);
    await expect(page.getByText(c['affiliate.friends.empty'])).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const dialogs = [
      [c['affiliate.links.bills'], copy[locale]['affiliateDialog.bills.heading'], copy[locale]['affiliateDialog.bills.empty']],
      [c['affiliate.links.withdrawals'], copy[locale]['affiliateDialog.withdrawals.heading'], copy[locale]['affiliateDialog.withdrawals.empty']],
      [c['affiliate.links.balance'], copy[locale]['affiliateDialog.balance.heading'], copy[locale]['balance.history.empty']],
      [c['affiliate.gift.quota'], copy[locale]['affiliateDialog.quota.heading'], copy[locale]['affiliateDialog.quota.empty']],
    ] as const;
    for (const [button, heading, empty] of dialogs) {
      const dialog = await openDialog(page, button, heading);
      await expect(dialog.getByText(empty)).toBeVisible();
      await expect(dialog.getByRole('heading', { name: heading })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: button, exact: true })).toBeFocused();
    }
  });
}
