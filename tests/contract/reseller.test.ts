/**
 * Services sold through a reseller over real HTTP (contract: src/lib/reseller/contract.ts,
 * ADR 0054): the setting by service id, and the client login's password reset with its
 * refusals. The email calls of the same spec list are the email binding's (service.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { endpoints, LOGIN_HMAC_HEADER, LOGIN_UUID_HEADER, type ResellerSetting } from '../../src/lib/core/contract/index.ts';
import type { AccountView } from '../../sandbox/core/control/schemas.ts';
import { expectError, pair } from './buying.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: true });

const SETTING: ResellerSetting = {
  name: 'Kowloon Bay Net',
  support: { email: 'help@kbnet.example', url: 'https://kbnet.example/help', hours: '09:00–21:00' },
  supportReplacesOurs: true,
  customerMay: { changeEmail: false, resetClientPassword: true },
  clientPanelUrl: 'https://kbnet.example/panel',
};

let made = 0;
/** An account whose one Active service was sold through a reseller of this setting. */
async function resellerAccount(setting: ResellerSetting = SETTING): Promise<{ account: AccountView; serviceId: number; username: string }> {
  made += 1;
  const username = `kb-${process.pid}-${Date.now() % 100000}-${made}`;
  const account = await h.createAccount({ services: [{ status: 'Active', reseller: { setting, username, password: 'FirstPass-1234' } }] });
  const serviceId = account.services[0]?.id;
  if (serviceId === undefined) throw new Error('the fixture has a service');
  return { account, serviceId, username };
}

const setting = (serviceId: number) => h.call(`/wl/v1/reseller/setting?serviceId=${serviceId}`);
const preReset = (serviceId: number, login: { uuid: string; hmac: string }) =>
  h.call(`/wl/v1/service/${serviceId}/pwd/pre-reset`, { headers: { [LOGIN_UUID_HEADER]: login.uuid, [LOGIN_HMAC_HEADER]: login.hmac } });
const reset = (serviceId: number, login: { uuid: string; hmac: string }, username: string) =>
  h.call(`/wl/v1/service/${serviceId}/pwd/reset`, { method: 'POST', body: { ...pair(login), username } });

describe('GET /wl/v1/reseller/setting', () => {
  it('answers the reseller’s setting for its service, and null for a service we sold', async () => {
    const { serviceId } = await resellerAccount();
    const answer = await setting(serviceId);
    expect(answer.status).toBe(200);
    expect(h.data(endpoints.resellerSetting, answer.json).reseller).toEqual(SETTING);

    const ours = await h.createAccount({ services: [{ status: 'Active' }] });
    const own = await setting(ours.services[0]?.id ?? 0);
    expect(h.data(endpoints.resellerSetting, own.json).reseller).toBeNull();
  });

  it('has the demo reseller service, and refuses a malformed id with 400', async () => {
    const demo = (await h.control.accounts()).find((account) => account.label === 'reseller-service');
    const answer = h.data(endpoints.resellerSetting, (await setting(demo?.services[0]?.id ?? 0)).json);
    expect(answer.reseller?.name).toBe('港灣網路 Harbour Link');
    expect(answer.reseller?.supportReplacesOurs).toBe(true);
    expect((await h.call('/wl/v1/reseller/setting?serviceId=abc')).status).toBe(400);
  });
});

describe('GET …/pwd/pre-reset and POST …/pwd/reset', () => {
  it('says which login changes, then answers a new password once: the old one stops, the new one signs in', async () => {
    const { account, serviceId, username } = await resellerAccount();
    const before = await preReset(serviceId, account);
    expect(before.status, JSON.stringify(before.json)).toBe(200);
    expect(h.data(endpoints.resellerPwdPreReset, before.json)).toEqual({ username, oldPasswordStops: true, clientPanelUrl: SETTING.clientPanelUrl });

    const answer = await reset(serviceId, account, username);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const fresh = h.data(endpoints.resellerPwdReset, answer.json);
    expect(fresh.username).toBe(username);
    expect(await h.control.clientLoginSignsIn({ serviceId, username, password: 'FirstPass-1234' })).toBe(false);
    expect(await h.control.clientLoginSignsIn({ serviceId, username, password: fresh.password })).toBe(true);

    // A second reset makes another password; the first stops in its turn.
    const again = h.data(endpoints.resellerPwdReset, (await reset(serviceId, account, username)).json);
    expect(again.password).not.toBe(fresh.password);
    expect(await h.control.clientLoginSignsIn({ serviceId, username, password: fresh.password })).toBe(false);
  });

  it('refuses a login that is no longer the service’s with 409 ClientLoginChanged, changing nothing', async () => {
    const { account, serviceId, username } = await resellerAccount();
    expectError(await reset(serviceId, account, 'someone-else'), 409, 'ClientLoginChanged');
    expect(await h.control.clientLoginSignsIn({ serviceId, username, password: 'FirstPass-1234' })).toBe(true);
  });

  it('refuses when the reseller does not let customers reset (403 ResellerForbids)', async () => {
    const { account, serviceId, username } = await resellerAccount({ ...SETTING, customerMay: { changeEmail: true, resetClientPassword: false } });
    expectError(await preReset(serviceId, account), 403, 'ResellerForbids');
    expectError(await reset(serviceId, account, username), 403, 'ResellerForbids');
  });

  it('answers 404 for a service we sold and for someone else’s, 401 for a wrong login, 400 without the login headers', async () => {
    const { account, serviceId, username } = await resellerAccount();
    const ours = await h.createAccount({ services: [{ status: 'Active' }] });
    expectError(await preReset(ours.services[0]?.id ?? 0, ours), 404, 'NotFound');
    expectError(await preReset(serviceId, ours), 404, 'NotFound');
    expectError(await reset(serviceId, ours, username), 404, 'NotFound');
    expectError(await preReset(serviceId, { uuid: account.uuid, hmac: '0'.repeat(64) }), 401, 'HmacCheckFailed');
    expectError(await reset(serviceId, { uuid: account.uuid, hmac: '0'.repeat(64) }, username), 401, 'HmacCheckFailed');
    expect((await h.call(`/wl/v1/service/${serviceId}/pwd/pre-reset`)).status).toBe(400);
    // The login never travels in the address: a login in the query is not read.
    expect((await h.call(`/wl/v1/service/${serviceId}/pwd/pre-reset?${new URLSearchParams(pair(account))}`)).status).toBe(400);
  });

  it('refuses the service’s email calls when the reseller keeps the email to itself (403 ResellerForbids)', async () => {
    const { account } = await resellerAccount();
    const service = account.services[0];
    if (!service) throw new Error('the fixture has a service');
    const keys = { hmac: service.hmac, token: service.token, seed: service.seed };
    expectError(await h.call(`/wl/v1/service/${service.id}/email`, { method: 'POST', body: { ...keys, email: 'kb.customer@example.com' } }), 403, 'ResellerForbids');
    expectError(await h.call(`/wl/v1/service/${service.id}/email`, { method: 'DELETE', body: keys }), 403, 'ResellerForbids');
  });

  it('refuses a closed account’s login with 403 AccountClosed', async () => {
    const { account, serviceId, username } = await resellerAccount();
    await h.control.closeAccount(account.uuid);
    expectError(await preReset(serviceId, account), 403, 'AccountClosed');
    expectError(await reset(serviceId, account, username), 403, 'AccountClosed');
  });
});
