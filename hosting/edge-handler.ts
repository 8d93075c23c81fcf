/**
 * The site's one piece of code that runs on a host: a `fetch` handler (Request →
 * Response) for the two same-origin endpoints a static site cannot answer with a file.
 *
 * - `/api/v2/*`: the help desk (spec section 7: help-centre calls go to the site's own
 *   origin), forwarded with ADR 0018's guarantees: only a normalised path under the
 *   prefix, no cookies either way, redirects never followed, request and answer headers
 *   by allow-list, security headers on every answer, the rate-limit headers passed
 *   through, a body over the cap refused with 413 (not a 502 from the upstream).
 * - `/api/report`: CSP violation and client error reports (docs/decisions/0049), checked
 *   for size and shape, logged in one line without query or fragment (a login link is a
 *   bearer secret), answered 204.
 *
 * The same module runs in the project's Node server (hosting/static-server.ts), as a
 * Cloudflare Worker (hosting/worker.ts) and as an EdgeOne edge function
 * (hosting/targets/edgeone.ts): one implementation, one set of tests.
 */
import { HUMAN_TOKEN_HEADER } from '../src/lib/core/contract/app.ts';
import { HELP_DESK_UPLOAD_MAX_BYTES, UPLOAD_PATH } from '../src/lib/help/contract.ts';
import { encodePath, normaliseRequestPath } from './rules.ts';
import { REPORT_PATH } from '../src/lib/core/guard/policy-violation-reports.ts';

/** Help-centre calls go to the site's own origin (spec section 7); the host hands this prefix to the help desk. */
export const HELP_DESK_PREFIX = '/api/v2/';

/** What the handler is told by its host: the help desk's origin (a build setting; the sandbox locally). */
export interface EdgeEnv {
  HELP_DESK_ORIGIN?: string | undefined;
}

/** Where a report's one line goes: the host's log (console on every runtime). */
export type ReportLog = (line: string) => void;

/**
 * The request headers the help desk gets: what describes the body and the caller's
 * language, the human check's token on a ticket, and the sandbox's fault scope (tests).
 * Nothing else: no cookie, no Authorization, nothing a browser attaches for the site's
 * origin, so a call through the forward can never spend the visitor's credentials.
 */
export const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent', HUMAN_TOKEN_HEADER, 'x-sandbox-scope'] as const;

/**
 * The answer headers that come back besides the type: how long a 429 asks the caller to
 * wait and the help desk's rate-limit counts (Zendesk's `X-Rate-Limit`,
 * `X-Rate-Limit-Remaining`), which the ticket form reads to say when to send again.
 */
export const FORWARDED_ANSWER_HEADERS = ['retry-after', 'x-rate-limit', 'x-rate-limit-remaining'] as const;

/**
 * The security headers on every answer of the handler: the answer is data, never a page,
 * so its policy allows nothing, and nobody may frame, sniff or cache it.
 */
export const FORWARD_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** The largest body the forward passes on: the help desk's own upload limit (an attachment is sent raw). */
export const FORWARD_BODY_MAX_BYTES = HELP_DESK_UPLOAD_MAX_BYTES;
/** The largest report accepted: a browser's CSP report is well under 4 KiB; a batch of a few, under 16. */
export const REPORT_BODY_MAX_BYTES = 16 * 1024;

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...FORWARD_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra } });
}

