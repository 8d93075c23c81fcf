/**
 * Request keys of money-moving calls (orders, payments, credit, account creation):
 * the first answer is kept per endpoint and key, and a repeat gets it back instead of
 * acting twice. The same key with a different request is refused.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';

const KeyRow = z.object({ fingerprint: z.string(), status: z.number(), answer: z.string() });

/** A stable hash of a request without its key (object keys sorted). */
export function fingerprintOf(request: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key, entry]) => key !== 'requestKey' && entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');
}

export type Recalled = { kind: 'none' } | { kind: 'answer'; status: number; answer: unknown } | { kind: 'conflict' };

export function recallRequest(db: DatabaseSync, endpoint: string, key: string, fingerprint: string): Recalled {
  const row = db.prepare('SELECT fingerprint, status, answer FROM request_keys WHERE endpoint = ? AND key = ?').get(endpoint, key);
  if (!row) return { kind: 'none' };
  const stored = KeyRow.parse(row);
  if (stored.fingerprint !== fingerprint) return { kind: 'conflict' };
  return { kind: 'answer', status: stored.status, answer: JSON.parse(stored.answer) };
}

export function rememberRequest(db: DatabaseSync, entry: { endpoint: string; key: string; fingerprint: string; status: number; answer: unknown; at: Date }): void {
  db.prepare('INSERT INTO request_keys (endpoint, key, fingerprint, status, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    entry.endpoint,
    entry.key,
    entry.fingerprint,
    entry.status,
    JSON.stringify(entry.answer),
    entry.at.toISOString(),
  );
}
