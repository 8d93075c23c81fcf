/**
 * The bonus rules on named bills (reference §2.1–2.4, acceptance criteria 4–9): what a bill
 * earns, when it becomes withdrawable, a booked bill's state at a moment, the withdrawal checks.
 */
import { describe, expect, it } from 'vitest';
import {
  billEarns,
  bonusBaseCents,
  bonusOf,
  bookedBillStates,
  checkWithdrawal,
  parseWithdrawalAmount,
  withdrawableAtOf,
  type BillEntry,
  type BookedBillFacts,
} from '../../../src/lib/affiliate/bonus.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PAID_AT = new Date('2026-03-01T04:00:00Z');
const WITHDRAWABLE_AT = new Date(PAID_AT.getTime() + 60 * DAY);
const after = (ms: number) => new Date(WITHDRAWABLE_AT.getTime() + ms);

/** The 6.90 monthly bill a friend paid 2.00 of from balance and the rest by Alipay (3% fee). */
const ALIPAY_WITH_BALANCE = { subtotalCents: 690, discountCents: 0, creditCents: 200, feeCents: 15 };
/** A 19.99 quarterly bill with a 10% coupon, paid by card. */
const CARD_WITH_COUPON = { subtotalCents: 1999, discountCents: 200, creditCents: 0 };

const booked = (cents: number): BillEntry => ({ kind: 'booked', amountCents: cents, effectiveAt: WITHDRAWABLE_AT, note: null });

describe('what a bill earns', () => {
  it('the base leaves out balance credit and the fee: 6.90 with 2.00 from balance by Alipay books 0.49 at 10%', () => {
    const base = bonusBaseCents(ALIPAY_WITH_BALANCE);
    expect(base).toBe(490);
    expect(bonusOf(base, 1000)).toBe(49);
  });

  it('rounds down once per bill where a half-up share would round up', () => {
    expect(bonusBaseCents(CARD_WITH_COUPON)).toBe(1799);
    expect(bonusOf(1799, 1000)).toBe(179);
    expect(bonusOf(1999, 1000)).toBe(199);
    expect(bonusOf(5, 1000)).toBe(0);
  });

  it('earns for a bound friend\'s paid bills, never the trial, never an unbound payer', () => {
    const monthly = { invoiceStatus: 'Paid', cycle: 'Monthly', friendBound: true };
    expect(billEarns(monthly, 'every-bill')).toBe(true);
    expect(billEarns({ ...monthly, earlierBillBooked: true }, 'every-bill')).toBe(true);
    expect(billEarns({ ...monthly, earlierBillBooked: true }, 'first-bill')).toBe(false);
    expect(billEarns({ ...monthly, cycle: 'Trial' }, 'every-bill')).toBe(false);
    expect(billEarns({ ...monthly, friendBound: false }, 'every-bill')).toBe(false);
    expect(billEarns({ ...monthly, invoiceStatus: 'Unpaid' }, 'every-bill')).toBe(false);
  });

  it('becomes withdrawable 60 whole days after payment', () => {
    expect(withdrawableAtOf(PAID_AT).toISOString()).toBe('2026-04-30T04:00:00.000Z');
  });
});

describe('a booked bill at a moment', () => {
  const plain: BookedBillFacts = { id: 1, withdrawableAt: WITHDRAWABLE_AT, entries: [booked(49)] };

  it('is to be confirmed a minute before its date and withdrawable at it', () => {
    expect(bookedBillStates([plain], 0, after(-MINUTE)).get(1)?.status).toBe('to-be-confirmed');
    expect(bookedBillStates([plain], 0, after(0)).get(1)).toMatchObject({ status: 'withdrawable', amountCents: 49, originalCents: 49 });
  });

  it('refunded in full before its date: cancelled with the reason, never withdrawable', () => {
    const refunded: BookedBillFacts = { ...plain, entries: [booked(49), { kind: 'cancelled', amountCents: -49, effectiveAt: WITHDRAWABLE_AT, note: 'refunded' }] };
    for (const now of [after(-DAY), after(DAY)]) {
      expect(bookedBillStates([refunded], 0, now).get(1)).toMatchObject({ status: 'cancelled', amountCents: 0, cancelReason: 'refunded', clawedBackCents: 0 });
    }
  });

  it('a partial refund lowers the amount and keeps the original', () => {
    const reduced: BookedBillFacts = { ...plain, entries: [booked(49), { kind: 'reduced', amountCents: -20, effectiveAt: WITHDRAWABLE_AT, note: 'refunded' }] };
    expect(bookedBillStates([reduced], 0, after(-DAY)).get(1)).toMatchObject({ status: 'to-be-confirmed', amountCents: 29, originalCents: 49 });
  });

  it('a chargeback after its date is a clawback', () => {
    const clawed: BookedBillFacts = { ...plain, entries: [booked(49), { kind: 'cancelled', amountCents: -49, effectiveAt: after(5 * DAY), note: 'chargeback' }] };
    expect(bookedBillStates([clawed], 49, after(6 * DAY)).get(1)).toMatchObject({ status: 'cancelled', cancelReason: 'chargeback', clawedBackCents: 49, amountCents: 0 });
  });

  it('on hold it stays to be confirmed past its date until released', () => {
    const held: BillEntry[] = [booked(49), { kind: 'held', amountCents: -49, effectiveAt: WITHDRAWABLE_AT, note: null }, { kind: 'held', amountCents: 49, effectiveAt: null, note: null }];
    expect(bookedBillStates([{ ...plain, entries: held }], 0, after(30 * DAY)).get(1)).toMatchObject({ status: 'to-be-confirmed', underReview: true });
    const released: BillEntry[] = [...held, { kind: 'released', amountCents: -49, effectiveAt: null, note: null }, { kind: 'released', amountCents: 49, effectiveAt: after(31 * DAY), note: null }];
    expect(bookedBillStates([{ ...plain, entries: released }], 0, after(31 * DAY)).get(1)).toMatchObject({ status: 'withdrawable', underReview: false });
  });

  it('withdrawals cover the oldest withdrawable bills first', () => {
    const older: BookedBillFacts = { id: 1, withdrawableAt: after(-DAY), entries: [{ ...booked(300), effectiveAt: after(-DAY) }] };
    const newer: BookedBillFacts = { id: 2, withdrawableAt: WITHDRAWABLE_AT, entries: [booked(200)] };
    const states = bookedBillStates([newer, older], 300, after(0));
    expect(states.get(1)?.status).toBe('confirmed');
    expect(states.get(2)?.status).toBe('withdrawable');
    expect(bookedBillStates([newer, older], 299, after(0)).get(1)?.status).toBe('withdrawable');
    expect(bookedBillStates([newer, older], 500, after(0)).get(2)?.status).toBe('confirmed');
  });
});

