/**
 * Where a bill stands and the way forward from it, in the invoice page's terms
 * (spec section 2, "Invoice detail"; section 4, invoice statuses): the page says the
 * status in words with why, and offers to pay only what can still be paid.
 */
import type { Invoice } from './contract.ts';

/**
 * - `pay`: unpaid and still payable, with something left to pay: order/pay takes it.
 * - `payLate`: the same, but past its grace period: paying extends the service from its
 *   original expiry (the payment page warns; decisions "Invoices").
 * - `reorder`: unpaid past paying, or cancelled (timed out or cancelled): a new order.
 * - `none`: paid or refunded, nothing to do.
 */
export type InvoiceWayForward = 'pay' | 'payLate' | 'reorder' | 'none';

/** Why the page shows the status it shows, for its one line of explanation. */
export type InvoiceStanding =
  | { kind: 'paid'; at: string | null }
  | { kind: 'unpaid'; dueAt: string }
  | { kind: 'unpaidLate'; payableUntil: string }
  | { kind: 'unpaidExpired' }
  | { kind: 'refunded' }
  | { kind: 'cancelled'; reason: 'timeout' | 'cancelled' | null };

export type StandingFacts = Pick<Invoice, 'status' | 'cancelReason' | 'dueAt' | 'paidAt' | 'deadline'>;

/**
 * @example invoiceStanding({ status: 'Unpaid', deadline: { state: 'grace', … }, dueAt: '2026-11-01T00:00:00Z', … }) // { kind: 'unpaid', dueAt: '2026-11-01T00:00:00Z' }
 * @example invoiceStanding({ status: 'Cancelled', cancelReason: 'timeout', … }) // { kind: 'cancelled', reason: 'timeout' }
 */
export function invoiceStanding(bill: StandingFacts): InvoiceStanding {
  switch (bill.status) {
    case 'Paid':
      return { kind: 'paid', at: bill.paidAt };
    case 'Refunded':
      return { kind: 'refunded' };
    case 'Cancelled':
      return { kind: 'cancelled', reason: bill.cancelReason };
    case 'Unpaid':
      if (bill.deadline.state === 'expired') return { kind: 'unpaidExpired' };
      if (bill.deadline.state === 'late') return { kind: 'unpaidLate', payableUntil: bill.deadline.payableUntil };
      return { kind: 'unpaid', dueAt: bill.dueAt };
  }
}

/**
 * @example invoiceWayForward({ kind: 'unpaid', dueAt: '…' }) // 'pay'
 * @example invoiceWayForward({ kind: 'unpaidExpired' }) // 'reorder'
 */
export function invoiceWayForward(standing: InvoiceStanding): InvoiceWayForward {
  switch (standing.kind) {
    case 'unpaid':
      return 'pay';
    case 'unpaidLate':
      return 'payLate';
    case 'unpaidExpired':
    case 'cancelled':
      return 'reorder';
    default:
      return 'none';
  }
}

/**
 * The invoice page's `document.title` while a bill is shown: the bill number and the
 * word for invoice only (a saved PDF's file name), never an email or anything secret.
 * @example invoiceDocumentTitle('INVOICE', 1042) // 'INVOICE 1042'
 */
export function invoiceDocumentTitle(word: string, invoiceId: number): string {
  return `${word} ${invoiceId}`;
}
