/**
 * Taking the money: each pay call opens a payment attempt and says how the page takes
 * it (a QR code, UnionPay's two steps, a redirect, a card intent, a USDT address, or
 * the balance at once). The rails themselves are simulated: the cashier page and the
 * control surface settle an attempt (pay or decline), advance the USDT chain watcher
 * and confirm test cards.
 */
import type * as z from 'zod/mini';
import type { Device, PaymentInstruction, PaymentMethodId, UsdtPayment } from '../../src/lib/contract/index.ts';
import { fromMinor } from '../../src/lib/rules/money.ts';
import type { SandboxContext } from '../context.ts';
import { findUser, type UserRow } from '../data/accounts.ts';
import { recordBalanceChange } from '../data/balance.ts';
import { consumeCardSetup, findCard, insertCard } from '../data/cards.ts';
import type { InvoiceRow } from '../data/invoices.ts';
import { awaitedUsdtAmounts, findPayment, insertPayment, listPayments, markQrReady, setConfirmations, settlePayment, type NewPayment, type PaymentRow } from '../data/payments.ts';
import { withTransaction } from '../db/schema.ts';
import { cashierUrl, orderPayUrl } from '../links.ts';
import { ProviderError, validationFailed } from '../router.ts';
import { cardBrand, checkTestCard, PUBLISHABLE_KEY } from '../rules/cards.ts';
import { effectivePaymentState, type PaymentStateName } from '../rules/payment.ts';
import { isOffered } from '../rules/payment-methods.ts';
import { PAYMENT_WINDOW_MS, uniqueUsdtAmount, usdtAddress, USDT_REQUIRED_CONFIRMATIONS, usdtTxid, usdtWatchState } from '../rules/usdt.ts';
import { assertPayable, balanceDueCents, payInvoice, requireInvoice, requireOwnInvoice, switchMethod } from './invoices.ts';

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

export interface PayRequest {
  paymentMethod: PaymentMethodId;
  pmId?: string | undefined;
  device: Device;
  paymentId?: string | undefined;
}

export function paymentState(row: PaymentRow, now: Date): PaymentStateName {
  return effectivePaymentState({ state: row.state, expiresAt: row.expires_at, confirmations: row.confirmations }, now);
}

type UsdtView = z.infer<typeof UsdtPayment>;
type AttemptBase = Omit<NewPayment, 'stage' | 'expiresAt'>;

const isQrMethod = (method: PaymentMethodId) => method === 'alipay' || method === 'wechat' || method === 'alipayhk';

/**
 * Starts paying an invoice: `payer` is the logged-in owner, or null for the no-login
 * path (which cannot use the balance or saved cards).
 * @throws ProviderError 404 (unknown or someone else's invoice), 409 (not payable,
 * balance short, USDT pool busy), 400 ValidationFailed (method not offered, bad pmId/paymentId).
 */
export function startPayment(ctx: SandboxContext, invoiceId: number, payer: UserRow | null, request: PayRequest, now = ctx.clock.now()): PaymentInstruction {
  return withTransaction(ctx.db, () => {
    let invoice = payer ? requireOwnInvoice(ctx, invoiceId, payer) : requireInvoice(ctx, invoiceId);
    assertPayable(invoice, now);
    const owner = findUser(ctx.db, invoice.user_uuid);
    if (!owner) throw new Error(`invoice ${invoice.id} has no owner`);
    const method = request.paymentMethod;
    if (!isOffered(method, { device: request.device, restrictTo: owner.payment_methods, balanceCents: payer ? payer.balance_cents : null })) {
      throw validationFailed(['paymentMethod'], `${method} is not offered for this invoice`);
    }
    if (request.pmId !== undefined && (method !== 'card' || !payer || findCard(ctx.db, request.pmId)?.user_uuid !== payer.uuid)) {
      throw validationFailed(['pmId'], 'not a saved card of this account');
    }
    if (request.paymentId !== undefined && method !== 'unionpay') throw validationFailed(['paymentId'], 'only UnionPay takes a paymentId');

    invoice = switchMethod(ctx, invoice, method);
    const due = balanceDueCents(invoice);
    const base: AttemptBase = { invoiceId: invoice.id, method, amountCents: due, currency: invoice.currency, createdAt: now };

    if (method === 'balance') {
      if (!payer || payer.balance_cents < due) {
        throw new ProviderError(409, 'ValidationFailed', 'the balance does not cover what is due: apply part of it with credit/pay and pay the rest another way', ['paymentMethod']);
      }
      insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: null, state: 'paid' });
      recordBalanceChange(ctx.db, { uuid: payer.uuid, at: now, amountCents: -due, type: 'pay-bill', invoiceId: invoice.id });
      payInvoice(ctx, invoice.id, 'balance', now);
      return { kind: 'paid' };
    }
    if (isQrMethod(method)) {
      const payment = insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS) });
      return qrInstruction(ctx, payment);
    }
    switch (method) {
      case 'unionpay':
        return unionPay(ctx, invoice, request.paymentId, base, now);
      case 'paypal': {
        const payment = insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: null });
        const back = orderPayUrl(ctx.siteOrigin, null, invoice.id);
        return { kind: 'redirect', paymentId: payment.id, url: `${cashierUrl(ctx.publicOrigin(), payment.id)}?return=${encodeURIComponent(back)}` };
      }
      case 'card': {
        const payment = insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: null, pmId: request.pmId ?? null });
        return { kind: 'card', paymentId: payment.id, clientSecret: clientSecretOf(payment.id), publishableKey: PUBLISHABLE_KEY };
      }
      case 'usdt': {
        const payment = currentOrNewUsdt(ctx, invoice, now);
        return {
          kind: 'usdt',
          paymentId: payment.id,
          address: payment.usdt_address ?? '',
          amount: fromMinor(payment.usdt_amount_cents ?? due),
          network: 'TRC20',
          expiresAt: (payment.expires_at ?? now).toISOString(),
        };
      }
      default:
        throw new Error(`no rail for ${method}`);
    }
  });
}

