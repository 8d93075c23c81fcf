/**
 * Pure rules about a service's state at a moment in time. The database keeps what
 * happened (stored status, expiry, usage); these derive what a reader sees "now" by
 * the sandbox clock, so moving the clock is enough to expire a service or roll its
 * usage over, and moving it back undoes that.
 */
import type { BillingCycle, ServiceStatus } from '../../src/lib/core/contract/index.ts';

/** Spec section 9: 200 GB per month, then speed cut to 20M until reset. */
export const FAIR_USE_BYTES = 200 * 1024 ** 3;
export const THROTTLED_SPEED_MBPS = 20;
/** The 7-day trial (spec section 9). */
export const TRIAL_DAYS = 7;

const DAY_MS = 24 * 3600_000;

/**
 * An Active service whose paid period is over reads as Expired; other statuses are
 * decisions someone made (a payment, a stop, a ban) and stay as stored.
 * @example effectiveStatus('Active', new Date('2030-01-01'), new Date('2030-02-01')) // 'Expired'
 */
export function effectiveStatus(stored: ServiceStatus, expiresAt: Date, now: Date): ServiceStatus {
  return stored === 'Active' && now.getTime() >= expiresAt.getTime() ? 'Expired' : stored;
}

/**
 * Adds calendar months in UTC, keeping the day of month where it exists
 * (31 January + 1 month = 28 or 29 February).
 * @example addMonthsUtc(new Date('2030-01-31T00:00:00Z'), 1) // 2030-02-28T00:00:00Z
 */
export function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const CYCLE_MONTHS: Record<Exclude<BillingCycle, 'Trial'>, number> = {
  Monthly: 1,
  'Semi-annually': 6,
  Annually: 12,
  Biennially: 24,
};

/** The end of one billing period that starts at `start`. */
export function addCycle(start: Date, cycle: BillingCycle): Date {
  return cycle === 'Trial' ? new Date(start.getTime() + TRIAL_DAYS * DAY_MS) : addMonthsUtc(start, CYCLE_MONTHS[cycle]);
}

/** The start of the billing period that ends at `end`. */
export function subtractCycle(end: Date, cycle: BillingCycle): Date {
  return cycle === 'Trial' ? new Date(end.getTime() - TRIAL_DAYS * DAY_MS) : addMonthsUtc(end, -CYCLE_MONTHS[cycle]);
}

/**
 * Usage in the current fair-use period. When the clock has passed the stored reset
 * date, the allowance has been renewed: usage reads 0 and the reset date moves on by
 * whole months until it is in the future.
 * @example currentUsage(5, new Date('2030-01-10Z'), new Date('2030-02-15Z')) // { usedBytes: 0, resetAt: 2030-03-10 }
 */
export function currentUsage(usedBytes: number, resetAt: Date, now: Date): { usedBytes: number; resetAt: Date } {
  if (now.getTime() < resetAt.getTime()) return { usedBytes, resetAt };
  let months = 1;
  while (addMonthsUtc(resetAt, months).getTime() <= now.getTime()) months++;
  return { usedBytes: 0, resetAt: addMonthsUtc(resetAt, months) };
}

/**
 * The speed cap a service runs at: only a running (Active) service has a speed, and
 * it is capped once usage reaches the allowance (the fair-use bytes, plus any traffic
 * packs running).
 * @example speedLimitMbps('Active', FAIR_USE_BYTES, 20) // 20
 * @example speedLimitMbps('Active', FAIR_USE_BYTES, 20, FAIR_USE_BYTES + 1) // null
 */
export function speedLimitMbps(status: ServiceStatus, usedBytes: number, throttledMbps: number, allowanceBytes = FAIR_USE_BYTES): number | null {
  return status === 'Active' && usedBytes >= allowanceBytes ? throttledMbps : null;
}

/** What a reader sees of a stored service at `now`. */
export interface ServiceState {
  status: ServiceStatus;
  usedBytes: number;
  resetAt: Date;
  speedLimitMbps: number | null;
}

/** @example serviceStateAt({ status: 'Active', expiresAt, usedBytes: 0, resetAt, throttledMbps: 20 }, clock.now()) */
export function serviceStateAt(
  stored: { status: ServiceStatus; expiresAt: Date; usedBytes: number; resetAt: Date; throttledMbps: number; extraAllowanceBytes?: number },
  now: Date,
): ServiceState {
  const status = effectiveStatus(stored.status, stored.expiresAt, now);
  const usage = currentUsage(stored.usedBytes, stored.resetAt, now);
  return { status, ...usage, speedLimitMbps: speedLimitMbps(status, usage.usedBytes, stored.throttledMbps, FAIR_USE_BYTES + (stored.extraAllowanceBytes ?? 0)) };
}

/**
 * The period a paid invoice delivers: a new service starts at the payment; a renewal
 * continues from the service's stored expiry, the ORIGINAL one even when paid late
 * (decisions: "Invoices"), so paying late never moves the billing date.
 * @example deliveredPeriod({ isRenewal: true, cycle: 'Monthly', paidAt: feb10, currentExpiresAt: feb1 }) // { start: feb1, end: mar1 }
 */
export function deliveredPeriod(input: { isRenewal: boolean; cycle: BillingCycle; paidAt: Date; currentExpiresAt: Date }): { start: Date; end: Date } {
  const start = input.isRenewal ? input.currentExpiresAt : input.paidAt;
  return { start, end: addCycle(start, input.cycle) };
}
