/**
 * How long an unpaid invoice stays payable (decisions: "Invoices"). Past its due date
 * it stays payable for a grace period; after that the payment page warns that paying
 * extends the service from its ORIGINAL expiry; beyond grace plus the cycle's
 * threshold it cannot be paid and the person is asked to reorder.
 */
import type { BillingCycle } from '../core/contract/common.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The grace period after the due date. The spec gives no number; see docs/decisions/0005. */
export const INVOICE_GRACE_DAYS = 3;

/** Days beyond grace: trial (cycle under a month) 2, Monthly 4, Annually 37, any other 19. */
export function thresholdDays(cycle: BillingCycle): number {
  switch (cycle) {
    case 'Trial':
      return 2;
    case 'Monthly':
      return 4;
    case 'Annually':
      return 37;
    default:
      return 19;
  }
}

export type InvoiceExpiryState = 'due' | 'grace' | 'late' | 'expired';

export interface InvoiceDeadline {
  state: InvoiceExpiryState;
  graceEndsAt: number;
  /** After this moment the invoice cannot be paid. */
  payableUntil: number;
}

/**
 * @example computeInvoiceDeadline(Date.parse('2026-11-01'), 'Monthly', Date.parse('2026-11-05'))
 * // { state: 'late', graceEndsAt: …Nov 4, payableUntil: …Nov 8 }
 */
export function computeInvoiceDeadline(dueAt: number, cycle: BillingCycle, now: number): InvoiceDeadline {
  const graceEndsAt = dueAt + INVOICE_GRACE_DAYS * DAY_MS;
  const payableUntil = graceEndsAt + thresholdDays(cycle) * DAY_MS;
  const state: InvoiceExpiryState = now <= dueAt ? 'due' : now <= graceEndsAt ? 'grace' : now <= payableUntil ? 'late' : 'expired';
  return { state, graceEndsAt, payableUntil };
}
