/** Small HTTP helpers shared by the API and the control surface. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorEnvelope } from '../../src/lib/core/contract/index.ts';

/** Request bodies larger than this are refused (413). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`request body is larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body up to `limit` bytes. Past the limit it rejects at once and
 * discards whatever else arrives, so the caller can answer 413 straight away. That answer
 * keeps the connection open (no `connection: close`) while the rest is read away, a
 * lingering close (RFC 9112 §9.6): closing under a sender still writing resets the
 * connection, and the sender can lose the answer with it (the help-desk forward turned a
 * 413 into a 502, issue 23 item 12).
 */
export function readBody(request: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    request.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
  });
}

/** Headers on every answer: nothing is cached, nothing is sniffed. */
const BASE_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export function sendJson(response: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(payload);
  response.writeHead(status, {
    ...BASE_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(body);
}

export function sendError(response: ServerResponse, status: number, error: ErrorEnvelope, headers: Record<string, string> = {}): void {
  sendJson(response, status, error, headers);
}

/**
 * Plain HTML that can run no script and cannot be framed (control surface pages).
 * `formTargets`: origins a form on the page may end up at besides its own (browsers
 * apply form-action to the redirect after a post: the cashier returns to the site).
 */
export function sendHtml(response: ServerResponse, status: number, html: string, formTargets: readonly string[] = []): void {
  const formAction = ["'self'", ...formTargets].join(' ');
  response.writeHead(status, {
    ...BASE_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    // Not no-referrer: with it a browser sends `Origin: null` on the page's own form
    // posts, which the control surface's origin check would refuse. Cross-origin
    // links (login links to the site) still carry no referrer.
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
  });
  response.end(html);
}

/** The field names and a one-line message for a failed zod parse. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], part: string): { message: string; fields: string[] } {
  const fields = new Set<string>();
  const messages: string[] = [];
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    fields.add(field);
    messages.push(`${field}: ${issue.message}`);
  }
  return { message: messages.join('; '), fields: [...fields] };
}

/** Parses JSON; undefined for an empty body, a SyntaxError for anything malformed. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  return JSON.parse(raw.toString('utf8'));
}
