/**
 * The order reminder (spec section 2 dialogs, ADR 0059): before a logged-in person goes on
 * to pay for a new order, a bill of theirs that is still unpaid and payable is named, so a
 * forgotten bill is not bought twice. A renewal bill already waiting for the service being
 * renewed comes first: paying it is the way to renew.
 */
import type { InvoiceSummary } from '../bills/contract.ts';

export type OrderReminder = { kind: 'renewal-waiting'; bill: InvoiceSummary } | { kind: 'unpaid'; bill: InvoiceSummary };

/** An unpaid bill that can still be paid (not past its deadline). */
function payable(bill: InvoiceSummary): boolean {
  return bill.status === 'Unpaid' && bill.deadline.state !== 'expired';
}

/**
 * The bill to remind of, or null: the renewal bill waiting for `renewServiceId` when the
 * order renews it, else the newest payable unpaid bill, leaving out the ones the person
 * already chose to keep open (`keptOpen`).
 * @example orderReminder([renewalBillOf42], { renewServiceId: 42, keptOpen: new Set() }) // { kind: 'renewal-waiting', bill: renewalBillOf42 }
 * @example orderReminder([paidBill], { renewServiceId: null, keptOpen: new Set() }) // null
 */
export function orderReminder(bills: readonly InvoiceSummary[], { renewServiceId, keptOpen }: { renewServiceId: number | null; keptOpen: ReadonlySet<number> }): OrderReminder | null {
  const open = bills.filter((bill) => payable(bill) && !keptOpen.has(bill.id)).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const waiting = renewServiceId === null ? undefined : open.find((bill) => bill.serviceId === renewServiceId && bill.isRenewal);
  if (waiting) return { kind: 'renewal-waiting', bill: waiting };
  const newest = open[0];
  return newest ? { kind: 'unpaid', bill: newest } : null;
}
