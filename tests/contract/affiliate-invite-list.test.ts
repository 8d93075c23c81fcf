/** The friends list and the gift quota's entries over real HTTP, with the clock and the bounce control (issue 25). */
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { DAY_MS, expectError, moveClock, newKey, pair, resetClock, uniqueEmail } from './buying.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(() => resetClock(h));

type Login = { uuid: string; hmac: string };
const paidInviter = () => h.createAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Annually', expiresInDays: 300 }] });
const send = (path: 'email' | 'free', login: Login, email: string) =>
  h.call(`/au/api/v1/aff/invite/${path}`, { method: 'POST', body: { ...pair(login), email, lang: 'zh-TW', requestKey: newKey() } });
const page = (login: Login, limitnum = 20, limitstart = 0) => new URLSearchParams({ ...pair(login), limitnum: String(limitnum), limitstart: String(limitstart) }).toString();
const list = async (login: Login, limitnum?: number, limitstart?: number) => h.data(endpoints.affInviteList, (await h.call(`/au/api/v1/aff/invite/list?${page(login, limitnum, limitstart)}`)).json);
const count = async (login: Login) => h.data(endpoints.affInviteCount, (await h.call(`/au/api/v1/aff/invite/count?${page(login)}`)).json);

describe('GET /au/api/v1/aff/invite/list', () => {
  it('lists mailed invites and gifts newest first, masked, a page at a time', async () => {
    const inviter = await paidInviter();
    await h.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 1, note: 'welcome' });
    const first = uniqueEmail('alpha');
    const second = uniqueEmail('bravo');
    expect((await send('email', inviter, first)).status).toBe(201);
    await moveClock(h, 60_000);
    expect((await send('free', inviter, second)).status).toBe(201);
    const all = await list(inviter);
    expect(all.totalCount).toBe(2);
    expect(all.invites.map((invite) => [invite.email, invite.via, invite.state])).toEqual([
      ['br***@example.com', 'gift', 'sent'],
      ['al***@example.com', 'email', 'sent'],
    ]);
    const secondPage = await list(inviter, 1, 1);
    expect(secondPage).toMatchObject({ totalCount: 2, invites: [{ email: 'al***@example.com' }] });
  });

  it('shows a friend registered once an account has the invited address', async () => {
    const inviter = await paidInviter();
    const friend = uniqueEmail('friend');
    expect((await send('email', inviter, friend)).status).toBe(201);
    await h.createAccount({ email: friend, emailStatus: 'verified' });
    expect((await list(inviter)).invites[0]?.state).toBe('registered');
    expect((await count(inviter)).friends).toEqual({ invited: 1, registered: 1, paid: 0 });
  });

  it('reads a mailed invite expired after 30 days, and not once the clock is moved back', async () => {
    const inviter = await paidInviter();
    expect((await send('email', inviter, uniqueEmail('friend'))).status).toBe(201);
    await moveClock(h, 30 * DAY_MS);
    expect((await list(inviter)).invites[0]?.state).toBe('expired');
    await moveClock(h, -DAY_MS);
    expect((await list(inviter)).invites[0]?.state).toBe('sent');
  });
});

describe('GET /au/api/v1/aff/invite/count', () => {
  it('lists quota entries newest first with the friend masked and the operator’s note', async () => {
    const inviter = await paidInviter();
    await h.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 2, note: 'launch gift' });
    await moveClock(h, 60_000);
    expect((await send('free', inviter, uniqueEmail('charlie'))).status).toBe(201);
    const answer = await count(inviter);
    expect(answer.quotaLeft).toBe(1);
    expect(answer.totalCount).toBe(2);
    expect(answer.entries.map((entry) => [entry.change, entry.reason, entry.friend, entry.note])).toEqual([
      [-1, 'invite-friends', 'ch***@example.com', null],
      [2, 'admin-operation', null, 'launch gift'],
    ]);
    expect(answer.friends).toEqual({ invited: 1, registered: 0, paid: 0 });
  });
});

describe('gifts over time', () => {
  it('returns an unclaimed gift after 7 days (quota-returned +1), undone by moving the clock back', async () => {
    const inviter = await paidInviter();
    await h.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 1, note: 'test' });
    expect((await send('free', inviter, uniqueEmail('delta'))).status).toBe(201);
    await moveClock(h, 7 * DAY_MS - 60_000);
    expect((await count(inviter)).quotaLeft).toBe(0);
    await moveClock(h, 60_000);
    const after = await count(inviter);
    expect(after.quotaLeft).toBe(1);
    expect(after.entries[0]).toMatchObject({ change: 1, reason: 'quota-returned', friend: 'de***@example.com' });
    expect((await list(inviter)).invites[0]?.state).toBe('returned');
    const history = h.data(endpoints.messageHistory, (await h.call(`/au/api/v1/message/history?${new URLSearchParams({ ...pair(inviter), lang: 'en-US' }).toString()}`)).json);
    expect(JSON.stringify(history)).toContain('The free trial you sent to de***@example.com was not claimed within 7 days');
    // Read again: the return is written once.
    expect((await count(inviter)).entries.filter((entry) => entry.reason === 'quota-returned')).toHaveLength(1);
    await moveClock(h, -DAY_MS);
    expect((await count(inviter)).quotaLeft).toBe(0);
    expect((await list(inviter)).invites[0]?.state).toBe('sent');
  });

  it('a bounce marks the invite, returns a gift at once and suppresses the address', async () => {
    const inviter = await paidInviter();
    await h.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 1, note: 'test' });
    const giftee = uniqueEmail('echo');
    const mailed = uniqueEmail('foxtrot');
    const gift = h.data(endpoints.affInviteFree, (await send('free', inviter, giftee)).json).invite;
    const invite = h.data(endpoints.affInviteEmail, (await send('email', inviter, mailed)).json).invite;
    expect((await h.control.bounceInvite(gift.id)).state).toBe('returned');
    expect((await h.control.bounceInvite(invite.id)).state).toBe('bounced');
    expect((await count(inviter)).quotaLeft).toBe(1);
    await moveClock(h, 8 * DAY_MS);
    // Past the gift's expiry nothing is returned twice.
    expect((await count(inviter)).quotaLeft).toBe(1);
    await moveClock(h, 100 * DAY_MS);
    const other = await paidInviter();
    expectError(await send('email', other, mailed), 409, 'InviteAlreadyInvited');
  });
});
