/**
 * Marketing mail consent (issue 13 item 4, ADR 0035). Spec section 7 names
 * `POST /ems/api/v1/unsubcribe?off_num` (its spelling kept); the answer's shape is ours,
 * and so is the way back, `POST /ems/api/v1/subscribe?off_num`.
 *
 * `off_num` is the token in a marketing mail's links: an opaque id of the subscriber, the
 * consent's version and an HMAC over both, so it cannot be guessed or counted up to; it
 * changes when the person subscribes again, so an old forwarded mail cannot undo the new
 * consent. The unsubscribe call takes no body: the RFC 8058 one-click POST from a mail
 * client (`List-Unsubscribe=One-Click`, form-encoded, no cookies) reaches the same URL
 * and works the same way. Both calls may be repeated: they set a state.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { OFF_NUM_PATTERN } from './off-num.ts';

/** `<subscriber id, 16 hex>-<consent version>-<signature, 32 hex>`. */
export const OffNum = z.string().check(z.regex(OFF_NUM_PATTERN));

/**
 * The consent after the call. `email`: the address, masked (`l***@example.com`), so the
 * person sees which one without the page revealing it to whoever holds the link.
 * `offNum`: the token for the next change (a new one after subscribing again).
 */
export const MarketingConsent = z.object({
  subscribed: z.boolean(),
  email: z.string().check(z.maxLength(254)),
  offNum: OffNum,
});
export type MarketingConsent = z.infer<typeof MarketingConsent>;

/** Stops marketing mail for the token's address. `OffNumInvalid` (404): unknown, forged or replaced token. */
export const emsUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/ems/api/v1/unsubcribe',
  query: z.object({ off_num: OffNum }),
  safeToRetry: true,
  response: MarketingConsent,
});

/** Subscribes again (ours), from the page that unsubscribed. Refusals as above. */
export const emsSubscribe = defineEndpoint({
  method: 'POST',
  path: '/ems/api/v1/subscribe',
  query: z.object({ off_num: OffNum }),
  safeToRetry: true,
  response: MarketingConsent,
});
