/** Account and service calls over real HTTP, checked against the shared contract. */
import { describe, expect, it } from 'vitest';
import { endpoints, type ServiceDetail } from '../../src/lib/core/contract/index.ts';
import { errorOf, useHarness, TEST_SITE_ORIGIN } from './harness.ts';

const GB = 1024 ** 3;
const DAY_MS = 24 * 3600_000;

const h = useHarness();
const pair = (account: { uuid: string; hmac: string }) => ({ uuid: account.uuid, hmac: account.hmac });
const servicePath = (id: number, account: { uuid: string; hmac: string }) => `/au/api/v1/au/service/${id}?${new URLSearchParams(pair(account))}`;

describe('POST /au/api/v1/hmac/check', () => {
  it('accepts the login pair of an account', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const { status, json } = await h.call('/au/api/v1/hmac/check', { method: 'POST', body: pair(account) });
    expect(status).toBe(200);
    expect(h.data(endpoints.hmacCheck, json)).toEqual({ valid: true });
  });

  it('answers 401 HmacCheckFailed for a wrong signature', async () => {
    const account = await h.createAccount({});
    const wrong = account.hmac.replace(/^./, (char) => (char === '0' ? '1' : '0'));
    const { status, json } = await h.call('/au/api/v1/hmac/check', { method: 'POST', body: { uuid: account.uuid, hmac: wrong } });
    expect(status).toBe(401);
    expect(errorOf(json).error).toBe('HmacCheckFailed');
  });

  it('answers 401 HmacCheckFailed for an unknown user id', async () => {
    const { status, json } = await h.call('/au/api/v1/hmac/check', { method: 'POST', body: { uuid: 'no-such-user', hmac: 'a'.repeat(64) } });
    expect(status).toBe(401);
    expect(errorOf(json)).toEqual({ error: 'HmacCheckFailed' });
  });

  it('accepts an upper-case signature (hex is case-insensitive)', async () => {
    const account = await h.createAccount({});
    const { status } = await h.call('/au/api/v1/hmac/check', { method: 'POST', body: { uuid: account.uuid, hmac: account.hmac.toUpperCase() } });
    expect(status).toBe(200);
  });
});

describe('POST /au/api/v1/au/info', () => {
  it('lists delivered services in jjService and never-paid orders in unpaidService', async () => {
    const account = await h.createAccount({
      email: 'info-mixed@example.com',
      emailStatus: 'verified',
      services: [{ status: 'Expired' }, { status: 'Pending' }, { status: 'Active' }, { status: 'Pending', everPaid: true }],
    });
    const { status, json } = await h.call('/au/api/v1/au/info', { method: 'POST', body: pair(account) });
    expect(status).toBe(200);
    const info = h.data(endpoints.auInfo, json);
    const [expired, unpaid, active, renewing] = account.services;
    expect(info.email).toBe('info-mixed@example.com');
    expect(info.status).toBe('verified');
    expect(info.jjService).toEqual([
      { id: expired?.id, relid: expired?.relid, status: 'Expired' },
      { id: active?.id, relid: active?.relid, status: 'Active' },
      { id: renewing?.id, relid: renewing?.relid, status: 'Pending' },
    ]);
    expect(info.unpaidService).toEqual([{ id: unpaid?.id }]);
  });

  it('answers an anonymous account with no email', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', cycle: 'Annually' }] });
    const info = h.data(endpoints.auInfo, (await h.call('/au/api/v1/au/info', { method: 'POST', body: pair(account) })).json);
    expect(info).toMatchObject({ email: null, status: 'none', unpaidService: [] });
    expect(info.jjService).toHaveLength(1);
  });

  it('answers an unbound email as status unbound without an address', async () => {
    const account = await h.createAccount({ emailStatus: 'unbound' });
    const info = h.data(endpoints.auInfo, (await h.call('/au/api/v1/au/info', { method: 'POST', body: pair(account) })).json);
    expect(info).toEqual({ email: null, status: 'unbound', pending: null, jjService: [], unpaidService: [] });
  });

  it('answers 401 HmacCheckFailed for a wrong signature', async () => {
    const account = await h.createAccount({});
    const other = await h.createAccount({});
    const { status, json } = await h.call('/au/api/v1/au/info', { method: 'POST', body: { uuid: account.uuid, hmac: other.hmac } });
    expect(status).toBe(401);
    expect(errorOf(json).error).toBe('HmacCheckFailed');
  });
});

