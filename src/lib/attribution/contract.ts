/**
 * Attribution (spec section 7): where a buyer came from reaches the provider.
 * `fingerprint/upload` ties an ad click to this browser's install id, `au/ads` reports an
 * account's ad values and arrivals after it is created or orders, and `promo/check` says
 * whether a code from a link is a known affiliate or coupon code. The formats are the
 * site's own allow-list (lib/attribution/ad-params.ts): the provider refuses what the site would
 * never have kept. ADR 0037.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { Hmac, Timestamp, Uuid } from '../core/contract/common.ts';
import { AD_COOKIE_NAMES, AD_PARAM_FORMATS, CLICK_ID_PARAMS, MAX_TRAFFICS } from './ad-formats.ts';

const formatted = (format: RegExp) => z.string().check(z.regex(format));

/** A fingerprint as the provider takes it: the site's random install id (`web-…`) or an app's own id. */
export const Fingerprint = formatted(/^[A-Za-z0-9._:-]{8,128}$/);
export const AdPlatformName = formatted(AD_PARAM_FORMATS.adPlatform);
export const AffiliateCode = formatted(AD_PARAM_FORMATS.affiliateCode);
export const AdClickId = formatted(AD_PARAM_FORMATS.adClickId);
export const CampaignId = formatted(AD_PARAM_FORMATS.campaignId);
export const AdId = formatted(AD_PARAM_FORMATS.adId);

/** Ties an ad click to a fingerprint, so an install or order made later can be matched to it. */
export const fingerprintUpload = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/fingerprint/upload',
  body: z.object({
    /** The ad platform (`google`, `tiktok`…). */
    platform: AdPlatformName,
    /** The ad click id (gclid, fbclid…), or the ad's id when the link carried no click id. */
    adid: AdClickId,
    fingerprint: Fingerprint,
  }),
  response: z.object({ recorded: z.literal(true) }),
});

/** One counted arrival: from an ad platform, a friend's invite, or neither ("nature"). */
export const Traffic = z.union([
  z.object({ platform: AdPlatformName, at: Timestamp }),
  z.object({ aff: AffiliateCode, at: Timestamp }),
  z.object({ nature: z.literal(true), at: Timestamp }),
]);
export type Traffic = z.infer<typeof Traffic>;

/**
 * An account's ad values and arrivals, after the account is created or orders. The spec's
 * fields (uuid, hmac, fingerprint, campaignid, platform, adid, auadid, traffics) plus the
 * other values of spec section 3 it names but gives no field for (ADR 0037): the click id's
 * query name, utm medium, ad-platform cookie ids, the 5-second-visit timestamp and the
 * affiliate code.
 */
export const AdsReport = z.object({
  uuid: Uuid,
  hmac: Hmac,
  fingerprint: Fingerprint,
  campaignid: z.optional(CampaignId),
  platform: z.optional(AdPlatformName),
  adid: z.optional(AdId),
  /** The ad click id. */
  auadid: z.optional(AdClickId),
  clickIdParam: z.optional(z.enum(CLICK_ID_PARAMS)),
  utmMedium: z.optional(formatted(AD_PARAM_FORMATS.utmMedium)),
  cookieIds: z.optional(z.partialRecord(z.enum(AD_COOKIE_NAMES), formatted(AD_PARAM_FORMATS.cookieId))),
  /** When this browser passed the human check (the 5-second-visit timestamp). */
  verifiedAt: z.optional(Timestamp),
  aff: z.optional(AffiliateCode),
  traffics: z.array(Traffic).check(z.maxLength(MAX_TRAFFICS)),
  /** What the report follows. */
  event: z.enum(['account', 'order']),
});
export type AdsReport = z.infer<typeof AdsReport>;

/** Errors: 401 `HmacCheckFailed`. */
export const auAds = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/ads',
  body: AdsReport,
  response: z.object({ recorded: z.literal(true) }),
});

/** What a code from a link is: a friend's affiliate code, a coupon, or nothing the provider knows. */
export const promoCheck = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/promo/check',
  query: z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({ code: z.string(), kind: z.enum(['affiliate', 'coupon', 'unknown']) }),
});