describe('a withdrawal amount as typed', () => {
  it('takes plain and full-width amounts with at most two decimals', () => {
    expect(parseWithdrawalAmount('3')).toBe(300);
    expect(parseWithdrawalAmount(' 3.5 ')).toBe(350);
    expect(parseWithdrawalAmount('20.00')).toBe(2000);
    expect(parseWithdrawalAmount('３')).toBe(300);
    expect(parseWithdrawalAmount('１２．３４')).toBe(1234);
  });

  it('refuses negatives, exponents, three decimals, zero and words', () => {
    for (const text of ['-1', '1e3', '3.001', '0', '0.00', '', ' ', '3.', '.5', 'three', '1,000', '1234567890', 'NaN', '+3']) {
      expect(parseWithdrawalAmount(text), text).toBeNull();
    }
  });
});

describe('the withdrawal checks, in order', () => {
  const plenty = { withdrawableCents: 5000, paypalRequestOpen: false };

  it('the amount format comes first, then the minimum of the destination', () => {
    expect(checkWithdrawal({ amount: '1e3', destination: 'paypal', paypalEmail: 'a@b' }, plenty)).toEqual({ ok: false, error: 'ValidationFailed', field: 'amount' });
    expect(checkWithdrawal({ amount: '2.99', destination: 'balance' }, plenty)).toEqual({ ok: false, error: 'WithdrawalBelowMinimum', minimumCents: 300 });
    expect(checkWithdrawal({ amount: '3.00', destination: 'balance' }, plenty)).toEqual({ ok: true, amountCents: 300, paypalEmail: null });
    expect(checkWithdrawal({ amount: '19.99', destination: 'paypal', paypalEmail: 'a@b' }, plenty)).toEqual({ ok: false, error: 'WithdrawalBelowMinimum', minimumCents: 2000 });
  });

  it('then the PayPal email, then an open PayPal request, then the withdrawable bonus', () => {
    expect(checkWithdrawal({ amount: '20', destination: 'paypal', paypalEmail: 'a@b' }, plenty)).toEqual({ ok: false, error: 'ValidationFailed', field: 'paypalEmail' });
    expect(checkWithdrawal({ amount: '20', destination: 'paypal', paypalEmail: 'me@example.com' }, { ...plenty, paypalRequestOpen: true })).toEqual({ ok: false, error: 'WithdrawalPending' });
    expect(checkWithdrawal({ amount: '20', destination: 'balance' }, { ...plenty, paypalRequestOpen: true })).toMatchObject({ ok: true, amountCents: 2000 });
    expect(checkWithdrawal({ amount: '50.01', destination: 'paypal', paypalEmail: ' me@example.com ' }, plenty)).toEqual({ ok: false, error: 'WithdrawalOverAvailable', withdrawableCents: 5000 });
    expect(checkWithdrawal({ amount: '50', destination: 'paypal', paypalEmail: ' me@example.com ' }, plenty)).toEqual({ ok: true, amountCents: 5000, paypalEmail: 'me@example.com' });
  });

  it('a clawback still to cover refuses every withdrawal', () => {
    expect(checkWithdrawal({ amount: '3', destination: 'balance' }, { withdrawableCents: -120, paypalRequestOpen: false })).toEqual({ ok: false, error: 'WithdrawalOverAvailable', withdrawableCents: 0 });
  });
});
