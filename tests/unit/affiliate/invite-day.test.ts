import { describe, expect, it } from 'vitest';
import { hongKongDay, hongKongDayStart, inviteAllowance, nextHongKongMidnight, secondsUntilReset } from '../../../src/lib/affiliate/invite-day.ts';

describe('the invite cap counts Hong Kong days', () => {
  it('a UTC evening is the next day in Hong Kong', () => {
    expect(hongKongDay(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
    expect(hongKongDay(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
  });

  it('the day starts at 16:00 UTC the evening before', () => {
    expect(hongKongDayStart(new Date('2026-11-28T16:30:00Z')).toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(hongKongDayStart(new Date('2026-11-28T15:59:59Z')).toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(hongKongDayStart(new Date('2026-11-28T16:00:00Z')).toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  it('resets at the next Hong Kong midnight, written with its +08:00 offset', () => {
    expect(nextHongKongMidnight(new Date('2026-11-28T16:30:00Z'))).toBe('2026-11-30T00:00:00+08:00');
    expect(nextHongKongMidnight(new Date('2026-12-31T15:59:00Z'))).toBe('2027-01-01T00:00:00+08:00');
    expect(Date.parse(nextHongKongMidnight(new Date('2026-12-31T15:59:00Z')))).toBe(Date.parse('2026-12-31T16:00:00Z'));
  });

  it('reports today with the cap and the reset, and the wait in seconds', () => {
    expect(inviteAllowance(3, new Date('2026-11-29T05:00:00Z'))).toEqual({ usedToday: 3, dailyCap: 10, resetsAt: '2026-11-30T00:00:00+08:00' });
    expect(secondsUntilReset(new Date('2026-11-29T15:59:00Z'))).toBe(60);
  });
});
