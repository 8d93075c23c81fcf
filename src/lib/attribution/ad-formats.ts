/**
 * The formats and names of the ad values (ADR 0037), apart from the per-platform formats in
 * ./ad-params.ts: the contract (every page that calls the provider) needs only these, so
 * 30 platforms' formats stay out of pages that never read an ad link.
 */
import { AFFILIATE_CODE_FORMAT } from '../affiliate/code.ts';

/**
 * One format per kind of value. Identifiers the platforms generate are URL-safe tokens;
 * campaign names are written by people, so letters of any script and a few separators
 * are allowed, but never `<`, `>`, quotes, `&`, `=` or `;`.
 */
export const AD_PARAM_FORMATS = {
  /** The inviting friend's code, as the affiliate page hands it out. */
  affiliateCode: AFFILIATE_CODE_FORMAT,
  /** `utm_source` / `platform`: a short name such as `google`, `facebook`, `tiktok`. */
  adPlatform: /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
  /**
   * Any click id (gclid, fbclid, msclkid…): a URL-safe token, or the colon- and
   * exclamation-separated parts Adobe writes; each platform's own, narrower format is in CLICK_IDS.
   */
  adClickId: /^[A-Za-z0-9._~:!-]{1,256}$/,
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

/** The query names of the click ids platforms add, in the order they are preferred (formats: ./ad-params.ts `CLICK_IDS`). */
export const CLICK_ID_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'ScCid',
  'rdt_cid',
  'epik',
  'yclid',
  'qclid',
  'tblci',
  'ndclid',
  'rb_clickid',
  'ldtag_cl',
  'bd_vid',
  'gdt_vid',
  'qz_gdt',
  'qhclickid',
  'ef_id',
  's_kwcid',
  'irclickid',
  'cjevent',
  'awc',
  'mc_eid',
  '_kx',
  'clickid',
] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/** The cookies ad platforms set for conversion matching, whose ids may be kept (formats: ./ad-params.ts `AD_COOKIES`). */
export const AD_COOKIE_NAMES = ['_fbp', '_fbc', '_gcl_aw', '_gcl_au', '_ttp', '_uetmsclkid', '_scid', '_rdt_uuid', '_epik'] as const;
export type AdCookieName = (typeof AD_COOKIE_NAMES)[number];

/** The most arrivals kept and reported: enough for a path of several ads and invites, never a growing log. */
export const MAX_TRAFFICS = 10;