/** The body, or null when it is longer than `max` (by its declared length, or while it is read). */
async function readCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > max) {
      // Not cancelled: the host reads the rest away, so the caller gets the 413 rather than a reset.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * The forward's own refusal of a body over the cap, in the help desk's shape (lib/help/contract.ts:
 * an upload's 413 is `AttachmentTooLarge`), so the ticket form reads it as the desk's own.
 */
function tooLarge(path: string): Response {
  const refusal = path === UPLOAD_PATH ? { error: 'AttachmentTooLarge', description: 'The file is larger than the help desk accepts' } : { error: 'RequestTooLarge', description: 'The request is larger than the help desk accepts' };
  return new Response(JSON.stringify(refusal), { status: 413, headers: { ...FORWARD_SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8' } });
}

/** Passes one request on to the help desk and its answer back (status, type, rate-limit headers, body). */
async function forwardToHelpDesk(request: Request, path: string, query: string, env: EdgeEnv): Promise<Response> {
  const origin = env.HELP_DESK_ORIGIN;
  if (origin === undefined || origin === '') return plain(503, 'The help desk is not configured on this host');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await readCapped(request, FORWARD_BODY_MAX_BYTES) : undefined;
  if (body === null) return tooLarge(path);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const target = `${new URL(origin).origin}${encodePath(path)}${query}`;
  let answer: Response;
  try {
    // A redirect is passed back as it is, never followed to wherever it points.
    answer = await fetch(target, { method: request.method, headers, body: body ?? null, redirect: 'manual' });
  } catch (error) {
    // The help desk could not be reached: the caller gets 502, the log says why.
    console.warn(`help desk forward: ${new URL(target).origin} could not be reached`, error);
    return plain(502, 'Bad gateway');
  }
  // Only the status, the type, the rate-limit headers and the body come back: no Set-Cookie, no Location, no CORS of the upstream's.
  const passed: Record<string, string> = { ...FORWARD_SECURITY_HEADERS, 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' };
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) passed[name] = value;
  }
  const noBody = answer.status === 204 || answer.status === 304 || request.method === 'HEAD';
  return new Response(noBody ? null : await answer.arrayBuffer(), { status: answer.status, headers: passed });
}

/** The fields of a report worth a line, under the names the two report formats use. */
const REPORT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  document: ['document-uri', 'documentURL', 'url'],
  blocked: ['blocked-uri', 'blockedURL'],
  directive: ['effective-directive', 'effectiveDirective', 'violated-directive'],
  source: ['source-file', 'sourceFile'],
  line: ['line-number', 'lineNumber'],
  message: ['message'],
};

/**
 * A reported value made safe to log: a URL keeps its origin and path only (a login
 * link's secret is in its query or fragment), control characters go, and it is cut short.
 * @example safeReportValue('https://site.example/zh-TW/user/login?uuid=secret#x') // 'https://site.example/zh-TW/user/login'
 */
export function safeReportValue(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  let text = String(value);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = text.replace(/[?#].*$/s, '');
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 200);
}

/** One report as one line, or null when it does not have a report's shape. */
function reportLine(type: string, body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const parts = [`report ${safeReportValue(type) ?? 'unknown'}`];
  for (const [name, keys] of Object.entries(REPORT_FIELDS)) {
    const value = keys.map((key) => safeReportValue(record[key])).find((found) => found !== undefined);
    if (value !== undefined) parts.push(`${name}=${JSON.stringify(value)}`);
  }
  return parts.join(' ');
}

/**
 * A browser's report: `application/csp-report` (`{"csp-report": {...}}`, from
 * `report-uri`) or `application/reports+json` (`[{type, body}, ...]`, from `report-to`);
 * the site's own client errors come as the latter with type `client-error`.
 */
async function answerReport(request: Request, log: ReportLog): Promise<Response> {
  if (request.method !== 'POST') return plain(405, 'Method not allowed', { allow: 'POST' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!['application/csp-report', 'application/reports+json', 'application/json'].includes(type)) return plain(415, 'Unsupported media type');
  const body = await readCapped(request, REPORT_BODY_MAX_BYTES);
  if (body === null) return plain(413, 'Payload too large');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return plain(400, 'A report is JSON');
  }
  const lines: (string | null)[] = Array.isArray(parsed)
    ? parsed.slice(0, 20).map((entry: unknown) => (typeof entry === 'object' && entry !== null && 'type' in entry && 'body' in entry ? reportLine(String(entry.type), entry.body) : null))
    : [typeof parsed === 'object' && parsed !== null && 'csp-report' in parsed ? reportLine('csp-violation', parsed['csp-report']) : null];
  if (lines.length === 0 || lines.some((line) => line === null)) return plain(400, 'Not a report');
  for (const line of lines) if (line) log(line);
  return new Response(null, { status: 204, headers: FORWARD_SECURITY_HEADERS });
}

/**
 * The handler every host runs for `/api/*`.
 * @example await handleEdgeRequest(new Request('https://site.example/api/v2/help_center/articles/search.json?query=x'), { HELP_DESK_ORIGIN: 'https://desk.example' }) // the help desk's answer
 */
export async function handleEdgeRequest(request: Request, env: EdgeEnv, log: ReportLog = (line) => console.log(line)): Promise<Response> {
  const url = new URL(request.url);
  // Every decision reads the normalised path, never the raw target (docs/decisions/0018).
  const target = normaliseRequestPath(url.pathname);
  if ('reason' in target) return plain(target.status, `Bad request: ${target.reason}`);
  if (target.path === REPORT_PATH) return answerReport(request, log);
  if (target.path.startsWith(HELP_DESK_PREFIX)) return forwardToHelpDesk(request, target.path, url.search, env);
  return plain(404, 'Not found');
}
