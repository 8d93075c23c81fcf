/**
 * The affiliate money calls against the sandbox (reference §2.5, acceptance criteria 4, 5, 8,
 * 9, 10): booked bills and their summary, withdrawals to the balance and to PayPal, their
 * refusals in order, request keys, and two withdrawals racing for one pool.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceTrans } from '../../src/lib/core/contract/index.ts';
import { expectError, moveClock, resetClock } from './buying.ts';
import { errorOf, useHarness } from './harness.ts';
import { bookedBills, DAY_MS, friendPays, inviter, newKey, pair, withdraw, withdrawals, withdrawCall } from './affiliate.ts';

const h = useHarness({ seedDemo: false });
const MINUTE = 60_000;

afterEach(() => resetClock(h));
// Whatever the scenarios did, every balance and bonus figure still adds up.
afterAll(async () => expect(await h.control.ledgerProblems()).toEqual([]));

describe('aff/balance/list', () => {
  it('needs the login and a verified email', async () => {
    const someone = await inviter(h);
    expectError(await h.call('/au/api/v1/aff/balance/list', { method: 'POST', body: { uuid: someone.uuid, hmac: '0'.repeat(64), limitnum: 20, limitstart: 0 } }), 401, 'HmacCheckFailed');
    const anonymous = await h.createAccount({ services: [{ status: 'Active' }] });
    expectError(await h.call('/au/api/v1/aff/balance/list', { method: 'POST', body: { ...pair(anonymous), limitnum: 20, limitstart: 0 } }), 409, 'EmailNotBound');
    expectError(await h.call('/au/api/v1/aff/withdraw/list', { method: 'POST', body: { ...pair(anonymous), limitnum: 20, limitstart: 0 } }), 409, 'EmailNotBound');
    expectError(await withdrawCall(h, anonymous, { amount: '3', destination: 'balance' }), 409, 'EmailNotBound');
  });

  it('a friend\'s card bill is booked to be confirmed, masked, and becomes withdrawable 60 days after payment', async () => {
    const me = await inviter(h);
    const { friend } = await friendPays(h, me.uuid);
    const before = await bookedBills(h, me);
    expect(before).toMatchObject({ currency: 'USD', totalCount: 1, summary: { toBeConfirmed: '0.69', withdrawable: '0.00', withdrawn: '0.00', inProgress: '0.00' } });
    const [bill] = before.bills;
    expect(bill).toMatchObject({ amount: '0.69', originalAmount: '0.69', status: 'to-be-confirmed', underReview: false, cancelReason: null, clawedBack: '0.00' });
    expect(bill?.friend).toBe(`${friend.email?.slice(0, 2)}***@example.com`);
    expect(Date.parse(bill?.withdrawableAt ?? '') - Date.parse(bill?.paidAt ?? '')).toBe(60 * DAY_MS);

    await moveClock(h, Date.parse(bill?.withdrawableAt ?? '') - Date.now() - MINUTE);
    expect((await bookedBills(h, me)).bills[0]?.status).toBe('to-be-confirmed');
    await moveClock(h, 2 * MINUTE);
    const after = await bookedBills(h, me);
    expect(after.bills[0]?.status).toBe('withdrawable');
    expect(after.summary).toMatchObject({ toBeConfirmed: '0.00', withdrawable: '0.69' });
  });

  it('filters by status and pages newest first', async () => {
    const me = await inviter(h);
    await friendPays(h, me.uuid);
    await moveClock(h, 61 * DAY_MS);
    await friendPays(h, me.uuid, { pid: 2 });
    const all = await bookedBills(h, me);
    expect(all.bills.map((bill) => [bill.amount, bill.status])).toEqual([['1.19', 'to-be-confirmed'], ['0.69', 'withdrawable']]);
    const waiting = await bookedBills(h, me, { status: 'to-be-confirmed' });
    expect(waiting).toMatchObject({ totalCount: 1, bills: [{ amount: '1.19' }] });
    expect((await bookedBills(h, me, { limitnum: 1, limitstart: 1 })).bills.map((bill) => bill.amount)).toEqual(['0.69']);
  });
});

describe('aff/balance/withdraw', () => {
  beforeAll(() => h.control.setBonusRate('100'));
  afterAll(() => h.control.setBonusRate('10'));

  /** An inviter whose friend's 113.90 bill (Pro, Annually, at 100%) is withdrawable. */
  async function richInviter() {
    const me = await inviter(h);
    await friendPays(h, me.uuid, { pid: 2, cycle: 'Annually' });
    await moveClock(h, 61 * DAY_MS);
    return me;
  }

  it('to the balance: below 3.00 refused with nothing changed; 3.00 completes at once with a withdraw-credit', async () => {
    const me = await richInviter();
    expectError(await withdrawCall(h, me, { amount: '2.99', destination: 'balance' }), 422, 'WithdrawalBelowMinimum');
    expect((await withdrawals(h, me)).totalCount).toBe(0);
    const taken = await withdraw(h, me, { amount: '３．００', destination: 'balance' });
    expect(taken).toMatchObject({ withdrawal: { amount: '3.00', destination: 'balance', status: 'completed', paypalEmail: null }, bonus: { withdrawable: '110.90', withdrawn: '3.00' }, accountBalance: '3.00' });
    const trans = await h.call('/au/api/v1/account/balance/trans', { method: 'POST', body: { ...pair(me), limitnum: 25, limitstart: 0 } });
    expect(h.data(balanceTrans, trans.json).entries[0]).toMatchObject({ amount: '3.00', type: 'withdraw-credit', invoiceId: null, balanceAfter: '3.00' });
    expect((await withdrawals(h, me)).withdrawals).toMatchObject([{ amount: '3.00', status: 'completed' }]);
    expect((await bookedBills(h, me)).bills[0]?.status).toBe('withdrawable');
  });

  it('refuses amounts that are not two-decimal positive numbers, storing nothing', async () => {
    const me = await richInviter();
    for (const amount of ['-1', '1e3', '3.001', '0', '', 'abc']) {
      const answer = await withdrawCall(h, me, { amount, destination: 'balance' });
      expectError(answer, 400, 'ValidationFailed');
      expect(errorOf(answer.json).fields, amount).toEqual(['amount']);
    }
    expect((await withdrawals(h, me)).totalCount).toBe(0);
  });

  it('to PayPal: minimum, email, requested with the address masked, one open request at a time; paid and returned by an operator', async () => {
    const me = await richInviter();
    expectError(await withdrawCall(h, me, { amount: '19.99', destination: 'paypal', paypalEmail: 'lin.mei@example.com' }), 422, 'WithdrawalBelowMinimum');
    const badEmail = await withdrawCall(h, me, { amount: '20.00', destination: 'paypal', paypalEmail: 'a@b' });
    expectError(badEmail, 400, 'ValidationFailed');
    expect(errorOf(badEmail.json).fields).toEqual(['paypalEmail']);
    const asked = await withdraw(h, me, { amount: '20.00', destination: 'paypal', paypalEmail: 'lin.mei@example.com' });
    expect(asked).toMatchObject({ withdrawal: { status: 'requested', paypalEmail: 'li***@example.com', settledAt: null }, bonus: { withdrawable: '93.90', inProgress: '20.00' }, accountBalance: null });
    expectError(await withdrawCall(h, me, { amount: '20.00', destination: 'paypal', paypalEmail: 'lin.mei@example.com' }), 409, 'WithdrawalPending');
    await withdraw(h, me, { amount: '3.00', destination: 'balance' });

    const paid = await h.control.settleWithdrawal(asked.withdrawal.id, { status: 'paid', reference: 'PAYOUT-7781' });
    expect(paid).toMatchObject({ status: 'paid', reference: 'PAYOUT-7781' });
    expect((await bookedBills(h, me)).summary).toMatchObject({ withdrawable: '90.90', withdrawn: '23.00', inProgress: '0.00' });
    const returned = await h.control.settleWithdrawal(asked.withdrawal.id, { status: 'returned', reason: 'unclaimed for 30 days' });
    expect(returned).toMatchObject({ status: 'returned', reason: 'unclaimed for 30 days' });
    expect((await bookedBills(h, me)).summary).toMatchObject({ withdrawable: '110.90', withdrawn: '3.00' });

    const again = await withdraw(h, me, { amount: '25', destination: 'paypal', paypalEmail: 'lin.mei@example.com' });
    await h.control.settleWithdrawal(again.withdrawal.id, { status: 'rejected', reason: 'PayPal account name does not match' });
    expect((await bookedBills(h, me)).summary).toMatchObject({ withdrawable: '110.90', inProgress: '0.00' });
    expect((await withdrawals(h, me)).withdrawals.map((one) => one.status)).toEqual(['rejected', 'completed', 'returned']);
  });

  it('the same key twice is one withdrawal with the first answer; the same key with another body is refused', async () => {
    const me = await richInviter();
    const requestKey = newKey();
    const first = await withdraw(h, me, { amount: '5.00', destination: 'balance', requestKey });
    const repeat = await withdraw(h, me, { amount: '5.00', destination: 'balance', requestKey });
    expect(repeat).toEqual(first);
    const other = await withdrawCall(h, me, { amount: '6.00', destination: 'balance', requestKey });
    expectError(other, 400, 'ValidationFailed');
    expect(errorOf(other.json).fields).toEqual(['requestKey']);
    expect((await withdrawals(h, me)).totalCount).toBe(1);
    expect((await bookedBills(h, me)).summary.withdrawable).toBe('108.90');
  });

  it('two tabs withdrawing the whole pool at once: one is taken, the other is over the withdrawable', async () => {
    const me = await richInviter();
    const answers = await Promise.all([
      withdrawCall(h, me, { amount: '113.90', destination: 'balance' }),
      withdrawCall(h, me, { amount: '113.90', destination: 'paypal', paypalEmail: 'lin.mei@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(errorOf(refused?.json).error).toBe('WithdrawalOverAvailable');
    expect((await withdrawals(h, me)).totalCount).toBe(1);
    expect((await bookedBills(h, me)).summary).toMatchObject({ withdrawable: '0.00' });
    expect((await bookedBills(h, me)).bills[0]?.status).toBe('confirmed');
  });
});
