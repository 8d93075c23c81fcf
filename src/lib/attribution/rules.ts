/**
 * Where a visitor came from, as the provider is told it (spec section 7: `au/ads` with
 * `traffics[]`, each a platform, an affiliate code or "nature", i.e. no ad and no invite).
 * Pure rules over values already checked by ./ad-params.ts; the stores keep and send them
 * (lib/attribution/store.ts, ADR 0037).
 */
import { CLICK_IDS, type AdArrival, type AdTrackingValues } from './ad-params.ts';
import { AD_PARAM_FORMATS, MAX_TRAFFICS } from './ad-formats.ts';
import type { AdsReport } from './contract.ts';

/** One arrival that counted: from an ad platform, from a friend's invite, or neither. `at` in ms. */
export type Traffic = { platform: string; at: number } | { aff: string; at: number } | { nature: true; at: number };

/**
 * Whether a value read back from storage is a counted arrival (the stores check with zod;
 * the landing page's inline script, which has no zod, with this).
 * @example isTraffic({ nature: true, at: 1 }) // true
 * @example isTraffic({ platform: '<b>', at: 1 }) // false
 */
export function isTraffic(value: unknown): value is Traffic {
  if (typeof value !== 'object' || value === null || !('at' in value) || typeof value.at !== 'number') return false;
  if ('platform' in value) return typeof value.platform === 'string' && AD_PARAM_FORMATS.adPlatform.test(value.platform);
  if ('aff' in value) return typeof value.aff === 'string' && AD_PARAM_FORMATS.affiliateCode.test(value.aff);
  return 'nature' in value && value.nature === true;
}

export { MAX_TRAFFICS };

/** The ad platform an arrival names: the link's own, else the one its click id belongs to. */
function platformOf(tracking: Pick<AdTrackingValues, 'adPlatform' | 'adClickIdParam'>): string | undefined {
  return tracking.adPlatform ?? (tracking.adClickIdParam ? CLICK_IDS[tracking.adClickIdParam].platform : undefined);
}

/**
 * What an arrival counts as: its ad platform (named by the link, or by the click id's
 * platform), its affiliate code, both, or nothing (a plain visit adds nothing here; see
 * `recordTraffics` for the first visit's "nature").
 * @example trafficsOf({ affiliateCode: null, tracking: { adClickId: 'x', adClickIdParam: 'gclid' } }, 5) // [{ platform: 'google', at: 5 }]
 */
export function trafficsOf(arrival: AdArrival, at: number): Traffic[] {
  const { tracking, affiliateCode } = arrival;
  const platform = platformOf(tracking);
  const traffics: Traffic[] = [];
  if (platform) traffics.push({ platform, at });
  if (affiliateCode) traffics.push({ aff: affiliateCode, at });
  return traffics;
}

const sameSource = (a: Traffic, b: Traffic): boolean =>
  ('platform' in a && 'platform' in b && a.platform === b.platform) || ('aff' in a && 'aff' in b && a.aff === b.aff) || ('nature' in a && 'nature' in b);

/**
 * The kept list after an arrival: the first visit without ad or invite is "nature"; the
 * same source again in a row (a reload, the next page of one visit) is not counted twice;
 * only the last MAX_TRAFFICS are kept.
 * @example recordTraffics([], [], 7) // [{ nature: true, at: 7 }]
 */
export function recordTraffics(kept: readonly Traffic[], arrived: readonly Traffic[], at: number): Traffic[] {
  const next = [...kept];
  const incoming: Traffic[] = arrived.length === 0 && kept.length === 0 ? [{ nature: true, at }] : [...arrived];
  for (const traffic of incoming) {
    const last = next.at(-1);
    if (!last || !sameSource(last, traffic)) next.push(traffic);
  }
  return next.slice(-MAX_TRAFFICS);
}

