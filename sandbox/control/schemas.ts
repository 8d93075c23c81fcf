/**
 * Shapes of the control surface's JSON API (`/__sandbox/api/…`). Answers are plain
 * JSON (no `data` envelope: this is not the provider API); errors use the same
 * `{ error, message?, fields? }` shape as the provider API.
 */
import * as z from 'zod/mini';
import { BillingCycle, EmailStatus, Money, ServiceStatus } from '../../src/lib/contract/index.ts';
import { ACCOUNT_ORIGINS } from '../data/accounts.ts';
import { FAULT_MODES } from '../faults.ts';

export const ServiceView = z.object({
  id: z.number(),
  relid: z.number(),
  /** Status as a reader sees it now (an Active service past expiry reads Expired). */
  status: ServiceStatus,
  /** An order never paid: listed in unpaidService, not jjService. */
  neverPaid: z.boolean(),
  cycle: BillingCycle,
  productName: z.string(),
  price: Money,
  expiresAt: z.string(),
  usedBytes: z.number(),
  /** Signature of the service's management link. */
  hmac: z.string(),
});
export type ServiceView = z.infer<typeof ServiceView>;

export const AccountView = z.object({
  label: z.nullable(z.string()),
  origin: z.enum(ACCOUNT_ORIGINS),
  uuid: z.string(),
  hmac: z.string(),
  /** Login link, fragment form (`…/zh-TW/user/service/0#uuid=…&hmac=…`). */
  loginUrl: z.string(),
  /** Login link, query form (`…/zh-TW/user/service/0?uuid=…&hmac=…`). */
  loginQueryUrl: z.string(),
  email: z.nullable(z.string()),
  emailStatus: EmailStatus,
  createdAt: z.string(),
  services: z.array(ServiceView),
});
export type AccountView = z.infer<typeof AccountView>;

export const ClockView = z.object({ now: z.string(), offsetMs: z.number() });
export type ClockView = z.infer<typeof ClockView>;

/** Either move the clock by `advanceMs` (negative moves it back) or reset it. */
export const ClockChange = z.union([
  z.object({ advanceMs: z.number().check(z.int(), z.gte(-3_650 * 24 * 3600_000), z.lte(3_650 * 24 * 3600_000)) }),
  z.object({ reset: z.literal(true) }),
]);

export const MailView = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});

export const FaultView = z.object({
  id: z.number(),
  pathPrefix: z.string(),
  mode: z.enum(FAULT_MODES),
  delayMs: z.number(),
  remaining: z.number(),
});
