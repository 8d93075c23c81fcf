/**
 * The invoices a fixture account's services would have in real life (the demo seed and
 * the control surface's fixture API): a delivered service its paid first invoice, with
 * the coupon it used; an order never paid its unpaid invoice; and, when asked, an unpaid
 * renewal. Amounts come from the site's own rules (`priceOrder`, `invoiceAmounts`).
 */
import type { BillingCycle, PaymentMethodId } from '../../src/lib/core/contract/index.ts';
import { invoiceAmounts, type Minor } from '../../src/lib/invoice/amounts.ts';
import { toMinor } from '../../src/lib/core/rules/money.ts';
import { paymentMethod } from '../../src/lib/payment/methods.ts';
import { priceOrder } from '../../src/lib/order/pricing.ts';
import type { SandboxContext } from '../core/context.ts';
import { invoiceDescription, ORDER_TIMEOUT_MS } from './rules.ts';
import { addCycle, subtractCycle } from '../service/rules.ts';
import { RENEWAL_NOTICE_MS } from '../order/renewal.ts';
import { listServices, type ServiceRow, type UserRow } from '../core/account-rows.ts';
import { findPromotion, toPromotionTerms } from '../order/catalogue.ts';
import { FixtureError, type FixtureExtraInvoices, type FixtureServiceSpec } from '../core/fixtures.ts';
import { insertInvoice, insertTransaction, type NewInvoice } from './data.ts';
import { audienceOf, offeredMethods } from '../payment/methods.ts';

const DAY_MS = 24 * 3600_000;

/** The method fixture invoices that were paid carry (unpaid ones: fixtureUnpaidMethod). */
const FIXTURE_PAID_METHOD: PaymentMethodId = 'card';
/**
 * The method a fixture's unpaid bills start with: the first of its restriction the account
 * is offered, else the first method it is offered (Alipay for a Hong Kong account), never
 * the balance (it is applied as credit).
 */
function fixtureUnpaidMethod(user: UserRow): PaymentMethodId {
  const offered: PaymentMethodId[] = offeredMethods(audienceOf(user, 'pc', false)).map((option) => option.id);
  const method = user.payment_methods?.find((candidate) => offered.includes(candidate)) ?? offered[0];
  if (method === undefined) throw new FixtureError('paymentMethods', 'the account is offered no method to bill with; give it one its region may use');
  return method;
}

/** What every invoice of one fixture service shares. */
type InvoiceBase = Pick<NewInvoice, 'userUuid' | 'serviceId' | 'orderId' | 'pid' | 'cycle' | 'currency' | 'subtotalCents' | 'creditCents' | 'payerEmail'> & { productName: string };

/**
 * An unpaid invoice, new order or renewal, priced with `method`'s fee.
 * @example unpaidInvoice(base, { isRenewal: true, period: { start: expiresAt, end: addCycle(expiresAt, 'Monthly') }, dueAt: expiresAt, method: 'alipay', createdAt })
 */
export function unpaidInvoice(
  base: InvoiceBase,
  terms: { isRenewal: boolean; period: { start: Date; end: Date }; dueAt: Date; createdAt: Date; method: PaymentMethodId },
): NewInvoice {
  const amounts = invoiceAmounts({ subtotalMinor: base.subtotalCents, discountMinor: 0, creditMinor: base.creditCents, feePercent: paymentMethod(terms.method).feePercent });
  const { productName, ...stored } = base;
  return {
    ...stored,
    status: 'Unpaid',
    isRenewal: terms.isRenewal,
    description: invoiceDescription(productName, base.cycle, terms.isRenewal),
    periodStart: terms.period.start,
    periodEnd: terms.period.end,
    discountCents: 0,
    feeCents: amounts.feeMinor,
    promocode: null,
    paymentMethod: terms.method,
    createdAt: terms.createdAt,
    dueAt: terms.dueAt,
    paidAt: null,
  };
}

