/**
 * The address the visitor panel's call (`GET /api/v1/au/fraudorder`) reports, set from the
 * control surface so a person trying the sandbox on their own computer (always loopback
 * here) or a browser test sees a real-looking location and network (sandbox/order/geoip.ts):
 * the page `/__sandbox/visitor` for a person, `/__sandbox/api/visitor-address` for tests.
 * A setting names a test's scope (its `x-sandbox-scope`) or none: everyone else. In memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import * as z from 'zod/mini';
import type { SandboxContext } from '../context.ts';
import { sendHtml, sendJson } from '../http.ts';
import { escapeHtml, layout } from './html.ts';
import { ControlError, parseWith, readForm, readJson } from './request.ts';
import { GEO_RANGES } from '../../order/geoip.ts';

const PAGE = '/__sandbox/visitor';
const API = '/__sandbox/api/visitor-address';

/** `POST /__sandbox/api/visitor-address`: `address` null goes back to the caller's own. */
export const VisitorAddressChange = z.object({
  address: z.nullable(z.string().check(z.maxLength(45))),
  scope: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
export const VisitorAddressView = z.object({ address: z.nullable(z.string()) });

/** The address set for this scope (or for everyone), if any. */
export function reportedVisitorAddress(ctx: SandboxContext, scope: string | null): string | null {
  return (scope !== null ? ctx.visitorAddresses.get(scope) : undefined) ?? ctx.visitorAddresses.get('') ?? null;
}

function setAddress(ctx: SandboxContext, address: string | null, scope: string): void {
  if (address === null || address.trim() === '') {
    ctx.visitorAddresses.delete(scope);
    return;
  }
  if (isIP(address.trim()) === 0) throw new ControlError(400, 'ValidationFailed', 'address must be an IPv4 or IPv6 address', ['address']);
  ctx.visitorAddresses.set(scope, address.trim());
}

function page(ctx: SandboxContext): string {
  const current = ctx.visitorAddresses.get('') ?? null;
  const examples = GEO_RANGES.map((range) => `<li><code>${escapeHtml(range.network)}/${range.prefix}</code>: ${escapeHtml(range.isp.en)}, ${escapeHtml(range.country.en)}</li>`).join('\n');
  return layout(
    'Visitor address',
    `<section>
<h2>The address the visitor panel reports</h2>
<p>Now: ${current === null ? '<span class="muted">the caller’s own (loopback here: “local network”)</span>' : `<code>${escapeHtml(current)}</code>`}</p>
<form method="post" action="${PAGE}" class="row">
<label>Address <input name="address" value="${escapeHtml(current ?? '')}" placeholder="203.198.1.2"></label>
<button>Report this address</button>
<button name="address" value="">Back to the caller’s own</button>
</form>
<p class="muted">The sandbox’s location table (any address inside these ranges):</p>
<ul>${examples}</ul>
</section>`,
  );
}

/** Handles the page and the API; false for any other path. */
export async function routeVisitorAddress(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname === PAGE) {
    if (request.method === 'POST') {
      setAddress(ctx, (await readForm(request)).address ?? null, '');
      response.writeHead(303, { location: PAGE, 'cache-control': 'no-store' }).end();
    } else {
      sendHtml(response, 200, page(ctx));
    }
    return true;
  }
  if (url.pathname !== API) return false;
  if (request.method === 'POST') {
    const change = parseWith(VisitorAddressChange, await readJson(request));
    setAddress(ctx, change.address, change.scope ?? '');
    sendJson(response, 200, { address: ctx.visitorAddresses.get(change.scope ?? '') ?? null });
    return true;
  }
  sendJson(response, 200, { address: ctx.visitorAddresses.get(url.searchParams.get('scope') ?? '') ?? null });
  return true;
}
