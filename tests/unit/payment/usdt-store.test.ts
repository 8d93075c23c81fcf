// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/lib/core/contract/index.ts';
import * as pay from '../../../src/lib/payment/store.ts';
import * as usdt from '../../../src/lib/payment/usdt-store.ts';
import { $paymentInfo } from '../../../src/lib/core/stores/visitor.ts';
import type { UsdtInstruction } from '../../../src/lib/payment/usdt.ts';
import { renewalBill, useStoreTest } from '../../support/store-test.ts';

const POLL_MS = 20;

/** Watcher calls made through the store test's client, to see when polling stops. */
let watcherCalls = 0;
/** Reads of the invoice's USDT payment (`pay/usdt/invoice`). */
let paymentReads = 0;
const store = useStoreTest({
  wrapClient: (real) => ({
    call: (endpoint, request) => {
      if (endpoint.path === endpoints.usdtTransaction.path) watcherCalls++;
      if (endpoint.path === endpoints.usdtInvoice.path) paymentReads++;
      return real.call(endpoint, request);
    },
  }),
});

beforeEach(() => {
  pay.payAgain();
  watcherCalls = 0;
  paymentReads = 0;
  // Fake timers that still move with the real clock (the client's own timeouts keep
  // working), so a test can jump past several poll intervals at once instead of sleeping.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  await store.control.moveClock({ reset: true });
  await store.control.setUsdtOccupied({ occupied: false });
});

/** A logged-in owner of a Monthly renewal bill payable with USDT only, on the page. */
async function usdtBill(): Promise<number> {
  const { id } = renewalBill(await store.loggedInAccount({ paymentMethods: ['usdt'], services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] }));
  await pay.loadInvoice(store.client, id);
  return id;
}

async function payByUsdt(id: number): Promise<UsdtInstruction> {
  await pay.startPayment(store.client, id, 'usdt', 'pc');
  const attempt = pay.$attempt.get();
  if (attempt.kind !== 'ready' || attempt.instruction.kind !== 'usdt') throw new Error(`no USDT instruction: ${JSON.stringify(attempt)}`);
  return attempt.instruction;
}

const advance = (id: number) => store.control.advanceUsdt(id);
/** Five poll intervals go by on the fake clock: a poller still running would call the watcher. */
const fivePollIntervalsPass = () => vi.advanceTimersByTimeAsync(POLL_MS * 5);

