/** The addresses the sandbox hands out: login links to the site, use links to itself. */
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/core/i18n/locales.ts';

/** The page a login link opens: the default service, in the account's language. */
const loginPath = (lang: Locale) => `/${lang}/user/service/0`;

/**
 * Both forms of a login link. The fragment form never reaches a server or a Referer
 * (decisions.md); the query form is the one the spec describes.
 * @example loginLinks('http://127.0.0.1:4321', 'u1', 'ab').fragment // 'http://127.0.0.1:4321/zh-TW/user/service/0#uuid=u1&hmac=ab'
 * @example loginLinks('http://127.0.0.1:4321', 'u1', 'ab', 'en-US').query // 'http://127.0.0.1:4321/en-US/user/service/0?uuid=u1&hmac=ab'
 */
export function loginLinks(siteOrigin: string, uuid: string, hmac: string, lang: Locale = DEFAULT_LOCALE): { fragment: string; query: string } {
  const pair = new URLSearchParams({ uuid, hmac }).toString();
  return { fragment: `${siteOrigin}${loginPath(lang)}#${pair}`, query: `${siteOrigin}${loginPath(lang)}?${pair}` };
}

/** The order page in a language (where the retain offers lead). @example orderPlaceUrl('http://127.0.0.1:4321', 'zh-CN') // 'http://127.0.0.1:4321/zh-CN/order/place' */
export function orderPlaceUrl(siteOrigin: string, lang: Locale): string {
  return `${siteOrigin}/${lang}/order/place`;
}

/**
 * An invite link: the order page with the inviter's code and nothing else (never a uuid,
 * hmac, seed or service id; reference §2.6), so it can be posted anywhere. A gift's mail
 * adds its one-use token (`gift=`), which is not a login.
 * @example inviteLinkUrl('http://127.0.0.1:4321', 'zh-TW', 'K7QM2XPA') // 'http://127.0.0.1:4321/zh-TW/order/place?aff=K7QM2XPA'
 * @example inviteLinkUrl('http://127.0.0.1:4321', 'en-US', 'K7QM2XPA', 'Tk') // 'http://127.0.0.1:4321/en-US/order/place?aff=K7QM2XPA&gift=Tk'
 */
export function inviteLinkUrl(siteOrigin: string, lang: Locale, code: string, giftToken?: string): string {
  const query = new URLSearchParams({ aff: code, ...(giftToken === undefined ? {} : { gift: giftToken }) });
  return `${orderPlaceUrl(siteOrigin, lang)}?${query.toString()}`;
}

/**
 * The site's unsubscribe page for a marketing mail's `off_num` (the page asks for a
 * press; ADR 0035), or the bare page when there is none.
 * @example unsubscribePageUrl('http://127.0.0.1:4321', 'en-US', 'x1') // 'http://127.0.0.1:4321/en-US/user/unsubscribe?off_num=x1'
 */
export function unsubscribePageUrl(siteOrigin: string, lang: Locale, offNum: string | null): string {
  const query = offNum === null ? '' : `?${new URLSearchParams({ off_num: offNum }).toString()}`;
  return `${siteOrigin}/${lang}/user/unsubscribe${query}`;
}

/**
 * The link a verification mail carries: the page that asked (the service page for a
 * code asked through a service, `user/account` for one the account asked itself, when
 * `serviceId` is null), with the four values the page checks (`serviceEmailVerify`,
 * `auEmailVerify`) in the fragment, so they never reach a server log or a Referer.
 * `email-verify=1` tells the page what the fragment is for.
 * @example emailVerifyUrl('http://127.0.0.1:4321', 'zh-CN', 7, { email: 'a@example.com', code: '123456', timestamp: 1900000000, sign: 'ab' })
 * // 'http://127.0.0.1:4321/zh-CN/user/service/7#email-verify=1&email=a%40example.com&code=123456&timestamp=1900000000&sign=ab'
 * @example emailVerifyUrl('http://127.0.0.1:4321', 'en-US', null, { email: 'a@example.com', code: '123456', timestamp: 1900000000, sign: 'ab' })
 * // 'http://127.0.0.1:4321/en-US/user/account#email-verify=1&email=a%40example.com&code=123456&timestamp=1900000000&sign=ab'
 */
export function emailVerifyUrl(siteOrigin: string, lang: Locale, serviceId: number | null, values: { email: string; code: string; timestamp: number; sign: string }): string {
  const fragment = new URLSearchParams({ 'email-verify': '1', email: values.email, code: values.code, timestamp: String(values.timestamp), sign: values.sign });
  const page = serviceId === null ? 'user/account' : `user/service/${serviceId}`;
  return `${siteOrigin}/${lang}/${page}#${fragment.toString()}`;
}

/**
 * The service page's home, as a subscription document names it (`profile-web-page-url`):
 * no login values, only the page (the site asks for the login link it keeps).
 * @example servicePageUrl('https://skyline.example', 7) // 'https://skyline.example/user/service/7'
 */
export function servicePageUrl(siteOrigin: string, serviceId: number): string {
  return `${siteOrigin}/user/service/${serviceId}`;
}

/** The use-only subscription address of a service (shareable; it cannot manage the service). */
export function subscriptionUrl(publicOrigin: string, serviceId: number, useHmac: string): string {
  return `${publicOrigin}/wl/v1/subscribe/${serviceId}?hmac=${useHmac}`;
}

/** The cashier page of a payment attempt (the sandbox's stand-in for Alipay, PayPal…). */
export const CASHIER_PATH = '/__sandbox/cashier/';

/** @example cashierUrl('http://127.0.0.1:8787', 'pay_ab') // 'http://127.0.0.1:8787/__sandbox/cashier/pay_ab' */
export function cashierUrl(publicOrigin: string, paymentId: string): string {
  return `${publicOrigin}${CASHIER_PATH}${encodeURIComponent(paymentId)}`;
}

/**
 * Where the site takes a person back after an off-site payment (PayPal's return URL).
 * The provider does not know the page's language: without one, the address has none and
 * the site puts the visitor's stored language in front (spec section 1).
 * @example orderPayUrl('http://127.0.0.1:4321', 'en-US', 10001) // 'http://127.0.0.1:4321/en-US/order/pay?invoice=10001'
 * @example orderPayUrl('http://127.0.0.1:4321', null, 10001) // 'http://127.0.0.1:4321/order/pay?invoice=10001'
 */
export function orderPayUrl(siteOrigin: string, lang: string | null, invoiceId: number): string {
  return `${siteOrigin}${lang ? `/${lang}` : ''}/order/pay?invoice=${invoiceId}`;
}

/**
 * A return address is followed only when it is on the site's own origin (no open
 * redirect through the cashier); anything else gives null.
 * @example safeReturnUrl('http://127.0.0.1:4321', 'https://evil.example/') // null
 */
export function safeReturnUrl(siteOrigin: string, candidate: string | null): string | null {
  if (candidate === null) return null;
  try {
    const url = new URL(candidate);
    return url.origin === siteOrigin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
  } catch {
    return null;
  }
}

/** Removes one trailing slash so origins can be joined with absolute paths. */
export function trimOrigin(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}
