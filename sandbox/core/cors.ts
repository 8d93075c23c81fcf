/**
 * CORS for the provider API. The site runs on another origin, so the browser asks
 * first. Only the site's origin is allowed (the origin login links point at, and its
 * loopback spellings on the same port), plus origins configured by name
 * (`SANDBOX_ALLOWED_ORIGINS`); no credentials are involved (the login pair travels in
 * the request, never in a cookie). Any other page on this machine (another dev server,
 * a page a local tool serves) may not read the provider's answers (issue 9, defect 12).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HUMAN_TOKEN_HEADER } from '../../src/lib/core/contract/app.ts';
import { LOGIN_HMAC_HEADER, LOGIN_UUID_HEADER } from '../../src/lib/reseller/contract.ts';

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;
export const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
export const ALLOWED_HEADERS = `content-type, ${HUMAN_TOKEN_HEADER}, ${LOGIN_UUID_HEADER}, ${LOGIN_HMAC_HEADER}, x-sandbox-scope`;

/** Splits `SANDBOX_ALLOWED_ORIGINS` ("https://a.example, https://b.example"). */
export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin !== '');
}

/** An origin on this machine: loopback host, plain http, any port. */
export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin);
}

/**
 * Whether `origin` may read the provider API: one of the named origins exactly, or,
 * for a named loopback origin, the same port under another loopback name (the site at
 * `http://127.0.0.1:4321` is the same server as `http://localhost:4321`, which
 * `astro dev` prints). Another port is another program, and is refused.
 * @example isAllowedOrigin('http://localhost:4321', ['http://127.0.0.1:4321']) // true
 * @example isAllowedOrigin('http://127.0.0.1:9999', ['http://127.0.0.1:4321']) // false
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  if (!isLoopbackOrigin(origin)) return false;
  const port = (value: string) => new URL(value).port;
  return allowed.some((named) => isLoopbackOrigin(named) && port(named) === port(origin));
}

/**
 * Adds the CORS answer headers for an allowed origin (`allowedOrigins`: the site's and
 * the configured ones). Returns true when the request
 * was a preflight and has been answered.
 */
export function applyCors(request: IncomingMessage, response: ServerResponse, allowedOrigins: readonly string[]): boolean {
  response.setHeader('vary', 'Origin');
  const origin = request.headers.origin;
  const allowed = origin !== undefined && isAllowedOrigin(origin, allowedOrigins);
  if (allowed) {
    response.setHeader('access-control-allow-origin', origin);
    // Retry-After is not CORS-safelisted: without this a page cannot read how long a 429 asks it to wait.
    response.setHeader('access-control-expose-headers', 'retry-after');
  }
  if (request.method !== 'OPTIONS') return false;

  if (!allowed) {
    // No allow headers: the browser refuses the real request. The body helps a person with curl.
    response.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ error: 'Forbidden', message: 'origin not allowed' }));
    return true;
  }
  response.writeHead(204, {
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
    'cache-control': 'no-store',
  });
  response.end();
  return true;
}
