/**
 * Invoices as callers see them, and what paying one does: the payment is recorded,
 * the service delivered (a new one starts now, a renewal extends from its ORIGINAL
 * expiry) and the account mailed. Also the invoices fixtures and the demo seed start
 * with, so a delivered service has the paid invoice it would have in real life.
 */
import type { Invoice, PaymentMethodId } from '../../src/lib/contract/index.ts';
import { fromMinor, toMinor } from '../../src/lib/rules/money.ts';
import { computeInvoiceDeadline } from '../../src/lib/rules/invoice-expiry.ts';
import { balanceShare, priceOrder } from '../../src/lib/rules/pricing.ts';
import type { SandboxContext } from '../context.ts';
import { findService, findUser, listServices, updateService, type ServiceRow, type UserRow } from '../data/accounts.ts';
import { findPromotion, money, toPromotionTerms } from '../data/catalogue.ts';
import type { FixtureServiceSpec } from '../data/fixtures.ts';
import { FixtureError } from '../data/fixtures.ts';
import {
  findInvoice,
  insertInvoice,
  insertTransaction,
  listTransactions,
  setInvoiceCredit,
  setInvoiceMethod,
  setInvoicePaid,
  type InvoiceRow,
} from '../data/invoices.ts';
import { sendMail } from '../data/mail.ts';
import { listPayments } from '../data/payments.ts';
import { recordBalanceChange } from '../data/balance.ts';
import { withTransaction } from '../db/schema.ts';
import { subscriptionUrl } from '../links.ts';
import { ProviderError } from '../router.ts';
import { effectiveInvoiceStatus, invoiceTotals, ORDER_TIMEOUT_MS, paymentBlock, type InvoiceFacts } from '../rules/invoice.ts';
import { feePercentOf } from '../rules/payment-methods.ts';
import { effectivePaymentState } from '../rules/payment.ts';
import { addCycle, addMonthsUtc, deliveredPeriod, serviceStateAt } from '../rules/service.ts';

/** Who the invoice is from (spec section 2: invoice detail shows payer and recipient). */
export const RECIPIENT = 'Skyline Network Ltd.';
const DAY_MS = 24 * 3600_000;
/** Renewal invoices are issued a week before they are due (or now, when due sooner). */
const RENEWAL_NOTICE_MS = 7 * DAY_MS;

export type InvoiceView = 'owner' | 'public';

export function invoiceFacts(row: InvoiceRow): InvoiceFacts {
  return { status: row.status, cancelReason: row.cancel_reason, isRenewal: row.is_renewal, createdAt: row.created_at, dueAt: row.due_at, cycle: row.cycle };
}

/** What is still owed, in cents. */
export function balanceDueCents(row: InvoiceRow): number {
  return row.subtotal_cents - row.discount_cents + row.fee_cents - row.credit_cents;
}

const loginPair = (ctx: SandboxContext, user: UserRow) => ({ uuid: user.uuid, hmac: ctx.signer.userHmac(user.uuid, user.link_version) });

/**
 * The invoice in the contract's shape. The public (no-login) view leaves out the
 * payer's email and the delivery, which carries the login and the subscription address.
 */
export function describeInvoice(ctx: SandboxContext, row: InvoiceRow, view: InvoiceView, now = ctx.clock.now()): Invoice {
  const { status, cancelReason } = effectiveInvoiceStatus(invoiceFacts(row), now);
  const deadline = computeInvoiceDeadline(row.due_at.getTime(), row.cycle, now.getTime());
  const total = row.subtotal_cents - row.discount_cents + row.fee_cents;
  const last = listPayments(ctx.db, row.id)[0];
  const owner = view === 'owner' ? findUser(ctx.db, row.user_uuid) : undefined;
  return {
    id: row.id,
    status,
    cancelReason,
    createdAt: row.created_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    serviceId: row.service_id,
    cycle: row.cycle,
    isRenewal: row.is_renewal,
    items: [
      {
        description: row.description,
        serviceId: row.service_id,
        cycle: row.cycle,
        periodStart: row.period_start.toISOString(),
        periodEnd: row.period_end.toISOString(),
        amount: fromMinor(row.subtotal_cents),
      },
    ],
    currency: row.currency,
    subtotal: fromMinor(row.subtotal_cents),
    discount: fromMinor(row.discount_cents),
    fee: fromMinor(row.fee_cents),
    credit: fromMinor(row.credit_cents),
    total: fromMinor(total),
    balanceDue: fromMinor(total - row.credit_cents),
    paymentMethod: row.payment_method,
    deadline: { state: deadline.state, graceEndsAt: new Date(deadline.graceEndsAt).toISOString(), payableUntil: new Date(deadline.payableUntil).toISOString() },
    payerEmail: owner?.email ?? null,
    recipient: RECIPIENT,
    transactions: listTransactions(ctx.db, row.id).map((transaction) => ({
      id: transaction.id,
      at: transaction.at,
      type: transaction.type,
      method: transaction.method,
      amount: fromMinor(transaction.amount_cents),
    })),
    lastPayment: last
      ? { paymentId: last.id, method: last.method, state: effectivePaymentState({ state: last.state, expiresAt: last.expires_at, confirmations: last.confirmations }, now), at: (last.settled_at ?? last.created_at).toISOString() }
      : null,
    delivery: owner && status === 'Paid' ? describeDelivery(ctx, row.service_id, owner, now) : null,
  };
}

