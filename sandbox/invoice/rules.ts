/**
 * Pure rules about an invoice at a moment in time: the 24-hour order timeout, whether
 * it can still be paid (its amounts are the shared rule's: `src/lib/invoice/amounts.ts`).
 * The database keeps what happened; these derive what a reader
 * sees "now" by the sandbox clock (moving the clock back undoes a timeout).
 */
import type { BillingCycle, InvoiceStatus } from '../../src/lib/core/contract/index.ts';
import { computeInvoiceDeadline } from '../../src/lib/invoice/expiry.ts';

/** A new order's invoice is due a day after it was made, and cancelled when still unpaid then. */
export const ORDER_TIMEOUT_MS = 24 * 3600_000;

export interface InvoiceFacts {
  status: InvoiceStatus;
  cancelReason: 'timeout' | 'cancelled' | null;
  isRenewal: boolean;
  createdAt: Date;
  dueAt: Date;
  cycle: BillingCycle;
}

/**
 * An unpaid new-order invoice 24 hours old or more reads Cancelled (timeout); a renewal
 * invoice never times out (it expires by its deadline instead).
 * @example effectiveInvoiceStatus({ status: 'Unpaid', isRenewal: false, createdAt: t, … }, t + 25 h) // { status: 'Cancelled', cancelReason: 'timeout' }
 */
export function effectiveInvoiceStatus(facts: InvoiceFacts, now: Date): { status: InvoiceStatus; cancelReason: 'timeout' | 'cancelled' | null } {
  if (facts.status === 'Unpaid' && !facts.isRenewal && now.getTime() - facts.createdAt.getTime() >= ORDER_TIMEOUT_MS) {
    return { status: 'Cancelled', cancelReason: 'timeout' };
  }
  return { status: facts.status, cancelReason: facts.cancelReason };
}

/** Why an invoice cannot be paid now (the provider's 409 error names), or null. */
export type PaymentBlock = 'InvoicePaid' | 'InvoiceCancelled' | 'OrderTimedOut' | 'InvoiceExpired';

/**
 * @example paymentBlock(renewalDueTenDaysAgo, now) // 'InvoiceExpired' for a Monthly renewal (grace 3 + 4 days)
 */
export function paymentBlock(facts: InvoiceFacts, now: Date): PaymentBlock | null {
  const { status, cancelReason } = effectiveInvoiceStatus(facts, now);
  if (status === 'Paid' || status === 'Refunded') return 'InvoicePaid';
  if (status === 'Cancelled') return cancelReason === 'timeout' ? 'OrderTimedOut' : 'InvoiceCancelled';
  if (computeInvoiceDeadline(facts.dueAt.getTime(), facts.cycle, now.getTime()).state === 'expired') return 'InvoiceExpired';
  return null;
}

/** What an invoice says it is for: "Skyline Standard (Monthly)", "Renewal: …". */
export function invoiceDescription(productName: string, cycle: string, isRenewal: boolean): string {
  return `${isRenewal ? 'Renewal: ' : ''}${productName} (${cycle})`;
}
