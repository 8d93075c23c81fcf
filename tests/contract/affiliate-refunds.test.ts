/**
 * Refunds, chargebacks and operators on booked bills and withdrawals (reference §2.2, §2.9,
 * acceptance criteria 6, 9, 16): what the inviter reads after each, and the messages about them.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { expectError, invoiceOf, moveClock, resetClock } from './buying.ts';
import { useHarness } from './harness.ts';
import { bookedBills, DAY_MS, friendPays, inviter, withdraw, withdrawCall } from './affiliate.ts';

const h = useHarness({ seedDemo: false });

afterEach(() => resetClock(h));
// Whatever the scenarios did, every balance and bonus figure still adds up.
afterAll(async () => expect(await h.control.ledgerProblems()).toEqual([]));

function refund(invoiceId: number, body: { amount?: string; kind: 'refund' | 'chargeback' }) {
  return h.call(`/__sandbox/api/invoices/${invoiceId}/refund`, { method: 'POST', body });
}

async function messages(login: { uuid: string; hmac: string }, lang: string) {
  const { json } = await h.call(`/au/api/v1/message/history?uuid=${login.uuid}&hmac=${login.hmac}&lang=${lang}`);
  return h.data(endpoints.messageHistory, json).messages;
}

describe('a friend refunded or charged back', () => {
  it('a full refund before the 60 days cancels the bill with its reason; it never becomes withdrawable', async () => {
    const me = await inviter(h);
    const { friend, invoiceId } = await friendPays(h, me.uuid);
    expect((await refund(invoiceId, { kind: 'refund' })).status).toBe(200);
    expect((await invoiceOf(h, invoiceId, friend)).status).toBe('Refunded');
    await moveClock(h, 61 * DAY_MS);
    const after = await bookedBills(h, me);
    expect(after.bills[0]).toMatchObject({ status: 'cancelled', amount: '0.00', originalAmount: '0.69', cancelReason: 'refunded', clawedBack: '0.00' });
    expect(after.summary).toMatchObject({ toBeConfirmed: '0.00', withdrawable: '0.00' });
    expect(await messages(me, 'zh-TW')).toMatchObject([{ kind: 'affiliate', title: '一筆獎勵金已取消', body: expect.stringContaining('原因：好友已退款') }, { kind: 'affiliate', title: '好友付款，獎勵金已入帳' }]);
    expect((await messages(me, 'en-US'))[0]).toMatchObject({ title: 'A bonus was cancelled', body: expect.stringContaining('your friend was refunded') });
  });

  it('a partial refund lowers the bonus by what was refunded, fee left out', async () => {
    const me = await inviter(h);
    const { invoiceId } = await friendPays(h, me.uuid);
    expect((await refund(invoiceId, { amount: '3.00', kind: 'refund' })).status).toBe(200);
    expect((await bookedBills(h, me)).bills[0]).toMatchObject({ status: 'to-be-confirmed', amount: '0.39', originalAmount: '0.69' });
  });

  it('a chargeback after the bonus was withdrawn claws it back: withdrawable goes below zero and blocks withdrawals, the balance is untouched', async () => {
    await h.control.setBonusRate('100');
    try {
      const me = await inviter(h);
      const { invoiceId } = await friendPays(h, me.uuid);
      await moveClock(h, 61 * DAY_MS);
      await withdraw(h, me, { amount: '6.90', destination: 'balance' });
      expect((await refund(invoiceId, { kind: 'chargeback' })).status).toBe(200);
      const after = await bookedBills(h, me);
      expect(after.bills[0]).toMatchObject({ status: 'cancelled', cancelReason: 'chargeback', clawedBack: '6.90', amount: '0.00' });
      expect(after.summary).toMatchObject({ withdrawable: '-6.90', withdrawn: '6.90' });
      expectError(await withdrawCall(h, me, { amount: '3.00', destination: 'balance' }), 409, 'WithdrawalOverAvailable');
      const [account] = (await h.control.accounts()).filter((one) => one.uuid === me.uuid);
      expect(account?.balance).toBe('6.90');
    } finally {
      await h.control.setBonusRate('10');
    }
  });

  it('refuses a refund of an unpaid invoice and an amount over what is left', async () => {
    const me = await inviter(h);
    const { invoiceId } = await friendPays(h, me.uuid);
    expect((await refund(invoiceId, { amount: '100.00', kind: 'refund' })).status).toBe(400);
    expect((await refund(invoiceId, { kind: 'refund' })).status).toBe(200);
    expect((await refund(invoiceId, { kind: 'refund' })).status).toBe(409);
    expect((await refund(99_999_999, { kind: 'refund' })).status).toBe(404);
  });
});

describe('operators', () => {
  it('a hold keeps a bill to be confirmed past its date until released; a cancel names its reason', async () => {
    const me = await inviter(h);
    await friendPays(h, me.uuid);
    await friendPays(h, me.uuid, { pid: 2 });
    const [pro, standard] = (await bookedBills(h, me)).bills;
    if (!pro || !standard) throw new Error('two booked bills expected');
    expect(await h.control.decideBookedBill(standard.id, { action: 'hold' })).toMatchObject({ status: 'to-be-confirmed', underReview: true });
    await moveClock(h, 61 * DAY_MS);
    expect((await bookedBills(h, me)).summary).toMatchObject({ toBeConfirmed: '0.69', withdrawable: '1.19' });
    expect(await h.control.decideBookedBill(standard.id, { action: 'release' })).toMatchObject({ status: 'withdrawable', underReview: false });
    expect(await h.control.decideBookedBill(pro.id, { action: 'cancel', reason: 'self-invite' })).toMatchObject({ status: 'cancelled', cancelReason: 'self-invite', clawedBack: '1.19' });
    expect((await bookedBills(h, me)).summary).toMatchObject({ toBeConfirmed: '0.00', withdrawable: '0.69' });
    await expect(h.control.decideBookedBill(pro.id, { action: 'hold' })).rejects.toThrow(/409/);
    await expect(h.control.decideBookedBill(99_999_999, { action: 'hold' })).rejects.toThrow(/404/);
  });

  it('settles only PayPal withdrawals, each from the state it needs, and tells the inviter in the page language', async () => {
    await h.control.setBonusRate('100');
    try {
      const me = await inviter(h);
      await friendPays(h, me.uuid, { pid: 2 });
      await friendPays(h, me.uuid, { pid: 2 });
      await moveClock(h, 61 * DAY_MS);
      const toBalance = await withdraw(h, me, { amount: '3.00', destination: 'balance' });
      await expect(h.control.settleWithdrawal(toBalance.withdrawal.id, { status: 'paid' })).rejects.toThrow(/409/);
      const toPaypal = await withdraw(h, me, { amount: '20.00', destination: 'paypal', paypalEmail: 'lin.mei@example.com' });
      await expect(h.control.settleWithdrawal(toPaypal.withdrawal.id, { status: 'returned' })).rejects.toThrow(/409/);
      await h.control.settleWithdrawal(toPaypal.withdrawal.id, { status: 'paid', reference: 'PAYOUT-1' });
      expect((await messages(me, 'zh-CN'))[0]).toMatchObject({ kind: 'affiliate', title: 'PayPal 提现已到账', body: expect.stringContaining('PAYOUT-1') });
    } finally {
      await h.control.setBonusRate('10');
    }
  });

  it('the rate is a percentage up to 100', async () => {
    expect(await h.control.setBonusRate('12.5')).toEqual({ ratePercent: '12.50', rateBp: 1250 });
    await expect(h.control.setBonusRate('100.01')).rejects.toThrow(/400/);
    await h.control.setBonusRate('10');
  });
});
