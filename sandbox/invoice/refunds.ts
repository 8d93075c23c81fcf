/**
 * Refunds and chargebacks of a paid invoice (the sandbox's control surface stands in for the
 * provider's staff and the card networks; the real provider refunds from its own back office).
 * What the payment method took is refunded to it (a `refund` transaction); a full refund
 * marks the invoice Refunded and, for a refund (not a chargeback), gives back what the account
 * balance paid as a balance `refund` entry. The friend's booked bill follows in the same
 * transaction (sandbox/affiliate/booking.ts): reduced, cancelled or clawed back.
 */
import type { PaymentMethodId } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { withTransaction } from '../core/db/schema.ts';
import { recordBalanceChange } from '../balance/data.ts';
import { adjustBookingForRefund } from '../affiliate/booking.ts';
import { findInvoice, insertTransaction, listTransactions, type InvoiceRow } from './data.ts';
import { ControlError } from '../core/control/request.ts';

export type RefundKind = 'refund' | 'chargeback';


/** What the method and the balance paid, and what was refunded of each, in cents. */
function moneyOf(db: SandboxContext['db'], invoiceId: number) {
  let methodPaid = 0;
  let balancePaid = 0;
  let methodRefunded = 0;
  let balanceRefunded = 0;
  let method: PaymentMethodId = 'balance';
  for (const transaction of listTransactions(db, invoiceId)) {
    const byBalance = transaction.method === 'balance';
    if (transaction.type === 'buy') {
      if (byBalance) balancePaid += transaction.amount_cents;
      else {
        methodPaid += transaction.amount_cents;
        method = transaction.method;
      }
    } else if (byBalance) balanceRefunded += transaction.amount_cents;
    else methodRefunded += transaction.amount_cents;
  }
  return { methodPaid, balancePaid, methodRefunded, balanceRefunded, method };
}

/**
 * Refunds `amountCents` (default: all that is left) of what the invoice's payment method
 * took, or of what the balance paid when the method took nothing.
 * @throws ControlError 404 unknown invoice, 409 not paid or already refunded, 400 amount out of range.
 */
export function refundInvoice(ctx: SandboxContext, invoiceId: number, refund: { amountCents?: number | undefined; kind: RefundKind }, now = ctx.clock.now()): InvoiceRow {
  return withTransaction(ctx.db, () => {
    const invoice = findInvoice(ctx.db, invoiceId);
    if (!invoice) throw new ControlError(404, 'NotFound', `no invoice ${invoiceId}`);
    if (invoice.status !== 'Paid') throw new ControlError(409, 'InvoiceNotRefundable', `a ${invoice.status} invoice cannot be refunded`);
    const money = moneyOf(ctx.db, invoice.id);
    const byMethod = money.methodPaid > 0;
    const left = byMethod ? money.methodPaid - money.methodRefunded : money.balancePaid - money.balanceRefunded;
    const amount = refund.amountCents ?? left;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) throw new ControlError(400, 'ValidationFailed', `amount: more than 0 and at most ${left} cents`, ['amount']);
    insertTransaction(ctx.db, { invoiceId: invoice.id, at: now, type: 'refund', method: money.method, amountCents: amount });
    if (!byMethod) recordBalanceChange(ctx.db, { uuid: invoice.user_uuid, at: now, amountCents: amount, type: 'refund', invoiceId: invoice.id });
    const full = amount === left;
    if (full) {
      ctx.db.prepare(`UPDATE invoices SET status = 'Refunded' WHERE id = ? AND status = 'Paid'`).run(invoice.id);
      // A refund gives back the balance's part too; a chargeback only takes back the card's money.
      const balanceLeft = money.balancePaid - money.balanceRefunded;
      if (byMethod && refund.kind === 'refund' && balanceLeft > 0) {
        insertTransaction(ctx.db, { invoiceId: invoice.id, at: now, type: 'refund', method: 'balance', amountCents: balanceLeft });
        recordBalanceChange(ctx.db, { uuid: invoice.user_uuid, at: now, amountCents: balanceLeft, type: 'refund', invoiceId: invoice.id });
      }
    }
    adjustBookingForRefund(ctx, invoice.id, { methodRefundedCents: byMethod ? money.methodRefunded + amount : 0, full, kind: refund.kind }, now);
    const after = findInvoice(ctx.db, invoice.id);
    if (!after) throw new Error(`invoice ${invoice.id} vanished`);
    return after;
  });
}
