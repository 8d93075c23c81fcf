/**
 * The ad and invite parameters a visitor arrives with (spec section 3: ad platform, ad
 * click id, campaign id, ad id, utm medium, platform, ad-platform cookie ids, affiliate
 * code), each checked against the format its platform writes before anything is kept.
 * These values go into storage and later into calls to the provider, so a value outside
 * its allow-list (markup, quotes, a 10 KB blob) is dropped, never trimmed into shape:
 * a value that had to be repaired is not the platform's any more.
 */

export { AD_PARAM_FORMATS, AD_COOKIE_NAMES, CLICK_ID_PARAMS, type AdCookieName, type AdParamKind, type ClickIdParam } from './ad-formats.ts';
import { AD_COOKIE_NAMES, AD_PARAM_FORMATS, CLICK_ID_PARAMS, type AdCookieName, type AdParamKind, type ClickIdParam } from './ad-formats.ts';

/**
 * Whether a value has the format of its kind.
 * @example isAdParam('utmMedium', 'cpc') // true
 * @example isAdParam('adPlatform', '"><img src=x onerror=alert(1)>') // false
 */
export function isAdParam(kind: AdParamKind, value: string): boolean {
  return AD_PARAM_FORMATS[kind].test(value);
}

/** A URL-safe token of up to `max` characters: what most platforms' click ids are. */
const token = (max: number) => new RegExp(`^[A-Za-z0-9._~-]{1,${max}}$`);

/**
 * The click ids of about 30 ad and affiliate platforms, in the order they are preferred
 * when a link carries several: the query name, the platform it names (sent to the
 * provider as the traffic's platform) and its own format, with its own length cap.
 * Formats are as wide as the platform writes and no wider: a value that does not fit is
 * dropped, never trimmed.
 */
export const CLICK_IDS = {
  gclid: { platform: 'google', format: token(200) },
  gbraid: { platform: 'google', format: token(200) },
  wbraid: { platform: 'google', format: token(200) },
  dclid: { platform: 'google', format: token(200) },
  fbclid: { platform: 'facebook', format: token(256) },
  msclkid: { platform: 'microsoft', format: /^[A-Za-z0-9]{1,64}$/ },
  ttclid: { platform: 'tiktok', format: token(256) },
  twclid: { platform: 'x', format: token(128) },
  li_fat_id: { platform: 'linkedin', format: /^[A-Za-z0-9-]{1,64}$/ },
  ScCid: { platform: 'snapchat', format: /^[A-Za-z0-9-]{1,64}$/ },
  rdt_cid: { platform: 'reddit', format: token(128) },
  epik: { platform: 'pinterest', format: token(256) },
  yclid: { platform: 'yandex', format: /^\d{1,24}$/ },
  qclid: { platform: 'quora', format: /^[A-Za-z0-9-]{1,64}$/ },
  tblci: { platform: 'taboola', format: token(128) },
  ndclid: { platform: 'nextdoor', format: token(128) },
  rb_clickid: { platform: 'vk', format: token(128) },
  ldtag_cl: { platform: 'line', format: token(128) },
  bd_vid: { platform: 'baidu', format: /^\d{1,32}$/ },
  gdt_vid: { platform: 'tencent', format: token(128) },
  qz_gdt: { platform: 'tencent', format: token(128) },
  qhclickid: { platform: '360', format: token(128) },
  /** Adobe Advertising: `EAIaIQob…:G:s` (colons separate its parts). */
  ef_id: { platform: 'adobe', format: /^[A-Za-z0-9_-]{1,200}(:[A-Za-z0-9_-]{1,16}){0,3}$/ },
  /** Adobe Analytics: `AL!1234!3!…` (exclamation marks separate its parts). */
  s_kwcid: { platform: 'adobe', format: /^[A-Za-z0-9_.-]{1,64}(![A-Za-z0-9_.-]{0,64}){0,10}$/ },
  irclickid: { platform: 'impact', format: token(128) },
  cjevent: { platform: 'cj', format: /^[A-Za-z0-9]{1,64}$/ },
  awc: { platform: 'awin', format: /^\d{1,10}_\d{1,12}_[A-Za-z0-9]{1,64}$/ },
  mc_eid: { platform: 'mailchimp', format: /^[A-Za-z0-9]{1,32}$/ },
  _kx: { platform: 'klaviyo', format: token(128) },
  /** Affiliate networks and Ocean Engine (Douyin) write a bare `clickid`. */
  clickid: { platform: 'affiliate', format: token(256) },
} as const satisfies Record<ClickIdParam, { platform: string; format: RegExp }>;

/**
 * Whether a click id has its platform's format (and the general one: no platform's id
 * is longer than 256 characters or carries markup).
 * @example isClickId('msclkid', '2e0c1f1b6d9a4c0f') // true
 * @example isClickId('yclid', 'abc') // false: Yandex writes digits
 */
export function isClickId(param: ClickIdParam, value: string): boolean {
  return value.length <= 256 && CLICK_IDS[param].format.test(value);
}

/**
 * The cookies ad platforms set for conversion matching, whose ids may be kept, each with
 * the format its platform writes. No ad script runs on this site (ADR 0037), so these
 * exist only when the site shares a domain with one that sets them.
 */
export const AD_COOKIES = {
  _fbp: /^fb\.\d\.\d{10,13}\.\d{1,20}$/,
  _fbc: /^fb\.\d\.\d{10,13}\.[A-Za-z0-9_-]{1,200}$/,
  _gcl_aw: /^GCL\.\d{10}\.[A-Za-z0-9_-]{1,200}$/,
  _gcl_au: /^1\.1\.\d{1,12}\.\d{10}$/,
  _ttp: /^[A-Za-z0-9._-]{1,64}$/,
  _uetmsclkid: /^_uet[0-9a-f]{32}$/,
  _scid: /^[A-Za-z0-9-]{1,64}$/,
  _rdt_uuid: /^\d{13}\.[0-9a-f-]{36}$/,
  _epik: /^[A-Za-z0-9._-]{1,256}$/,
} as const satisfies Record<AdCookieName, RegExp>;

/**
 * The ad-platform cookie ids in a `document.cookie` string, each checked against its
 * platform's format; others (and malformed ones) are left out.
 * @example readAdCookies('_fbp=fb.1.1596403881668.1116446470; theme=dark') // { _fbp: 'fb.1.1596403881668.1116446470' }
 */
export function readAdCookies(cookieText: string): Partial<Record<AdCookieName, string>> {
  const found: Partial<Record<AdCookieName, string>> = {};
  for (const part of cookieText.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    const cookie = AD_COOKIE_NAMES.find((known) => known === name);
    if (!cookie) continue;
    if (AD_COOKIES[cookie].test(value) && isAdParam('cookieId', value)) found[cookie] = value;
  }
  return found;
}

/** What is kept of the ad parameters (spec section 3), every field already checked. */
export interface AdTrackingValues {
  adPlatform?: string;
  adClickId?: string;
  /** Which query parameter the click id came in, so its platform is known. */
  adClickIdParam?: ClickIdParam;
  campaignId?: string;
  adId?: string;
  utmMedium?: string;
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
    return value !== null && isClickId(name, value);
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