/** The paid first invoice of a delivered service, with the coupon it was bought with. */
function paidFirstInvoice(ctx: SandboxContext, base: InvoiceBase, service: ServiceRow, promocode: string | undefined): { invoice: NewInvoice; paidMinor: Minor } {
  let discountMinor = 0;
  let code: string | null = null;
  if (promocode) {
    const promotion = findPromotion(ctx.db, promocode);
    if (!promotion) throw new FixtureError('services.promocode', `no promotion ${promocode}`);
    discountMinor = priceOrder({ pid: service.pid, cycle: service.cycle, price: service.price_amount, promotion: toPromotionTerms(promotion) }).discountMinor;
    code = promotion.code;
  }
  const amounts = invoiceAmounts({ subtotalMinor: base.subtotalCents, discountMinor, creditMinor: 0, feePercent: paymentMethod(FIXTURE_PAID_METHOD).feePercent });
  const { productName, ...stored } = base;
  return {
    invoice: {
      ...stored,
      status: 'Paid',
      isRenewal: false,
      description: invoiceDescription(productName, service.cycle, false),
      periodStart: service.registered_at,
      periodEnd: service.expires_at,
      discountCents: discountMinor,
      feeCents: amounts.feeMinor,
      promocode: code,
      paymentMethod: FIXTURE_PAID_METHOD,
      createdAt: service.registered_at,
      dueAt: new Date(service.registered_at.getTime() + ORDER_TIMEOUT_MS),
      paidAt: service.registered_at,
    },
    paidMinor: amounts.totalMinor,
  };
}

/**
 * Stores the invoices of a fixture account's services (see the module comment).
 * @throws FixtureError for an unknown coupon.
 */
export function createFixtureInvoices(ctx: SandboxContext, user: UserRow, specs: readonly FixtureServiceSpec[], now: Date): void {
  const services = listServices(ctx.db, user.uuid);
  const unpaidMethod = fixtureUnpaidMethod(user);
  specs.forEach((spec, index) => {
    const service = services[index];
    if (!service) throw new Error(`fixture service ${index} was not stored`);
    const cycle: BillingCycle = service.cycle;
    const base: InvoiceBase = {
      userUuid: user.uuid,
      serviceId: service.id,
      orderId: null,
      pid: service.pid,
      cycle,
      currency: service.price_currency,
      subtotalCents: toMinor(service.price_amount),
      creditCents: 0,
      payerEmail: user.email,
      productName: service.product_name,
    };
    if (service.delivered_at === null) {
      const period = { start: now, end: addCycle(now, cycle) };
      insertInvoice(ctx.db, unpaidInvoice(base, { isRenewal: false, period, dueAt: new Date(now.getTime() + ORDER_TIMEOUT_MS), createdAt: now, method: unpaidMethod }));
      return;
    }

    const paid = paidFirstInvoice(ctx, base, service, spec.promocode);
    const paidId = insertInvoice(ctx.db, paid.invoice);
    if (paid.paidMinor > 0) {
      insertTransaction(ctx.db, { invoiceId: paidId, at: service.registered_at, type: 'buy', method: FIXTURE_PAID_METHOD, amountCents: paid.paidMinor });
    }

    if (spec.renewalInvoice) {
      const dueAt = new Date(now.getTime() + spec.renewalInvoice.dueInDays * DAY_MS);
      const period = { start: service.expires_at, end: addCycle(service.expires_at, cycle) };
      const createdAt = new Date(Math.min(now.getTime(), dueAt.getTime() - RENEWAL_NOTICE_MS));
      insertInvoice(ctx.db, unpaidInvoice(base, { isRenewal: true, period, dueAt, createdAt, method: unpaidMethod }));
    }
  });
}

/** A move of the balance a fixture's bills made (a refund paid into it, a bill paid from it), recorded by the caller in time order. */
export interface FixtureBalanceMove {
  at: Date;
  /** Positive into the balance, negative out of it. */
  amountCents: number;
  type: 'refund' | 'pay-bill';
  invoiceId: number;
}

type ExtraStatus = keyof FixtureExtraInvoices;
const EXTRA_STATUSES: readonly ExtraStatus[] = ['paid', 'unpaid', 'refunded', 'cancelled', 'paidFromBalance'];

/** What the balance pays of a bill paid partly from it (the rest by card). */
const PART_FROM_BALANCE_MINOR: Minor = 200;

/**
 * The statuses of the extra bills, newest first, taken in turn so every page mixes them.
 * @example extraStatuses({ paid: 2, refunded: 1 }) // ['paid', 'refunded', 'paid']
 */
export function extraStatuses(counts: FixtureExtraInvoices): ExtraStatus[] {
  const left = new Map(EXTRA_STATUSES.map((status) => [status, counts[status] ?? 0]));
  const order: ExtraStatus[] = [];
  while ([...left.values()].some((count) => count > 0)) {
    for (const status of EXTRA_STATUSES) {
      const count = left.get(status) ?? 0;
      if (count > 0) {
        order.push(status);
        left.set(status, count - 1);
      }
    }
  }
  return order;
}

/** A refund is paid two days after the payment it returns. */
const REFUND_AFTER_MS = 2 * DAY_MS;

/**
 * Older bills of the account's first delivered service (FixtureExtraInvoices): one per
 * earlier period, going back a cycle each from the first paid one, each issued a week
 * before its period began. Returns the moves of the balance they made (refunds into it, bills paid from it).
 * @throws FixtureError when the account has no delivered service, or only a trial.
 */
