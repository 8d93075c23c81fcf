/** Buying: plans, coupons, accounts, payment methods, orders (spec section 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { HUMAN_TOKEN_FIELD } from '../core/contract/app.ts';
import { AFFILIATE_ARRIVALS, AFFILIATE_CODE_FORMAT, GIFT_TOKEN_FORMAT } from '../affiliate/code.ts';
import { BillingCycle, Count, DecimalAmount, Hmac, LoginPair, Money, NumericId, PageLanguage, Percentage, RequestKey, Timestamp, Uuid } from '../core/contract/common.ts';

export const PAYMENT_METHODS = ['alipay', 'wechat', 'alipayhk', 'unionpay', 'card', 'googlepay', 'usdt', 'crypto', 'paypal', 'balance'] as const;
export const PaymentMethodId = z.enum(PAYMENT_METHODS);
export type PaymentMethodId = z.infer<typeof PaymentMethodId>;
export const Device = z.enum(['pc', 'mobile']);
export type Device = z.infer<typeof Device>;


const OptionalLogin = { uuid: z.optional(Uuid), hmac: z.optional(Hmac) };

export const ProductCycle = z.object({ cycle: BillingCycle, price: Money });
export const Product = z.object({
  pid: z.number(),
  gid: z.number(),
  name: z.string(),
  description: z.string(),
  deviceLimit: Count,
  /** Standard cycles and, when offered, the one-off `Trial`. */
  cycles: z.array(ProductCycle),
});
export type Product = z.infer<typeof Product>;

export const products = defineEndpoint({
  method: 'GET',
  path: '/au/api/v2/products',
  query: z.object({ gid: z.optional(NumericId) }),
  response: z.object({ products: z.array(Product) }),
});

export const Promotion = z.object({
  code: z.string(),
  type: z.enum(['percent', 'fixed']),
  /** A percentage ("15") or an amount off ("2.00"). */
  value: DecimalAmount,
  /** Cycles it applies to; empty: every standard cycle. Never the trial. */
  cycles: z.array(BillingCycle),
  /** Products it applies to; empty: every product. */
  pids: z.array(z.number()),
  expiresAt: z.nullable(Timestamp),
});
export type Promotion = z.infer<typeof Promotion>;

/** Errors: 404 `CouponInvalid` (unknown or expired), 409 `CouponUsed` (this account used it). */
export const getPromotions = defineEndpoint({
  method: 'GET',
  path: '/au/api/v2/products/getpromotions',
  query: z.object({ promocode: z.string().check(z.minLength(1), z.maxLength(64)), ...OptionalLogin }),
  response: Promotion,
});

export const auCheck = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/check',
  body: z.object({ email: z.string().check(z.maxLength(254)) }),
  response: z.object({ registered: z.boolean() }),
});

/**
 * Creates an anonymous account (no email: it cannot be recovered if the link is lost).
 * `lang`: the page language, kept on the account for the mail it will get.
 */
export const auUser = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/user',
  body: z.object({ requestKey: RequestKey, lang: z.optional(PageLanguage), ...HUMAN_TOKEN_FIELD }),
  response: LoginPair,
});

export const PaymentOption = z.object({
  id: PaymentMethodId,
  /** How the payment page handles it. */
  kind: z.enum(['qr', 'redirect', 'card', 'usdt', 'balance']),
  /** Service fee as a percentage (Alipay, WeChat Pay), or null. */
  feePercent: z.nullable(Percentage),
  refundable: z.boolean(),
});
export type PaymentOption = z.infer<typeof PaymentOption>;

/** Only what this user may use on this device. */
export const auPayments = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/au/payments',
  query: z.object({ device: Device, ...OptionalLogin }),
  response: z.object({ methods: z.array(PaymentOption) }),
});

/**
 * Places an order. Without a login: `email` (a new account, or an existing one the plan
 * is then applied to; its login link is mailed, never returned). With a login:
 * `uuid`/`hmac`, and `renewServiceId` to renew a service instead of buying another.
 * `lang`: the page language; the account keeps it (updated on each order) and its mail
 * (login link, payment received) is written in it.
 * Errors: `TrialUsed` (409), `CouponInvalid`, `CouponUsed`, `NotFound` (pid).
 */
export const auOrder = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/order',
  body: z.object({
    pid: z.number(),
    cycle: BillingCycle,
    promocode: z.optional(z.string().check(z.maxLength(64))),
    paymentMethod: PaymentMethodId,
    device: Device,
    email: z.optional(z.string().check(z.maxLength(254))),
    ...OptionalLogin,
    renewServiceId: z.optional(z.number()),
    requestKey: RequestKey,
    lang: z.optional(PageLanguage),
    ...HUMAN_TOKEN_FIELD,
    /** The inviting friend's affiliate code the buyer arrived with (ADR 0037). */
    // The same format as attribution.ts's AffiliateCode, written here so the order pages do not
    // load the attribution schemas (+0.9 KiB on every page that imports the order calls).
    aff: z.optional(z.string().check(z.regex(AFFILIATE_CODE_FORMAT))),
    /** How that code arrived (link, QR code, typed); the inviter's friends list shows it. */
    affVia: z.optional(z.enum(AFFILIATE_ARRIVALS)),
    /**
     * A friend's free-trial gift the buyer arrived with (`gift=` in the invite mail's link,
     * issue 25). With the Trial cycle, a valid gift for the buyer's address makes the order a
     * free 3-day trial, paid at once; otherwise it is ignored, without saying why.
     */
    gift: z.optional(z.string().check(z.regex(GIFT_TOKEN_FORMAT))),
  }),
  response: z.object({
    orderId: z.number(),
    invoiceId: z.number(),
    serviceId: z.number(),
    /** The plan went to an account that already had this email. */
    appliedToExistingAccount: z.boolean(),
    /** The login of an account this order created with an email; null otherwise. */
    login: z.nullable(LoginPair),
  }),
});

/** Visitor details the provider sees (the marketing page's visitor panel). */
export const visitorInfo = defineEndpoint({
  method: 'GET',
  path: '/api/v1/au/fraudorder',
  response: z.object({
    ip: z.string(),
    country: z.nullable(z.string()),
    region: z.nullable(z.string()),
    city: z.nullable(z.string()),
    isp: z.nullable(z.string()),
  }),
});

/** The retain popup: a 3-day free trial or the 7-day trial at 45% of its price, by email in `lang`. */
export const emailRetain = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/email/retain',
  body: z.object({ email: z.string().check(z.maxLength(254)), offer: z.enum(['free-trial', 'discount-trial']), lang: z.optional(PageLanguage) }),
  /** Errors: `EmailRegistered` (409), `MailboxRefused` (422: 163, 126, yeah). */
  response: z.object({ sent: z.literal(true) }),
});
