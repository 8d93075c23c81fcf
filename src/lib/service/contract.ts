/**
 * The calls of the service page (issue 10): the subscription address, renewal bills and
 * reset; binding an email to a service is ./email-binding.ts (its calls load with the
 * page's email dialog, so they have a module of their own). Spec section 7 names the
 * paths; it shows no shapes, so the shapes here are ours (docs/decisions/0022) and the
 * sandbox answers them.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { Hmac, LoginPair, PageLanguage, Timestamp } from '../core/contract/common.ts';

/**
 * The subscription document a proxy client fetches (`GET /wl/v1/subscribe/{id}?hmac`).
 * The answer is not JSON: it is the document itself, in the format `flag` names or the
 * client's User-Agent implies (features-2.md §1.3), so it has no response schema here,
 * only the request. The site never fetches it; it shows the address and builds import
 * links from it. The hmac is the use signature, not the service's management one.
 */
export const SUBSCRIPTION_FORMATS = ['clash', 'singbox', 'surge', 'base64'] as const;
export const SubscriptionFormat = z.enum(SUBSCRIPTION_FORMATS);
export type SubscriptionFormat = z.infer<typeof SubscriptionFormat>;
export const SUBSCRIBE_PATH = '/wl/v1/subscribe/:id';
export const SubscribeQuery = z.object({ hmac: Hmac, flag: z.optional(z.string().check(z.maxLength(40))) });

/** A service's renewal or pending bill, made or found by the provider. */
export const ServiceBill = z.object({ invoiceId: z.number().check(z.int(), z.positive()) });
export type ServiceBill = z.infer<typeof ServiceBill>;
const ServiceBillRequest = z.object({ uuid: LoginPair.shape.uuid, hmac: LoginPair.shape.hmac, serviceId: z.number().check(z.int(), z.positive()) });

/**
 * "Renew now": the bill for the service's next period, at its product and cycle. An
 * unpaid renewal bill that already exists is answered again instead of a second one.
 * Refused (`RenewalNotAllowed`) for a service that cannot be renewed (pending, terminated,
 * blacklisted, or past its grace period and threshold: reordered instead). Creates a
 * bill, so it is tried once; the page reads the service's bills to learn a lost outcome.
 */
export const invoiceGen = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/invoices/gen',
  body: ServiceBillRequest,
  response: ServiceBill,
});

/**
 * "My bill": the service's unpaid bill (a pending service's first bill, or a renewal bill
 * waiting to be paid). `NotFound` when it has none. Reads only.
 */
export const invoiceMb = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/invoices/mb',
  body: ServiceBillRequest,
  safeToRetry: true,
  response: ServiceBill,
});

/**
 * What a reset will change, before it is done. With a `serviceId` it is a service reset
 * (the login link and that service's subscription address); without, an account reset
 * (the login link only). `confirmToken` must come back to `reset/confirm` within
 * `expiresAt`, so a confirmation is always of the preview the person read.
 */
export const ResetPreview = z.object({
  loginLinkChanges: z.literal(true),
  /** Services whose subscription address changes: every client using it must import again. */
  subscriptionChanges: z.array(z.number()),
  confirmToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  expiresAt: Timestamp,
});
export type ResetPreview = z.infer<typeof ResetPreview>;

const ResetRequest = z.object({ uuid: LoginPair.shape.uuid, hmac: LoginPair.shape.hmac, serviceId: z.optional(z.number().check(z.int(), z.positive())) });

export const resetPreview = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/reset/preview',
  body: ResetRequest,
  safeToRetry: true,
  response: ResetPreview,
});

/**
 * Does the reset. The answer is the new login pair; the old one answers `HmacCheckFailed`
 * from this moment on, and so do the service's old subscription address and management
 * signature. A token already used, expired or of another account: `ResetExpired`.
 * A verified email is sent the new login link, in `lang`.
 *
 * Sent again with the same token and the pair it replaced, within `RESET_REPLAY_WINDOW_MS`
 * of the confirmation (however long the preview itself had to live), it
 * answers the same new pair and does nothing more: an answer lost on the way (the reset
 * done, the new link unknown) is recovered by asking again, so the client may repeat it.
 */
/**
 * How long after a confirmation the same token still recovers its answer: long enough for
 * a person whose connection dropped to come back (hours), after which a login replaced by
 * a lost answer is recovered only by email.
 */
export const RESET_REPLAY_WINDOW_MS = 24 * 3600_000;

export const resetConfirm = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/reset/confirm',
  safeToRetry: true,
  body: z.object({ uuid: LoginPair.shape.uuid, hmac: LoginPair.shape.hmac, confirmToken: ResetPreview.shape.confirmToken, lang: z.optional(PageLanguage) }),
  response: LoginPair,
});
