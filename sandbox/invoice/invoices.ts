/**
 * What happens to an invoice: looking it up for a caller, switching its method, paying
 * it (the payment is recorded, the service delivered — a new one starts now, a renewal
 * extends from its ORIGINAL expiry — and the account mailed), and applying balance
 * credit. Its amounts come from the one amount rule the site uses too
 * (`src/lib/invoice/amounts.ts`); the contract view is `invoice-view.ts`, the
 * invoices fixtures start with `data/fixture-invoices.ts`.
 */
import type { PaymentMethodId } from '../../src/lib/core/contract/index.ts';
import { amountsWithFee, balanceShare, invoiceAmounts, type InvoiceAmounts, type Minor } from '../../src/lib/invoice/amounts.ts';
import { paymentMethod } from '../../src/lib/payment/methods.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService, findUser, updateService, type ServiceRow, type UserRow } from '../core/account-rows.ts';
import { money } from '../order/catalogue.ts';
import { findInvoice, insertTransaction, setInvoiceCredit, setInvoiceMethod, setInvoicePaid, type InvoiceRow } from './data.ts';
import { mailPaymentReceived } from '../core/mail/outgoing.ts';
import { recordBalanceChange } from '../balance/data.ts';
import { withTransaction } from '../core/db/schema.ts';
import { ProviderError } from '../core/router.ts';
import { paymentBlock, type InvoiceFacts } from './rules.ts';
import { addMonthsUtc, deliveredPeriod } from '../service/rules.ts';
import { bookPaidInvoice } from '../affiliate/booking.ts';
import { quotaOnBillPaid } from '../affiliate/quota.ts';

export function invoiceFacts(row: InvoiceRow): InvoiceFacts {
  return { status: row.status, cancelReason: row.cancel_reason, isRenewal: row.is_renewal, createdAt: row.created_at, dueAt: row.due_at, cycle: row.cycle };
}

/** A stored invoice's amounts: it keeps the fee it was issued (or last re-priced) with. */
export function invoiceAmountsOf(row: InvoiceRow): InvoiceAmounts {
  return amountsWithFee({ subtotalMinor: row.subtotal_cents, discountMinor: row.discount_cents, feeMinor: row.fee_cents, creditMinor: row.credit_cents });
}

/** What is still owed. */
export function unpaidMinor(row: InvoiceRow): Minor {
  return invoiceAmountsOf(row).unpaidMinor;
}

/** The invoice's amounts were it paid with `method`, with the credit it would then carry. */
function repriced(row: InvoiceRow, method: PaymentMethodId, creditMinor: Minor = row.credit_cents): InvoiceAmounts {
  return invoiceAmounts({ subtotalMinor: row.subtotal_cents, discountMinor: row.discount_cents, creditMinor, feePercent: paymentMethod(method).feePercent });
}

/** @throws ProviderError 404 NotFound for an unknown invoice. */
export function requireInvoice(ctx: SandboxContext, id: number): InvoiceRow {
  const row = findInvoice(ctx.db, id);
  if (!row) throw new ProviderError(404, 'NotFound');
  return row;
}

/** @throws ProviderError 404 NotFound for an unknown invoice and for someone else's (the same answer). */
export function requireOwnInvoice(ctx: SandboxContext, id: number, user: UserRow): InvoiceRow {
  const row = findInvoice(ctx.db, id);
  if (!row || row.user_uuid !== user.uuid) throw new ProviderError(404, 'NotFound');
  return row;
}

/** @throws ProviderError 409 InvoicePaid, InvoiceCancelled, OrderTimedOut or InvoiceExpired. */
export function assertPayable(row: InvoiceRow, now: Date): void {
  const block = paymentBlock(invoiceFacts(row), now);
  if (block) throw new ProviderError(409, block);
}

/** Switches an unpaid invoice to another method, with that method's fee; returns the stored row. */
export function switchMethod(ctx: SandboxContext, row: InvoiceRow, method: PaymentMethodId): InvoiceRow {
  if (row.payment_method === method) return row;
  setInvoiceMethod(ctx.db, row.id, method, repriced(row, method).feeMinor);
  return requireInvoice(ctx, row.id);
}

/**
 * Pays what is still due with `method`: records the transaction, marks the invoice
 * paid, delivers the service and mails the account. Runs in one transaction.
 * @throws ProviderError 409 when the invoice cannot be paid (any more).
 */
