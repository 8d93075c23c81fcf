/** A friend claims a free-trial gift by ordering the Trial with the gift's token (issue 25): free, 3 days, once, for that address. */
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { DAY_MS, expectError, invoiceOf, moveClock, newKey, order, orderCall, pair, pay, resetClock, settle, uniqueEmail } from './buying.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(() => resetClock(h));

type Login = { uuid: string; hmac: string };
const paidInviter = () => h.createAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Annually', expiresInDays: 300 }] });
const page = (login: Login) => new URLSearchParams({ ...pair(login), limitnum: '50', limitstart: '0' }).toString();
const friends = async (login: Login) => h.data(endpoints.affInviteList, (await h.call(`/au/api/v1/aff/invite/list?${page(login)}`)).json).invites;
const quota = async (login: Login) => h.data(endpoints.affInviteCount, (await h.call(`/au/api/v1/aff/invite/count?${page(login)}`)).json);

/** Sends a gift and reads its link from the mail: the code and the token, as the friend's browser would. */
async function giftTo(inviter: Login, email: string): Promise<{ aff: string; gift: string }> {
  await h.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 1, note: 'test' });
  const sent = await h.call('/au/api/v1/aff/invite/free', { method: 'POST', body: { ...pair(inviter), email, lang: 'zh-TW', requestKey: newKey() } });
  expect(sent.status).toBe(201);
  const [mail] = await h.control.mail(email);
  const link = new URL((mail?.body.match(/https?:\/\/\S+order\/place\S+/) ?? [''])[0]);
  return { aff: link.searchParams.get('aff') ?? '', gift: link.searchParams.get('gift') ?? '' };
}

describe('claiming a free-trial gift', () => {
  it('makes the friend’s Trial order free for 3 days, paid at once, and the gift reads claimed (listed once)', async () => {
    const inviter = await paidInviter();
    const friendEmail = uniqueEmail('india');
    const link = await giftTo(inviter, friendEmail);
    const placed = await order(h, { email: friendEmail, cycle: 'Trial', paymentMethod: 'alipay', ...link });
    if (!placed.login) throw new Error('the order made no account');
    const invoice = await invoiceOf(h, placed.invoiceId, placed.login);
    expect(invoice).toMatchObject({ status: 'Paid', total: '0.00' });
    const [service] = (await h.control.accounts()).find((account) => account.uuid === placed.login?.uuid)?.services ?? [];
    expect(service?.status).toBe('Active');
    const days = (Date.parse(service?.expiresAt ?? '') - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);

    const listed = await friends(inviter);
    expect(listed.map((friend) => [friend.via, friend.state])).toEqual([['gift', 'claimed']]);
    await moveClock(h, 8 * DAY_MS);
    expect((await quota(inviter)).quotaLeft).toBe(0);

    // The friend's first paid bill: the gift reads paid and the inviter gets a gift back.
    const monthly = await order(h, { ...pair(placed.login), paymentMethod: 'alipay' });
    const instruction = await pay(h, monthly.invoiceId, { paymentMethod: 'alipay' }, placed.login);
    if (instruction.kind !== 'qr') throw new Error('no QR');
    await settle(h, instruction.paymentId, 'pay');
    expect((await friends(inviter))[0]?.state).toBe('paid');
    expect((await quota(inviter)).entries[0]).toMatchObject({ reason: 'friend-first-renewal', change: 1 });
  });

  it('ignores a token for another address or a cycle other than the Trial, and works once', async () => {
    const inviter = await paidInviter();
    const friendEmail = uniqueEmail('juliet');
    const link = await giftTo(inviter, friendEmail);
    const stranger = await order(h, { email: uniqueEmail('kilo'), cycle: 'Trial', paymentMethod: 'alipay', ...link });
    if (!stranger.login) throw new Error('no account');
    expect((await invoiceOf(h, stranger.invoiceId, stranger.login)).status).toBe('Unpaid');
    const monthly = await order(h, { email: friendEmail, cycle: 'Monthly', paymentMethod: 'alipay', ...link });
    if (!monthly.login) throw new Error('no account');
    expect((await invoiceOf(h, monthly.invoiceId, monthly.login)).status).toBe('Unpaid');
    expect((await friends(inviter))[0]?.state).not.toBe('claimed');

    const other = await paidInviter();
    const secondEmail = uniqueEmail('lima');
    const second = await giftTo(other, secondEmail);
    const first = await order(h, { email: secondEmail, cycle: 'Trial', paymentMethod: 'alipay', ...second });
    if (!first.login) throw new Error('no account');
    expect((await invoiceOf(h, first.invoiceId, first.login)).status).toBe('Paid');
    // The token is bound to that address, whose account has had its trial now: a second use is refused as any second trial.
    expectError(await orderCall(h, { ...pair(first.login), cycle: 'Trial', paymentMethod: 'alipay', ...second }), 409, 'TrialUsed');
    expect((await friends(other)).map((friend) => friend.state)).toEqual(['claimed']);
  });
});
