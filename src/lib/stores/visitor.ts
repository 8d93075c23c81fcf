/**
 * The other client-stored values of spec section 3, each with its lifetime:
 * cookies for the human check (1 day), the first visit (1 day) and the affiliate
 * code (5 days); localStorage for the rest. Later features read and write them here.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { cookieValue, localValue } from './persist.ts';
import { HUMAN_CHECK_COOKIE_DAYS } from '../rules/human-check.ts';

export const FIRST_VISIT_COOKIE_DAYS = 1;
export const AFFILIATE_COOKIE_DAYS = 5;

/** The 5-second-visit timestamp: when the human check was passed (ms). */
export const $humanCheckAt = cookieValue<number | null>('verified_at', z.nullable(z.number()), null, HUMAN_CHECK_COOKIE_DAYS);
/** When this browser first came to the marketing home or order page (ms). */
export const $firstVisitAt = cookieValue<number | null>('first_visit', z.nullable(z.number()), null, FIRST_VISIT_COOKIE_DAYS);
/** The inviting friend's affiliate code. */
export const $affiliateCode = cookieValue<string | null>('aff', z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))), null, AFFILIATE_COOKIE_DAYS);

export const $language = localValue<Locale | null>('language', z.nullable(z.enum(LOCALES)), null);

const Text = z.string().check(z.maxLength(256));
export const AdTracking = z.object({
  adPlatform: z.optional(Text),
  adClickId: z.optional(Text),
  campaignId: z.optional(Text),
  adId: z.optional(Text),
  utmMedium: z.optional(Text),
  platform: z.optional(Text),
  /** Cookie ids ad platforms set for conversion matching, by cookie name. */
  adPlatformCookieIds: z.optional(z.record(z.string(), Text)),
});
export type AdTracking = z.infer<typeof AdTracking>;
export const $adTracking = localValue<AdTracking>('ad-tracking', AdTracking, {});

/** Set when the page runs inside the Android app (in-app paying screen, trial offer). */
export const $inApp = localValue<{ inApp: boolean; inAppTrial: boolean }>('in-app', z.object({ inApp: z.boolean(), inAppTrial: z.boolean() }), {
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

/** Query parameters ad platforms and invite links add, read once on arrival. */
export function captureArrivalParams(url: URL): void {
  const params = url.searchParams;
  const affiliate = params.get('aff');
  if (affiliate && /^[A-Za-z0-9_-]{1,64}$/.test(affiliate)) $affiliateCode.set(affiliate);
  const pick = (name: string) => params.get(name)?.slice(0, 256) ?? undefined;
  const arrival: AdTracking = {};
  const adPlatform = pick('utm_source') ?? pick('platform');
  if (adPlatform) arrival.adPlatform = adPlatform;
  const adClickId = pick('gclid') ?? pick('fbclid') ?? pick('clickid');
  if (adClickId) arrival.adClickId = adClickId;
  const campaignId = pick('campaignid') ?? pick('utm_campaign');
  if (campaignId) arrival.campaignId = campaignId;
  const adId = pick('adid');
  if (adId) arrival.adId = adId;
  const utmMedium = pick('utm_medium');
  if (utmMedium) arrival.utmMedium = utmMedium;
  if (Object.keys(arrival).length > 0) $adTracking.set({ ...$adTracking.get(), ...arrival });
  if (params.get('inapp') === '1') $inApp.set({ inApp: true, inAppTrial: params.get('inapptrial') === '1' });
}