describe('GET /au/api/v1/au/service/:id', () => {
  it('answers an Active service in full, with its use-only subscription address', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 10, usedBytes: 5 * GB }] });
    const service = account.services[0];
    if (!service) throw new Error('fixture has no service');
    const { status, json, headers } = await h.call(servicePath(service.id, account));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const detail: ServiceDetail = h.data(endpoints.auService, json);
    expect(detail).toMatchObject({
      id: service.id,
      relid: service.relid,
      hmac: service.hmac,
      status: 'Active',
      cycle: 'Monthly',
      productName: 'Skyline Standard',
      price: { amount: '6.90', currency: 'USD' },
      autoRenew: true,
      speedLimitMbps: null,
      usage: { usedBytes: 5 * GB, fairUseBytes: 200 * GB },
    });
    expect(Date.parse(detail.expiresAt) - Date.now()).toBeGreaterThan(9 * DAY_MS);
    expect(detail.subscriptionUrl).toMatch(new RegExp(`^${h.origin}/wl/v1/subscribe/${service.id}\\?hmac=[0-9a-f]{64}$`));
    // The use link must not reveal the management signature (spec section 6).
    expect(detail.subscriptionUrl).not.toContain(detail.hmac);
    expect(detail.subscriptionUrl).not.toContain(account.hmac);
  });

  it('caps the speed at 20 Mbps once usage reaches the 200 GB fair use', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', usedBytes: 200 * GB }] });
    const detail = h.data(endpoints.auService, (await h.call(servicePath(account.services[0]?.id ?? 0, account))).json);
    expect(detail.speedLimitMbps).toBe(20);
  });

  it('sends no subscription address for a service that is not Active', async () => {
    const account = await h.createAccount({ services: [{ status: 'Stopped' }, { status: 'Pending' }] });
    for (const service of account.services) {
      const detail = h.data(endpoints.auService, (await h.call(servicePath(service.id, account))).json);
      expect(detail.subscriptionUrl).toBeNull();
    }
  });

  it("answers 404 NotFound for another user's service and for an unknown id", async () => {
    const owner = await h.createAccount({ services: [{ status: 'Active' }] });
    const stranger = await h.createAccount({ services: [{ status: 'Active' }] });
    const foreign = await h.call(servicePath(owner.services[0]?.id ?? 0, stranger));
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.json).error).toBe('NotFound');
    const missing = await h.call(servicePath(987_654, stranger));
    expect(missing.status).toBe(404);
    expect(errorOf(missing.json).error).toBe('NotFound');
  });

  it('answers 401 before anything else when the signature is wrong', async () => {
    const owner = await h.createAccount({ services: [{ status: 'Active' }] });
    const { status, json } = await h.call(servicePath(owner.services[0]?.id ?? 0, { uuid: owner.uuid, hmac: 'f'.repeat(64) }));
    expect(status).toBe(401);
    expect(errorOf(json).error).toBe('HmacCheckFailed');
  });

  it('answers 400 ValidationFailed naming the fields for a bad id and a missing signature', async () => {
    const { status, json } = await h.call('/au/api/v1/au/service/abc?uuid=someone');
    expect(status).toBe(400);
    const error = errorOf(json);
    expect(error.error).toBe('ValidationFailed');
    expect(error.fields).toEqual(expect.arrayContaining(['id', 'hmac']));
  });
});

describe('GET /au/api/v1/user/check', () => {
  it('says whether a user exists and can recover by email', async () => {
    const verified = await h.createAccount({ email: 'check-verified@example.com', emailStatus: 'verified' });
    const anonymous = await h.createAccount({});
    const answer = async (query: string) => h.data(endpoints.userCheck, (await h.call(`/au/api/v1/user/check?${query}`)).json);
    expect(await answer(`uuid=${verified.uuid}`)).toEqual({ exists: true, emailBound: true });
    expect(await answer(`uuid=${anonymous.uuid}`)).toEqual({ exists: true, emailBound: false });
    expect(await answer('uuid=nobody-here')).toEqual({ exists: false, emailBound: false });
  });

  it('answers exists:false for an unknown invoice id (invoices/… tests cover known ones)', async () => {
    const { status, json } = await h.call('/au/api/v1/user/check?invoiceId=42');
    expect(status).toBe(200);
    expect(h.data(endpoints.userCheck, json)).toEqual({ exists: false, emailBound: false });
  });

  it('answers 400 ValidationFailed without uuid or invoiceId', async () => {
    const { status, json } = await h.call('/au/api/v1/user/check');
    expect(status).toBe(400);
    expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['query'] });
  });
});

describe('login links', () => {
  it('are handed out in the fragment and query forms for the site origin', async () => {
    const account = await h.createAccount({});
    expect(account.loginUrl).toBe(`${TEST_SITE_ORIGIN}/zh-TW/user/service/0#uuid=${account.uuid}&hmac=${account.hmac}`);
    expect(account.loginQueryUrl).toBe(`${TEST_SITE_ORIGIN}/zh-TW/user/service/0?uuid=${account.uuid}&hmac=${account.hmac}`);
  });
});
