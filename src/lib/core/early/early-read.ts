/**
 * Reads a page starts from its <head>, before any module has loaded (docs/decisions/0026),
 * and how the provider client picks their answers up. On a slow line a page's scripts
 * take about a second to arrive; a read started from the head is answered meanwhile, and
 * the client, asked for the same call later, takes that answer instead of asking again.
 *
 * Only reads are started early, and an answer is taken once, by a call that sends exactly
 * the same method, path, query and body; anything else asks the provider as usual. The
 * answer then goes through the client's one path (status, envelope, contract schema,
 * HmacCheckFailed), like any other.
 *
 * This module is bundled into the inline script, so it imports nothing.
 */

/** What a try at a call came to (the client's own `Attempt`). */
export type EarlyAnswer =
  | { kind: 'answer'; status: number; payload: unknown; retryAfter: string | null }
  | { kind: 'failed'; error: 'NetworkTrouble' };

const GLOBAL_NAME = '__skylineEarlyReads';

type EarlyReads = Map<string, Promise<EarlyAnswer>>;

function readsOf(scope: object): EarlyReads | undefined {
  const reads: unknown = (scope as Record<string, unknown>)[GLOBAL_NAME];
  return reads instanceof Map ? (reads as EarlyReads) : undefined;
}

/**
 * A flat object with its keys in order, so the head and the client agree on a key
 * whatever order each built it in. Values are strings and numbers (login pairs, ids).
 */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/**
 * @example earlyReadKey('POST', '/au/api/v1/au/info', undefined, { uuid: 'u', hmac: 'h' }) === earlyReadKey('POST', '/au/api/v1/au/info', undefined, { hmac: 'h', uuid: 'u' }) // true
 */
export function earlyReadKey(method: string, path: string, query: unknown, body: unknown): string {
  return `${method} ${path} ${canonical(query)} ${canonical(body)}`;
}

/** Sends one read the way the client does (JSON, no cookies, no Referer) and keeps its answer under its key. */
export function startEarlyRead(scope: object, base: string, method: 'GET' | 'POST', path: string, query: Record<string, string | number> | undefined, body: Record<string, unknown> | undefined): Promise<EarlyAnswer> {
  let reads = readsOf(scope);
  if (!reads) {
    reads = new Map();
    (scope as Record<string, unknown>)[GLOBAL_NAME] = reads;
  }
  // Numbers as the store passes them (they are part of the key), text in the address.
  const url = `${base.replace(/\/$/, '')}${path}${query ? `?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString()}` : ''}`;
  const answer: Promise<EarlyAnswer> = fetch(url, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  }).then(
    // An answer that is not JSON reaches the client as one without a payload: it says "malformed".
    async (response): Promise<EarlyAnswer> => ({ kind: 'answer', status: response.status, payload: await response.json().catch(() => null), retryAfter: response.headers.get('retry-after') }),
    (): EarlyAnswer => ({ kind: 'failed', error: 'NetworkTrouble' }),
  );
  reads.set(earlyReadKey(method, path, query, body), answer);
  return answer;
}

/** The early answer for this exact call, once: the next call of it asks the provider. */
export function takeEarlyRead(scope: object, key: string): Promise<EarlyAnswer> | undefined {
  const reads = readsOf(scope);
  const answer = reads?.get(key);
  reads?.delete(key);
  return answer;
}
