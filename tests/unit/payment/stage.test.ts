import { describe, expect, it } from 'vitest';
import { closedReason, shortfallOf, stageNotice, stageOf, startActionOf, type AttemptFacts } from '../../../src/lib/payment/stage.ts';
import type { Invoice } from '../../../src/lib/core/contract/index.ts';

const due = { state: 'due', graceEndsAt: '2026-11-30T00:00:00.000Z', payableUntil: '2026-12-01T00:00:00.000Z' } as const satisfies Invoice['deadline'];
const expired = { ...due, state: 'expired' } as const satisfies Invoice['deadline'];
const at = '2026-11-23T04:00:00.000Z';

/** A renewal bill nobody has tried to pay yet. */
const untouched = { status: 'Unpaid', cancelReason: null, deadline: due, delivery: null, lastPayment: null } satisfies Parameters<typeof stageOf>[0] & Parameters<typeof closedReason>[0];
const scanning = { ...untouched, lastPayment: { paymentId: 'pay_1', method: 'alipay', state: 'pending', at } } as const;
const declined = { ...untouched, lastPayment: { paymentId: 'pay_1', method: 'alipay', state: 'declined', at } } as const;
const codeExpired = { ...untouched, lastPayment: { paymentId: 'pay_1', method: 'alipay', state: 'expired', at } } as const;
const paidAndDelivered = { ...untouched, status: 'Paid', delivery: { serviceId: 7, status: 'Active', expiresAt: at, subscriptionUrl: null, login: null } } as const;
const paidUnseen = { ...untouched, status: 'Paid' } as const;

const idle: AttemptFacts = { kind: 'idle', paymentId: null };
const starting: AttemptFacts = { kind: 'starting', paymentId: null };
const onScreen: AttemptFacts = { kind: 'ready', paymentId: 'pay_1' };
const newAttempt: AttemptFacts = { kind: 'ready', paymentId: 'pay_2' };

describe('stageOf', () => {
  it.each([
    ['an untouched bill', untouched, idle, 'created'],
    ['a press on its way', scanning, starting, 'created'],
    ['a QR code handed out', untouched, onScreen, 'waiting'],
    ['a reload during a payment (the bill knows it)', scanning, idle, 'waiting'],
    ['a declined payment', declined, onScreen, 'failed'],
    ['an expired code', codeExpired, onScreen, 'expired'],
    ['a new attempt after a decline', declined, newAttempt, 'waiting'],
    ['paid and delivered', paidAndDelivered, idle, 'delivered'],
    ['paid, seen without a login', paidUnseen, idle, 'paid'],
    ['past its deadline', { ...untouched, deadline: expired }, idle, 'closed'],
    ['cancelled', { ...untouched, status: 'Cancelled' }, idle, 'closed'],
    ['refunded', { ...untouched, status: 'Refunded' }, idle, 'closed'],
  ] as const)('%s: %s', (_name, invoice, attempt, stage) => {
    expect(stageOf(invoice, attempt)).toBe(stage);
  });
});

describe('closedReason', () => {
  it('an order that timed out, a cancelled bill and a bill past its deadline each have their own reason', () => {
    expect(closedReason({ ...untouched, status: 'Cancelled', cancelReason: 'timeout' })).toBe('OrderTimedOut');
    expect(closedReason({ ...untouched, status: 'Cancelled', cancelReason: 'cancelled' })).toBe('InvoiceCancelled');
    expect(closedReason({ ...untouched, deadline: expired })).toBe('InvoiceExpired');
  });
  it('a bill that can still be paid, or is paid, is not closed', () => {
    expect(closedReason(untouched)).toBeNull();
    expect(closedReason(paidAndDelivered)).toBeNull();
  });
});

describe('the main button and the notice', () => {
  it('a decline asks to pay again, an expired code for a new code, anything else to pay', () => {
    expect(startActionOf('failed')).toBe('payAgain');
    expect(startActionOf('expired')).toBe('newCode');
    expect(startActionOf('created')).toBe('pay');
  });
  it('an expired USDT address is explained by its own panel, not by the QR notice', () => {
    expect(stageNotice('failed', false)).toBe('PaymentFailed');
    expect(stageNotice('expired', false)).toBe('QrExpired');
    expect(stageNotice('expired', true)).toBeNull();
    expect(stageNotice('waiting', false)).toBeNull();
  });
  it('an expired crypto checkout (a redirect) is paid again, and says its quote expired, not a QR code', () => {
    expect(startActionOf('expired', 'redirect')).toBe('payAgain');
    expect(stageNotice('expired', false, 'redirect')).toBe('PaymentExpired');
    expect(startActionOf('expired', 'qr')).toBe('newCode');
  });
});

describe('shortfallOf (a crypto checkout paid short)', () => {
  const short = { paymentId: 'pay_1', method: 'crypto', state: 'declined', at, received: '3.45' } as const;
  const bill = { balanceDue: '6.90', transactions: [], lastPayment: short };

  it('names what arrived and what is left once it is used', () => {
    expect(shortfallOf(bill)).toEqual({ receivedMinor: 345, stillDueMinor: 345, balanceUsed: false });
  });

  it('takes the bill’s own amount due once the balance has paid part of it since', () => {
    const paidFromBalance = { id: 'tx_1', at: '2026-11-23T04:05:00.000Z', type: 'buy', method: 'balance', amount: '3.45' } as const;
    const used = { ...bill, balanceDue: '3.45', transactions: [paidFromBalance] };
    expect(shortfallOf(used)).toEqual({ receivedMinor: 345, stillDueMinor: 345, balanceUsed: true });
  });

  it('never says less than nothing is due', () => {
    expect(shortfallOf({ ...bill, balanceDue: '2.00' })?.stillDueMinor).toBe(0);
  });

  it('is null for a decline with nothing received, and for any other attempt', () => {
    expect(shortfallOf({ ...bill, lastPayment: { ...short, received: undefined } })).toBeNull();
    expect(shortfallOf({ ...bill, lastPayment: { ...short, state: 'pending' } })).toBeNull();
    expect(shortfallOf({ ...bill, lastPayment: null })).toBeNull();
  });

  it('turns the stage’s notice into PaymentUnderpaid', () => {
    expect(stageNotice('failed', false, 'redirect', shortfallOf(bill))).toBe('PaymentUnderpaid');
    expect(stageNotice('failed', false, 'redirect', null)).toBe('PaymentFailed');
  });
});
