/**
 * The ad and invite parameters a visitor arrives with (spec section 3: ad platform, ad
 * click id, campaign id, ad id, utm medium, platform, ad-platform cookie ids, affiliate
 * code), each checked against the format its platform writes before anything is kept.
 * These values go into storage and later into calls to the provider, so a value outside
 * its allow-list (markup, quotes, a 10 KB blob) is dropped, never trimmed into shape:
 * a value that had to be repaired is not the platform's any more.
 */

/**
 * One format per kind of value. Identifiers the platforms generate are URL-safe tokens;
 * campaign names are written by people, so letters of any script and a few separators
 * are allowed, but never `<`, `>`, quotes, `&`, `=` or `;`.
 */
export const AD_PARAM_FORMATS = {
  /** The inviting friend's code, as the affiliate page hands it out. */
  affiliateCode: /^[A-Za-z0-9_-]{1,64}$/,
  /** `utm_source` / `platform`: a short name such as `google`, `facebook`, `tiktok`. */
  adPlatform: /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
  /** A click id (gclid, fbclid, msclkid…): a URL-safe token, the longest (gclid) about 100 characters. */
  adClickId: /^[A-Za-z0-9._~-]{1,256}$/,
  /** `campaignid` (digits) or `utm_campaign` (a name a person wrote, any script). */
  campaignId: /^[\p{L}\p{N}][\p{L}\p{N} ._~+:|/-]{0,127}$/u,
  /** `adid`: the ad's id on its platform. */
  adId: /^[A-Za-z0-9._-]{1,128}$/,
  /** `utm_medium`: `cpc`, `email`, `social`… */
  utmMedium: /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
  /** An ad platform's conversion cookie (`_fbp`: `fb.1.1596403881668.1116446470`, `_gcl_aw`: `GCL.1700000000.Cj0K…`). */
  cookieId: /^[A-Za-z0-9._~-]{1,256}$/,
} as const;

export type AdParamKind = keyof typeof AD_PARAM_FORMATS;

/**
 * Whether a value has the format of its kind.
 * @example isAdParam('utmMedium', 'cpc') // true
 * @example isAdParam('adPlatform', '"><img src=x onerror=alert(1)>') // false
 */
export function isAdParam(kind: AdParamKind, value: string): boolean {
  return AD_PARAM_FORMATS[kind].test(value);
}

/** The query names of the click ids platforms add, in the order they are preferred. */
export const CLICK_ID_PARAMS = [
  'gclid', // Google Ads
  'gbraid', // Google Ads (iOS app campaigns)
  'wbraid', // Google Ads (web to app)
  'dclid', // Google Display & Video 360
  'fbclid', // Meta
  'msclkid', // Microsoft Advertising
  'ttclid', // TikTok
  'twclid', // X
  'li_fat_id', // LinkedIn
  'ScCid', // Snapchat
  'rdt_cid', // Reddit
  'epik', // Pinterest
  'yclid', // Yandex
  'qclid', // Quora
  'clickid', // affiliate networks
] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/** The cookies ad platforms set for conversion matching, whose ids may be kept. */
export const AD_COOKIE_NAMES = ['_fbp', '_fbc', '_gcl_aw', '_gcl_au', '_ttp', '_uetmsclkid', '_scid', '_rdt_uuid', '_epik'] as const;
export type AdCookieName = (typeof AD_COOKIE_NAMES)[number];

/** What is kept of the ad parameters (spec section 3), every field already checked. */
export interface AdTrackingValues {
  adPlatform?: string;
  adClickId?: string;
  /** Which query parameter the click id came in, so its platform is known. */
  adClickIdParam?: ClickIdParam;
  campaignId?: string;
  adId?: string;
  utmMedium?: string;
  platform?: string;
  adPlatformCookieIds?: Partial<Record<AdCookieName, string>>;
}

/** What one arrival brings: the affiliate code (null when none or malformed) and the ad values that passed. */
export interface AdArrival {
  affiliateCode: string | null;
  tracking: AdTrackingValues;
}

/**
 * The ad and invite parameters of an arrival's query, each checked against its format;
 * a value that fails is dropped (and the next parameter that may carry it is read).
 *
 * @example readAdParams(new URLSearchParams('utm_source=google&gclid=Cj0KCQ&utm_medium=cpc&aff=friend_42'))
 * // { affiliateCode: 'friend_42', tracking: { adPlatform: 'google', adClickId: 'Cj0KCQ', adClickIdParam: 'gclid', utmMedium: 'cpc' } }
 * @example readAdParams(new URLSearchParams('utm_source=%22%3E%3Cimg%20src%3Dx%3E')) // { affiliateCode: null, tracking: {} }
 */
export function readAdParams(params: URLSearchParams): AdArrival {
  const first = (kind: AdParamKind, names: readonly string[]): string | undefined =>
    names.map((name) => params.get(name)).find((value): value is string => value !== null && isAdParam(kind, value));
  const tracking: AdTrackingValues = {};
  const adPlatform = first('adPlatform', ['utm_source', 'platform']);
  if (adPlatform) tracking.adPlatform = adPlatform;
  const clickIdParam = CLICK_ID_PARAMS.find((name) => {
    const value = params.get(name);
    return value !== null && isAdParam('adClickId', value);
  });
  const clickId = clickIdParam ? params.get(clickIdParam) : null;
  if (clickIdParam && clickId) {
    tracking.adClickId = clickId;
    tracking.adClickIdParam = clickIdParam;
  }
  const campaignId = first('campaignId', ['campaignid', 'utm_campaign']);
  if (campaignId) tracking.campaignId = campaignId;
  const adId = first('adId', ['adid']);
  if (adId) tracking.adId = adId;
  const utmMedium = first('utmMedium', ['utm_medium']);
  if (utmMedium) tracking.utmMedium = utmMedium;
  return { affiliateCode: first('affiliateCode', ['aff']) ?? null, tracking };
}
