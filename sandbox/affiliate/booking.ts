/**
 * Booking a friend's paid bill for the inviter, and what later changes it (reference §2.2,
 * §2.8): refunds and chargebacks, an operator's hold, release or cancellation. Each change
 * is an appended entry; a booked bill itself holds only the facts it was booked on.
 *
 * Dates of the entries (the rule the states are read by): a booking counts from its
 * `withdrawable_at`; a cut before that date uses the same date (so it never shows as
 * withdrawable), after it uses now (a clawback from future bonus); while held, cuts have
 * no date, like the held amount.
 */
import { billEarns, bonusBaseCents, bonusOf, bookedBillStates, withdrawableAtOf, type BookedBillState } from '../../src/lib/affiliate/bonus.ts';
import type { CancelReason } from '../../src/lib/affiliate/contract.ts';
import type { SandboxContext } from '../core/context.ts';
import type { InvoiceRow } from '../invoice/data.ts';
import { findBinding } from './bindings.ts';
import { appendEntry, billEntries, bookedBillsWithStates, findBookedBill, findBookedBillOfInvoice, type BookedBillRow } from './entries.ts';
import { affiliateSettings } from './settings.ts';
import { notifyAffiliate } from './messages.ts';
import { ControlError } from '../core/control/request.ts';


/**
 * Books a just-paid invoice for the payer's inviter, inside the invoice's Paid transaction
 * (payInvoice): one booked bill per invoice (the table's UNIQUE), so a repeated payment
 * callback cannot book twice. Nothing is booked for an unbound payer, the trial, or a bonus of 0.
 */
export function bookPaidInvoice(ctx: SandboxContext, invoice: InvoiceRow, paidAt: Date): BookedBillRow | undefined {
  const binding = findBinding(ctx.db, invoice.user_uuid);
  const settings = affiliateSettings(ctx.db);
  const earlierBillBooked = ctx.db.prepare('SELECT 1 AS booked FROM aff_booked_bills WHERE friend_uuid = ? LIMIT 1').get(invoice.user_uuid) !== undefined;
  if (!binding || !billEarns({ invoiceStatus: invoice.status, cycle: invoice.cycle, friendBound: true, earlierBillBooked }, settings.scope)) return undefined;
  const base = bonusBaseCents({ subtotalCents: invoice.subtotal_cents, discountCents: invoice.discount_cents, creditCents: invoice.credit_cents });
  const bonus = bonusOf(base, settings.rateBp);
  if (bonus <= 0) return undefined;
  const withdrawableAt = withdrawableAtOf(paidAt);
  const stored = ctx.db
    .prepare(
      `INSERT INTO aff_booked_bills (inviter_uuid, friend_uuid, invoice_id, base_cents, rate_bp, paid_at, withdrawable_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (invoice_id) DO NOTHING RETURNING id`,
    )
    .get(binding.inviter_uuid, invoice.user_uuid, invoice.id, base, settings.rateBp, paidAt.toISOString(), withdrawableAt.toISOString());
  if (!stored) return findBookedBillOfInvoice(ctx.db, invoice.id);
  const bill = findBookedBillOfInvoice(ctx.db, invoice.id);
  if (!bill) throw new Error(`booked bill of invoice ${invoice.id} vanished right after it was stored`);
  appendEntry(ctx.db, { userUuid: bill.inviter_uuid, at: paidAt, effectiveAt: withdrawableAt, amountCents: bonus, kind: 'booked', bookedBillId: bill.id });
  // A friend whose install reported the inviter's own fingerprint may be the inviter's second
  // account (reference §2.6): the bill waits for an operator instead of becoming withdrawable.
  if (sharesInstall(ctx, bill.inviter_uuid, bill.friend_uuid)) holdEntries(ctx, bill, bonus, paidAt);
  notifyAffiliate(ctx, bill.inviter_uuid, { kind: 'booked', amountCents: bonus, withdrawableAt }, paidAt);
  return bill;
}

/** Whether both accounts' ad reports (ADR 0037) came from the same install fingerprint. */
function sharesInstall(ctx: SandboxContext, inviterUuid: string, friendUuid: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 AS shared FROM ad_reports a JOIN ad_reports b ON a.fingerprint = b.fingerprint WHERE a.user_uuid = ? AND b.user_uuid = ? LIMIT 1')
      .get(inviterUuid, friendUuid) !== undefined
  );
}

/** Moves a bill's amount to "no date yet": −A at its own date, +A with no date. */
function holdEntries(ctx: SandboxContext, bill: BookedBillRow, amountCents: number, now: Date): void {
  const base = { userUuid: bill.inviter_uuid, at: now, kind: 'held' as const, bookedBillId: bill.id };
  appendEntry(ctx.db, { ...base, effectiveAt: bill.withdrawable_at, amountCents: -amountCents });
  appendEntry(ctx.db, { ...base, effectiveAt: null, amountCents });
}

