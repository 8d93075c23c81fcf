/**
 * CORS for the provider API. The site runs on another origin, so the browser asks
 * first. Any loopback origin is allowed (the site, dev servers and tests use many
 * ports), plus configured origins; no credentials are involved (the login pair
 * travels in the request, never in a cookie).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;
export const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
export const ALLOWED_HEADERS = 'content-type, x-sandbox-scope';

/** Splits `SANDBOX_ALLOWED_ORIGINS` ("https://a.example, https://b.example"). */
export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin !== '');
}

/** @example isAllowedOrigin('http://localhost:4321', []) // true */
export function isAllowedOrigin(origin: string, extra: readonly string[]): boolean {
  return LOOPBACK_ORIGIN.test(origin) || extra.includes(origin);
}

/**
 * Adds the CORS answer headers for an allowed origin. Returns true when the request
 * was a preflight and has been answered.
 */
export function applyCors(request: IncomingMessage, response: ServerResponse, extraOrigins: readonly string[]): boolean {
  response.setHeader('vary', 'Origin');
  const origin = request.headers.origin;
  const allowed = origin !== undefined && isAllowedOrigin(origin, extraOrigins);
  if (allowed) response.setHeader('access-control-allow-origin', origin);
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
