/**
 * What arrived about where buyers came from (ADR 0037), for a person (`/__sandbox/attribution`,
 * every value escaped: these are strings a visitor's link put there) and for tests
 * (`/__sandbox/api/attribution`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import type { SandboxContext } from '../context.ts';
import { listAttribution, type AttributionRecords } from '../../attribution/data.ts';
import { sendHtml, sendJson } from '../http.ts';
import { escapeHtml, layout } from './html.ts';

/** The JSON answer of `/__sandbox/api/attribution` (tests parse it with this). */
export const AttributionView = z.object({
  fingerprints: z.array(z.object({ id: z.number(), platform: z.string(), adid: z.string(), fingerprint: z.string(), createdAt: z.string() })),
  adReports: z.array(
    z.object({
      id: z.number(),
      userUuid: z.string(),
      event: z.string(),
      fingerprint: z.string(),
      platform: z.nullable(z.string()),
      auadid: z.nullable(z.string()),
      aff: z.nullable(z.string()),
      report: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  orderAffiliates: z.array(z.object({ orderId: z.number(), invoiceId: z.nullable(z.number()), userUuid: z.string(), aff: z.string(), known: z.boolean(), createdAt: z.string() })),
});
export type AttributionView = z.infer<typeof AttributionView>;

const PAGE = '/__sandbox/attribution';
const API = '/__sandbox/api/attribution';

function table(caption: string, head: readonly string[], rows: readonly (readonly (string | number | null)[])[], empty: string): string {
  if (rows.length === 0) return `<section><h2>${escapeHtml(caption)}</h2><p class="muted">${escapeHtml(empty)}</p></section>`;
  const header = head.map((name) => `<th scope="col">${escapeHtml(name)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell === null ? '<span class="muted">–</span>' : `<code>${escapeHtml(cell)}</code>`}</td>`).join('')}</tr>`).join('\n');
  return `<section><h2>${escapeHtml(caption)}</h2><table><thead><tr>${header}</tr></thead><tbody>${body}</tbody></table></section>`;
}

export function renderAttribution(records: AttributionRecords): string {
  return layout(
    'Attribution',
    `<p class="muted">The newest 50 of each kind. Values come from visitors' links, shown as text.</p>
${table(
  'Orders with an affiliate code (au/order)',
  ['order', 'invoice', 'account', 'affiliate code', 'known code', 'at'],
  records.orderAffiliates.map((row) => [row.orderId, row.invoiceId, row.userUuid, row.aff, row.known ? 'yes' : 'no', row.createdAt]),
  'No order came with an affiliate code yet.',
)}
${table(
  'Ad reports (au/ads)',
  ['account', 'after', 'platform', 'click id (auadid)', 'affiliate code', 'fingerprint', 'whole report', 'at'],
  records.adReports.map((row) => [row.userUuid, row.event, row.platform, row.auadid, row.aff, row.fingerprint, JSON.stringify(row.report), row.createdAt]),
  'No ad report yet.',
)}
${table(
  'Ad clicks tied to a fingerprint (fingerprint/upload)',
  ['platform', 'click or ad id', 'fingerprint', 'at'],
  records.fingerprints.map((row) => [row.platform, row.adid, row.fingerprint, row.createdAt]),
  'No fingerprint upload yet.',
)}`,
  );
}

/** Answers the attribution page and its JSON; false when the request is for another route. */
export function routeAttribution(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (request.method !== 'GET') return false;
  if (url.pathname === PAGE) {
    sendHtml(response, 200, renderAttribution(listAttribution(ctx.db)));
    return true;
  }
  if (url.pathname === API) {
    sendJson(response, 200, listAttribution(ctx.db));
    return true;
  }
  return false;
}
