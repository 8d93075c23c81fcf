import { describe, expect, it } from 'vitest';
import { keepLoaded, keptFor, KEPT_DETAILS, ownerTag, shownService, type ShownService } from '../../../src/lib/service/kept-service.ts';
import type { ServiceDetail } from '../../../src/lib/core/contract/index.ts';

const login = { uuid: 'u-demo-1234', hmac: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
const detail = (id: number): ServiceDetail => ({
  id,
  relid: id * 10,
  hmac: 'ffeeddccbbaa99887766554433221100',
  status: 'Active',
  isNew: false,
  seed: 'seed-secret',
  token: 'token-secret',
  pid: 1,
  productName: 'Skyline Standard',
  cycle: 'Monthly',
  price: { amount: '6.90', currency: 'USD' },
  registeredAt: '2026-10-01T00:00:00Z',
  expiresAt: '2026-12-01T00:00:00Z',
  autoRenew: true,
  renewalCancelledAt: null,
  usage: { usedBytes: 0, fairUseBytes: 200 * 1024 ** 3, throttledMbps: 20, resetAt: '2026-12-01T00:00:00Z' },
  speedLimitMbps: null,
  deviceLimit: 3,
  devicesInUse: 1,
  addons: [],
  subscriptionUrl: `https://api.example/wl/v1/subscribe/${id}?hmac=0123456789abcdef`,
});
const list = [{ id: 1, relid: 10, status: 'Active' as const }, { id: 2, relid: 20, status: 'Expired' as const }];

describe('what is kept of a service', () => {
  it('everything the page shows, the subscription address included, and no management value', () => {
    const shown: ShownService = shownService(detail(1));
    expect(shown).not.toHaveProperty('hmac');
    expect(shown).not.toHaveProperty('seed');
    expect(shown).not.toHaveProperty('token');
    expect(shown.subscriptionUrl).toContain('/wl/v1/subscribe/1');
    const text = JSON.stringify(keepLoaded(null, ownerTag(login), list, shown, 1));
    for (const secret of [login.uuid, login.hmac, 'ffeeddccbbaa99887766554433221100', 'seed-secret', 'token-secret']) expect(text).not.toContain(secret);
  });

  it('tags a login without keeping it; another pair (a reset) has another tag', () => {
    expect(ownerTag(login)).toMatch(/^[0-9a-f]{8}$/);
    expect(ownerTag(login)).toBe(ownerTag({ ...login }));
    expect(ownerTag({ ...login, hmac: '00000000000000000000000000000000' })).not.toBe(ownerTag(login));
  });
});

describe('the copy shown when the provider cannot be reached', () => {
  const owner = ownerTag(login);
  const kept = keepLoaded(keepLoaded(null, owner, list, shownService(detail(1)), 1000), owner, list, shownService(detail(2)), 2000);

  it('the requested service, when kept', () => {
    expect(keptFor(kept, owner, 1, null)).toMatchObject({ savedAt: 1000, service: { id: 1 }, services: list });
    expect(keptFor(kept, owner, 3, null)).toBeNull();
  });

  it('for the default: the stored selection, else the newest', () => {
    expect(keptFor(kept, owner, null, 1)?.service.id).toBe(1);
    expect(keptFor(kept, owner, null, null)?.service.id).toBe(2);
    expect(keptFor(kept, owner, null, 9)?.service.id).toBe(2);
  });

  it("never another login's copy", () => {
    expect(keptFor(kept, ownerTag({ ...login, uuid: 'someone-else' }), 1, null)).toBeNull();
    expect(keepLoaded(kept, 'other', list, shownService(detail(3)), 3000).details.map((entry) => entry.service.id)).toEqual([3]);
  });

  it('keeps a few services, newest first, each once', () => {
    let many = keepLoaded(null, owner, list, shownService(detail(1)), 0);
    for (let id = 2; id <= 8; id++) many = keepLoaded(many, owner, list, shownService(detail(id)), id);
    many = keepLoaded(many, owner, list, shownService(detail(6)), 99);
    expect(many.details.map((entry) => entry.service.id)).toEqual([6, 8, 7, 5, 4].slice(0, KEPT_DETAILS));
  });
});
