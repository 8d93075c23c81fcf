// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createProviderClient } from '../../../src/lib/core/api/provider-client.ts';
import { $accountInfo, ensureAccountInfo, readAccountInfo, readServiceDetail } from '../../../src/lib/account/store.ts';
import { $accountEmail, clearCredentials, storeCredentials } from '../../../src/lib/core/stores/session.ts';
import { useTestSandbox } from '../../support/sandbox-harness.ts';

const harness = useTestSandbox();

beforeEach(() => clearCredentials());

describe('the account store', () => {
  it('reads nothing without a login', async () => {
    const client = createProviderClient({ baseURL: harness.origin });
    expect(await readAccountInfo(client)).toBeNull();
    expect(await readServiceDetail(client, 1)).toBeNull();
  });

  it('reads the services, remembers the email for the shell, and gives a service with its product id', async () => {
    const account = await harness.control.createAccount({ email: 'holder.account-store@example.com', services: [{ status: 'Active', pid: 2 }] });
    storeCredentials({ uuid: account.uuid, hmac: account.hmac });
    const client = createProviderClient({ baseURL: harness.origin });
    const info = await readAccountInfo(client);
    expect(info?.ok && info.data.jjService.map((service) => service.id)).toEqual([account.services[0]?.id]);
    expect($accountEmail.get()?.email).toBe('holder.account-store@example.com');
    const detail = await readServiceDetail(client, account.services[0]?.id ?? 0);
    expect(detail?.ok && { pid: detail.data.pid, productName: detail.data.productName }).toEqual({ pid: 2, productName: 'Skyline Pro' });
  });
});

describe('ensureAccountInfo', () => {
  it('reads once, then answers what this page has read without asking again', async () => {
    const account = await harness.control.createAccount({ services: [{ status: 'Active' }] });
    storeCredentials({ uuid: account.uuid, hmac: account.hmac });
    $accountInfo.set(null);
    const client = createProviderClient({ baseURL: harness.origin });
    const first = await ensureAccountInfo(client);
    expect(first?.ok && first.data.jjService.map((service) => service.id)).toEqual([account.services[0]?.id]);
    // The provider unreachable now: the page's own read still answers.
    const unreachable = createProviderClient({ baseURL: 'http://127.0.0.1:9', retry: { retries: 0 } });
    expect(await ensureAccountInfo(unreachable)).toEqual(first);
  });
});
