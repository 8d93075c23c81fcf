import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createProviderClient } from '../../../src/lib/api/client.ts';
import { endpoints } from '../../../src/lib/contract/index.ts';
import type { AccountView } from '../../../sandbox/control/schemas.ts';
import { useTestSandbox } from '../sandbox-harness.ts';

const harness = useTestSandbox();
let account: AccountView;

beforeAll(async () => {
  account = await harness.control.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
});

function client(overrides: Partial<Parameters<typeof createProviderClient>[0]> = {}) {
  return createProviderClient({ baseURL: harness.origin, ...overrides });
}

describe('provider client against the sandbox', () => {
  it('returns contract-checked data on success', async () => {
    const result = await client().call(endpoints.auInfo, { body: { uuid: account.uuid, hmac: account.hmac } });
    expect(result.ok && result.data.jjService.map((service) => service.status)).toEqual(['Active']);
  });

  it('HmacCheckFailed calls the handler once and reports the name', async () => {
    const onHmacCheckFailed = vi.fn();
    const result = await client({ onHmacCheckFailed }).call(endpoints.hmacCheck, { body: { uuid: account.uuid, hmac: '0'.repeat(64) } });
    expect(result).toMatchObject({ ok: false, error: 'HmacCheckFailed' });
    expect(onHmacCheckFailed).toHaveBeenCalledTimes(1);
  });

  it('a network failure gives an empty result named NetworkTrouble', async () => {
    const onHmacCheckFailed = vi.fn();
    const result = await createProviderClient({ baseURL: 'http://127.0.0.1:9', onHmacCheckFailed }).call(endpoints.hmacCheck, {
      body: { uuid: account.uuid, hmac: account.hmac },
    });
    expect(result).toEqual({ ok: false, error: 'NetworkTrouble' });
    expect(onHmacCheckFailed).not.toHaveBeenCalled();
  });

  it('a dropped connection is network trouble, not a lost login', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/hmac/check', mode: 'drop' });
    const onHmacCheckFailed = vi.fn();
    const result = await client({ onHmacCheckFailed }).call(endpoints.hmacCheck, { body: { uuid: account.uuid, hmac: account.hmac } });
    expect(result).toMatchObject({ ok: false, error: 'NetworkTrouble' });
    expect(onHmacCheckFailed).not.toHaveBeenCalled();
  });

  it('a slow answer times out as Timeout', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'delay', delayMs: 1500 });
    const result = await client({ timeoutMs: 300 }).call(endpoints.auInfo, { body: { uuid: account.uuid, hmac: account.hmac } });
    expect(result).toMatchObject({ ok: false, error: 'Timeout' });
  });

  it('a 5xx is ServerError and an answer that breaks the contract is MalformedResponse', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'error500', times: 1 });
    expect(await client().call(endpoints.auInfo, { body: { uuid: account.uuid, hmac: account.hmac } })).toMatchObject({ ok: false, error: 'ServerError', status: 500 });
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'malformed', times: 1 });
    expect(await client().call(endpoints.auInfo, { body: { uuid: account.uuid, hmac: account.hmac } })).toMatchObject({ ok: false, error: 'MalformedResponse' });
  });

  it('a provider refusal keeps its name and fields', async () => {
    const other = await harness.control.createAccount({ services: [{ status: 'Active' }] });
    const result = await client().call(endpoints.auService, { params: { id: other.services[0]?.id ?? 0 }, query: { uuid: account.uuid, hmac: account.hmac } });
    expect(result).toMatchObject({ ok: false, error: 'RequestError', providerError: 'NotFound', status: 404 });
  });

  it('refuses to send a request that breaks the contract', async () => {
    const result = await client().call(endpoints.hmacCheck, { body: { uuid: 'x', hmac: 'nope' } });
    expect(result).toMatchObject({ ok: false, error: 'RequestError', providerError: 'InvalidRequest' });
  });
});
