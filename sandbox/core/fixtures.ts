/**
 * Accounts described in a few words ("an unverified email with one Expired Monthly
 * service") turned into full rows. The demo seed and the control surface's fixture
 * API both go through here, so a test's fixture looks like a demo account.
 */
import * as z from 'zod/mini';
import { ClientUsername, ResellerSetting, BalanceEntryKind, BillingCycle, DecimalAmount, EmailStatus, PageLanguage, PaymentMethodId, ProviderMessage, ServiceStatus } from '../../src/lib/core/contract/index.ts';
import { addMonthsUtc, subtractCycle } from '../service/rules.ts';
import { catalogueProduct, money, priceOf, STANDARD_PID } from '../order/catalogue.ts';
import type { NewAccount, NewService } from './account-rows.ts';
import { ADDON_KINDS } from '../order/addons.ts';
import { ACCOUNT_REGIONS } from '../payment/regions.ts';

const DAY_MS = 24 * 3600_000;

export const FixtureServiceSpec = z.object({
  status: ServiceStatus,
  cycle: z.optional(BillingCycle),
  /** Days from now to the end of the paid period; negative when it has ended. */
  expiresInDays: z.optional(z.number().check(z.gte(-3650), z.lte(3650))),
  usedBytes: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER))),
  /** Only for Pending: false (default) is an order never paid, true a delivered service awaiting renewal. */
  everPaid: z.optional(z.boolean()),
  autoRenew: z.optional(z.boolean()),
  isNew: z.optional(z.boolean()),
  /** The product (1 Skyline Standard, the default; 2 Skyline Pro). */
  pid: z.optional(z.number().check(z.int(), z.positive())),
  /** A delivered service's paid invoice carried this coupon, so the account has used it. */
  promocode: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /**
   * An unpaid renewal invoice due in `dueInDays` (negative: overdue). The service's
   * expiry defaults to the same day. Only for a service that was delivered.
   */
  renewalInvoice: z.optional(z.object({ dueInDays: z.number().check(z.gte(-3650), z.lte(3650)) })),
  /** Add-on packs: `traffic` in bytes or `devices`; `expiresInDays` absent: while the service runs. */
  addons: z.optional(
    z
      .array(
        z.object({
          kind: z.enum(ADDON_KINDS),
          amount: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
          expiresInDays: z.optional(z.number().check(z.gte(-3650), z.lte(3650))),
        }),
      )
      .check(z.maxLength(10)),
  ),
  /** Devices that fetched the subscription in the last hours (each counts in `devicesInUse` for 24 hours). */
  devicesInUse: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(50))),
  /**
   * Its renewal was cancelled (now), as `renewal/cancel` does: an unpaid renewal bill is
   * cancelled, auto-renew is off, and none is issued again. Not for a trial, a Pending,
   * Terminated or Blacklisted service, or one past renewing.
   */
  renewalCancelled: z.optional(z.boolean()),
  /**
   * Sold through a reseller (ADR 0054): its setting (a reseller of its own, made for this
   * service) and the client login it issued. The password is stored hashed only.
   */
  reseller: z.optional(z.object({ setting: ResellerSetting, username: ClientUsername, password: z.string().check(z.minLength(8), z.maxLength(64)) })),
});
export type FixtureServiceSpec = z.infer<typeof FixtureServiceSpec>;

/** How many older bills of each status a fixture may ask for (enough to page past 25 twice). */
export const MAX_EXTRA_INVOICES = 60;
const extraCount = z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(MAX_EXTRA_INVOICES)));

/**
 * Older bills of the account's first delivered service, one per earlier period (each a
 * cycle before the one after it), their statuses mixed in turn: paid (by card); unpaid
 * (a renewal never paid, long past paying); refunded (a buy and a full refund
 * transaction, every other one refunded to the balance, which records a `refund` entry);
 * cancelled (the provider closed it unpaid when its time to pay ran out: nobody cancels a
 * single renewal bill); paid from the balance (every other one wholly, the others 2.00
 * from it and the rest by card; each records a `pay-bill` entry naming the bill, so the
 * balance must hold the money by then: put it in with an earlier `balanceEntries` top-up).
 */