/** The `au/ads` body without the login (the contract's `AdsReport`), built from what is kept. */
export type AdsReportValues = Omit<AdsReport, 'uuid' | 'hmac' | 'event'>;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The report of where this buyer came from: the ad values kept (the click id as
 * `auadid`, the provider's name for it), the affiliate code, the 5-second-visit
 * timestamp, and every counted arrival. Only values that are present are sent.
 * @example adsReport({ fingerprint: 'f', tracking: { adClickId: 'C', adClickIdParam: 'gclid' }, affiliateCode: null, traffics: [], verifiedAt: null }).auadid // 'C'
 */
export function adsReport(input: {
  fingerprint: string;
  tracking: AdTrackingValues;
  affiliateCode: string | null;
  traffics: readonly Traffic[];
  verifiedAt: number | null;
}): AdsReportValues {
  const { tracking } = input;
  const platform = platformOf(tracking);
  const cookieIds = tracking.adPlatformCookieIds && Object.keys(tracking.adPlatformCookieIds).length > 0 ? tracking.adPlatformCookieIds : undefined;
  return {
    fingerprint: input.fingerprint,
    ...(platform ? { platform } : {}),
    ...(tracking.campaignId ? { campaignid: tracking.campaignId } : {}),
    ...(tracking.adId ? { adid: tracking.adId } : {}),
    ...(tracking.adClickId ? { auadid: tracking.adClickId } : {}),
    ...(tracking.adClickIdParam ? { clickIdParam: tracking.adClickIdParam } : {}),
    ...(tracking.utmMedium ? { utmMedium: tracking.utmMedium } : {}),
    ...(cookieIds ? { cookieIds } : {}),
    ...(input.verifiedAt !== null ? { verifiedAt: iso(input.verifiedAt) } : {}),
    ...(input.affiliateCode ? { aff: input.affiliateCode } : {}),
    traffics: input.traffics.map((traffic) => ({ ...traffic, at: iso(traffic.at) })),
  };
}

/**
 * A fingerprint that identifies nothing about the device: a random id made once per
 * browser and kept in its storage (ADR 0037). It joins a visit to a later order, and
 * clearing site data makes a new one.
 * @example newInstallId(() => 'c0ffee00-0000-4000-8000-000000000000') // 'web-c0ffee00-0000-4000-8000-000000000000'
 */
export function newInstallId(randomUuid: () => string = () => crypto.randomUUID()): string {
  return `web-${randomUuid()}`;
}

/** The format of an install id (also what the provider accepts as a fingerprint). */
export const INSTALL_ID_FORMAT = /^web-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The errors a background send tries again after: the provider may answer later. */
const PASSING_TROUBLE = new Set(['NetworkTrouble', 'Timeout', 'ServerError', 'ProviderBusy']);
/** Waits before the 2nd and 3rd tries; there is no 4th. */
export const RESEND_WAITS_MS = [2_000, 8_000] as const;

/**
 * How long to wait before sending again after `attempt` failed with `error`, or null to
 * give up: only passing trouble is tried again, at most three tries in all.
 * @example resendWait('NetworkTrouble', 1) // 2000
 * @example resendWait('RequestError', 1) // null
 * @example resendWait('Timeout', 3) // null
 */
export function resendWait(error: string, attempt: number): number | null {
  if (!PASSING_TROUBLE.has(error)) return null;
  return RESEND_WAITS_MS[attempt - 1] ?? null;
}

/**
 * The click a `fingerprint/upload` ties to this browser: its platform and the click id
 * (or, without one, the ad's id); null when the arrival named no platform or no id.
 * @example clickUpload({ adClickId: 'Cj0', adClickIdParam: 'gclid' }) // { platform: 'google', adid: 'Cj0' }
 */
export function clickUpload(tracking: AdTrackingValues): { platform: string; adid: string } | null {
  const platform = platformOf(tracking);
  const adid = tracking.adClickId ?? tracking.adId;
  return platform && adid ? { platform, adid } : null;
}