/** The bill's state now (its FIFO cover is not needed to cut it). */
function stateOf(ctx: SandboxContext, bill: BookedBillRow, now: Date): BookedBillState {
  const state = bookedBillStates([{ id: bill.id, withdrawableAt: bill.withdrawable_at, entries: billEntries(ctx.db, bill.id) }], 0, now).get(bill.id);
  if (!state) throw new Error(`booked bill ${bill.id} has no state`);
  return state;
}

/** When a cut of this bill counts: no date while held, its own date before it, now after. */
function cutDate(bill: BookedBillRow, state: BookedBillState, now: Date): Date | null {
  if (state.underReview) return null;
  return now < bill.withdrawable_at ? bill.withdrawable_at : now;
}

/**
 * Cuts a booked bill to `targetCents` (a partial refund) or cancels it (`targetCents` 0 or
 * `cancel`), with the reason kept for the inviter. A bill already cancelled is left alone.
 */
function cutTo(ctx: SandboxContext, bill: BookedBillRow, targetCents: number, reason: CancelReason, cancel: boolean, now: Date): void {
  const state = stateOf(ctx, bill, now);
  if (state.status === 'cancelled') return;
  const target = cancel ? 0 : Math.max(0, targetCents);
  const cut = target - state.amountCents;
  const cancelling = target === 0;
  if (cut === 0 && !cancelling) return;
  const effectiveAt = cutDate(bill, state, now);
  if (cut !== 0) {
    appendEntry(ctx.db, { userUuid: bill.inviter_uuid, at: now, effectiveAt, amountCents: cut, kind: cancelling ? 'cancelled' : 'reduced', bookedBillId: bill.id, note: reason });
  }
  if (cancelling) notifyAffiliate(ctx, bill.inviter_uuid, { kind: 'cancelled', amountCents: state.amountCents, reason }, now);
}

/**
 * A refund or chargeback of the friend's invoice lowers the booking's base by what was
 * refunded (the method's fee is refunded last, so it never counts) and books the bonus of
 * what is left; a full refund cancels it. Called by the invoice's refund, in its transaction.
 */
export function adjustBookingForRefund(ctx: SandboxContext, invoiceId: number, refund: { methodRefundedCents: number; full: boolean; kind: 'refund' | 'chargeback' }, now: Date): void {
  const bill = findBookedBillOfInvoice(ctx.db, invoiceId);
  if (!bill) return;
  const baseLeft = Math.max(0, bill.base_cents - refund.methodRefundedCents);
  const reason: CancelReason = refund.kind === 'chargeback' ? 'chargeback' : 'refunded';
  cutTo(ctx, bill, bonusOf(baseLeft, bill.rate_bp), reason, refund.full || baseLeft === 0, now);
}

export type OperatorAction = 'hold' | 'release' | 'cancel';

/**
 * An operator's decision on a booked bill. `hold` moves its amount to "no date yet" (under
 * review), `release` gives it a date again (its own date, or now when that has passed),
 * `cancel` cancels it for a reason the inviter sees (`self-invite` or `operator`).
 * @throws ControlError 404 for an unknown bill, 409 when the action does not fit its state.
 */
export function decideBookedBill(ctx: SandboxContext, id: number, action: OperatorAction, reason: CancelReason, now: Date): BookedBillState {
  const bill = findBookedBill(ctx.db, id);
  if (!bill) throw new ControlError(404, 'NotFound', `no booked bill ${id}`);
  const state = stateOf(ctx, bill, now);
  if (state.status === 'cancelled') throw new ControlError(409, 'BookedBillCancelled', 'this booked bill is cancelled');
  if (action === 'cancel') {
    cutTo(ctx, bill, 0, reason, true, now);
  } else if (action === 'hold') {
    if (state.underReview) throw new ControlError(409, 'BookedBillHeld', 'this booked bill is already on hold');
    if (state.status !== 'to-be-confirmed') throw new ControlError(409, 'BookedBillWithdrawable', 'only a bill still to be confirmed can be held');
    holdEntries(ctx, bill, state.amountCents, now);
  } else {
    if (!state.underReview) throw new ControlError(409, 'BookedBillNotHeld', 'this booked bill is not on hold');
    // Released before its 60 days, it keeps them: a release never shortens the hold.
    const effectiveAt = now < bill.withdrawable_at ? bill.withdrawable_at : now;
    const base = { userUuid: bill.inviter_uuid, at: now, kind: 'released' as const, bookedBillId: bill.id };
    appendEntry(ctx.db, { ...base, effectiveAt: null, amountCents: -state.amountCents });
    appendEntry(ctx.db, { ...base, effectiveAt, amountCents: state.amountCents });
  }
  const after = bookedBillsWithStates(ctx.db, bill.inviter_uuid, now).find((one) => one.row.id === id);
  if (!after) throw new Error(`booked bill ${id} vanished`);
  return after.state;
}
