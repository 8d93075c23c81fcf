/**
 * A service's traffic this period against its full-speed allowance (spec section 9:
 * 200 GB per month, then the speed is cut to 20M until the reset date), with the traffic
 * add-on packs that run now on top. Bytes are whole numbers throughout; only the meter's
 * share is a fraction, and it is never shown as a number of bytes.
 */
import type { ServiceAddon } from '../account/contract.ts';

export interface UsageFacts {
  usedBytes: number;
  /** The plan's own full-speed allowance per period. */
  fairUseBytes: number;
  throttledMbps: number;
  resetAt: string;
}

export interface UsageView {
  usedBytes: number;
  /** The plan's allowance plus the traffic packs running now. */
  allowanceBytes: number;
  /** Of which from add-on packs. */
  addonBytes: number;
  /** Full-speed traffic left this period; 0 once the allowance is used up. */
  remainingBytes: number;
  /** Used beyond the allowance (at the reduced speed). */
  overBytes: number;
  /** The meter's fill, 0 to 1 (a full meter once the allowance is used). */
  share: number;
  /** At or past the allowance: the speed is `throttledMbps` until `resetAt`. */
  throttled: boolean;
  throttledMbps: number;
  resetAt: string;
}

/** Whether an add-on pack still counts at `now` (null: while the service runs). */
export function addonRunning(addon: Pick<ServiceAddon, 'expiresAt'>, now: number): boolean {
  return addon.expiresAt === null || Date.parse(addon.expiresAt) > now;
}

/**
 * The extra full-speed bytes of the traffic packs running at `now`.
 * @example trafficAddonBytes([{ id: 1, kind: 'traffic', amount: 50 * 1024 ** 3, expiresAt: null }], now) // 53687091200
 */
export function trafficAddonBytes(addons: readonly ServiceAddon[], now: number): number {
  return addons.filter((addon) => addon.kind === 'traffic' && addonRunning(addon, now)).reduce((sum, addon) => sum + addon.amount, 0);
}

/** The extra devices of the device packs running at `now`. */
export function deviceAddonCount(addons: readonly ServiceAddon[], now: number): number {
  return addons.filter((addon) => addon.kind === 'devices' && addonRunning(addon, now)).reduce((sum, addon) => sum + addon.amount, 0);
}

/**
 * How many devices the service allows now: the plan's `deviceLimit` plus the device packs
 * running (the provider's limit is the plan's, as the traffic allowance is).
 * @example deviceAllowance(3, [{ id: 1, kind: 'devices', amount: 2, expiresAt: null }], now) // 5
 */
export function deviceAllowance(deviceLimit: number, addons: readonly ServiceAddon[], now: number): number {
  return deviceLimit + deviceAddonCount(addons, now);
}

/**
 * Usage this period, as the meter and its text show it.
 * @example usageView({ usedBytes: 50 * GB, fairUseBytes: 200 * GB, throttledMbps: 20, resetAt }, [], now)
 * // { remainingBytes: 150 * GB, share: 0.25, throttled: false, … }
 * @example usageView({ usedBytes: 200 * GB, fairUseBytes: 200 * GB, … }, [], now).throttled // true (exactly at the allowance)
 */
export function usageView(usage: UsageFacts, addons: readonly ServiceAddon[], now: number): UsageView {
  const addonBytes = trafficAddonBytes(addons, now);
  const allowanceBytes = usage.fairUseBytes + addonBytes;
  const usedBytes = Math.max(0, Math.trunc(usage.usedBytes));
  const throttled = usedBytes >= allowanceBytes;
  return {
    usedBytes,
    allowanceBytes,
    addonBytes,
    remainingBytes: Math.max(0, allowanceBytes - usedBytes),
    overBytes: Math.max(0, usedBytes - allowanceBytes),
    share: allowanceBytes === 0 ? 1 : Math.min(1, usedBytes / allowanceBytes),
    throttled,
    throttledMbps: usage.throttledMbps,
    resetAt: usage.resetAt,
  };
}
