/** The gift quota earned by paid bills (reference §2.2), through the real order, cashier and Paid step (issue 25). */
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { newKey, order, pair, pay, resetClock, settle, uniqueEmail } from './buying.ts';
import type { Harness } from './harness.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(() => resetClock(h));

type Login = { uuid: string; hmac: string };
const paidInviter = () => h.createAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Annually', expiresInDays: 300 }] });
const page = (login: Login) => new URLSearchParams({ ...pair(login), limitnum: '50', limitstart: '0' }).toString();
const count = async (login: Login) => h.data(endpoints.affInviteCount, (await h.call(`/au/api/v1/aff/invite/count?${page(login)}`)).json);
const reasons = async (login: Login) => (await count(login)).entries.map((entry) => [entry.reason, entry.change]);

/** Pays an invoice by Alipay through the cashier, as a person would. */
async function payByAlipay(harness: Harness, invoiceId: number, login: Login): Promise<void> {
  const instruction = await pay(harness, invoiceId, { paymentMethod: 'alipay' }, login);
  if (instruction.kind !== 'qr') throw new Error(`Alipay answered ${instruction.kind}`);
  await settle(harness, instruction.paymentId, 'pay');
}

describe('quota earned by paid bills', () => {
  it('a friend who came by a gift paying their first bill adds friend-first-renewal +1, once', async () => {
    const inviter = await paidInviter();
    await h.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 1, note: 'test' });
    const friendEmail = uniqueEmail('hotel');
    const gift = await h.call('/au/api/v1/aff/invite/free', { method: 'POST', body: { ...pair(inviter), email: friendEmail, lang: 'zh-TW', requestKey: newKey() } });
    expect(gift.status).toBe(201);
    const code = h.data(endpoints.affInfo, (await h.call(`/au/api/v1/aff/info?${new URLSearchParams(pair(inviter)).toString()}`)).json).code;

    const placed = await order(h, { email: friendEmail, aff: code, paymentMethod: 'alipay' });
    if (!placed.login) throw new Error('the order made no account');
    await payByAlipay(h, placed.invoiceId, placed.login);
    const after = await count(inviter);
    expect(after.entries[0]).toMatchObject({ reason: 'friend-first-renewal', change: 1, friend: `${friendEmail.slice(0, 2)}***@example.com` });
    expect(after.quotaLeft).toBe(1);
    expect((await list(inviter))[0]?.state).toBe('paid');

    const second = await order(h, { ...pair(placed.login), paymentMethod: 'alipay' });
    await payByAlipay(h, second.invoiceId, placed.login);
    expect((await reasons(inviter)).filter(([reason]) => reason === 'friend-first-renewal')).toHaveLength(1);
  });

  it('the account’s own bill adds renewal-increase +1, never above 5 left, and the trial adds nothing', async () => {
    const me = await paidInviter();
    const trial = await order(h, { ...pair(me), cycle: 'Trial', paymentMethod: 'alipay' });
    await payByAlipay(h, trial.invoiceId, me);
    expect((await count(me)).totalCount).toBe(0);
    const monthly = await order(h, { ...pair(me), paymentMethod: 'alipay' });
    await payByAlipay(h, monthly.invoiceId, me);
    expect(await reasons(me)).toEqual([['renewal-increase', 1]]);
    await h.control.changeAffiliateQuota({ uuid: me.uuid, change: 4, note: 'fill up' });
    const another = await order(h, { ...pair(me), paymentMethod: 'alipay' });
    await payByAlipay(h, another.invoiceId, me);
    expect((await count(me)).quotaLeft).toBe(5);
    expect((await reasons(me)).filter(([reason]) => reason === 'renewal-increase')).toHaveLength(1);
  });
});

async function list(login: Login) {
  return h.data(endpoints.affInviteList, (await h.call(`/au/api/v1/aff/invite/list?${page(login)}`)).json).invites;
}
