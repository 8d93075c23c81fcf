import { describe, expect, it } from 'vitest';
import { addonRunning, deviceAddonCount, deviceAllowance, trafficAddonBytes, usageView, type UsageFacts } from '../../../src/lib/service/usage.ts';
import type { ServiceAddon } from '../../../src/lib/core/contract/index.ts';

const GB = 1024 ** 3;
const now = Date.parse('2026-11-20T04:00:00Z');
const plan = (usedBytes: number): UsageFacts => ({ usedBytes, fairUseBytes: 200 * GB, throttledMbps: 20, resetAt: '2026-12-01T00:00:00Z' });
const fiftyGbPack: ServiceAddon = { id: 1, kind: 'traffic', amount: 50 * GB, expiresAt: null };
const spentPack: ServiceAddon = { id: 2, kind: 'traffic', amount: 100 * GB, expiresAt: '2026-11-01T00:00:00Z' };
const twoDevices: ServiceAddon = { id: 3, kind: 'devices', amount: 2, expiresAt: '2026-12-20T00:00:00Z' };

describe('addonRunning', () => {
  it('counts a pack until the moment it runs out, and one with no end while the service runs', () => {
    expect(addonRunning({ expiresAt: null }, now)).toBe(true);
    expect(addonRunning({ expiresAt: new Date(now + 1).toISOString() }, now)).toBe(true);
    expect(addonRunning({ expiresAt: new Date(now).toISOString() }, now)).toBe(false);
  });
});

describe('usage against the 200 GB full-speed allowance', () => {
  it('a new period: nothing used, everything left, an empty meter, full speed', () => {
    expect(usageView(plan(0), [], now)).toEqual({
      usedBytes: 0,
      allowanceBytes: 200 * GB,
      addonBytes: 0,
      remainingBytes: 200 * GB,
      overBytes: 0,
      share: 0,
      throttled: false,
      throttledMbps: 20,
      resetAt: '2026-12-01T00:00:00Z',
    });
  });

  it('part used: the rest and the share', () => {
    const view = usageView(plan(50 * GB), [], now);
    expect(view.remainingBytes).toBe(150 * GB);
    expect(view.share).toBe(0.25);
    expect(view.throttled).toBe(false);
  });

  it('one byte short of the allowance is still full speed', () => {
    const view = usageView(plan(200 * GB - 1), [], now);
    expect(view.remainingBytes).toBe(1);
    expect(view.throttled).toBe(false);
  });

  it('exactly at the allowance: nothing left, a full meter, 20M until the reset', () => {
    const view = usageView(plan(200 * GB), [], now);
    expect(view).toMatchObject({ remainingBytes: 0, overBytes: 0, share: 1, throttled: true, throttledMbps: 20 });
  });

  it('above the allowance: the meter stays full and the excess is counted, in whole bytes', () => {
    const view = usageView(plan(250 * GB + 7), [], now);
    expect(view).toMatchObject({ remainingBytes: 0, overBytes: 50 * GB + 7, share: 1, throttled: true });
    expect(Number.isInteger(view.overBytes)).toBe(true);
  });

  it('a traffic pack that runs adds to the allowance; one that ran out does not', () => {
    const view = usageView(plan(220 * GB), [fiftyGbPack, spentPack, twoDevices], now);
    expect(view).toMatchObject({ allowanceBytes: 250 * GB, addonBytes: 50 * GB, remainingBytes: 30 * GB, throttled: false });
    expect(view.share).toBeCloseTo(0.88);
  });
});

describe('add-on packs', () => {
  it('counts traffic and devices of the packs running now', () => {
    expect(trafficAddonBytes([fiftyGbPack, spentPack, twoDevices], now)).toBe(50 * GB);
    expect(deviceAddonCount([fiftyGbPack, twoDevices], now)).toBe(2);
    expect(deviceAddonCount([twoDevices], Date.parse('2026-12-21T00:00:00Z'))).toBe(0);
  });

  it('device packs running add to the plan’s device limit', () => {
    expect(deviceAllowance(3, [twoDevices, fiftyGbPack], now)).toBe(5);
    expect(deviceAllowance(3, [twoDevices], Date.parse('2026-12-21T00:00:00Z'))).toBe(3);
  });
});
