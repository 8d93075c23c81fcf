import { describe, expect, it } from 'vitest';
import { addCycle, addMonthsUtc, currentUsage, effectiveStatus, FAIR_USE_BYTES, serviceStateAt, speedLimitMbps, subtractCycle } from '../../../../sandbox/service/rules.ts';

const at = (iso: string) => new Date(iso);

describe('effectiveStatus', () => {
  const expiresAt = at('2030-03-01T00:00:00Z');
  it('reads an Active service as Expired from its expiry on', () => {
    expect(effectiveStatus('Active', expiresAt, at('2030-02-28T23:59:59Z'))).toBe('Active');
    expect(effectiveStatus('Active', expiresAt, at('2030-03-01T00:00:00Z'))).toBe('Expired');
  });
  it('keeps every other status as stored', () => {
    for (const status of ['Pending', 'Expired', 'Terminated', 'Stopped', 'Blacklisted'] as const) {
      expect(effectiveStatus(status, expiresAt, at('2031-01-01T00:00:00Z'))).toBe(status);
    }
  });
});

describe('calendar arithmetic', () => {
  it('adds months keeping the day where it exists', () => {
    expect(addMonthsUtc(at('2030-01-31T10:00:00Z'), 1).toISOString()).toBe('2030-02-28T10:00:00.000Z');
    expect(addMonthsUtc(at('2032-01-31T10:00:00Z'), 1).toISOString()).toBe('2032-02-29T10:00:00.000Z');
    expect(addMonthsUtc(at('2030-11-15T00:00:00Z'), 3).toISOString()).toBe('2031-02-15T00:00:00.000Z');
    expect(addMonthsUtc(at('2030-03-31T00:00:00Z'), -1).toISOString()).toBe('2030-02-28T00:00:00.000Z');
  });
  it('knows every billing cycle, the trial being 7 days', () => {
    const start = at('2030-01-10T00:00:00Z');
    expect(addCycle(start, 'Monthly').toISOString()).toBe('2030-02-10T00:00:00.000Z');
    expect(addCycle(start, 'Semi-annually').toISOString()).toBe('2030-07-10T00:00:00.000Z');
    expect(addCycle(start, 'Annually').toISOString()).toBe('2031-01-10T00:00:00.000Z');
    expect(addCycle(start, 'Biennially').toISOString()).toBe('2032-01-10T00:00:00.000Z');
    expect(addCycle(start, 'Trial').toISOString()).toBe('2030-01-17T00:00:00.000Z');
    expect(subtractCycle(at('2030-01-17T00:00:00Z'), 'Trial').toISOString()).toBe('2030-01-10T00:00:00.000Z');
    expect(subtractCycle(at('2030-07-10T00:00:00Z'), 'Semi-annually').toISOString()).toBe('2030-01-10T00:00:00.000Z');
  });
});

describe('currentUsage', () => {
  const resetAt = at('2030-01-10T00:00:00Z');
  it('keeps usage before the reset date', () => {
    expect(currentUsage(5, resetAt, at('2030-01-09T23:00:00Z'))).toEqual({ usedBytes: 5, resetAt });
  });
  it('renews the allowance once the reset date has passed, moving it on by whole months', () => {
    expect(currentUsage(5, resetAt, at('2030-01-10T00:00:00Z'))).toEqual({ usedBytes: 0, resetAt: at('2030-02-10T00:00:00Z') });
    expect(currentUsage(5, resetAt, at('2030-04-02T00:00:00Z'))).toEqual({ usedBytes: 0, resetAt: at('2030-04-10T00:00:00Z') });
  });
});

describe('speed cap', () => {
  it('caps an Active service at the fair-use allowance, not before', () => {
    expect(speedLimitMbps('Active', FAIR_USE_BYTES - 1, 20)).toBeNull();
    expect(speedLimitMbps('Active', FAIR_USE_BYTES, 20)).toBe(20);
  });
  it('puts the cut off while a traffic pack raises the allowance', () => {
    expect(speedLimitMbps('Active', FAIR_USE_BYTES, 20, FAIR_USE_BYTES + 50 * 1024 ** 3)).toBeNull();
    expect(speedLimitMbps('Active', FAIR_USE_BYTES + 50 * 1024 ** 3, 20, FAIR_USE_BYTES + 50 * 1024 ** 3)).toBe(20);
  });
  it('gives no speed figure to a service that is not running', () => {
    expect(speedLimitMbps('Stopped', FAIR_USE_BYTES * 2, 20)).toBeNull();
  });
  it('is 200 GB', () => expect(FAIR_USE_BYTES).toBe(200 * 1024 ** 3));
});

describe('serviceStateAt', () => {
  it('derives status, usage and cap together from the clock', () => {
    const stored = { status: 'Active' as const, expiresAt: at('2030-06-01T00:00:00Z'), usedBytes: FAIR_USE_BYTES + 1, resetAt: at('2030-02-01T00:00:00Z'), throttledMbps: 20 };
    expect(serviceStateAt(stored, at('2030-01-15T00:00:00Z'))).toEqual({ status: 'Active', usedBytes: FAIR_USE_BYTES + 1, resetAt: stored.resetAt, speedLimitMbps: 20 });
    expect(serviceStateAt(stored, at('2030-02-15T00:00:00Z'))).toMatchObject({ status: 'Active', usedBytes: 0, speedLimitMbps: null });
    expect(serviceStateAt(stored, at('2030-07-01T00:00:00Z'))).toMatchObject({ status: 'Expired', speedLimitMbps: null });
  });
});
