// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createProviderClient, type ProviderClient } from '../../../src/lib/core/api/provider-client.ts';
import { $keptServices, $serviceBill, $serviceLoading, $servicePage, loadServicePage, openServiceBill, resetServiceBill } from '../../../src/lib/service/store.ts';
import { serviceIdFromPath } from '../../../src/lib/service/default-service.ts';
import { $selectedService, storeCredentials } from '../../../src/lib/core/stores/session.ts';
import { useStoreTest } from '../../support/store-test.ts';

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

  it('a retry keeps the copy on screen until the answer arrives', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await loadServicePage(store.client, null);
    await loadServicePage(unreachable(), null);
    const retry = loadServicePage(store.client, null);
    expect($serviceLoading.get()).toBe(true);
    expect($servicePage.get()).toMatchObject({ kind: 'ready', kept: { problem: 'NetworkTrouble' } });
    await retry;
    expect($serviceLoading.get()).toBe(false);
    expect($servicePage.get()).toMatchObject({ kind: 'ready', kept: null });
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

describe('another account’s login link arriving (issue 23 item 4)', () => {
  it('while the previous account’s load is on its way, shows the new account’s default service', async () => {
    const first = await store.loggedInAccount({ services: [{ status: 'Expired' }, { status: 'Active' }] });
    // The person chose the first account's non-default service.
    await loadServicePage(store.client, first.services[0]?.id ?? 0);
    expect($selectedService.get()?.id).toBe(first.services[0]?.id);
    const second = await store.control.createAccount({ services: [{ status: 'Expired' }, { status: 'Active' }] });
    // The page's load starts with the login kept, then the link in the address replaces it.
    const before = loadServicePage(store.client, null);
    storeCredentials({ uuid: second.uuid, hmac: second.hmac }, { checked: false });
    await Promise.all([before, loadServicePage(store.client, null)]);
    const state = $servicePage.get();
    expect(state.kind === 'ready' && state.service.id).toBe(second.services[1]?.id);
    expect($selectedService.get()?.id).toBe(second.services[1]?.id);
  });

  it('a chosen service the provider answers NotFound for gives way to the default service', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Expired' }, { status: 'Active' }] });
    const stranger = await store.control.createAccount({ services: [] });
    const [expired, active] = account.services;
    // The provider answers NotFound for the chosen service: asked, as the sandbox does, with a login that does not own it.
    const notFoundForChoice: ProviderClient = {
      ...store.client,
      call: (endpoint, request, options) =>
        store.client.call(endpoint, (request as { params?: { id?: number } }).params?.id === expired?.id ? { ...request, query: { uuid: stranger.uuid, hmac: stranger.hmac } } : request, options),
    };
    $selectedService.set({ id: expired?.id ?? 0, relid: null, status: 'Expired' });
    await loadServicePage(notFoundForChoice, null);
    const state = $servicePage.get();
    expect(state.kind === 'ready' && state.service.id).toBe(active?.id);
    expect($selectedService.get()?.id).toBe(active?.id);
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

describe('renewal and pending bills', () => {
  it('"renew now" makes the renewal bill once: pressing again answers the same unpaid bill', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    const id = account.services[0]?.id ?? 0;
    resetServiceBill();
    const first = await openServiceBill(store.client, 'renew', id);
    expect(first).toBeGreaterThan(0);
    expect($serviceBill.get()).toEqual({ kind: 'working', action: 'renew' });
    resetServiceBill();
    expect(await openServiceBill(store.client, 'renew', id)).toBe(first);
  });

  it('one press sends one request: a press while one is under way does nothing', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    resetServiceBill();
    const [first, second] = await Promise.all([openServiceBill(store.client, 'renew', account.services[0]?.id ?? 0), openServiceBill(store.client, 'renew', account.services[0]?.id ?? 0)]);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeNull();
  });

  it("a pending service's bill is its own unpaid one", async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Pending' }] });
    resetServiceBill();
    const bill = account.services[0]?.invoices.find((invoice) => invoice.status === 'Unpaid');
    expect(await openServiceBill(store.client, 'payBill', account.services[0]?.id ?? 0)).toBe(bill?.id);
  });

  it('a renewal the provider refuses is "renewal invoice generation failed, contact support"', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Terminated' }] });
    resetServiceBill();
    expect(await openServiceBill(store.client, 'renew', account.services[0]?.id ?? 0)).toBeNull();
    expect($serviceBill.get()).toEqual({ kind: 'error', action: 'renew', error: 'RenewalInvoiceFailed' });
  });

  it('connection trouble keeps its own name, so the page offers a retry', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    resetServiceBill();
    expect(await openServiceBill(unreachable(), 'renew', 1)).toBeNull();
    expect($serviceBill.get()).toEqual({ kind: 'error', action: 'renew', error: 'NetworkTrouble' });
  });
});

describe('paying a new order’s bill after it timed out', () => {
  it('says the order timed out and to order again, not "renewal invoice generation failed"', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Pending' }] });
    const serviceId = account.services[0]?.id ?? 0;
    // The sandbox cancels a new order's unpaid bill after 24 hours.
    await store.control.moveClock({ advanceMs: 25 * 3600_000 });
    try {
      resetServiceBill();
      expect(await openServiceBill(store.client, 'payBill', serviceId)).toBeNull();
      expect($serviceBill.get()).toEqual({ kind: 'error', action: 'payBill', error: 'OrderTimedOut' });
    } finally {
      await store.control.moveClock({ reset: true });
    }
  });
});