describe('following a USDT transfer', () => {
  it('goes from waiting through confirmations to confirmed, then the bill reads paid and polling stops', async () => {
    const id = await usdtBill();
    const instruction = await payByUsdt(id);
    const stop = usdt.followUsdt(store.client, id, instruction, POLL_MS);
    expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', view: { address: instruction.address, amount: instruction.amount, state: 'waiting' } });
    await advance(id);
    await vi.waitFor(() => expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', view: { state: 'detected', confirmations: 1, requiredConfirmations: 3 } }));
    await advance(id);
    await advance(id);
    await vi.waitFor(() => expect(pay.$invoice.get()).toMatchObject({ kind: 'ready', invoice: { status: 'Paid' } }));
    expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', view: { state: 'confirmed' } });
    const calls = watcherCalls;
    await fivePollIntervalsPass();
    expect(watcherCalls).toBe(calls);
    stop();
  });

  it('stops asking once the panel is gone', async () => {
    const id = await usdtBill();
    const stop = usdt.followUsdt(store.client, id, await payByUsdt(id), POLL_MS);
    stop();
    await fivePollIntervalsPass();
    expect(watcherCalls).toBe(0);
  });

  it('reads the invoice’s USDT payment when it has no pay-call answer (another device), then polls the watcher', async () => {
    const id = await usdtBill();
    const { address, amount, expiresAt } = await payByUsdt(id);
    const stop = usdt.followUsdt(store.client, id, null, POLL_MS);
    expect(usdt.$usdt.get()).toEqual({ kind: 'loading' });
    await vi.waitFor(() => expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', view: { address, amount, expiresAt, state: 'waiting' } }));
    expect(paymentReads).toBe(1);
    await advance(id);
    await vi.waitFor(() => expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', view: { state: 'detected', confirmations: 1 } }));
    expect(watcherCalls).toBeGreaterThan(0);
    stop();
  });

  it('names the address and amount from the invoice’s payment while the watcher cannot be reached', async () => {
    const id = await usdtBill();
    const { address, amount } = await payByUsdt(id);
    await store.control.fault({ pathPrefix: `/pay/usdt/transaction/${id}`, mode: 'error503', times: 100 });
    const stop = usdt.followUsdt(store.client, id, null, POLL_MS);
    await vi.waitFor(() => expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', view: { address, amount }, trouble: 'ServerError' }));
    stop();
  });

  it('says what went wrong when the invoice’s payment cannot be read, and a retry reads it', async () => {
    const id = await usdtBill();
    const { address } = await payByUsdt(id);
    await store.control.fault({ pathPrefix: `/pay/usdt/invoice/${id}`, mode: 'error500', times: 4 });
    await usdt.openUsdtPayment(store.client, id);
    expect(usdt.$usdt.get()).toEqual({ kind: 'error', error: 'ServerError' });
    await usdt.openUsdtPayment(store.client, id);
    expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', view: { address } });
  });

  it('keeps the last view and says so when a look fails, then carries on', async () => {
    const id = await usdtBill();
    const instruction = await payByUsdt(id);
    usdt.showUsdtInstruction(instruction);
    // A GET is repeated three times by the client, so two failed looks take eight 500s.
    await store.control.fault({ pathPrefix: `/pay/usdt/transaction/${id}`, mode: 'error500', times: 8 });
    await usdt.readUsdt(store.client, id);
    expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', view: { address: instruction.address }, trouble: 'ServerError' });
    await usdt.readUsdt(store.client, id);
    await usdt.readUsdt(store.client, id);
    expect(usdt.$usdt.get()).toMatchObject({ kind: 'ready', trouble: null });
  });
});

describe('busy pool and expired addresses', () => {
  it('names a busy pool on the pay call with the catalogue error', async () => {
    const id = await usdtBill();
    await store.control.setUsdtOccupied({ occupied: true, invoiceId: id });
    await pay.startPayment(store.client, id, 'usdt', 'pc');
    expect(pay.$attempt.get()).toEqual({ kind: 'error', error: 'UsdtAddressOccupied' });
  });

  it('refreshes an expired address, past "occupied", with a new key so a reload resumes the new one', async () => {
    const id = await usdtBill();
    const first = await payByUsdt(id);
    const stop = usdt.followUsdt(store.client, id, first, POLL_MS);
    await store.control.moveClock({ advanceMs: 16 * 60_000 });
    await vi.waitFor(() => expect(usdt.usdtPhase()).toBe('expired'));
    const calls = watcherCalls;
    await fivePollIntervalsPass();
    expect(watcherCalls).toBe(calls);

    await store.control.setUsdtOccupied({ occupied: true, invoiceId: id });
    await usdt.refreshUsdt(store.client, id);
    expect(usdt.usdtPhase()).toBe('occupied');
    await store.control.setUsdtOccupied({ occupied: false, invoiceId: id });
    const keyBefore = $paymentInfo.get()?.requestKey;
    await usdt.refreshUsdt(store.client, id);
    const state = usdt.$usdt.get();
    expect(state).toMatchObject({ kind: 'ready', view: { state: 'waiting' } });
    expect(state.kind === 'ready' && state.view.address).not.toBe(first.address);
    expect($paymentInfo.get()?.requestKey).not.toBe(keyBefore);
    expect(pay.$stage.get()).toBe('waiting');
    // Polling is back with the live address.
    await vi.waitFor(() => expect(watcherCalls).toBeGreaterThan(calls));
    stop();

    // What a reload does: the pay call with the kept key answers the new address.
    await pay.resumePayment(store.client, id, 'pc');
    const resumed = pay.$attempt.get();
    expect(resumed.kind === 'ready' && resumed.instruction.kind === 'usdt' && resumed.instruction.address).toBe(state.kind === 'ready' && state.view.address);
  });
});
