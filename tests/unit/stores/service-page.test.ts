// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createProviderClient } from '../../../src/lib/api/client.ts';
import { $keptServices, $servicePage, loadServicePage, serviceIdFromPath } from '../../../src/lib/stores/service-page.ts';
import { $selectedService, storeCredentials } from '../../../src/lib/stores/session.ts';
import { useStoreTest } from './store-test.ts';

const store = useStoreTest();
const unreachable = () => createProviderClient({ baseURL: 'http://127.0.0.1:9', retry: { retries: 0 } });

describe('serviceIdFromPath', () => {
  it('reads real ids; 0 and the template mean the default', () => {
    expect(serviceIdFromPath('/zh-TW/user/service/12')).toBe(12);
    expect(serviceIdFromPath('/zh-TW/user/service/0')).toBeNull();
    expect(serviceIdFromPath('/zh-TW/user/service/_/')).toBeNull();
  });
});

describe('loadServicePage', () => {
  it('shows the first Active service for service 0 and remembers it', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Expired' }, { status: 'Active' }] });
    await loadServicePage(store.client, null);
    const state = $servicePage.get();
    const active = account.services.find((service) => service.status === 'Active');
    expect(state.kind === 'ready' && state.service.id).toBe(active?.id);
    expect(state.kind === 'ready' && state.kept).toBeNull();
    expect($selectedService.get()?.id).toBe(active?.id);
  });

  it('a stored selection that no longer exists is dropped for the default', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    $selectedService.set({ id: 999_999, relid: null, status: 'Active' });
    await loadServicePage(store.client, null);
    expect($selectedService.get()?.id).toBe(account.services[0]?.id);
  });

  it('says so when the account has no service', async () => {
    await store.loggedInAccount({ services: [] });
    await loadServicePage(store.client, null);
    expect($servicePage.get()).toEqual({ kind: 'empty' });
  });

  it('ends in a named error, never a spinner, when the network fails and nothing is kept', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    $keptServices.set(null);
    await loadServicePage(unreachable(), null);
    expect($servicePage.get()).toEqual({ kind: 'error', error: 'NetworkTrouble' });
  });
});

describe('a bad network shows the last service loaded', () => {
  it('with when it was loaded and why it is not live', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }, { status: 'Expired' }] });
    const before = Date.now();
    await loadServicePage(store.client, null);
    await loadServicePage(unreachable(), null);
    const state = $servicePage.get();
    expect(state.kind).toBe('ready');
    if (state.kind !== 'ready') return;
    expect(state.service.id).toBe(account.services[0]?.id);
    expect(state.service.subscriptionUrl).toContain('/wl/v1/subscribe/');
    expect(state.services).toHaveLength(2);
    expect(state.kept?.problem).toBe('NetworkTrouble');
    expect(state.kept?.savedAt).toBeGreaterThanOrEqual(before);
  });

  it('keeps no login, signature, seed or token', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await loadServicePage(store.client, null);
    const selected = $selectedService.get();
    const kept = localStorage.getItem('skyline:kept-services') ?? '';
    expect(kept).toContain('subscribe');
    for (const secret of [account.uuid, account.hmac, selected?.hmac, selected?.seed, selected?.token]) {
      expect(secret).toBeTruthy();
      expect(kept).not.toContain(secret);
    }
  });

  it("never shows another account's copy", async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await loadServicePage(store.client, null);
    const other = await store.control.createAccount({ services: [{ status: 'Active' }] });
    storeCredentials({ uuid: other.uuid, hmac: other.hmac });
    await loadServicePage(unreachable(), null);
    expect($servicePage.get()).toEqual({ kind: 'error', error: 'NetworkTrouble' });
  });

});

describe('an address naming a service the account does not have', () => {
  it('shows the default and says the one asked for is not there', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await loadServicePage(store.client, (account.services[0]?.id ?? 0) + 100_000);
    const state = $servicePage.get();
    expect(state.kind === 'ready' && state.service.id).toBe(account.services[0]?.id);
    expect(state.kind === 'ready' && state.requestedMissing).toBe(true);
  });
});
