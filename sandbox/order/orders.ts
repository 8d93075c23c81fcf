/**
 * Placing an order: a new service (Pending until paid) or a renewal of one, with its
 * invoice priced by the site's own rule (`priceOrder`: coupon, then the method's fee).
 * Everything a refusal depends on is checked before anything is stored, and it all
 * happens in one transaction, so a refused order leaves no account, service or mail.
 */
import type { BillingCycle, Device, LoginPair, PaymentMethodId } from '../../src/lib/core/contract/index.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';
import { computeInvoiceDeadline } from '../../src/lib/invoice/expiry.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import { priceOrder } from '../../src/lib/order/pricing.ts';
import { createAccount, isNeverPaid } from '../core/accounts.ts';
import { billItem, mailLoginLink } from '../core/mail/outgoing.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService, insertService, listServices, setUserLang, type ServiceRow, type UserRow } from '../core/account-rows.ts';
import { findProduct, findPromotion, isPromotionExpired, money, toPromotionTerms, type PromotionRow } from './catalogue.ts';
import { hasUsedCoupon, insertInvoice, insertOrder, listInvoicesOfUser } from '../invoice/data.ts';
import { withTransaction } from '../core/db/schema.ts';
import { ProviderError, validationFailed } from '../core/router.ts';
import { effectiveInvoiceStatus, invoiceDescription, ORDER_TIMEOUT_MS } from '../invoice/rules.ts';
import { audienceOf, requireOffered } from '../payment/methods.ts';
import { paymentMethod } from '../../src/lib/payment/methods.ts';
import { addCycle, addMonthsUtc } from '../service/rules.ts';
import type { RenewalRefusal } from './renewal.ts';
import { invoiceFacts } from '../invoice/invoices.ts';
import { bindAtOrder } from '../affiliate/bindings.ts';
import type { AffiliateArrival } from '../../src/lib/affiliate/code.ts';
import { claimGift, startGiftTrial } from '../affiliate/gift-claim.ts';

/** Who is buying: a logged-in account, or someone who gave an email (an account may have it already). */
export type Buyer = { kind: 'account'; user: UserRow } | { kind: 'email'; email: string; existing: UserRow | undefined };

export interface OrderRequest {
  pid: number;
  cycle: BillingCycle;
  promocode?: string | undefined;
  paymentMethod: PaymentMethodId;
  device: Device;
  renewServiceId?: number | undefined;
  /** The page language; the account keeps it for its mail. */
  lang?: Locale | undefined;
  /** The inviting friend's code the buyer came with; it may bind the buyer (sandbox/affiliate/bindings.ts). */
  aff?: string | undefined;
  /** How that code arrived: link, QR code or typed (the friends list shows it). */
  affVia?: AffiliateArrival | undefined;
  /** A friend's free-trial gift token: with the Trial cycle it may make the order free (sandbox/affiliate/gift-claim.ts). */
  gift?: string | undefined;
}

export interface OrderAnswer {
  orderId: number;
  invoiceId: number;
  serviceId: number;
  appliedToExistingAccount: boolean;
  login: LoginPair | null;
}

/**
 * A coupon a caller may use: known, not expired, and (for a known account) not used by it.
 * @throws ProviderError 404 CouponInvalid, 409 CouponUsed
 */
export function usableCoupon(ctx: SandboxContext, code: string, user: UserRow | undefined, now: Date): PromotionRow {
  const promotion = findPromotion(ctx.db, code);
  if (!promotion || isPromotionExpired(promotion, now)) throw new ProviderError(404, 'CouponInvalid');
  if (user && hasUsedCoupon(ctx.db, user.uuid, promotion.code)) throw new ProviderError(409, 'CouponUsed');
  return promotion;
}

/**
 * One trial per person: an account that had a trial delivered (paid), or has a trial
 * order still waiting for payment, cannot order another.
 */
