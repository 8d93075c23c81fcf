/**
 * The daily invite cap's day (reference §2.4, ADR 0047): a calendar day in Hong Kong time
 * (UTC+8, no daylight saving), whatever the person's own zone, with the moment it starts
 * again given as `…T00:00:00+08:00` so the page can print it in Hong Kong time.
 */
import { AFF_DAILY_INVITE_CAP, HONG_KONG_OFFSET_MINUTES } from './terms.ts';
import type { InviteAllowance } from './contract.ts';

const OFFSET_MS = HONG_KONG_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 3600_000;

/**
 * The Hong Kong date of an instant.
 * @example hongKongDay(new Date('2026-11-28T16:30:00Z')) // '2026-11-29'
 */
export function hongKongDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instant the Hong Kong day of `instant` began (for counting the day's attempts).
 * @example hongKongDayStart(new Date('2026-11-28T16:30:00Z')).toISOString() // '2026-11-28T16:00:00.000Z'
 */
export function hongKongDayStart(instant: Date): Date {
  const shifted = instant.getTime() + OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/**
 * The next Hong Kong midnight after `instant`, in Hong Kong time with its offset.
 * @example nextHongKongMidnight(new Date('2026-11-28T16:30:00Z')) // '2026-11-30T00:00:00+08:00'
 */
export function nextHongKongMidnight(instant: Date): string {
  const next = new Date(hongKongDayStart(instant).getTime() + DAY_MS);
  return `${hongKongDay(next)}T00:00:00+08:00`;
}

/**
 * Today's invites as `aff/info` and the invite calls report them.
 * @example inviteAllowance(3, new Date('2026-11-28T16:30:00Z')) // { usedToday: 3, dailyCap: 10, resetsAt: '2026-11-30T00:00:00+08:00' }
 */
export function inviteAllowance(usedToday: number, now: Date, dailyCap = AFF_DAILY_INVITE_CAP): InviteAllowance {
  return { usedToday, dailyCap, resetsAt: nextHongKongMidnight(now) };
}

/** Whole seconds until the day starts again (a 429's `Retry-After`), at least 1. */
export function secondsUntilReset(now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(nextHongKongMidnight(now)) - now.getTime()) / 1000));
}
