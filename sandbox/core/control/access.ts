/**
 * Who may use the control surface: only this machine, and in a browser only its own
 * pages. It hands out every account's login link and moves the clock, so it refuses
 * - a caller that is not on loopback (in case someone binds the sandbox wider),
 * - a Host header that is not a loopback name (DNS rebinding from a web page),
 * - a request whose Origin is not the surface's own (a page elsewhere, and also any
 *   other page on this machine: another dev server, the site itself), with one
 *   exception: the site may call `POST /__sandbox/api/stripe/confirm`, where the
 *   browser tests' Stripe.js double stands in for api.stripe.com from the payment page.
 * Tools (curl, Node's fetch: the control client of the tests and the bench) send no
 * Origin and are answered.
 */
import type { IncomingMessage } from 'node:http';
import { isAllowedOrigin } from '../cors.ts';

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

/** The control paths a page on the site may call (the Stripe.js double's confirm call). */
export const SITE_CALLABLE_CONTROL_PATHS: readonly string[] = ['/__sandbox/api/stripe/confirm'];

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

/**
 * The surface's own origin, as this request reached it: its pages post their forms
 * there. Only meaningful once the Host is known to be a loopback name.
 * @example ownOrigin('127.0.0.1:8787') // 'http://127.0.0.1:8787'
 */
function ownOrigin(host: string): string {
  return `http://${host.toLowerCase()}`;
}

/**
 * Why the request is refused, or null when it may proceed. `path` is the request's
 * path, `siteOrigin` where the site runs (the one other origin, for one path).
 */
export function controlAccessProblem(request: IncomingMessage, path: string, siteOrigin: string): string | null {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return 'the control surface answers loopback callers only';
  const host = request.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) return 'the control surface answers loopback host names only';
  const origin = request.headers.origin;
  if (origin === undefined || origin === ownOrigin(host)) return null;
  if (SITE_CALLABLE_CONTROL_PATHS.includes(path) && isAllowedOrigin(origin, [siteOrigin])) return null;
  return 'the control surface answers its own pages only';
}