export const FixtureExtraInvoices = z.object({ paid: extraCount, unpaid: extraCount, refunded: extraCount, cancelled: extraCount, paidFromBalance: extraCount });
export type FixtureExtraInvoices = z.infer<typeof FixtureExtraInvoices>;

/**
 * A past move of the balance: `amount` is positive; a `pay-bill` takes it out, the other
 * kinds put it in. `daysAgo` (default: listed oldest first, a day apart, ending yesterday).
 * The history must never take the balance below zero; the fixture's `balance`, when
 * given, is a top-up made now, after it.
 */
export const FixtureBalanceEntry = z.object({
  type: BalanceEntryKind,
  amount: DecimalAmount.check(z.regex(/^\d/)),
  daysAgo: z.optional(z.number().check(z.gte(0), z.lte(3650))),
});

const MessageText = z.object({ title: z.string().check(z.minLength(1), z.maxLength(200)), body: z.string().check(z.maxLength(5000)) });

/**
 * A message from the provider, written in zh-TW (its own language) and, as its staff
 * wrote them, zh-CN and en-US; `daysAgo` default: listed oldest first, a day apart.
 */
export type FixtureMessage = z.infer<typeof FixtureMessage>;
export const FixtureMessage = z.object({
  kind: z.optional(ProviderMessage.shape.kind),
  daysAgo: z.optional(z.number().check(z.gte(0), z.lte(3650))),
  texts: z.object({ 'zh-TW': MessageText, 'zh-CN': z.optional(MessageText), 'en-US': z.optional(MessageText) }),
});

export const FixtureAccountSpec = z.object({
  label: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /**
   * Any text up to 254 characters: the fixture API is how tests put hostile values
   * (markup, odd characters) into the provider's data.
   */
  email: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(254)))),
  emailStatus: z.optional(EmailStatus),
  services: z.optional(z.array(FixtureServiceSpec).check(z.maxLength(20))),
  /** Only these payment methods are offered to the account (balance still needs a positive balance). */
  paymentMethods: z.optional(z.array(PaymentMethodId).check(z.minLength(1), z.maxLength(8))),
  /** Account balance, a decimal string ("5.00"); recorded as a top-up. */
  balance: z.optional(DecimalAmount.check(z.regex(/^\d/))),
  /**
   * A change of email waiting for its code: a code is sent to it (and mailed) through the
   * account's first service, as `POST /wl/v1/service/{id}/email` does. Needs a service.
   */
  pendingEmail: z.optional(z.string().check(z.minLength(1), z.maxLength(254))),
  /** The language its mail is written in (default zh-TW), as if its last order came from a page in it. */
  lang: z.optional(PageLanguage),
  /** Where the account is (default HK): decides whether it is offered Alipay, WeChat Pay and Alipay HK (sandbox/payment/regions.ts). */
  region: z.optional(z.enum(ACCOUNT_REGIONS)),
  /** Older bills of the first delivered service (see FixtureExtraInvoices). */
  extraInvoices: z.optional(FixtureExtraInvoices),
  /** The balance's earlier history (see FixtureBalanceEntry). */
  balanceEntries: z.optional(z.array(FixtureBalanceEntry).check(z.maxLength(100))),
  /** Messages from the provider (see FixtureMessage). */
  messages: z.optional(z.array(FixtureMessage).check(z.maxLength(60))),
  /** Saved cards. */
  cards: z.optional(
    z
      .array(
        z.object({
          brand: z.string().check(z.minLength(1), z.maxLength(20)),
          last4: z.string().check(z.regex(/^\d{4}$/)),
          expMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
          expYear: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
        }),
      )
      .check(z.maxLength(10)),
  ),
});
export type FixtureAccountSpec = z.infer<typeof FixtureAccountSpec>;