function qrInstruction(ctx: SandboxContext, payment: PaymentRow): PaymentInstruction {
  return { kind: 'qr', paymentId: payment.id, qrContent: cashierUrl(ctx.publicOrigin(), payment.id), expiresAt: (payment.expires_at ?? payment.created_at).toISOString() };
}

/** UnionPay: the first PUT opens the payment, the second (naming it) hands out the QR code. */
function unionPay(ctx: SandboxContext, invoice: InvoiceRow, paymentId: string | undefined, base: AttemptBase, now: Date): PaymentInstruction {
  if (paymentId === undefined) {
    const payment = insertPayment(ctx.db, { ...base, stage: 'awaiting-qr', expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS) });
    return { kind: 'unionpay-pending', paymentId: payment.id };
  }
  const payment = findPayment(ctx.db, paymentId);
  if (!payment || payment.invoice_id !== invoice.id || payment.method !== 'unionpay' || paymentState(payment, now) !== 'pending') {
    throw validationFailed(['paymentId'], 'not a pending UnionPay payment of this invoice; start again without paymentId');
  }
  if (payment.stage === 'awaiting-qr') markQrReady(ctx.db, payment.id, new Date(now.getTime() + PAYMENT_WINDOW_MS));
  const ready = findPayment(ctx.db, payment.id) ?? payment;
  return qrInstruction(ctx, ready);
}

export const clientSecretOf = (paymentId: string) => `${paymentId}_secret_sandbox`;

// USDT ------------------------------------------------------------------------------

function poolBusy(ctx: SandboxContext, invoiceId: number): boolean {
  return ctx.usdtPool.allOccupied || ctx.usdtPool.occupiedInvoices.has(invoiceId);
}

