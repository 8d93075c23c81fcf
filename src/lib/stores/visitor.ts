/**
 * The other client-stored values of spec section 3, each with its lifetime:
 * cookies for the human check (1 day), the first visit (1 day) and the affiliate
 * code (5 days); localStorage for the rest. Later features read and write them here.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { cookieValue, localValue } from './persist.ts';
import { STORED_NAMES } from './stored-names.ts';
import { HUMAN_CHECK_COOKIE_DAYS } from '../rules/human-check.ts';
import { AD_COOKIE_NAMES, AD_PARAM_FORMATS, CLICK_ID_PARAMS, readAdParams, type AdArrival, type AdParamKind } from '../rules/ad-params.ts';

export const FIRST_VISIT_COOKIE_DAYS = 1;
export const AFFILIATE_COOKIE_DAYS = 5;

/** The 5-second-visit timestamp: when the human check was passed (ms). */
export const $humanCheckAt = cookieValue<number | null>(STORED_NAMES.humanCheck, z.nullable(z.number()), null, HUMAN_CHECK_COOKIE_DAYS);
/** When this browser first came to the marketing home or order page (ms). */
export const $firstVisitAt = cookieValue<number | null>('first_visit', z.nullable(z.number()), null, FIRST_VISIT_COOKIE_DAYS);
/** The inviting friend's affiliate code. */
export const $affiliateCode = cookieValue<string | null>(STORED_NAMES.affiliateCode, z.nullable(z.string().check(z.regex(AD_PARAM_FORMATS.affiliateCode))), null, AFFILIATE_COOKIE_DAYS);

export const $language = localValue<Locale | null>(STORED_NAMES.language, z.nullable(z.enum(LOCALES)), null);

/** A stored value of one kind: read back only when it still has its format (someone may have edited storage). */
const adValue = (kind: AdParamKind) => z.string().check(z.regex(AD_PARAM_FORMATS[kind]));
export const AdTracking = z.object({
  adPlatform: z.optional(adValue('adPlatform')),
  adClickId: z.optional(adValue('adClickId')),
  adClickIdParam: z.optional(z.enum(CLICK_ID_PARAMS)),
  campaignId: z.optional(adValue('campaignId')),
  adId: z.optional(adValue('adId')),
  utmMedium: z.optional(adValue('utmMedium')),
  platform: z.optional(adValue('adPlatform')),
  /** Cookie ids ad platforms set for conversion matching, by cookie name. */
  adPlatformCookieIds: z.optional(z.partialRecord(z.enum(AD_COOKIE_NAMES), adValue('cookieId'))),
});
export type AdTracking = z.infer<typeof AdTracking>;
export const $adTracking = localValue<AdTracking>(STORED_NAMES.adTracking, AdTracking, {});

/** Set when the page runs inside the Android app (in-app paying screen, trial offer). */
export const $inApp = localValue<{ inApp: boolean; inAppTrial: boolean }>(STORED_NAMES.inApp, z.object({ inApp: z.boolean(), inAppTrial: z.boolean() }), {
  inApp: false,
  inAppTrial: false,
});

/** The payment in progress (invoice and method), so a reload or a closed tab resumes it. */
export const PaymentInfo = z.object({
  invoiceId: z.number(),
  method: z.string(),
  startedAt: z.number(),
  /** The attempt's idempotency key: after a reload the same key brings back the same payment. */
  requestKey: z.optional(z.string()),
});
export const $paymentInfo = localValue<z.infer<typeof PaymentInfo> | null>('payment-info', z.nullable(PaymentInfo), null);

/** Marks the first visit once; later visits keep the first timestamp until the cookie expires. */
export function markFirstVisit(now: number): void {
  if ($firstVisitAt.get() === null) $firstVisitAt.set(now);
}

export function markHumanCheckPassed(at: number): void {
  $humanCheckAt.set(at);
}

export function clearHumanCheck(): void {
  $humanCheckAt.set(null);
}

/**
 * Query parameters ad platforms and invite links add, read once on arrival. Each is
 * checked against its format first (rules/ad-params.ts); what fails is not stored.
 */
export function captureArrivalParams(url: URL): AdArrival {
  const params = url.searchParams;
  const arrival = readAdParams(params);
  if (arrival.affiliateCode) $affiliateCode.set(arrival.affiliateCode);
  if (Object.keys(arrival.tracking).length > 0) $adTracking.set({ ...$adTracking.get(), ...arrival.tracking });
  if (params.get('inapp') === '1') $inApp.set({ inApp: true, inAppTrial: params.get('inapptrial') === '1' });
  return arrival;
}