export function hasUsedTrial(ctx: SandboxContext, user: UserRow, now: Date): boolean {
  if (listServices(ctx.db, user.uuid).some((service) => service.cycle === 'Trial' && service.delivered_at !== null)) return true;
  return listInvoicesOfUser(ctx.db, user.uuid).some((invoice) => {
    if (invoice.cycle !== 'Trial') return false;
    const { status } = effectiveInvoiceStatus(invoiceFacts(invoice), now);
    return status === 'Paid' || status === 'Refunded' || status === 'Unpaid';
  });
}

/**
 * Whether a service can be renewed for `cycle` now (the one renewal rule `au/order`,
 * `invoices/gen`, `invoices/last` and `renewal/cancel` share): not an order never paid
 * (its first bill is paid instead), not Terminated or Blacklisted (reordered), never the
 * one-off trial, not one whose renewal was cancelled (for good, docs/decisions/0025),
 * and not past grace plus threshold (reordered, decisions: "Invoices").
 */
export function renewalRefusal(service: ServiceRow, cycle: BillingCycle, now: Date): RenewalRefusal | null {
  if (isNeverPaid(service)) return 'never-paid';
  if (service.status === 'Terminated' || service.status === 'Blacklisted') return 'ended';
  if (cycle === 'Trial') return 'trial';
  if (service.renewal_cancelled_at !== null) return 'cancelled';
  if (computeInvoiceDeadline(service.expires_at.getTime(), cycle, now.getTime()).state === 'expired') return 'past-threshold';
  return null;
}

/** The service a renewal is for. @throws ProviderError 404, 400 ValidationFailed, 409 InvoiceExpired */
function renewable(ctx: SandboxContext, user: UserRow, serviceId: number, request: OrderRequest, now: Date): ServiceRow {
  const service = findService(ctx.db, serviceId);
  if (!service || service.user_uuid !== user.uuid) throw new ProviderError(404, 'NotFound');
  const refusal = renewalRefusal(service, request.cycle, now);
  if (refusal === 'never-paid') throw validationFailed(['renewServiceId'], 'this order was never paid: pay its first invoice instead');
  if (refusal === 'ended') throw validationFailed(['renewServiceId'], `a ${service.status} service cannot be renewed; order a new one`);
  if (refusal === 'trial') throw validationFailed(['cycle'], 'the trial cannot be renewed');
  if (refusal === 'cancelled') throw validationFailed(['renewServiceId'], 'the renewal of this service was cancelled; order a new plan instead');
  if (service.pid !== request.pid) throw validationFailed(['pid'], 'a renewal keeps the product of the service');
  if (refusal === 'past-threshold') throw new ProviderError(409, 'InvoiceExpired');
  return service;
}

/** The account with the order's page language kept (each order updates it); unchanged without one. */
function withLang(ctx: SandboxContext, user: UserRow, lang: Locale | undefined): UserRow {
  if (lang === undefined || lang === user.lang) return user;
  setUserLang(ctx.db, user.uuid, lang);
  return { ...user, lang };
}

