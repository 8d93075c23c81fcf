import { describe, expect, it } from 'vitest';
import { backoffMs, DEFAULT_RETRY_POLICY, retryAfterMs } from '../../../../src/lib/core/rules/retry.ts';

describe('backoff between tries of a safe read', () => {
  it('doubles from the base, with jitter between half and all of it', () => {
    expect([1, 2, 3].map((retry) => backoffMs(retry, DEFAULT_RETRY_POLICY, () => 0))).toEqual([150, 300, 600]);
    expect([1, 2, 3].map((retry) => backoffMs(retry, DEFAULT_RETRY_POLICY, () => 0.999999))).toEqual([300, 600, 1200]);
  });

  it('never waits longer than the cap, and a jitter source out of range is clamped', () => {
    expect(backoffMs(10, DEFAULT_RETRY_POLICY, () => 5)).toBe(DEFAULT_RETRY_POLICY.maxDelayMs);
    expect(backoffMs(1, DEFAULT_RETRY_POLICY, () => -1)).toBe(150);
  });
});

describe('reading Retry-After', () => {
  const now = Date.parse('2026-11-23T02:00:00Z');

  it('reads whole seconds', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date against the clock; a past date means now', () => {
    expect(retryAfterMs('Mon, 23 Nov 2026 02:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('Mon, 23 Nov 2026 01:59:00 GMT', now)).toBe(0);
  });

  it('gives null for a missing or unreadable header, so the caller backs off as for a 5xx', () => {
    for (const header of [null, undefined, '', '-1', '1.5', 'soon', 'Mon, 99 Nov 2026 02:00:07 GMT', '2026-11-23T02:00:07']) {
      expect(retryAfterMs(header, now)).toBeNull();
    }
  });
});
