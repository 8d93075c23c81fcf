/**
 * What a service page shows about a service's use: the devices that fetched its
 * subscription in the last 24 hours (sandbox clock) and its add-on packs still running.
 */
import type { ServiceAddon } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { listAddons } from '../order/addons.ts';
import { countDevicesSeen, recordFetch } from '../service/devices.ts';
import { DEVICE_WINDOW_MS, deviceKey } from '../service/device-rules.ts';
import { addonRunning, trafficAddonBytes } from '../../src/lib/service/usage.ts';

export function devicesInUse(ctx: SandboxContext, serviceId: number, now: Date): number {
  return countDevicesSeen(ctx.db, serviceId, new Date(now.getTime() - DEVICE_WINDOW_MS), now);
}

export function activeAddons(ctx: SandboxContext, serviceId: number, now: Date): ServiceAddon[] {
  return listAddons(ctx.db, serviceId)
    .map((addon) => ({ id: addon.id, kind: addon.kind, amount: addon.amount, expiresAt: addon.expires_at ? addon.expires_at.toISOString() : null }))
    .filter((addon) => addonRunning(addon, now.getTime()));
}

/** The extra full-speed bytes this period from traffic packs still running (the site's own rule). */
export function extraTrafficBytes(ctx: SandboxContext, serviceId: number, now: Date): number {
  return trafficAddonBytes(activeAddons(ctx, serviceId, now), now.getTime());
}

/** Records a subscription fetch: one device per device id, else per client and address. */
export function recordDevice(ctx: SandboxContext, serviceId: number, fetch: { deviceId: string | null; userAgent: string; address: string }, now: Date): void {
  recordFetch(ctx.db, { serviceId, deviceKey: deviceKey(fetch), client: fetch.userAgent, at: now });
}
