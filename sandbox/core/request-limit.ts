/**
 * Zendesk's limit on anonymous requests (features-2.md §2.5: "Anonymous requests … have a
 * rate limit of 5 requests per hour"), as the sandbox help desk applies it: per requester
 * (the email), over a rolling hour of the sandbox clock, counting the requests it took
 * (docs/decisions/0038). Pure: the support route reads the requester's recent tickets and
 * asks this what to answer.
 */

/** Anonymous requests one requester may make in a window. */
export const ANONYMOUS_REQUESTS_PER_WINDOW = 5;
/** The window: one hour. */
export const ANONYMOUS_REQUEST_WINDOW_MS = 60 * 60 * 1000;

export type RequestLimitDecision =
  /** `remaining`: what is left after this request (the `X-Rate-Limit-Remaining` of its answer). */
  | { allowed: true; limit: number; remaining: number }
  /** `retryAfterSeconds`: until the oldest request in the window leaves it (`Retry-After`), at least 1. */
  | { allowed: false; limit: number; remaining: 0; retryAfterSeconds: number };

/**
 * Whether one more anonymous request may be taken, given when the requester's earlier
 * ones were taken (any order; those outside the window are ignored). `limit` is the help
 * desk's 5 unless given: the provider's hourly limit on new accounts per address reads
 * the same rolling hour (ADR 0044).
 * @example requestLimit([], new Date('2026-11-23T10:00:00Z')) // { allowed: true, limit: 5, remaining: 4 }
 * @example requestLimit(fiveAt('09:30'), new Date('2026-11-23T10:00:00Z')) // { allowed: false, limit: 5, remaining: 0, retryAfterSeconds: 1800 }
 */
export function requestLimit(earlier: readonly Date[], now: Date, limit: number = ANONYMOUS_REQUESTS_PER_WINDOW): RequestLimitDecision {
  const since = now.getTime() - ANONYMOUS_REQUEST_WINDOW_MS;
  const inWindow = earlier
    .map((at) => at.getTime())
    .filter((at) => at > since && at <= now.getTime())
    .sort((a, b) => a - b);
  if (inWindow.length < limit) return { allowed: true, limit, remaining: limit - inWindow.length - 1 };
  // The request that frees a place is the oldest of the last `limit`.
  const freeing = inWindow[inWindow.length - limit] ?? now.getTime();
  const waitMs = freeing + ANONYMOUS_REQUEST_WINDOW_MS - now.getTime();
  return { allowed: false, limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
