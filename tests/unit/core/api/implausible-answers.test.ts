/**
 * Amounts, counts and dates that cannot be true are refused at the contract like any
 * malformed answer (issue 9, defect 7), while everything a real provider says stays valid.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, Invoice, ServiceUsage, Timestamp, type Invoice as InvoiceType } from '../../../../src/lib/core/contract/index.ts';

/** A paid-in-part bill as the sandbox writes one: 6.90, 3% fee, 2.00 of balance applied. */
const bill: InvoiceType = {
  id: 41,
  status: 'Unpaid',
  cancelReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  dueAt: '2026-11-21T08:00:00.000Z',
  paidAt: null,
  serviceId: 7,
  cycle: 'Monthly',
  isRenewal: false,
  items: [{ description: 'Skyline', productName: 'Skyline Standard', serviceId: 7, cycle: 'Monthly', periodStart: '2026-11-20T08:00:00.000Z', periodEnd: '2026-12-20T08:00:00.000Z', amount: '6.90' }],
  currency: 'USD',
  subtotal: '6.90',
  discount: '0.00',
  fee: '0.15',
  credit: '2.00',
  total: '7.05',
  balanceDue: '5.05',
  paymentMethod: 'alipay',
  deadline: { state: 'due', graceEndsAt: '2026-11-22T08:00:00.000Z', payableUntil: '2026-11-27T08:00:00.000Z' },
  payerEmail: null,
  seller: { name: 'Skyline', address: [], registration: 'BR 1', email: 'billing@skyline.example' },
  transactions: [
    { id: 't1', at: '2026-11-20T08:05:00.000Z', type: 'buy', method: 'balance', amount: '2.00' },
    // A refund is a type, never a negative amount.
    { id: 't2', at: '2026-11-20T08:06:00.000Z', type: 'refund', method: 'balance', amount: '2.00' },
  ],
  lastPayment: null,
  delivery: null,
};

const billAnswer = endpoints.invoiceInfo.response;
const accepts = (change: Partial<InvoiceType>) => billAnswer.safeParse({ ...bill, ...change }).success;

describe('a bill that cannot be true', () => {
  it('a real bill, with a refund transaction, is valid', () => {
    expect(billAnswer.safeParse(bill).success).toBe(true);
  });

  it.each(['balanceDue', 'total', 'subtotal', 'credit', 'fee', 'discount'] as const)('a negative %s is refused', (field) => {
    expect(accepts({ [field]: '-5.00' })).toBe(false);
    expect(accepts({ [field]: '-0.01' })).toBe(false);
  });

  it('a negative item or transaction amount is refused', () => {
    expect(accepts({ items: [{ ...bill.items[0]!, amount: '-6.90' }] })).toBe(false);
    expect(accepts({ transactions: [{ ...bill.transactions[0]!, amount: '-2.00' }] })).toBe(false);
  });

  it('a discount above the subtotal, or more due than the total, is refused', () => {
    expect(accepts({ discount: '7.00' })).toBe(false);
    expect(accepts({ balanceDue: '7.06' })).toBe(false);
    // Every bill answer carries the check, not only the logged-in one.
    for (const answer of [endpoints.invoiceInfoPublic, endpoints.invoiceUpdate, endpoints.invoiceCreditPay]) {
      expect(answer.response.safeParse({ ...bill, balanceDue: '99.00' }).success).toBe(false);
    }
  });

  it('the plain Invoice shape stays pickable for views that show part of it', () => {
    expect(() => z.pick(Invoice, { id: true, balanceDue: true })).not.toThrow();
  });
});

describe('balances, counts and percentages', () => {
  const balance = endpoints.accountBalance.response;

  it('a balance is never negative; its history moves either way', () => {
    const history = [
      { at: '2026-11-20T08:00:00.000Z', amount: '5.00', type: 'top-up', invoiceId: null },
      { at: '2026-11-20T08:05:00.000Z', amount: '-2.00', type: 'pay-bill', invoiceId: 41 },
    ];
    expect(balance.safeParse({ balance: { amount: '3.00', currency: 'USD' }, history }).success).toBe(true);
    expect(balance.safeParse({ balance: { amount: '-3.00', currency: 'USD' }, history }).success).toBe(false);
  });

  it('usage bytes are whole and never negative', () => {
    const usage = { usedBytes: 1_000, fairUseBytes: 200_000_000_000, throttledMbps: 20, resetAt: '2026-12-01T00:00:00.000Z' };
    expect(ServiceUsage.safeParse(usage).success).toBe(true);
    expect(ServiceUsage.safeParse({ ...usage, usedBytes: -1 }).success).toBe(false);
    expect(ServiceUsage.safeParse({ ...usage, usedBytes: 1.5 }).success).toBe(false);
    expect(ServiceUsage.safeParse({ ...usage, fairUseBytes: Number.NaN }).success).toBe(false);
  });

  it('a method fee is a percentage from 0 to 100', () => {
    const methods = endpoints.auPayments.response;
    const method = { id: 'alipay', kind: 'qr', feePercent: '3', refundable: true };
    expect(methods.safeParse({ methods: [method] }).success).toBe(true);
    expect(methods.safeParse({ methods: [{ ...method, feePercent: '-3' }] }).success).toBe(false);
    expect(methods.safeParse({ methods: [{ ...method, feePercent: '300' }] }).success).toBe(false);
  });

  it('USDT confirmations are a count', () => {
    const payment = { address: 'T'.padEnd(34, 'x'), amount: '6.90', expiresAt: '2026-11-20T08:15:00.000Z', state: 'detected', confirmations: 1, requiredConfirmations: 3, txid: null };
    expect(endpoints.usdtInvoice.response.safeParse(payment).success).toBe(true);
    expect(endpoints.usdtInvoice.response.safeParse({ ...payment, confirmations: -1 }).success).toBe(false);
  });
});

describe('dates', () => {
  it('refuses dates that do not exist or that no record can have', () => {
    for (const date of ['NaN', 'Invalid Date', '2026-02-30T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1970-01-01T00:00:00Z']) {
      expect(Timestamp.safeParse(date).success, date).toBe(false);
    }
  });

  it('keeps the dates a provider writes, with any offset', () => {
    for (const date of ['2026-11-23T02:00:00Z', '2026-11-23T10:00:00+08:00', '2028-11-23T02:00:00.123Z']) {
      expect(Timestamp.safeParse(date).success, date).toBe(true);
    }
  });
});
