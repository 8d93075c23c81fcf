/**
 * The subscription address itself (`GET /wl/v1/subscribe/{id}?hmac[&flag]`, contract:
 * SUBSCRIBE_PATH, SubscribeQuery). Not JSON: proxy clients fetch the document, so it is
 * served beside the API router, like the downloads. Only the service's current use
 * signature opens it, only while the service is Active; each fetch counts its device.
 * Refusals are plain text (a client shows them as they are): 404 for an unknown service
 * or a wrong or old signature (the same answer), 403 for a service that is not running.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchPath, SubscribeQuery, SUBSCRIBE_PATH } from '../../src/lib/core/contract/index.ts';
import { serviceState } from '../core/accounts.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService, findUser } from '../core/account-rows.ts';
import { servicePageUrl, subscriptionUrl } from '../core/links.ts';
import { FAIR_USE_BYTES } from '../service/rules.ts';
import { subscriptionFormat } from './rules.ts';
import { subscriptionDocument } from './document.ts';
import { extraTrafficBytes, recordDevice } from './devices.ts';
import { visitorAddress } from '../order/routes.ts';

/** The subscription path's id when `pathname` is one (`/wl/v1/subscribe/7` → '7'), else null. */
export function subscribeTarget(pathname: string): string | null {
  try {
    return matchPath(SUBSCRIBE_PATH, pathname)?.id ?? null;
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(text);
}

/**
 * `profile-web-page-url`: the site's service page, no login values. Only an https site
 * (or the site on loopback, in development) is named: a client opens it in a browser.
 */
function webPageUrl(siteOrigin: string, serviceId: number): string | null {
  const url = new URL(siteOrigin);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  return url.protocol === 'https:' || loopback ? servicePageUrl(siteOrigin, serviceId) : null;
}

/** RFC 5987 `filename*`: percent-encoded UTF-8 (also what clients show as the profile name). */
function attachmentName(name: string): string {
  return `attachment;filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export function serveSubscription(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL, rawId: string): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendText(response, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
    return;
  }
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
  const query = SubscribeQuery.safeParse(Object.fromEntries(url.searchParams));
  const service = id === null ? undefined : findService(ctx.db, id);
  const useHmac = service ? ctx.signer.subscriptionHmac(service.id, service.link_version) : null;
  if (!service || !useHmac || !query.success || !ctx.signer.matches(useHmac, query.data.hmac)) {
    sendText(response, 404, 'Subscription not found: the address is wrong or was reset.\n');
    return;
  }
  const now = ctx.clock.now();
  if (findUser(ctx.db, service.user_uuid)?.closed_at) {
    sendText(response, 403, 'This account is closed.\n');
    return;
  }
  const state = serviceState(service, now);
  if (state.status !== 'Active') {
    sendText(response, 403, `This service is not active (${state.status}).\n`);
    return;
  }

  const userAgent = request.headers['user-agent'] ?? '';
  const format = subscriptionFormat(query.data.flag, userAgent);
  const { body, contentType } = subscriptionDocument(format, service.product_name, useHmac, subscriptionUrl(ctx.publicOrigin(), service.id, useHmac));
  const upload = Math.floor(state.usedBytes / 10);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(body)),
    'subscription-userinfo': `upload=${upload}; download=${state.usedBytes - upload}; total=${FAIR_USE_BYTES + extraTrafficBytes(ctx, service.id, now)}; expire=${Math.floor(service.expires_at.getTime() / 1000)}`,
    'profile-update-interval': '24',
    'content-disposition': attachmentName(service.product_name),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  const page = webPageUrl(ctx.siteOrigin, service.id);
  if (page) headers['profile-web-page-url'] = page;
  response.writeHead(200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const deviceHeader = request.headers['x-device-id'];
  const deviceId = typeof deviceHeader === 'string' && deviceHeader.trim() !== '' ? deviceHeader.trim().slice(0, 128) : null;
  recordDevice(ctx, service.id, { deviceId, userAgent, address: visitorAddress(request, ctx.trustProxy) }, now);
  response.end(body);
}
