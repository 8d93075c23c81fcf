/** The order reminder's rule: which unpaid bill a new order is reminded of. */
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '../../../src/lib/bills/contract.ts';
import { orderReminder } from '../../../src/lib/order/reminder.ts';

const deadline = (state: InvoiceSummary['deadline']['state']) => ({ state, graceEndsAt: '2026-12-05T00:00:00.000Z', payableUntil: '2026-12-09T00:00:00.000Z' });

/** A Monthly Skyline Standard bill of service 71, unpaid, made on the 1st. */
const bill = (id: number, changes: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id,
  status: 'Unpaid',
  cancelReason: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  dueAt: '2026-12-02T00:00:00.000Z',
  paidAt: null,
  serviceId: 71,
  relid: 70071,
  cycle: 'Monthly',
  isRenewal: false,
  description: 'Skyline Standard (Monthly)',
  productName: 'Skyline Standard',
  currency: 'USD',
  total: '6.90',
  balanceDue: '6.90',
  refunded: '0.00',
  paymentMethod: 'alipay',
  deadline: deadline('due'),
  ...changes,
});

const none = { renewServiceId: null, keptOpen: new Set<number>() };

describe('orderReminder', () => {
  it('reminds of the newest payable unpaid bill', () => {
    const older = bill(10001, { createdAt: '2026-11-20T00:00:00.000Z' });
    const newer = bill(10002);
    expect(orderReminder([older, newer], none)).toEqual({ kind: 'unpaid', bill: newer });
  });

  it('never of a paid, cancelled or refunded bill, nor of one past its deadline', () => {
    const bills = [bill(1, { status: 'Paid', balanceDue: '0.00' }), bill(2, { status: 'Cancelled', cancelReason: 'timeout' }), bill(3, { status: 'Refunded' }), bill(4, { deadline: deadline('expired') })];
    expect(orderReminder(bills, none)).toBeNull();
  });

  it('reminds of a late bill that can still be paid', () => {
    expect(orderReminder([bill(5, { deadline: deadline('late') })], none)?.bill.id).toBe(5);
  });

  it('puts the renewal bill waiting for the renewed service first, even when another is newer', () => {
    const waiting = bill(20, { serviceId: 42, isRenewal: true, createdAt: '2026-11-25T00:00:00.000Z' });
    const other = bill(21);
    expect(orderReminder([other, waiting], { renewServiceId: 42, keptOpen: new Set() })).toEqual({ kind: 'renewal-waiting', bill: waiting });
    // Not renewing that service: it is one unpaid bill among others.
    expect(orderReminder([other, waiting], none)).toEqual({ kind: 'unpaid', bill: other });
  });

  it('leaves out the bills the person chose to keep open', () => {
    expect(orderReminder([bill(30), bill(31, { createdAt: '2026-11-01T00:00:00.000Z' })], { renewServiceId: null, keptOpen: new Set([30]) })?.bill.id).toBe(31);
    expect(orderReminder([bill(30)], { renewServiceId: null, keptOpen: new Set([30]) })).toBeNull();
  });
});