export function createExtraInvoices(ctx: SandboxContext, user: UserRow, counts: FixtureExtraInvoices): FixtureBalanceMove[] {
  const service = listServices(ctx.db, user.uuid).find((candidate) => candidate.delivered_at !== null);
  if (!service) throw new FixtureError('extraInvoices', 'older bills belong to a delivered service; give the account one');
  if (service.cycle === 'Trial') throw new FixtureError('extraInvoices', 'a trial has no earlier periods; make the first delivered service a paid plan');
  const unpaidMethod = fixtureUnpaidMethod(user);
  const base: InvoiceBase = {
    userUuid: user.uuid,
    serviceId: service.id,
    orderId: null,
    pid: service.pid,
    cycle: service.cycle,
    currency: service.price_currency,
    subtotalCents: toMinor(service.price_amount),
    creditCents: 0,
    payerEmail: user.email,
    productName: service.product_name,
  };
  const moves: FixtureBalanceMove[] = [];
  let periodEnd = service.registered_at;
  let refunds = 0;
  let paidFromBalance = 0;
  for (const status of extraStatuses(counts)) {
    const period = { start: subtractCycle(periodEnd, service.cycle), end: periodEnd };
    periodEnd = period.start;
    const createdAt = new Date(period.start.getTime() - RENEWAL_NOTICE_MS);
    const terms = { isRenewal: true, period, dueAt: period.start, createdAt };
    if (status === 'unpaid' || status === 'cancelled') {
      const bill = unpaidInvoice(base, { ...terms, method: unpaidMethod });
      // A renewal bill left unpaid past its time is closed by the provider ("not paid in time").
      insertInvoice(ctx.db, status === 'unpaid' ? bill : { ...bill, status: 'Cancelled', cancelReason: 'timeout' });
      continue;
    }
    const paidAt = new Date(createdAt.getTime() + DAY_MS);
    if (status === 'paidFromBalance') {
      // As `credit/pay` records it: the balance's part is the bill's credit and a `balance`
      // transaction; wholly from the balance, the balance is the bill's method.
      const wholly = paidFromBalance % 2 === 0;
      paidFromBalance += 1;
      const creditMinor = wholly ? base.subtotalCents : Math.min(PART_FROM_BALANCE_MINOR, base.subtotalCents);
      const method: PaymentMethodId = wholly ? 'balance' : FIXTURE_PAID_METHOD;
      const bill = unpaidInvoice({ ...base, creditCents: creditMinor }, { ...terms, method });
      const restMinor = invoiceAmounts({ subtotalMinor: bill.subtotalCents, discountMinor: 0, creditMinor, feePercent: paymentMethod(method).feePercent }).unpaidMinor;
      const id = insertInvoice(ctx.db, { ...bill, status: 'Paid', paidAt });
      insertTransaction(ctx.db, { invoiceId: id, at: paidAt, type: 'buy', method: 'balance', amountCents: creditMinor });
      if (restMinor > 0) insertTransaction(ctx.db, { invoiceId: id, at: paidAt, type: 'buy', method, amountCents: restMinor });
      moves.push({ at: paidAt, amountCents: -creditMinor, type: 'pay-bill', invoiceId: id });
      continue;
    }
    const bill = unpaidInvoice(base, { ...terms, method: FIXTURE_PAID_METHOD });
    const totalMinor = invoiceAmounts({ subtotalMinor: bill.subtotalCents, discountMinor: 0, creditMinor: 0, feePercent: paymentMethod(FIXTURE_PAID_METHOD).feePercent }).totalMinor;
    const id = insertInvoice(ctx.db, { ...bill, status: status === 'paid' ? 'Paid' : 'Refunded', paidAt });
    insertTransaction(ctx.db, { invoiceId: id, at: paidAt, type: 'buy', method: FIXTURE_PAID_METHOD, amountCents: totalMinor });
    if (status === 'refunded') {
      // Every other refund goes to the balance (the provider's usual way), the rest back to the card.
      const toBalance = refunds % 2 === 0;
      refunds += 1;
      const refundedAt = new Date(paidAt.getTime() + REFUND_AFTER_MS);
      insertTransaction(ctx.db, { invoiceId: id, at: refundedAt, type: 'refund', method: toBalance ? 'balance' : FIXTURE_PAID_METHOD, amountCents: totalMinor });
      if (toBalance) moves.push({ at: refundedAt, amountCents: totalMinor, type: 'refund', invoiceId: id });
    }
  }
  return moves;
}