/** @throws ProviderError (see the contract's auOrder errors) */
export function placeOrder(ctx: SandboxContext, buyer: Buyer, request: OrderRequest, now = ctx.clock.now()): OrderAnswer {
  return withTransaction(ctx.db, () => {
    const product = findProduct(ctx.db, request.pid);
    if (!product) throw new ProviderError(404, 'NotFound', `no product ${request.pid}`);
    const price = product.prices.find((candidate) => candidate.cycle === request.cycle);
    if (!price) throw validationFailed(['cycle'], `${product.name} has no ${request.cycle} cycle`);

    const known = buyer.kind === 'account' ? buyer.user : buyer.existing;
    let renewed: ServiceRow | null = null;
    if (request.renewServiceId !== undefined) {
      if (buyer.kind !== 'account') throw validationFailed(['uuid', 'hmac'], 'a renewal needs the login of the service');
      renewed = renewable(ctx, buyer.user, request.renewServiceId, request, now);
    }
    // A new buyer's account does not exist yet: it is offered the default region's methods, the region it will get.
    requireOffered(request.paymentMethod, audienceOf(known, request.device, buyer.kind === 'account'));
    if (request.cycle === 'Trial' && known && hasUsedTrial(ctx, known, now)) throw new ProviderError(409, 'TrialUsed');

    const code = request.promocode?.trim() ?? '';
    const promotion = code === '' ? null : usableCoupon(ctx, code, known, now);
    const breakdown = priceOrder({
      pid: product.pid,
      cycle: request.cycle,
      price: fromMinor(price.cents),
      promotion: promotion ? toPromotionTerms(promotion) : null,
      methodFeePercent: paymentMethod(request.paymentMethod).feePercent,
    });

    // Nothing below can be refused: store.
    let owner: UserRow;
    let created = false;
    if (buyer.kind === 'account') {
      owner = withLang(ctx, buyer.user, request.lang);
    } else if (buyer.existing) {
      owner = withLang(ctx, buyer.existing, request.lang);
      mailLoginLink(ctx, owner, now, { kind: 'order-on-existing-email', item: billItem(owner.lang, { productName: product.name, cycle: request.cycle, isRenewal: false }) });
    } else {
      owner = createAccount(ctx, { email: buyer.email, emailStatus: 'unverified', lang: request.lang }, 'signup');
      created = true;
    }

    const serviceId =
      renewed?.id ??
      insertService(ctx.db, owner.uuid, {
        pid: product.pid,
        status: 'Pending',
        deliveredAt: null,
        cycle: request.cycle,
        productName: product.name,
        price: money(price.cents, price.currency),
        registeredAt: now,
        expiresAt: now,
        autoRenew: false,
        usedBytes: 0,
        resetAt: addMonthsUtc(now, 1),
        deviceLimit: product.deviceLimit,
        isNew: true,
      });
    const isRenewal = renewed !== null;
    const orderId = insertOrder(ctx.db, { userUuid: owner.uuid, serviceId, pid: product.pid, cycle: request.cycle, isRenewal, createdAt: now });
    // A new customer is bound to an inviter at the first order, never later (ADR 0047).
    bindAtOrder(ctx.db, { friendUuid: owner.uuid, friendEmail: owner.email, accountCreatedByOrder: created, orderId, code: request.aff, via: request.affVia }, now);
    // A friend's gift makes a new customer's trial free (issue 25); a token that does not fit is ignored.
    const gift = request.gift !== undefined && request.cycle === 'Trial' && !renewed ? claimGift(ctx.db, { token: request.gift, friendUuid: owner.uuid, friendEmail: owner.email }, now) : undefined;
    const periodStart = renewed ? renewed.expires_at : now;
    const invoiceId = insertInvoice(ctx.db, {
      userUuid: owner.uuid,
      serviceId,
      orderId,
      status: 'Unpaid',
      isRenewal,
      pid: product.pid,
      cycle: request.cycle,
      description: invoiceDescription(product.name, request.cycle, isRenewal),
      periodStart,
      periodEnd: addCycle(periodStart, request.cycle),
      currency: price.currency,
      subtotalCents: breakdown.subtotalMinor,
      discountCents: gift ? breakdown.subtotalMinor : breakdown.discountMinor,
      feeCents: gift ? 0 : breakdown.feeMinor,
      creditCents: 0,
      // A coupon that does not apply to this plan is not applied, and so not used up.
      promocode: promotion && breakdown.couponApplies && !gift ? promotion.code : null,
      paymentMethod: request.paymentMethod,
      createdAt: now,
      // A renewal is due when the service runs out; a new order within a day (then it times out).
      dueAt: renewed ? renewed.expires_at : new Date(now.getTime() + ORDER_TIMEOUT_MS),
      paidAt: null,
      payerEmail: owner.email,
    });
    if (gift) startGiftTrial(ctx, invoiceId, request.paymentMethod, now);
    return {
      orderId,
      invoiceId,
      serviceId,
      appliedToExistingAccount: buyer.kind === 'email' && buyer.existing !== undefined,
      login: created ? { uuid: owner.uuid, hmac: ctx.signer.userHmac(owner.uuid, owner.link_version) } : null,
    };
  });
}
