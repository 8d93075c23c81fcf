/**
 * The provider client with several bases (ADR 0052): a safe read that gets no answer at
 * all from one base (a blocked domain: a refused connection, a dropped one, a timeout)
 * goes on to the next, never after an answer; the base that answered is kept so the next
 * call starts there; a call that moves money is sent once, to one base, whatever happens.
 *
 * Against the real sandbox: the dead base is a port nothing listens on, and the second
 * base is the same sandbox under another address, as a second domain of one provider is.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createProviderClient, type WorkingBaseMemory } from '../../../../src/lib/core/api/provider-client.ts';
import { endpoints } from '../../../../src/lib/core/contract/index.ts';
import { FaultView, type AccountView } from '../../../../sandbox/core/control/schemas.ts';
import { useTestSandbox } from '../../../support/sandbox-harness.ts';
import { humanToken } from '../../../contract/harness.ts';

const harness = useTestSandbox();
let account: AccountView;
const DEAD = 'http://127.0.0.1:9';
/** The sandbox again, under a second base (as a provider's second domain). */
const second = () => `${harness.origin}/`;
const pair = () => ({ uuid: account.uuid, hmac: account.hmac });

beforeAll(async () => {
  account = await harness.control.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
});

async function noWait(): Promise<void> {}

/** A memory that says what it was told, as the site's sessionStorage one would keep it. */
function recordingMemory(start?: string): WorkingBaseMemory & { kept: string[] } {
  let current = start;
  const kept: string[] = [];
  return {
    kept,
    read: () => current,
    keep(base) {
      current = base;
      kept.push(base);
    },
  };
}

/** The bases each request of the test went to, in order. */
function recordBases(bases: string[]): () => string[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.map(([input]) => {
      const url = input instanceof Request ? input.url : String(input);
      return bases.find((base) => url.startsWith(base.replace(/\/$/, ''))) ?? url;
    });
}

async function armedFaults(): Promise<z.infer<typeof FaultView>[]> {
  const response = await fetch(`${harness.origin}/__sandbox/api/faults`);
  return z.array(FaultView).parse(await response.json());
}

let keys = 0;
const requestKey = () => `failover-test-${Date.now()}-${++keys}`.padEnd(16, '0');

describe('reads fail over to the next base when one gives no answer (ADR 0052)', () => {
  it('a refused connection: the read is answered by the second base, which is kept for the next call', async () => {
    const memory = recordingMemory();
    const sent = recordBases([DEAD]);
    const provider = createProviderClient({ baseURL: [DEAD, second()], workingBase: memory, sleep: noWait });
    const result = await provider.call(endpoints.auInfo, { body: pair() });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(memory.kept).toEqual([second()]);
    // The next call starts at the base that answered: the dead one is not asked again.
    expect(await provider.call(endpoints.hmacCheck, { body: pair() })).toMatchObject({ ok: true });
    expect(sent().filter((base) => base === DEAD)).toHaveLength(1);
  });

  it('a dropped connection on the first base is answered from the second', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'drop', times: 1 });
    const memory = recordingMemory();
    const result = await createProviderClient({ baseURL: [harness.origin, second()], workingBase: memory, sleep: noWait }).call(endpoints.auInfo, { body: pair() });
    expect(result).toMatchObject({ ok: true });
    expect(memory.kept).toEqual([second()]);
  });

  it('a timeout on the first base goes on to the second, without the wait of a repeat', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'delay', delayMs: 1500, times: 1 });
    const waits: number[] = [];
    const memory = recordingMemory();
    const provider = createProviderClient({ baseURL: [harness.origin, second()], workingBase: memory, timeoutMs: 400, sleep: async (ms) => void waits.push(ms) });
    expect(await provider.call(endpoints.auInfo, { body: pair() })).toMatchObject({ ok: true });
    expect(memory.kept).toEqual([second()]);
    expect(waits).toEqual([]);
  });

  it('a base that stays silent (packets dropped) is not waited out: the next base is asked too, and its answer is taken', async () => {
    // The first base holds the read for 20 s, as a black-holed domain would until the 30 s timeout.
    await harness.control.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'delay', delayMs: 20_000, times: 1 });
    const memory = recordingMemory();
    const provider = createProviderClient({ baseURL: [harness.origin, second()], workingBase: memory, hedgeAfterMs: 300, sleep: noWait });
    const started = Date.now();
    expect(await provider.call(endpoints.auInfo, { body: pair() })).toMatchObject({ ok: true, status: 200 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(memory.kept).toEqual([second()]);
    await harness.control.clearFaults();
  });

  it('a base that answers before the hedge is the only one asked', async () => {
    const memory = recordingMemory();
    const sent = recordBases([harness.origin, DEAD]);
    expect(await createProviderClient({ baseURL: [harness.origin, DEAD], workingBase: memory, hedgeAfterMs: 5_000 }).call(endpoints.hmacCheck, { body: pair() })).toMatchObject({ ok: true });
    expect(sent()).toEqual([harness.origin]);
  });

  it('an HTTP answer, even a 5xx, is the provider speaking: no other base is tried', async () => {
    await harness.control.fault({ pathPrefix: '/au/api/v1/account/balance', mode: 'error500', times: 4 });
    const memory = recordingMemory();
    // Were a 500 taken as "no answer", the dead second base would end the call as NetworkTrouble.
    const result = await createProviderClient({ baseURL: [harness.origin, DEAD], workingBase: memory, sleep: noWait }).call(endpoints.accountBalance, { body: pair() });
    expect(result).toMatchObject({ ok: false, error: 'ServerError', status: 500 });
    expect(memory.kept).toEqual([harness.origin, harness.origin, harness.origin, harness.origin]);
    await harness.control.clearFaults();
  });

  it('a refusal (4xx) stays a refusal from the base that gave it', async () => {
    const memory = recordingMemory();
    const result = await createProviderClient({ baseURL: [harness.origin, DEAD], workingBase: memory, sleep: noWait }).call(endpoints.hmacCheck, { body: { uuid: account.uuid, hmac: '0'.repeat(64) } });
    expect(result).toMatchObject({ ok: false, error: 'HmacCheckFailed' });
    expect(memory.kept).toEqual([harness.origin]);
  });

  it('with every base silent, the read is network trouble after its usual repeats', async () => {
    const waits: number[] = [];
    const memory = recordingMemory();
    const sent = recordBases([DEAD, 'http://127.0.0.1:7']);
    const result = await createProviderClient({ baseURL: [DEAD, 'http://127.0.0.1:7'], workingBase: memory, random: () => 0, sleep: async (ms) => void waits.push(ms) }).call(endpoints.auInfo, { body: pair() });
    expect(result).toEqual({ ok: false, error: 'NetworkTrouble' });
    expect(waits).toEqual([150, 300, 600]);
    expect(sent()).toEqual(Array.from({ length: 4 }, () => [DEAD, 'http://127.0.0.1:7']).flat());
    expect(memory.kept).toEqual([]);
  });

  it('a kept base no longer on the list is not used', async () => {
    const memory = recordingMemory('https://gone.example');
    const sent = recordBases([harness.origin]);
    expect(await createProviderClient({ baseURL: [harness.origin, DEAD], workingBase: memory }).call(endpoints.hmacCheck, { body: pair() })).toMatchObject({ ok: true });
    expect(sent()).toEqual([harness.origin]);
  });
});

