/**
 * When to try a safe read again (docs/decisions/0016): jittered exponential backoff after
 * a network error or a 5xx, and the provider's own `Retry-After` after a 429. Pure, so
 * the client's timing can be tested without a clock.
 */

/** How patient the client is with a read that changes nothing. */
export interface RetryPolicy {
  /** Tries after the first one (so at most `retries + 1` requests). */
  retries: number;
  /** The first backoff, doubled at each try, before jitter. */
  baseDelayMs: number;
  /** No backoff is longer than this. */
  maxDelayMs: number;
  /**
   * The longest `Retry-After` the client waits for. A provider that asks for more is
   * reported busy at once: a person should not watch a spinner for minutes, and asking
   * sooner than told would only earn another 429.
   */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 300, maxDelayMs: 3_000, maxRetryAfterMs: 10_000 };

/**
 * The wait before try number `retry` (1 for the first repeat): `baseDelayMs · 2^(retry−1)`,
 * capped, then scaled by a random factor in [0.5, 1) so that many browsers that failed
 * together do not come back together.
 * @example backoffMs(2, DEFAULT_RETRY_POLICY, () => 0) // 300 (600 halved)
 */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  const factor = 0.5 + Math.min(Math.max(random(), 0), 1) / 2;
  return Math.round(exponential * factor);
}

/**
 * Reads a `Retry-After` header: whole seconds ("120") or an HTTP date. Null when the
 * header is absent or unreadable (the caller then backs off as for a 5xx); a date in
 * the past means "now" (0).
 * @example retryAfterMs('3', 0) // 3000
 * @example retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('2026-10-21T07:27:58Z')) // 2000
 */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d{1,9}$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday and GMT; Date.parse reads it (RFC 9110 section 5.6.7).
  if (!/GMT$/.test(value)) return null;
  const at = Date.parse(value);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, at - nowMs);
}
