/**
 * The ad values and the affiliate code of spec section 3 (ADR 0037): each checked against
 * its format (lib/attribution/ad-params.ts) before it is kept, and again when read back (someone may
 * have edited storage). Not part of the shell's page script: the shell loads this module
 * only when the address has a query, and order/place's wizard and the attribution sends
 * import it, so other pages do not carry 30 platforms' formats.
 */
import * as z from 'zod/mini';
import { AD_COOKIE_NAMES, AD_PARAM_FORMATS, CLICK_ID_PARAMS, readAdParams, type AdArrival, type AdParamKind } from './ad-params.ts';
import { cookieValue, localValue } from '../core/stores/persist.ts';
import { STORED_NAMES } from '../core/stores/stored-names.ts';
import { AFFILIATE_ARRIVALS, affiliateArrivalOf, GIFT_TOKEN_FORMAT, type AffiliateArrival } from '../affiliate/code.ts';

export const AFFILIATE_COOKIE_DAYS = 5;

/**
 * A friend's free-trial gift token (`gift=` in the gift mail's link, issue 25), kept in this
 * browser only (never a cookie: it is a one-use key to a free trial) until an order carries it.
 */
export const $giftToken = localValue<string | null>(STORED_NAMES.giftToken, z.nullable(z.string().check(z.regex(GIFT_TOKEN_FORMAT))), null);

/** The inviting friend's affiliate code. */
export const $affiliateCode = cookieValue<string | null>(STORED_NAMES.affiliateCode, z.nullable(z.string().check(z.regex(AD_PARAM_FORMATS.affiliateCode))), null, AFFILIATE_COOKIE_DAYS);

/** How the stored affiliate code arrived; it goes with the code on an order. */
export const $affiliateArrival = localValue<AffiliateArrival>(STORED_NAMES.affiliateArrival, z.enum(AFFILIATE_ARRIVALS), 'link');

/** A stored value of one kind: read back only when it still has its format (someone may have edited storage). */
const adValue = (kind: AdParamKind) => z.string().check(z.regex(AD_PARAM_FORMATS[kind]));
export const AdTracking = z.object({
  adPlatform: z.optional(adValue('adPlatform')),
  adClickId: z.optional(adValue('adClickId')),
  adClickIdParam: z.optional(z.enum(CLICK_ID_PARAMS)),
  campaignId: z.optional(adValue('campaignId')),
  adId: z.optional(adValue('adId')),
  utmMedium: z.optional(adValue('utmMedium')),
  /** Cookie ids ad platforms set for conversion matching, by cookie name. */
  adPlatformCookieIds: z.optional(z.partialRecord(z.enum(AD_COOKIE_NAMES), adValue('cookieId'))),
});
export type AdTracking = z.infer<typeof AdTracking>;
export const $adTracking = localValue<AdTracking>(STORED_NAMES.adTracking, AdTracking, {});

/**
 * Query parameters ad platforms and invite links add, read on arrival. Each is checked
 * against its format first (lib/attribution/ad-params.ts); what fails is not stored.
 */
export function captureAdParams(url: URL): AdArrival {
  const arrival = readAdParams(url.searchParams);
  if (arrival.affiliateCode) {
    $affiliateCode.set(arrival.affiliateCode);
    $affiliateArrival.set(affiliateArrivalOf(url.searchParams));
  }
  const gift = url.searchParams.get('gift');
  if (gift !== null && GIFT_TOKEN_FORMAT.test(gift)) $giftToken.set(gift);
  if (Object.keys(arrival.tracking).length > 0) $adTracking.set({ ...$adTracking.get(), ...arrival.tracking });
  return arrival;
}