describe('a call that moves money keeps its one-request rule across bases', () => {
  async function anInvoice(): Promise<number> {
    const order = await createProviderClient({ baseURL: harness.origin }).call(endpoints.auOrder, {
      body: { pid: 1, cycle: 'Monthly', paymentMethod: 'alipay', device: 'pc', ...pair(), requestKey: requestKey(), humanToken: await humanToken(harness) },
    });
    if (!order.ok) throw new Error(`the order failed: ${order.error}`);
    return order.data.invoiceId;
  }

  it('a pay whose answer is lost is not sent to the next base; the bill then reads as paid once, from whichever base answers', async () => {
    const invoiceId = await anInvoice();
    // Two armed: a second send, to either base (the same sandbox), would take the second.
    await harness.control.fault({ pathPrefix: `/au/api/v1/invoices/${invoiceId}/pay`, mode: 'drop-after', times: 2 });
    const memory = recordingMemory();
    const provider = createProviderClient({ baseURL: [harness.origin, second()], workingBase: memory, sleep: noWait });
    const pay = await provider.call(endpoints.invoicePay, { params: { id: invoiceId }, body: { paymentMethod: 'alipay', device: 'pc', ...pair(), requestKey: requestKey() } });
    expect(pay).toEqual({ ok: false, error: 'NetworkTrouble' });
    expect((await armedFaults()).map((fault) => fault.remaining)).toEqual([1]);
    expect(memory.kept).toEqual([]);
    await harness.control.clearFaults();
    // The outcome is read (the caller's unknown-outcome step, decision 0015): the payment the lost answer made is there, once.
    const payments = await harness.control.payments(invoiceId);
    expect(payments).toHaveLength(1);
  });

  it('a pay is sent to the base the visit is on, and only there, when that base is dead', async () => {
    const invoiceId = await anInvoice();
    const sent = recordBases([DEAD, harness.origin]);
    const pay = await createProviderClient({ baseURL: [DEAD, harness.origin], sleep: noWait }).call(endpoints.invoicePay, { params: { id: invoiceId }, body: { paymentMethod: 'alipay', device: 'pc', ...pair(), requestKey: requestKey() } });
    expect(pay).toEqual({ ok: false, error: 'NetworkTrouble' });
    expect(sent()).toEqual([DEAD]);
    expect(await harness.control.payments(invoiceId)).toEqual([]);
  });
});
