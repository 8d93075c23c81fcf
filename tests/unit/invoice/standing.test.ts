/** The invoice page's status in words and its way forward (user/invoice). */
import { describe, expect, it } from 'vitest';
import { invoiceDocumentTitle, invoiceStanding, invoiceWayForward, type StandingFacts } from '../../../src/lib/invoice/standing.ts';

const unpaid: StandingFacts = {
  status: 'Unpaid',
  cancelReason: null,
  dueAt: '2026-11-01T00:00:00+08:00',
  paidAt: null,
  deadline: { state: 'due', graceEndsAt: '2026-11-04T00:00:00+08:00', payableUntil: '2026-11-08T00:00:00+08:00' },
};

describe('invoiceStanding and its way forward', () => {
  it('an unpaid bill within its deadline or grace is paid on order/pay', () => {
    expect(invoiceStanding(unpaid)).toEqual({ kind: 'unpaid', dueAt: unpaid.dueAt });
    expect(invoiceWayForward(invoiceStanding({ ...unpaid, deadline: { ...unpaid.deadline, state: 'grace' } }))).toBe('pay');
  });

  it('a late unpaid bill can still be paid, until when it says', () => {
    const late = invoiceStanding({ ...unpaid, deadline: { ...unpaid.deadline, state: 'late' } });
    expect(late).toEqual({ kind: 'unpaidLate', payableUntil: unpaid.deadline.payableUntil });
    expect(invoiceWayForward(late)).toBe('payLate');
  });

  it('an unpaid bill past paying offers a new order, never "pay"', () => {
    const expired = invoiceStanding({ ...unpaid, deadline: { ...unpaid.deadline, state: 'expired' } });
    expect(expired).toEqual({ kind: 'unpaidExpired' });
    expect(invoiceWayForward(expired)).toBe('reorder');
  });

  it('a cancelled bill says why and offers a new order', () => {
    expect(invoiceStanding({ ...unpaid, status: 'Cancelled', cancelReason: 'timeout' })).toEqual({ kind: 'cancelled', reason: 'timeout' });
    expect(invoiceStanding({ ...unpaid, status: 'Cancelled', cancelReason: 'cancelled' })).toEqual({ kind: 'cancelled', reason: 'cancelled' });
    expect(invoiceWayForward({ kind: 'cancelled', reason: null })).toBe('reorder');
  });

  it('paid and refunded bills need nothing more', () => {
    const paid = invoiceStanding({ ...unpaid, status: 'Paid', paidAt: '2026-10-30T12:00:00+08:00' });
    expect(paid).toEqual({ kind: 'paid', at: '2026-10-30T12:00:00+08:00' });
    expect(invoiceWayForward(paid)).toBe('none');
    expect(invoiceWayForward(invoiceStanding({ ...unpaid, status: 'Refunded' }))).toBe('none');
  });
});

describe('invoiceDocumentTitle', () => {
  it('is the word and the number alone (the saved PDF’s name)', () => {
    expect(invoiceDocumentTitle('INVOICE', 1042)).toBe('INVOICE 1042');
    expect(invoiceDocumentTitle('帳單', 7)).toBe('帳單 7');
  });
});
