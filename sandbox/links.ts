/** The addresses the sandbox hands out: login links to the site, use links to itself. */

/** The page a login link opens: the default service. */
const LOGIN_PATH = '/zh-TW/user/service/0';

/**
 * Both forms of a login link. The fragment form never reaches a server or a Referer
 * (decisions.md); the query form is the one the spec describes.
 * @example loginLinks('http://127.0.0.1:4321', 'u1', 'ab').fragment // 'http://127.0.0.1:4321/zh-TW/user/service/0#uuid=u1&hmac=ab'
 */
export function loginLinks(siteOrigin: string, uuid: string, hmac: string): { fragment: string; query: string } {
  const pair = new URLSearchParams({ uuid, hmac }).toString();
  return { fragment: `${siteOrigin}${LOGIN_PATH}#${pair}`, query: `${siteOrigin}${LOGIN_PATH}?${pair}` };
}

/** The use-only subscription address of a service (shareable; it cannot manage the service). */
export function subscriptionUrl(publicOrigin: string, serviceId: number, useHmac: string): string {
  return `${publicOrigin}/wl/v1/subscribe/${serviceId}?hmac=${useHmac}`;
}

/** Removes one trailing slash so origins can be joined with absolute paths. */
export function trimOrigin(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}
