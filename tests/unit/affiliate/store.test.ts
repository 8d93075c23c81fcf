/**
 * The page's store against an in-process sandbox (no mocks): aff/info first, then the link
 * and QR text in the chosen language; a new code retires the old one; an invite checked
 * before it is sent, refused by name, or sent and counted; no verified email is the bind prompt.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useStoreTest } from '../../support/store-test.ts';
import { uniqueEmail } from '../../support/unique-email.ts';
import { $affiliateInfo, $giftSend, $inviteLink, $linkLanguage, $mailSend, $rotation, askRotation, chooseLinkLanguage, confirmRotation, ensureAffiliateLoaded, sendInvite } from '../../../src/lib/affiliate/store.ts';

const store = useStoreTest();

beforeEach(() => {
  $affiliateInfo.set({ kind: 'idle' });
  $inviteLink.set({ kind: 'idle' });
  $linkLanguage.set(null);
  $rotation.set({ kind: 'idle' });
  $mailSend.set({ kind: 'idle' });
  $giftSend.set({ kind: 'idle' });
});

const paidInviter = (email = uniqueEmail('inviter')) => store.loggedInAccount({ email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });

function readyInfo() {
  const info = $affiliateInfo.get();
  if (info.kind !== 'ready') throw new Error(`aff/info not ready: ${JSON.stringify(info)}`);
  return info.value;
}

function readyLink() {
  const link = $inviteLink.get();
  if (link.kind !== 'ready') throw new Error(`link not ready: ${JSON.stringify(link)}`);
  return link.value;
}

describe('the first reads', () => {
  it('reads aff/info, then the link and its QR text in the page’s language, then another language’s', async () => {
    await paidInviter();
    await ensureAffiliateLoaded(store.client, 'zh-CN');
    const info = readyInfo();
    expect(info.rule).toEqual({ ratePercent: '10', scope: 'every-bill', holdDays: 60, trialExcluded: true });
    const link = readyLink();
    expect(link).toMatchObject({ lang: 'zh-CN', code: info.code, url: info.url });
    expect(link.qrText).toBe(`${info.url}&via=qr`);

    chooseLinkLanguage(store.client, 'en-US');
    await expect.poll(() => $inviteLink.get().kind).toBe('ready');
    expect(readyLink()).toMatchObject({ lang: 'en-US', code: info.code, url: info.url.replace('/zh-CN/', '/en-US/') });
  });

  it('an account without a verified email gets EmailNotBound: the page shows the bind prompt', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await ensureAffiliateLoaded(store.client, 'zh-TW');
    expect($affiliateInfo.get()).toEqual({ kind: 'error', error: 'EmailNotBound' });
    expect($inviteLink.get().kind).toBe('idle');
  });
});

describe('a new code', () => {
  it('only after the confirmation; the link and aff/info then carry the new one', async () => {
    await paidInviter();
    await ensureAffiliateLoaded(store.client, 'zh-TW');
    const before = readyInfo().code;
    await confirmRotation(store.client, 'zh-TW');
    expect(readyInfo().code).toBe(before);
    askRotation();
    await confirmRotation(store.client, 'zh-TW');
    expect($rotation.get()).toEqual({ kind: 'done' });
    expect(readyInfo().code).not.toBe(before);
    expect(readyLink().code).toBe(readyInfo().code);
  });
});

describe('a mailed invite', () => {
  it('to a mailbox our mail does not reach is refused before it is sent; to one’s own address by name; to a friend it is sent and counted', async () => {
    const own = uniqueEmail('own');
    await paidInviter(own);
    await ensureAffiliateLoaded(store.client, 'zh-TW');
    expect(readyInfo().invites.usedToday).toBe(0);

    await sendInvite(store.client, 'mail', 'x@163.com', 'zh-TW');
    expect($mailSend.get()).toEqual({ kind: 'problem', problem: 'MailboxRefused' });
    await sendInvite(store.client, 'mail', own.toUpperCase(), 'zh-TW');
    expect($mailSend.get()).toEqual({ kind: 'refused', error: 'InviteSelf' });

    const friend = uniqueEmail('friend');
    await sendInvite(store.client, 'mail', ` ${friend.replace('@', '＠')} `, 'zh-TW');
    expect($mailSend.get()).toEqual({ kind: 'sent', email: friend });
    expect(readyInfo().invites.usedToday).toBe(1);
  });

  it('a gift without a gift left is refused as QuotaExhausted and costs nothing', async () => {
    await paidInviter();
    await ensureAffiliateLoaded(store.client, 'zh-TW');
    expect(readyInfo().quota.left).toBe(0);
    await sendInvite(store.client, 'gift', uniqueEmail('gift'), 'zh-TW');
    expect($giftSend.get()).toEqual({ kind: 'refused', error: 'QuotaExhausted' });
    expect(readyInfo().quota.left).toBe(0);
  });
});
