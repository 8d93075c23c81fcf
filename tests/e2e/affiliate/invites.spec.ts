/**
 * Mailed invites and gifts on the page (reference §2.10 items 11 and 13): each refusal said
 * by name (own address, also in another spelling; a registered address; one invited
 * recently; a mailbox our mail does not reach, refused before sending), a sent invite in the
 * friends list with today's count going down; a gift spends the quota and shows in its history.
 */
import { test, expect, copy, fill, uniqueEmail } from '../fixtures.ts';
import { openAffiliate, openDialog, summaryReady } from './support.ts';
import { axeViolations } from '../support/axe.ts';

test('en-US: mailed invites: own address (any spelling), registered, invited recently and 163.com refused; a sent one listed, today’s count down', async ({ page, sandbox, logIn, expectFailedResponses }) => {
  // InviteSelf, InviteRegistered and InviteAlreadyInvited are refusals (409).
  expectFailedResponses([{ method: 'POST', url: /\/aff\/invite\/email$/, status: 409 }]);
  const local = `own.name.${Date.now().toString(36)}`;
  await logIn({ email: `${local}@gmail.com`, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
  const registered = await sandbox.createAccount({ email: uniqueEmail('registered'), emailStatus: 'verified' });
  const c = await openAffiliate(page, 'en-US');
  await summaryReady(page, c);
  const section = page.getByRole('region', { name: c['affiliate.mail.heading'] });
  const field = section.getByRole('textbox', { name: c['affiliate.invite.email'] });
  const send = section.getByRole('button', { name: c['affiliate.mail.send'] });
  const refusedWith = async (address: string, title: string) => {
    await field.fill(address);
    await send.click();
    await expect(section.getByRole('alert')).toContainText(title);
  };

  // Refused before anything is sent: a mailbox our mail does not reach.
  await field.fill('x@163.com');
  await send.click();
  await expect(section.getByText(c['affiliate.invite.MailboxRefused'])).toBeVisible();
  await expect(section.getByText(fill(c['affiliate.invite.today'], { left: 10, cap: 10 }))).toBeVisible();

  await refusedWith(`${local}@gmail.com`, c['error.InviteSelf.title']);
  await refusedWith(`${local.replace(/\./g, '').toUpperCase()}+promo@gmail.com`, c['error.InviteSelf.title']);
  await refusedWith(registered.email ?? '', c['error.InviteRegistered.title']);

  const friend = uniqueEmail('friend');
  await field.fill(friend);
  await send.click();
  await expect(section.getByRole('status')).toHaveText(fill(c['affiliate.mail.sent'], { email: friend }));
  // The registered refusal counted too (reference §2.4): 10 − 2 = 8 left.
  await expect(section.getByText(fill(c['affiliate.invite.today'], { left: 8, cap: 10 }))).toBeVisible();
  const friends = page.getByRole('table', { name: c['affiliate.friends.heading'] });
  await expect(friends.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(friends.locator('tbody').getByRole('row').first()).toContainText(`${friend.slice(0, 2)}***@`);
  await expect(friends.locator('tbody').getByRole('row').first()).toContainText(c['affiliate.friends.via.email']);
  await expect(friends.locator('tbody').getByRole('row').first()).toContainText(c['affiliate.friends.state.sent']);

  await refusedWith(friend, c['error.InviteAlreadyInvited.title']);
  expect(await axeViolations(page)).toEqual([]);
});

test('zh-TW: a gift spends the one gift left: the button goes off with the reason, its history says −1', async ({ page, sandbox, logIn }) => {
  const { account } = await logIn({ email: uniqueEmail('gifter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
  await sandbox.changeAffiliateQuota({ uuid: account.uuid, change: 1, note: 'Launch week' });
  const c = await openAffiliate(page, 'zh-TW');
  await summaryReady(page, c);
  const section = page.getByRole('region', { name: c['affiliate.gift.heading'] });
  await expect(section.getByText(fill(c['affiliate.gift.intro'], { days: 3, left: 1 }))).toBeVisible();
  const friend = uniqueEmail('gift');
  await section.getByRole('textbox', { name: c['affiliate.invite.email'] }).fill(friend);
  await section.getByRole('button', { name: c['affiliate.gift.send'] }).click();
  await expect(section.getByRole('status')).toHaveText(fill(c['affiliate.gift.sent'], { email: friend }));
  await expect(section.getByText(fill(c['affiliate.gift.intro'], { days: 3, left: 0 }))).toBeVisible();
  await expect(section.getByRole('button', { name: c['affiliate.gift.send'] })).toBeDisabled();
  await expect(section.getByText(c['affiliate.gift.noQuota'])).toBeVisible();

  const d = copy['zh-TW'];
  const history = await openDialog(page, c['affiliate.gift.quota'], d['affiliateDialog.quota.heading']);
  const rows = history.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(d['affiliateDialog.quota.reason.invite-friends']);
  await expect(rows.nth(0)).toContainText('\u22121');
  await expect(rows.nth(1)).toContainText(d['affiliateDialog.quota.reason.admin-operation']);
  await expect(rows.nth(1)).toContainText(fill(d['affiliateDialog.quota.note'], { note: 'Launch week' }));
  expect(await axeViolations(page)).toEqual([]);
});

test('zh-CN: the tenth invite of the Hong Kong day uses up the day: both forms go off, saying when they come back', async ({ page, logIn }) => {
  await logIn({ email: uniqueEmail('busy'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
  const c = await openAffiliate(page, 'zh-CN');
  await summaryReady(page, c);
  const mail = page.getByRole('region', { name: c['affiliate.mail.heading'] });
  for (let sent = 0; sent < 10; sent += 1) {
    const friend = uniqueEmail(`day${sent}`);
    await mail.getByRole('textbox', { name: c['affiliate.invite.email'] }).fill(friend);
    await mail.getByRole('button', { name: c['affiliate.mail.send'] }).click();
    await expect(mail.getByRole('status')).toHaveText(fill(c['affiliate.mail.sent'], { email: friend }));
  }
  // The reset time is the next Hong Kong midnight, as aff/info says it.
  const noneLeft = new RegExp(escaped(c['affiliate.invite.noneLeft']).replace(escaped('{time}'), '.+'));
  for (const [heading, send] of [
    ['affiliate.mail.heading', 'affiliate.mail.send'],
    ['affiliate.gift.heading', 'affiliate.gift.send'],
  ] as const) {
    const section = page.getByRole('region', { name: c[heading] });
    await expect(section.getByRole('button', { name: c[send] })).toBeDisabled();
  }
  await expect(mail.getByText(noneLeft)).toBeVisible();
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