/** The invoice's USDT attempt still awaiting a transfer, else a new address. @throws ProviderError 409 UsdtAddressOccupied */
function currentOrNewUsdt(ctx: SandboxContext, invoice: InvoiceRow, now: Date): PaymentRow {
  const current = listPayments(ctx.db, invoice.id, 'usdt')[0];
  if (current && paymentState(current, now) === 'pending') return current;
  if (poolBusy(ctx, invoice.id)) throw new ProviderError(409, 'UsdtAddressOccupied');
  const due = balanceDueCents(invoice);
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

export function describeUsdt(payment: PaymentRow, now: Date): UsdtView {
  return {
    address: payment.usdt_address ?? '',
    amount: fromMinor(payment.usdt_amount_cents ?? payment.amount_cents),
    expiresAt: (payment.expires_at ?? payment.created_at).toISOString(),
    state: usdtWatchState({ state: payment.state, confirmations: payment.confirmations, expiresAt: payment.expires_at }, now),
    confirmations: payment.confirmations,
    requiredConfirmations: USDT_REQUIRED_CONFIRMATIONS,
    txid: payment.txid,
  };
}

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
      return {
        address: current?.usdt_address ?? '',
        amount: fromMinor(balanceDueCents(invoice)),
        expiresAt: now.toISOString(),
        state: 'occupied',
        confirmations: 0,
        requiredConfirmations: USDT_REQUIRED_CONFIRMATIONS,
        txid: null,
      };
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

// Settling attempts (cashier, control API) -------------------------------------------

/** @throws RailRefusal 404 when there is no such attempt. */
export function requirePayment(ctx: SandboxContext, paymentId: string): PaymentRow {
  const payment = findPayment(ctx.db, paymentId);
  if (!payment) throw new RailRefusal(404, 'NotFound', 'no such payment');
  return payment;
}

function assertPending(payment: PaymentRow, now: Date): void {
  const state = paymentState(payment, now);
  if (state === 'expired') throw new RailRefusal(409, 'PaymentExpired', 'this payment expired; go back to the site and pay again');
  if (state !== 'pending') throw new RailRefusal(409, 'PaymentNotPending', `this payment is already ${state}`);
}

/** Pays the invoice through this attempt (the invoice must still be payable). */
function settle(ctx: SandboxContext, payment: PaymentRow, now: Date): void {
  const invoice = requireInvoice(ctx, payment.invoice_id);
  assertPayable(invoice, now);
  if (payment.method === 'usdt') setConfirmations(ctx.db, payment.id, USDT_REQUIRED_CONFIRMATIONS, payment.txid ?? usdtTxid(payment.id));
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

// Cards ------------------------------------------------------------------------------

export interface CardConfirmation {
  clientSecret: string;
  cardNumber?: string | undefined;
  expMonth?: number | undefined;
  expYear?: number | undefined;
  cvc?: string | undefined;
  pmId?: string | undefined;
}

export type CardResult = { kind: 'payment'; paymentId: string } | { kind: 'setup'; setupId: string; pmId: string };

/** A saved card's own test behaviour: the declining test card's last four decline. */
const SAVED_DECLINING_LAST4 = '0002';

/**
 * What Stripe.js would do with a client secret and a card: pay (or decline) a card
 * payment, or save a card for a set-up.
 * @throws RailRefusal 400 (invalid card, with Stripe's code), 402 CardDeclined, 404, 409.
 */
export function confirmCard(ctx: SandboxContext, confirmation: CardConfirmation, now = ctx.clock.now()): CardResult {
  return withTransaction(ctx.db, () => {
    const setup = /^(seti_[0-9a-f]{24})_secret_sandbox$/.exec(confirmation.clientSecret);
    if (setup?.[1]) return confirmSetup(ctx, setup[1], confirmation, now);
    const intent = /^(pay_[0-9a-f]{24})_secret_sandbox$/.exec(confirmation.clientSecret);
    const payment = intent?.[1] ? findPayment(ctx.db, intent[1]) : undefined;
    if (!payment || payment.method !== 'card') throw new RailRefusal(404, 'NotFound', 'No such payment_intent.', 'resource_missing');
    assertPending(payment, now);

    const pmId = confirmation.pmId ?? payment.pm_id;
    let declined: boolean;
    if (pmId) {
      const card = findCard(ctx.db, pmId);
      const owner = requireInvoice(ctx, payment.invoice_id).user_uuid;
      if (!card || card.user_uuid !== owner) throw new RailRefusal(400, 'CardInvalid', 'No such PaymentMethod.', 'resource_missing');
      declined = card.last4 === SAVED_DECLINING_LAST4;
    } else {
      const outcome = checkTestCard({ ...confirmation, cardNumber: confirmation.cardNumber ?? '' }, now);
      if (outcome.outcome === 'invalid') throw new RailRefusal(400, 'CardInvalid', outcome.message, outcome.code);
      declined = outcome.outcome === 'decline';
    }
    if (declined) {
      settlePayment(ctx.db, payment.id, 'declined', now);
      return { kind: 'payment', paymentId: payment.id };
    }
    settle(ctx, payment, now);
    return { kind: 'payment', paymentId: payment.id };
  });
}

function confirmSetup(ctx: SandboxContext, setupId: string, confirmation: CardConfirmation, now: Date): CardResult {
  const outcome = checkTestCard({ ...confirmation, cardNumber: confirmation.cardNumber ?? '' }, now);
  if (outcome.outcome === 'invalid') throw new RailRefusal(400, 'CardInvalid', outcome.message, outcome.code);
  if (outcome.outcome === 'decline') throw new RailRefusal(402, 'CardDeclined', outcome.message, outcome.code);
  const uuid = consumeCardSetup(ctx.db, setupId, now);
  if (uuid === null) throw new RailRefusal(404, 'NotFound', 'No such setup_intent (or it was already confirmed).', 'resource_missing');
  const digits = (confirmation.cardNumber ?? '').replace(/[\s-]/g, '');
  const pmId = insertCard(
    ctx.db,
    uuid,
    { brand: cardBrand(digits), last4: digits.slice(-4), expMonth: confirmation.expMonth ?? 12, expYear: confirmation.expYear ?? now.getUTCFullYear() + 3 },
    now,
  );
  return { kind: 'setup', setupId, pmId };
}
