/**
 * USDT (TRC20): an address from the pool and an amount unique among the transfers
 * awaited, so the chain watcher can tell payments apart; the simulated chain then steps
 * waiting → detected (1 confirmation) → … → confirmed, which pays the invoice.
 */
import type * as z from 'zod/mini';
import type { UsdtPayment } from '../../../src/lib/core/contract/index.ts';
import { fromMinor } from '../../../src/lib/core/rules/money.ts';
import type { Minor } from '../../../src/lib/invoice/amounts.ts';
import type { SandboxContext } from '../../core/context.ts';
import type { InvoiceRow } from '../../invoice/data.ts';
import { awaitedUsdtAmounts, findPayment, insertPayment, listPayments, setConfirmations, type PaymentRow } from '../data.ts';
import { withTransaction } from '../../core/db/schema.ts';
import { ProviderError } from '../../core/router.ts';
import { PAYMENT_WINDOW_MS, uniqueUsdtAmount, usdtAddress, USDT_REQUIRED_CONFIRMATIONS, usdtTxid, usdtWatchState } from '../usdt.ts';
import { assertPayable, requireInvoice, switchMethod, unpaidMinor } from '../../invoice/invoices.ts';
import { paymentState, RailRefusal, settle } from '../settle.ts';
import type { Rail } from './rail.ts';

type UsdtView = z.infer<typeof UsdtPayment>;

/** The one builder of the USDT view (`pay/usdt/*`, the control surface's payments). */
function usdtView(facts: { address: string; amountMinor: Minor; expiresAt: Date; state: UsdtView['state']; confirmations: number; txid: string | null }): UsdtView {
  return {
    address: facts.address,
    amount: fromMinor(facts.amountMinor),
    expiresAt: facts.expiresAt.toISOString(),
    state: facts.state,
    confirmations: facts.confirmations,
    requiredConfirmations: USDT_REQUIRED_CONFIRMATIONS,
    txid: facts.txid,
  };
}

/** A USDT attempt as the watcher sees it now. */
export function describeUsdt(payment: PaymentRow, now: Date): UsdtView {
  return usdtView({
    address: payment.usdt_address ?? '',
    amountMinor: payment.usdt_amount_cents ?? payment.amount_cents,
    expiresAt: payment.expires_at ?? payment.created_at,
    state: usdtWatchState({ state: payment.state, confirmations: payment.confirmations, expiresAt: payment.expires_at }, now),
    confirmations: payment.confirmations,
    txid: payment.txid,
  });
}

function poolBusy(ctx: SandboxContext, invoiceId: number): boolean {
  return ctx.usdtPool.allOccupied || ctx.usdtPool.occupiedInvoices.has(invoiceId);
}

/** The invoice's USDT attempt still awaiting a transfer, else a new address. @throws ProviderError 409 UsdtAddressOccupied */
function currentOrNewUsdt(ctx: SandboxContext, invoice: InvoiceRow, now: Date): PaymentRow {
  const current = listPayments(ctx.db, invoice.id, 'usdt')[0];
  if (current && paymentState(current, now) === 'pending') return current;
  if (poolBusy(ctx, invoice.id)) throw new ProviderError(409, 'UsdtAddressOccupied');
  const due = unpaidMinor(invoice);
  const amount = uniqueUsdtAmount(due, awaitedUsdtAmounts(ctx.db, now));
  if (amount === null) throw new ProviderError(409, 'UsdtAddressOccupied');
  const attempt = listPayments(ctx.db, invoice.id, 'usdt').length + 1;
  return insertPayment(ctx.db, {
    invoiceId: invoice.id,
    method: 'usdt',
    stage: 'ready',
    amountCents: due,
    currency: invoice.currency,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    usdtAddress: usdtAddress(invoice.id, attempt),
    usdtAmountCents: amount,
  });
}

export const usdtRail: Rail = {
  start({ ctx, invoice, base, now }) {
    const payment = currentOrNewUsdt(ctx, invoice, now);
    return {
      kind: 'usdt',
      paymentId: payment.id,
      address: payment.usdt_address ?? '',
      amount: fromMinor(payment.usdt_amount_cents ?? base.amountCents),
      network: 'TRC20',
      expiresAt: (payment.expires_at ?? now).toISOString(),
    };
  },
};

/** The invoice's newest USDT attempt. @throws ProviderError 404 NotFound (no invoice, or never paid by USDT). */
export function currentUsdt(ctx: SandboxContext, invoiceId: number): PaymentRow {
  requireInvoice(ctx, invoiceId);
  const payment = listPayments(ctx.db, invoiceId, 'usdt')[0];
  if (!payment) throw new ProviderError(404, 'NotFound');
  return payment;
}

/**
 * A fresh address once the last one expired (a live or settled one is answered as it
 * is). When the pool is busy the answer says `occupied` instead of handing one out.
 * @throws ProviderError 404 NotFound, 409 when the invoice cannot be paid.
 */
export function refreshUsdt(ctx: SandboxContext, invoiceId: number, now = ctx.clock.now()): UsdtView {
  return withTransaction(ctx.db, () => {
    const invoice = requireInvoice(ctx, invoiceId);
    const current = listPayments(ctx.db, invoiceId, 'usdt')[0];
    if (current && paymentState(current, now) !== 'expired') return describeUsdt(current, now);
    assertPayable(invoice, now);
    if (poolBusy(ctx, invoice.id)) {
      return usdtView({ address: current?.usdt_address ?? '', amountMinor: unpaidMinor(invoice), expiresAt: now, state: 'occupied', confirmations: 0, txid: null });
    }
    return describeUsdt(currentOrNewUsdt(ctx, switchMethod(ctx, invoice, 'usdt'), now), now);
  });
}

/**
 * One step of the simulated chain: waiting → detected (1 confirmation) → … →
 * confirmed, which pays the invoice and delivers the service.
 */
export function advanceUsdt(ctx: SandboxContext, invoiceId: number, now = ctx.clock.now()): UsdtView {
  return withTransaction(ctx.db, () => {
    const payment = currentUsdt(ctx, invoiceId);
    const state = usdtWatchState({ state: payment.state, confirmations: payment.confirmations, expiresAt: payment.expires_at }, now);
    if (state === 'confirmed') throw new RailRefusal(409, 'PaymentNotPending', 'the transfer is already confirmed');
    if (state === 'expired') throw new RailRefusal(409, 'PaymentExpired', 'the address expired before a transfer arrived; refresh it (pay/usdt/expire)');
    const confirmations = payment.confirmations + 1;
    if (confirmations < USDT_REQUIRED_CONFIRMATIONS) {
      setConfirmations(ctx.db, payment.id, confirmations, usdtTxid(payment.id));
    } else {
      settle(ctx, payment, now);
    }
    return describeUsdt(findPayment(ctx.db, payment.id) ?? payment, now);
  });
}
