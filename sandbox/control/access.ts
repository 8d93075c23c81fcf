/**
 * Who may use the control surface: only this machine. It hands out every account's
 * login link and moves the clock, so it refuses
 * - a caller that is not on loopback (in case someone binds the sandbox wider),
 * - a Host header that is not a loopback name (DNS rebinding from a web page),
 * - a request whose Origin is not a loopback origin (a web page elsewhere posting a
 *   form here or calling the JSON API).
 * Pages on loopback origins (the site, test pages) may call the JSON API with CORS.
 */
import type { IncomingMessage } from 'node:http';
import { isAllowedOrigin } from '../cors.ts';

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

/** Why the request is refused, or null when it may proceed. */
export function controlAccessProblem(request: IncomingMessage): string | null {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return 'the control surface answers loopback callers only';
  const host = request.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) return 'the control surface answers loopback host names only';
  // Tools (curl, Node's fetch) send no Origin; browsers send the page's origin.
  const origin = request.headers.origin;
  if (origin !== undefined && !isLoopbackOrigin(origin)) return 'requests from other sites are refused';
  return null;
}

/** An origin on this machine (only loopback: SANDBOX_ALLOWED_ORIGINS does not reach the control surface). */
export function isLoopbackOrigin(origin: string): boolean {
  return isAllowedOrigin(origin, []);
}
