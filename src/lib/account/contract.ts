/** Account and service calls the shell needs (spec section 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { BillingCycle, Count, EmailStatus, Hmac, LoginPair, Money, NumericId, ServiceStatus, Timestamp, Uuid } from '../core/contract/common.ts';

export const hmacCheck = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/hmac/check',
  body: LoginPair,
  safeToRetry: true,
  response: z.object({ valid: z.literal(true) }),
});

/**
 * The email bound to an account, as the service page and the account page show it.
 * `pending` is a change waiting for its code: the verified address (if any) stays in
 * `email` until the code is entered, and revoking the change keeps it.
 */
/** A change of email waiting for its code. */
export const PendingEmail = z.object({
  email: z.string(),
  /** When the code was sent; with `sign`, what a typed code is checked against. */
  timestamp: z.number().check(z.int(), z.positive()),
  sign: z.string().check(z.regex(/^[0-9a-f]{16,128}$/)),
  /** Seconds before another code may be sent to it (0: now). */
  resendAfterSeconds: Count,
  /** When the code stops working. */
  expiresAt: Timestamp,
});
export type PendingEmail = z.infer<typeof PendingEmail>;

export const EmailBinding = z.object({
  email: z.nullable(z.string()),
  status: EmailStatus,
  pending: z.nullable(PendingEmail),
});
export type EmailBinding = z.infer<typeof EmailBinding>;

/** A service as listed in the account info: enough to pick the default one. */
export const ServiceSummary = z.object({ id: z.number(), relid: z.number(), status: ServiceStatus });
export type ServiceSummary = z.infer<typeof ServiceSummary>;

export const AccountInfo = z.object({
  email: z.nullable(z.string()),
  status: EmailStatus,
  /** A change of email waiting for its code (absent from providers that do not say). */
  pending: z.optional(z.nullable(PendingEmail)),
  /** Services that have been delivered at least once, in the provider's order. */
  jjService: z.array(ServiceSummary),
  /** Services ordered but never paid. */
  unpaidService: z.array(z.object({ id: z.number() })),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

export const auInfo = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/info',
  body: LoginPair,
  safeToRetry: true,
  response: AccountInfo,
});

export const ServiceUsage = z.object({
  /** Bytes used in the current period. */
  usedBytes: Count,
  /** Fair-use allowance per period (200 GB), after which speed is cut. */
  fairUseBytes: Count,
  /** The speed cap past the allowance until `resetAt`, in Mbit/s (20). */
  throttledMbps: z.number().check(z.positive()),
  resetAt: Timestamp,
});

/** An add-on pack bought on top of the plan: more data this period, or more devices. */
export const ServiceAddon = z.object({
  id: z.number(),
  kind: z.enum(['traffic', 'devices']),
  /** Bytes for `traffic`, devices for `devices`. */
  amount: Count,
  /** When it runs out; null while the service runs. */
  expiresAt: z.nullable(Timestamp),
});
export type ServiceAddon = z.infer<typeof ServiceAddon>;

export const ServiceDetail = z.object({
  id: z.number(),
  relid: z.number(),
  /** Signature of the service's management link. */
  hmac: Hmac,
  status: ServiceStatus,
  isNew: z.boolean(),
  seed: z.string(),
  token: z.string(),
  /** The product the service runs (the catalogue's `pid`): a renewal keeps it. */
  pid: z.number(),
  productName: z.string(),
  cycle: BillingCycle,
  price: Money,
  registeredAt: Timestamp,
  expiresAt: Timestamp,
  autoRenew: z.boolean(),
  /**
   * When the person cancelled this service's renewal (`renewalCancel`), or null. Once
   * set the service is never renewed again: it stops at `expiresAt`.
   */
  renewalCancelledAt: z.nullable(Timestamp),
  usage: ServiceUsage,
  /** Current speed cap in Mbit/s, or null when uncapped. */
  speedLimitMbps: z.nullable(z.number().check(z.positive())),
  deviceLimit: Count,
  /** Devices that fetched the subscription in the last 24 hours (each client on each device counts once). */
  devicesInUse: Count,
  addons: z.array(ServiceAddon),
  /** Subscription address; only sent for an Active service. */
  subscriptionUrl: z.nullable(z.string()),
});
export type ServiceDetail = z.infer<typeof ServiceDetail>;

export const auService = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/au/service/:id',
  params: z.object({ id: NumericId }),
  query: LoginPair,
  response: ServiceDetail,
});

/** Whether a user (by id) or an invoice's owner exists, and whether email recovery is possible. */
export const userCheck = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/user/check',
  query: z.union([z.object({ uuid: Uuid }), z.object({ invoiceId: NumericId })]),
  response: z.object({ exists: z.boolean(), emailBound: z.boolean() }),
});
