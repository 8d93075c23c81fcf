import { describe, expect, it } from 'vitest';
import { computeInvoiceDeadline, INVOICE_GRACE_DAYS, thresholdDays } from '../../../src/lib/invoice/expiry.ts';

const DAY = 86_400_000;
const due = Date.parse('2026-11-01T00:00:00+08:00');

describe('invoice deadlines', () => {
  it('uses the decided thresholds beyond grace', () => {
    expect(thresholdDays('Trial')).toBe(2);
    expect(thresholdDays('Monthly')).toBe(4);
    expect(thresholdDays('Annually')).toBe(37);
    expect(thresholdDays('Semi-annually')).toBe(19);
    expect(thresholdDays('Biennially')).toBe(19);
  });

  it('walks a Monthly invoice through due, grace, late (warned) and expired', () => {
    expect(computeInvoiceDeadline(due, 'Monthly', due - DAY).state).toBe('due');
    expect(computeInvoiceDeadline(due, 'Monthly', due + DAY).state).toBe('grace');
    expect(computeInvoiceDeadline(due, 'Monthly', due + (INVOICE_GRACE_DAYS + 1) * DAY).state).toBe('late');
    expect(computeInvoiceDeadline(due, 'Monthly', due + (INVOICE_GRACE_DAYS + 4) * DAY).state).toBe('late');
    expect(computeInvoiceDeadline(due, 'Monthly', due + (INVOICE_GRACE_DAYS + 4) * DAY + 1).state).toBe('expired');
  });

  it('gives the trial only 2 days beyond grace and a year 37', () => {
    expect(computeInvoiceDeadline(due, 'Trial', due + (INVOICE_GRACE_DAYS + 3) * DAY).state).toBe('expired');
    expect(computeInvoiceDeadline(due, 'Annually', due + (INVOICE_GRACE_DAYS + 30) * DAY).state).toBe('late');
  });
});
