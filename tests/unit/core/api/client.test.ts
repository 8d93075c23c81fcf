import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ERROR_CATALOGUE } from '../../../../src/lib/core/api/errors.ts';
import { createProviderClient } from '../../../../src/lib/core/api/provider-client.ts';
import { endpoints } from '../../../../src/lib/core/contract/index.ts';
import { FaultView, type AccountView } from '../../../../sandbox/core/control/schemas.ts';
import { useTestSandbox } from '../../../support/sandbox-harness.ts';
import { humanToken } from '../../../contract/harness.ts';

const harness = useTestSandbox();
let account: AccountView;

beforeAll(async () => {
  account = await harness.control.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
});

/** A sleep that returns at once: the tests check how long the client would wait, not the wait. */
async function noWait(): Promise<void> {}

let requestKeys = 0;
/** A request key no other call of this file used. */
function requestKey(): string {
  requestKeys += 1;
  return `client-test-${Date.now()}-${requestKeys}`.padEnd(16, '0');
}

/** The faults still armed on the sandbox: how a test sees that a call was not sent again. */
async function armedFaults(): Promise<z.infer<typeof FaultView>[]> {
  const response = await fetch(`${harness.origin}/__sandbox/api/faults`);
  return z.array(FaultView).parse(await response.json());
}

function client(overrides: Partial<Parameters<typeof createProviderClient>[0]> = {}) {
  return createProviderClient({ baseURL: harness.origin, ...overrides });
}

/** An unpaid bill of the file's account (an Alipay order of the basic plan). */
async function anInvoice(): Promise<number> {
  const order = await client().call(endpoints.auOrder, {
    body: { pid: 1, cycle: 'Monthly', paymentMethod: 'alipay', device: 'pc', uuid: account.uuid, hmac: account.hmac, requestKey: requestKey(), humanToken: await humanToken(harness) },
  });
  if (!order.ok) throw new Error(`the order failed: ${order.error}`);
  return order.data.invoiceId;
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
    // With the signature it sent, so a signature already replaced (a reset answered first) does not clear the new login.
    expect(onHmacCheckFailed).toHaveBeenCalledWith('0'.repeat(64));
  });

  it('AccountClosed, whatever the call, tells the page once and reports the catalogue name (ADR 0056)', async () => {
    const closed = await harness.control.createAccount({ services: [{ status: 'Active' }] });
    await harness.control.closeAccount(closed.uuid);
    const onAccountClosed = vi.fn();
    const onHmacCheckFailed = vi.fn();
    const result = await client({ onAccountClosed, onHmacCheckFailed }).call(endpoints.auInfo, { body: { uuid: closed.uuid, hmac: closed.hmac } });
    expect(result).toMatchObject({ ok: false, error: 'AccountClosed', status: 403 });
    expect(onAccountClosed).toHaveBeenCalledTimes(1);
    expect(onHmacCheckFailed).not.toHaveBeenCalled();
  });

  it('a network failure gives an empty result named NetworkTrouble', async () => {
    const onHmacCheckFailed = vi.fn();
    const result = await createProviderClient({ baseURL: 'http://127.0.0.1:9', onHmacCheckFailed, sleep: noWait }).call(endpoints.hmacCheck, {
      body: { uuid: account.uuid, hmac: account.hmac },
    });
    expect(result).toEqual({ ok: false, error: 'NetworkTrouble' });
    expect(onHmacCheckFailed).not.toHaveBeenCalled();
  });

  it('a dropped connection is network trouble, not a lost login', async () => {
    // Four: the first try and the three repeats a safe read gets.
    await harness.control.fault({ pathPrefix: '/au/api/v1/hmac/check', mode: 'drop', times: 4 });
    const onHmacCheckFailed = vi.fn();
    const result = await client({ onHmacCheckFailed, sleep: noWait }).call(endpoints.hmacCheck, { body: { uuid: account.uuid, hmac: account.hmac } });
    expect(result).toMatchObject({ ok: false, error: 'NetworkTrouble' });
    expect(onHmacCheckFailed).not.toHaveBeenCalled();
  });

  it('a slow answer times out as Timeout', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'delay', delayMs: 1500 });
    const result = await client({ timeoutMs: 300 }).call(endpoints.auInfo, { body: { uuid: account.uuid, hmac: account.hmac } });
    expect(result).toMatchObject({ ok: false, error: 'Timeout' });
  });

  it('a 5xx is ServerError and an answer that breaks the contract is MalformedResponse', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'error500', times: 4 });
    expect(await client({ sleep: noWait }).call(endpoints.auInfo, { body: { uuid: account.uuid, hmac: account.hmac } })).toMatchObject({ ok: false, error: 'ServerError', status: 500 });
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

