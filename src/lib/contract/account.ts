/** Account and service calls the shell needs (spec section 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { BillingCycle, Count, EmailStatus, Hmac, LoginPair, Money, NumericId, ServiceStatus, Timestamp, Uuid } from './common.ts';

export const hmacCheck = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/hmac/check',
  body: LoginPair,
  safeToRetry: true,
  response: z.object({ valid: z.literal(true) }),
});

/** A service as listed in the account info: enough to pick the default one. */
export const ServiceSummary = z.object({ id: z.number(), relid: z.number(), status: ServiceStatus });
export type ServiceSummary = z.infer<typeof ServiceSummary>;

export const AccountInfo = z.object({
  email: z.nullable(z.string()),
  status: EmailStatus,
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
  resetAt: Timestamp,
});

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
  usage: ServiceUsage,
  /** Current speed cap in Mbit/s, or null when uncapped. */
  speedLimitMbps: z.nullable(z.number().check(z.positive())),
  deviceLimit: Count,
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
