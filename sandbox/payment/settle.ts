/**
 * Settling a payment attempt, whatever its rail: the person paid on the cashier page (or
 * a test said so), declined, or a rail's own simulator (the USDT chain, the Stripe
 * double) reached the point where the money is booked.
 */
import { paymentMethod } from '../../src/lib/payment/methods.ts';
import type { SandboxContext } from '../core/context.ts';
import { expirePayment, findPayment, setConfirmations, settlePayment, type PaymentRow } from './data.ts';
import { recordBalanceChange } from '../balance/data.ts';
import { withTransaction } from '../core/db/schema.ts';
import { effectivePaymentState, type PaymentStateName } from './rules.ts';
import { USDT_REQUIRED_CONFIRMATIONS, usdtTxid } from './usdt.ts';
import { assertPayable, payInvoice, requireInvoice } from '../invoice/invoices.ts';

/**
 * A simulated rail refuses an action of the control surface (paying an expired QR
 * code, confirming a declined card…). The control surface answers it with its status
 * and name; the provider API never throws it.
 */
export class RailRefusal extends Error {
  readonly status: number;
  readonly errorName: string;
  /** Stripe's error code, for the card test double. */
  readonly code: string | undefined;
  constructor(status: number, errorName: string, message: string, code?: string) {
    super(message);
    this.name = 'RailRefusal';
    this.status = status;
    this.errorName = errorName;
    this.code = code;
  }
}

/** An attempt's state as a reader sees it now (a pending one past its window reads expired). */
export function paymentState(row: PaymentRow, now: Date): PaymentStateName {
  return effectivePaymentState({ state: row.state, expiresAt: row.expires_at, confirmations: row.confirmations }, now);
}

/** @throws RailRefusal 404 when there is no such attempt. */
export function requirePayment(ctx: SandboxContext, paymentId: string): PaymentRow {
  const payment = findPayment(ctx.db, paymentId);
  if (!payment) throw new RailRefusal(404, 'NotFound', 'no such payment');
  return payment;
}

/** @throws RailRefusal 409 PaymentExpired or PaymentNotPending. */
export function assertPending(payment: PaymentRow, now: Date): void {
  const state = paymentState(payment, now);
  if (state === 'expired') throw new RailRefusal(409, 'PaymentExpired', 'this payment expired; go back to the site and pay again');
  if (state !== 'pending') throw new RailRefusal(409, 'PaymentNotPending', `this payment is already ${state}`);
}

/** Pays the invoice through this attempt (the invoice must still be payable). */
export function settle(ctx: SandboxContext, payment: PaymentRow, now: Date): void {
  const invoice = requireInvoice(ctx, payment.invoice_id);
  assertPayable(invoice, now);
  // A transfer booked from the cashier (not stepped on the chain) reads fully confirmed.
  if (paymentMethod(payment.method).rail === 'usdt') setConfirmations(ctx.db, payment.id, USDT_REQUIRED_CONFIRMATIONS, payment.txid ?? usdtTxid(payment.id));
  if (!settlePayment(ctx.db, payment.id, 'paid', now)) throw new RailRefusal(409, 'PaymentNotPending', 'this payment was settled meanwhile');
  payInvoice(ctx, invoice.id, payment.method, now);
}

/**
 * The person paid on the cashier page (or a test said so).
 * @throws RailRefusal (expired, settled, UnionPay without its QR code yet), ProviderError 409 (invoice not payable).
 */
export function completePayment(ctx: SandboxContext, paymentId: string, now = ctx.clock.now()): PaymentRow {
  return withTransaction(ctx.db, () => {
    const payment = requirePayment(ctx, paymentId);
    assertPending(payment, now);
    if (payment.stage === 'awaiting-qr') throw new RailRefusal(409, 'PaymentNotReady', 'UnionPay shows its QR code only after the second PUT');
    settle(ctx, payment, now);
    return requirePayment(ctx, paymentId);
  });
}

/** The person declined (or the bank refused): the invoice stays unpaid. */
export function declinePayment(ctx: SandboxContext, paymentId: string, now = ctx.clock.now()): PaymentRow {
  return withTransaction(ctx.db, () => {
    const payment = requirePayment(ctx, paymentId);
    assertPending(payment, now);
    settlePayment(ctx.db, payment.id, 'declined', now);
    return requirePayment(ctx, paymentId);
  });
}

/** What the hosted crypto checkout can end in besides a full payment (the cashier's buttons). */
export type CryptoOutcome = 'underpay' | 'expire' | 'cancel';

/**
 * The hosted crypto checkout's other endings (ADR 0058): the person sent less than asked
 * (half of it, here): the attempt fails, the bill stays unpaid, and what arrived is
 * credited to the owner's balance (a `top-up` naming the bill), where the payment page
 * offers it toward the bill; the quote expired; or the person cancelled. Nothing is paid.
 * @throws RailRefusal (not a crypto attempt, expired, settled), ProviderError 409 (bill not payable).
 */
export function settleCrypto(ctx: SandboxContext, paymentId: string, outcome: CryptoOutcome, now = ctx.clock.now()): PaymentRow {
  return withTransaction(ctx.db, () => {
    const payment = requirePayment(ctx, paymentId);
    if (paymentMethod(payment.method).rail !== 'hosted-crypto') throw new RailRefusal(400, 'ValidationFailed', 'only a crypto checkout can be underpaid, expired or cancelled');
    assertPending(payment, now);
    const invoice = requireInvoice(ctx, payment.invoice_id);
    assertPayable(invoice, now);
    if (outcome === 'expire') {
      expirePayment(ctx.db, payment.id, now);
      return requirePayment(ctx, paymentId);
    }
    settlePayment(ctx.db, payment.id, 'declined', now);
    const received = Math.floor(payment.amount_cents / 2);
    if (outcome === 'underpay' && received > 0) recordBalanceChange(ctx.db, { uuid: invoice.user_uuid, at: now, amountCents: received, type: 'top-up', invoiceId: invoice.id });
    return requirePayment(ctx, paymentId);
  });
}