describe('safe retries and patience for "busy" (decision 0016)', () => {
  /** A client whose waits are recorded instead of slept, with jitter pinned to its lowest. */
  function patientClient() {
    const waits: number[] = [];
    const provider = client({
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0,
    });
    return { provider, waits };
  }

  const pair = () => ({ uuid: account.uuid, hmac: account.hmac });

  it('a 503 on au/info (a POST that only reads) is tried again and ends ok', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'error503', times: 1 });
    const { provider, waits } = patientClient();
    const result = await provider.call(endpoints.auInfo, { body: pair() });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(waits).toEqual([150]);
  });

  it('network errors and 5xx on a safe read back off exponentially, at most 3 repeats', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/account/balance', mode: 'error500', times: 10 });
    const { provider, waits } = patientClient();
    const result = await provider.call(endpoints.accountBalance, { body: pair() });
    expect(result).toMatchObject({ ok: false, error: 'ServerError', status: 500 });
    expect(waits).toEqual([150, 300, 600]);
    await harness.control.clearFaults();
  });

  it('a call that moves money is tried exactly once on a 503', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/order', mode: 'error503', times: 2 });
    const { provider, waits } = patientClient();
    const order = await provider.call(endpoints.auOrder, {
      body: { pid: 1, cycle: 'Monthly', paymentMethod: 'alipay', device: 'pc', uuid: account.uuid, hmac: account.hmac, requestKey: requestKey(), humanToken: await humanToken(harness) },
    });
    expect(order).toMatchObject({ ok: false, error: 'ServerError', status: 503 });
    expect(waits).toEqual([]);
    // The second armed 503 is still there: nothing was sent again.
    expect((await armedFaults()).map((fault) => fault.remaining)).toEqual([1]);
    await harness.control.clearFaults();
  });

  it('paying a bill is tried exactly once on a 503', async () => {
    const invoiceId = await anInvoice();
    const { provider, waits } = patientClient();
    await harness.control.fault({ pathPrefix: `/au/api/v1/invoices/${invoiceId}/pay`, mode: 'error503', times: 2 });
    const pay = await provider.call(endpoints.invoicePay, {
      params: { id: invoiceId },
      body: { paymentMethod: 'alipay', device: 'pc', uuid: account.uuid, hmac: account.hmac, requestKey: requestKey() },
    });
    expect(pay).toMatchObject({ ok: false, error: 'ServerError', status: 503 });
    expect(waits).toEqual([]);
    expect((await armedFaults()).map((fault) => fault.remaining)).toEqual([1]);
    await harness.control.clearFaults();
  });

  it('a 429 waits for Retry-After (seconds), then succeeds', async () => {
    const invoiceId = await anInvoice();
    await harness.control.fault({ pathPrefix: '/au/api/v1/invoices/info/', mode: 'busy', retryAfterSeconds: 2, times: 1 });
    const { provider, waits } = patientClient();
    const result = await provider.call(endpoints.invoiceInfo, { params: { id: invoiceId }, body: pair() });
    expect(result).toMatchObject({ ok: true });
    expect(waits).toEqual([2000]);
  });

  it('a 429 waits for Retry-After given as an HTTP date', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/hmac/check', mode: 'busy', retryAfterSeconds: 5, retryAfterAsDate: true, times: 1 });
    const { provider, waits } = patientClient();
    expect(await provider.call(endpoints.hmacCheck, { body: pair() })).toMatchObject({ ok: true });
    expect(waits).toHaveLength(1);
    // An HTTP date has whole seconds, so the wait is a little under 5 s.
    expect(waits[0]).toBeGreaterThan(3000);
    expect(waits[0]).toBeLessThanOrEqual(5000);
  });

  it('a 429 that persists ends in ProviderBusy, whose way forward is to try again', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'busy', retryAfterSeconds: 1, times: 10 });
    const { provider, waits } = patientClient();
    const result = await provider.call(endpoints.auInfo, { body: pair() });
    expect(result).toMatchObject({ ok: false, error: 'ProviderBusy', status: 429 });
    expect(waits).toEqual([1000, 1000, 1000]);
    expect(ERROR_CATALOGUE.ProviderBusy).toBe('retry');
    await harness.control.clearFaults();
  });

  it('a 429 asking for longer than the client will wait is reported busy at once', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'busy', retryAfterSeconds: 600, times: 1 });
    const { provider, waits } = patientClient();
    expect(await provider.call(endpoints.auInfo, { body: pair() })).toMatchObject({ ok: false, error: 'ProviderBusy', retryAfterMs: 600_000 });
    expect(waits).toEqual([]);
  });

  it('a 429 on a call that creates something is reported busy without a repeat', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/user', mode: 'busy', retryAfterSeconds: 1, times: 1 });
    const { provider, waits } = patientClient();
    expect(await provider.call(endpoints.auUser, { body: { requestKey: requestKey(), humanToken: await humanToken(harness) } })).toMatchObject({ ok: false, error: 'ProviderBusy' });
    expect(waits).toEqual([]);
  });

  it('a timeout is not repeated: the person has already waited the full limit', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'delay', delayMs: 800, times: 1 });
    const waits: number[] = [];
    const provider = client({ timeoutMs: 200, sleep: async (ms) => void waits.push(ms) });
    expect(await provider.call(endpoints.auInfo, { body: pair() })).toMatchObject({ ok: false, error: 'Timeout' });
    expect(waits).toEqual([]);
  });
});

describe('nonsense from the provider is refused at the contract (defect 7)', () => {
  it('a bill with a negative balanceDue is MalformedResponse, not a bill', async () => {
    const invoiceId = await anInvoice();
    const fetchReal = globalThis.fetch;
    // The sandbox never says such a thing (it checks its own answers), so the lie is told on the way back.
    const lying = vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      const response = await fetchReal(...args);
      const json: unknown = await response.json();
      const lie = z.object({ data: z.looseObject({}) }).parse(json);
      return new Response(JSON.stringify({ data: { ...lie.data, balanceDue: '-5.00' } }), { status: response.status, headers: response.headers });
    });
    try {
      const result = await client().call(endpoints.invoiceInfo, { params: { id: invoiceId }, body: { uuid: account.uuid, hmac: account.hmac } });
      expect(result).toMatchObject({ ok: false, error: 'MalformedResponse', status: 200 });
    } finally {
      lying.mockRestore();
    }
  });
});