function describeDelivery(ctx: SandboxContext, serviceId: number, owner: UserRow, now: Date): Invoice['delivery'] {
  const service = findService(ctx.db, serviceId);
  if (!service) return null;
  const state = serviceStateAt(
    { status: service.status, expiresAt: service.expires_at, usedBytes: service.used_bytes, resetAt: service.reset_at, throttledMbps: service.speed_limit_mbps },
    now,
  );
  return {
    serviceId: service.id,
    status: state.status,
    expiresAt: service.expires_at.toISOString(),
    subscriptionUrl: state.status === 'Active' ? subscriptionUrl(ctx.publicOrigin(), service.id, ctx.signer.subscriptionHmac(service.id, service.link_version)) : null,
    login: loginPair(ctx, owner),
  };
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
  const { feeCents } = invoiceTotals({ subtotalCents: row.subtotal_cents, discountCents: row.discount_cents, creditCents: row.credit_cents, feePercent: feePercentOf(method) });
  setInvoiceMethod(ctx.db, row.id, method, feeCents);
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
    const due = balanceDueCents(row);
    if (due > 0) insertTransaction(ctx.db, { invoiceId: row.id, at: now, type: 'buy', method, amountCents: due });
    const service = findService(ctx.db, row.service_id);
    if (!service) throw new Error(`invoice ${row.id} names a missing service ${row.service_id}`);
    const period = deliveredPeriod({ isRenewal: row.is_renewal, cycle: row.cycle, paidAt: now, currentExpiresAt: service.expires_at });
    setInvoicePaid(ctx.db, row.id, now, period);
    deliver(ctx, service, row, period.end, now);
    const paid = requireInvoice(ctx, row.id);
    mailPaymentReceived(ctx, paid, period.end, now);
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

function mailPaymentReceived(ctx: SandboxContext, invoice: InvoiceRow, expiresAt: Date, now: Date): void {
  const user = findUser(ctx.db, invoice.user_uuid);
  if (!user?.email) return;
  const amount = fromMinor(invoice.subtotal_cents - invoice.discount_cents + invoice.fee_cents);
  sendMail(
    ctx.db,
    {
      to: user.email,
      kind: 'payment-received',
      subject: `Payment received for invoice #${invoice.id}`,
      body: `Thank you. We received ${amount} ${invoice.currency} for invoice #${invoice.id} (${invoice.description}).\n\nYour service is active until ${expiresAt.toISOString().slice(0, 10)}.`,
    },
    now,
  );
}

/**
 * Pays part or all of an invoice from the account balance: up to the amount asked,
 * the balance and what is due (before the method's fee, which falls away with what the
 * balance covers). Covering everything pays the invoice.
 * @throws ProviderError 400 ValidationFailed (amount ≤ 0 or over the balance), 409 when not payable.
 */
export function applyCredit(ctx: SandboxContext, invoiceId: number, user: UserRow, amountCents: number, now = ctx.clock.now()): InvoiceRow {
  return withTransaction(ctx.db, () => {
    const row = requireOwnInvoice(ctx, invoiceId, user);
    const balance = findUser(ctx.db, user.uuid)?.balance_cents ?? 0;
    if (amountCents <= 0) throw new ProviderError(400, 'ValidationFailed', 'amount must be more than 0', ['amount']);
    if (amountCents > balance) throw new ProviderError(400, 'ValidationFailed', 'amount is more than the balance', ['amount']);
    assertPayable(row, now);
    // The method's fee is charged only on what the method pays, so the balance can at
    // most cover what is due before the fee (and then no fee is left): the site's own rule.
    const applied = balanceShare(
      { subtotalMinor: row.subtotal_cents, discountMinor: row.discount_cents, creditMinor: row.credit_cents, feePercent: feePercentOf(row.payment_method) },
      Math.min(amountCents, balance),
    ).useMinor;
    if (applied <= 0) return row;
    const creditCents = row.credit_cents + applied;
    const { feeCents } = invoiceTotals({ subtotalCents: row.subtotal_cents, discountCents: row.discount_cents, creditCents, feePercent: feePercentOf(row.payment_method) });
    setInvoiceCredit(ctx.db, row.id, creditCents, feeCents);
    recordBalanceChange(ctx.db, { uuid: user.uuid, at: now, amountCents: -applied, type: 'pay-bill', invoiceId: row.id });
    insertTransaction(ctx.db, { invoiceId: row.id, at: now, type: 'buy', method: 'balance', amountCents: applied });
    const updated = requireInvoice(ctx, row.id);
    return balanceDueCents(updated) === 0 ? payInvoice(ctx, row.id, updated.payment_method, now) : updated;
  });
}

// Fixture and demo invoices ---------------------------------------------------------

/**
 * The method fixture invoices carry: paid ones by card; unpaid ones Alipay (the most
 * common choice), or the first method the account is restricted to.
 */
const FIXTURE_PAID_METHOD: PaymentMethodId = 'card';
const DEFAULT_UNPAID_METHOD: PaymentMethodId = 'alipay';

export function invoiceDescription(productName: string, cycle: string, isRenewal: boolean): string {
  return `${isRenewal ? 'Renewal: ' : ''}${productName} (${cycle})`;
}

/**
 * The invoices a fixture account's services would have: a delivered service its paid
 * first invoice (with the coupon it used, if any), an order never paid its unpaid
 * invoice, and `renewalInvoice` an unpaid renewal due when asked.
 * @throws FixtureError for an unknown coupon.
 */
export function createFixtureInvoices(ctx: SandboxContext, user: UserRow, specs: readonly FixtureServiceSpec[], now: Date): void {
  const services = listServices(ctx.db, user.uuid);
  const unpaidMethod = user.payment_methods?.find((method) => method !== 'balance') ?? DEFAULT_UNPAID_METHOD;
  specs.forEach((spec, index) => {
    const service = services[index];
    if (!service) throw new Error(`fixture service ${index} was not stored`);
    const subtotalCents = toMinor(service.price_amount);
    const base = {
      userUuid: user.uuid,
      serviceId: service.id,
      orderId: null,
      pid: service.pid,
      cycle: service.cycle,
      currency: service.price_currency,
      subtotalCents,
      creditCents: 0,
    };
    if (service.delivered_at === null) {
      const { feeCents } = invoiceTotals({ subtotalCents, discountCents: 0, creditCents: 0, feePercent: feePercentOf(unpaidMethod) });
      insertInvoice(ctx.db, {
        ...base,
        status: 'Unpaid',
        isRenewal: false,
        description: invoiceDescription(service.product_name, service.cycle, false),
        periodStart: now,
        periodEnd: addCycle(now, service.cycle),
        discountCents: 0,
        feeCents,
        promocode: null,
        paymentMethod: unpaidMethod,
        createdAt: now,
        dueAt: new Date(now.getTime() + ORDER_TIMEOUT_MS),
        paidAt: null,
      });
      return;
    }

    let discountCents = 0;
    let promocode: string | null = null;
    if (spec.promocode) {
      const promotion = findPromotion(ctx.db, spec.promocode);
      if (!promotion) throw new FixtureError('services.promocode', `no promotion ${spec.promocode}`);
      const price = priceOrder({ pid: service.pid, cycle: service.cycle, price: service.price_amount, promotion: toPromotionTerms(promotion) });
      discountCents = price.discountMinor;
      promocode = promotion.code;
    }
    const paidId = insertInvoice(ctx.db, {
      ...base,
      status: 'Paid',
      isRenewal: false,
      description: invoiceDescription(service.product_name, service.cycle, false),
      periodStart: service.registered_at,
      periodEnd: service.expires_at,
      discountCents,
      feeCents: 0,
      promocode,
      paymentMethod: FIXTURE_PAID_METHOD,
      createdAt: service.registered_at,
      dueAt: new Date(service.registered_at.getTime() + ORDER_TIMEOUT_MS),
      paidAt: service.registered_at,
    });
    if (subtotalCents - discountCents > 0) {
      insertTransaction(ctx.db, { invoiceId: paidId, at: service.registered_at, type: 'buy', method: FIXTURE_PAID_METHOD, amountCents: subtotalCents - discountCents });
    }

    if (spec.renewalInvoice) {
      const dueAt = new Date(now.getTime() + spec.renewalInvoice.dueInDays * DAY_MS);
      const { feeCents } = invoiceTotals({ subtotalCents, discountCents: 0, creditCents: 0, feePercent: feePercentOf(unpaidMethod) });
      insertInvoice(ctx.db, {
        ...base,
        status: 'Unpaid',
        isRenewal: true,
        description: invoiceDescription(service.product_name, service.cycle, true),
        periodStart: service.expires_at,
        periodEnd: addCycle(service.expires_at, service.cycle),
        discountCents: 0,
        feeCents,
        promocode: null,
        paymentMethod: unpaidMethod,
        createdAt: new Date(Math.min(now.getTime(), dueAt.getTime() - RENEWAL_NOTICE_MS)),
        dueAt,
        paidAt: null,
      });
    }
  });
}
