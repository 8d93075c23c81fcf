// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createProviderClient } from '../../../src/lib/api/client.ts';
import { $servicePage, loadServicePage, serviceIdFromPath } from '../../../src/lib/stores/service-page.ts';
import { $selectedService } from '../../../src/lib/stores/session.ts';
import { useStoreTest } from './store-test.ts';

const store = useStoreTest();

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
    expect($selectedService.get()?.id).toBe(active?.id);
  });

  it('says so when the account has no service', async () => {
    await store.loggedInAccount({ services: [] });
    await loadServicePage(store.client, null);
    expect($servicePage.get()).toEqual({ kind: 'empty' });
  });

  it('ends in a named error, never a spinner, when the network fails', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await loadServicePage(createProviderClient({ baseURL: 'http://127.0.0.1:9' }), null);
    expect($servicePage.get()).toEqual({ kind: 'error', error: 'NetworkTrouble' });
  });
});