export function payInvoice(ctx: SandboxContext, invoiceId: number, method: PaymentMethodId, now = ctx.clock.now()): InvoiceRow {
  return withTransaction(ctx.db, () => {
    const row = switchMethod(ctx, requireInvoice(ctx, invoiceId), method);
    assertPayable(row, now);
    const due = unpaidMinor(row);
    if (due > 0) insertTransaction(ctx.db, { invoiceId: row.id, at: now, type: 'buy', method, amountCents: due });
    const service = findService(ctx.db, row.service_id);
    if (!service) throw new Error(`invoice ${row.id} names a missing service ${row.service_id}`);
    const period = deliveredPeriod({ isRenewal: row.is_renewal, cycle: row.cycle, paidAt: now, currentExpiresAt: service.expires_at });
    setInvoicePaid(ctx.db, row.id, now, period);
    deliver(ctx, service, row, period.end, now);
    const paid = requireInvoice(ctx, row.id);
    // Every rail ends here, in the Paid transaction: one booked bill per invoice, never two.
    bookPaidInvoice(ctx, paid, now);
    quotaOnBillPaid(ctx, paid, now);
    const owner = findUser(ctx.db, paid.user_uuid);
    if (owner) mailPaymentReceived(ctx, owner, { invoice: paid, productName: service.product_name, paidMinor: invoiceAmountsOf(paid).totalMinor, activeUntil: period.end }, now);
    return paid;
  });
}

/** A new service starts now; a renewal keeps its history and moves its expiry on. */
function deliver(ctx: SandboxContext, service: ServiceRow, invoice: InvoiceRow, expiresAt: Date, now: Date): void {
  const fresh = !invoice.is_renewal;
  updateService(ctx.db, service.id, {
    status: 'Active',
    deliveredAt: service.delivered_at ?? now,
    registeredAt: fresh ? now : service.registered_at,
    expiresAt,
    resetAt: fresh ? addMonthsUtc(now, 1) : service.reset_at,
    autoRenew: fresh ? invoice.cycle !== 'Trial' : service.auto_renew,
    cycle: invoice.cycle,
    price: money(invoice.subtotal_cents, invoice.currency),
  });
}

/**
 * Pays part or all of an invoice from the account balance: up to the amount asked,
 * the balance and what is due (before the method's fee, which falls away with what the
 * balance covers). What it pays is the bill's credit (its one row on the invoice) and a
 * `balance` transaction; covering everything pays the invoice, with the balance as its method.
 * @throws ProviderError 400 ValidationFailed (amount ≤ 0 or over the balance), 409 when not payable.
 */
export function applyCredit(ctx: SandboxContext, invoiceId: number, user: UserRow, amountMinor: Minor, now = ctx.clock.now()): InvoiceRow {
  return withTransaction(ctx.db, () => {
    const row = requireOwnInvoice(ctx, invoiceId, user);
    const balance = findUser(ctx.db, user.uuid)?.balance_cents ?? 0;
    if (amountMinor <= 0) throw new ProviderError(400, 'ValidationFailed', 'amount must be more than 0', ['amount']);
    if (amountMinor > balance) throw new ProviderError(400, 'ValidationFailed', 'amount is more than the balance', ['amount']);
    assertPayable(row, now);
    // The method's fee is charged only on what the method pays, so the balance can at
    // most cover what is due before the fee (and then no fee is left): the site's own rule.
    const applied = balanceShare(
      { subtotalMinor: row.subtotal_cents, discountMinor: row.discount_cents, creditMinor: row.credit_cents, feePercent: paymentMethod(row.payment_method).feePercent },
      Math.min(amountMinor, balance),
    ).useMinor;
    if (applied <= 0) return row;
    const after = repriced(row, row.payment_method, row.credit_cents + applied);
    setInvoiceCredit(ctx.db, row.id, after.creditMinor, after.feeMinor);
    recordBalanceChange(ctx.db, { uuid: user.uuid, at: now, amountCents: -applied, type: 'pay-bill', invoiceId: row.id });
    insertTransaction(ctx.db, { invoiceId: row.id, at: now, type: 'buy', method: 'balance', amountCents: applied });
    const updated = requireInvoice(ctx, row.id);
    // Covered in full, the balance is what paid it: the bill names it as its method.
    return unpaidMinor(updated) === 0 ? payInvoice(ctx, row.id, 'balance', now) : updated;
  });
}
