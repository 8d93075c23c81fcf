/**
 * The desktop panel's store against a real sandbox: a pasted link checked and stored as
 * the panel's own login (the browser's login untouched), a refused one replacing nothing, the
 * services with their checked address and desktop import links, and the version check.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { $clientUpdate, $panelClient, $panelImport, $panelLogin, $panelServices, checkClientVersion, importPanelLink, loadPanelServices } from '../../../src/lib/win/store.ts';
import { $credentials } from '../../../src/lib/core/stores/session.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();
const SITE = 'https://skyline.example';

describe('the desktop panel store', () => {
  beforeEach(() => {
    $panelLogin.set(null);
    $panelClient.set(null);
    $panelImport.set({ kind: 'idle' });
    $clientUpdate.set(null);
  });

  it('refuses a foreign link without asking the provider, and stores a good one as the panel\'s own login', async () => {
    const account = await store.control.createAccount({ services: [{ status: 'Active' }] });
    expect(await importPanelLink(store.client, `https://evil.example/#uuid=${account.uuid}&hmac=${account.hmac}`, SITE)).toBe(false);
    expect($panelImport.get()).toEqual({ kind: 'refused', problem: 'foreign' });

    expect(await importPanelLink(store.client, `${SITE}/zh-TW/user/service/0#uuid=${account.uuid}&hmac=${account.hmac}`, SITE)).toBe(true);
    expect($panelLogin.get()).toEqual({ uuid: account.uuid, hmac: account.hmac });
    expect($credentials.get()).toBeNull();
  });

  it('a refused paste leaves the panel\'s own login as it was (issue 23 item 2)', async () => {
    const account = await store.control.createAccount({ services: [{ status: 'Active' }] });
    const other = await store.control.createAccount({ services: [{ status: 'Active' }] });
    $panelLogin.set({ uuid: account.uuid, hmac: account.hmac });
    // Another account's link with its last digits mistyped, then this account's stale one.
    for (const pasted of [{ uuid: other.uuid, hmac: `${other.hmac.slice(0, -2)}00` }, { uuid: account.uuid, hmac: 'f'.repeat(64) }]) {
      expect(await importPanelLink(store.client, `${SITE}/#uuid=${pasted.uuid}&hmac=${pasted.hmac}`, SITE)).toBe(false);
      expect($panelImport.get()).toEqual({ kind: 'rejected' });
      expect($panelLogin.get()).toEqual({ uuid: account.uuid, hmac: account.hmac });
    }
  });

  it('forgets the panel\'s login when the link refused is that very login', async () => {
    const account = await store.control.createAccount({ services: [{ status: 'Active' }] });
    const stale = { uuid: account.uuid, hmac: 'f'.repeat(64) };
    $panelLogin.set(stale);
    expect(await importPanelLink(store.client, `${SITE}/#uuid=${stale.uuid}&hmac=${stale.hmac}`, SITE)).toBe(false);
    expect($panelLogin.get()).toBeNull();
  });

  it('loads every service with its checked address and the desktop apps, the client\'s platform first', async () => {
    const account = await store.control.createAccount({ services: [{ status: 'Active' }, { status: 'Expired', expiresInDays: -2 }] });
    $panelLogin.set({ uuid: account.uuid, hmac: account.hmac });
    $panelClient.set({ client: 'macos', version: '2.9.0' });
    await loadPanelServices(store.client, [store.origin]);
    const state = $panelServices.get();
    if (state.kind !== 'ready') throw new Error(`not ready: ${JSON.stringify(state)}`);
    const [active, expired] = state.services;
    expect(active?.address).toBe(account.services[0]?.subscriptionUrl);
    expect(active?.desktop.map((entry) => entry.platform)).toEqual(['macos', 'windows', 'linux']);
    expect(active?.desktop[0]?.offers[0]).toMatchObject({ app: 'Clash Verge Rev', link: expect.stringMatching(/^clash:\/\/install-config\?name=.+&url=/) });
    expect(expired).toMatchObject({ address: null, desktop: [] });
  });

  it('says an older client is out of date, with the provider\'s download', async () => {
    await checkClientVersion(store.client, '?client=windows&v=2.8.1', [store.origin]);
    expect($panelClient.get()).toEqual({ client: 'windows', version: '2.8.1' });
    expect($clientUpdate.get()?.verdict).toEqual({ kind: 'outdated', latest: '2.9.0', download: `${store.origin}/downloads/skyline-windows-2.9.0.exe` });
  });
});