/** Where a status usually leaves the end of the paid period, in days from now. */
const DEFAULT_EXPIRES_IN_DAYS: Record<z.infer<typeof ServiceStatus>, number> = {
  Active: 21,
  Pending: 0,
  Expired: -6,
  Terminated: -45,
  Stopped: 12,
  Blacklisted: 17,
};

/** A spec that cannot describe a real account: which field, and why. */
export class FixtureError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'FixtureError';
    this.field = field;
  }
}

function emailState(spec: FixtureAccountSpec): { email: string | null; emailStatus: z.infer<typeof EmailStatus> } {
  const email = spec.email ?? null;
  const emailStatus = spec.emailStatus ?? (email === null ? 'none' : 'unverified');
  const bound = emailStatus === 'unverified' || emailStatus === 'verified';
  // "unbound" means the person removed their email: like "none", no address is kept.
  if (bound && email === null) throw new FixtureError('email', `emailStatus ${emailStatus} needs an email`);
  if (!bound && email !== null) throw new FixtureError('emailStatus', `emailStatus ${emailStatus} means no email is bound; leave email out`);
  return { email, emailStatus };
}

export function buildService(spec: FixtureServiceSpec, now: Date): NewService {
  const cycle = spec.cycle ?? 'Monthly';
  const pid = spec.pid ?? STANDARD_PID;
  const product = catalogueProduct(pid);
  if (!product) throw new FixtureError('services.pid', `no product ${pid}`);
  const price = priceOf(product, cycle);
  if (price === undefined) throw new FixtureError('services.cycle', `${product.name} has no ${cycle} cycle`);
  const everPaid = spec.everPaid ?? spec.status !== 'Pending';
  if (!everPaid && spec.status !== 'Pending') throw new FixtureError('services.everPaid', 'only a Pending service can be never paid');
  if (!everPaid && spec.renewalInvoice) throw new FixtureError('services.renewalInvoice', 'an order never paid has no renewal; its first invoice is unpaid');
  if (!everPaid && spec.promocode) throw new FixtureError('services.promocode', 'an order never paid has not used a coupon');
  const expiresInDays = spec.expiresInDays ?? spec.renewalInvoice?.dueInDays ?? DEFAULT_EXPIRES_IN_DAYS[spec.status];
  const expiresAt = new Date(now.getTime() + expiresInDays * DAY_MS);
  // A never-paid order has not started a period: it was registered when ordered, now.
  // A paid one started at least one period before its expiry, and not in the future
  // (an expiry far ahead means periods were paid in advance).
  let registeredAt = everPaid ? subtractCycle(expiresAt, cycle) : now;
  while (registeredAt.getTime() > now.getTime()) registeredAt = subtractCycle(registeredAt, cycle);
  // Fair-use periods run monthly from registration; the next reset is the first one after now.
  let resetAt = addMonthsUtc(registeredAt, 1);
  for (let months = 2; resetAt.getTime() <= now.getTime(); months++) resetAt = addMonthsUtc(registeredAt, months);
  return {
    pid,
    status: spec.status,
    deliveredAt: everPaid ? registeredAt : null,
    cycle,
    productName: product.name,
    price: money(price.cents, price.currency),
    registeredAt,
    expiresAt: everPaid ? expiresAt : now,
    autoRenew: spec.autoRenew ?? (everPaid && cycle !== 'Trial'),
    usedBytes: spec.usedBytes ?? 0,
    resetAt,
    deviceLimit: product.deviceLimit,
    isNew: spec.isNew ?? false,
  };
}

/** @throws FixtureError when the spec contradicts itself (e.g. status verified without an email). */
export function buildAccount(spec: FixtureAccountSpec, origin: NewAccount['origin'], now: Date): NewAccount {
  return {
    origin,
    label: spec.label ?? null,
    ...emailState(spec),
    services: (spec.services ?? []).map((service) => buildService(service, now)),
    paymentMethods: spec.paymentMethods ?? null,
    lang: spec.lang,
    region: spec.region,
  };
}
