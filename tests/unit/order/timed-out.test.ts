// @vitest-environment happy-dom
/**
 * Issue 9, defect 5: a provider's `OrderTimedOut` (and the like: a bill past paying) is
 * said plainly with its way forward, never as the generic "request error", and what the
 * person entered is kept.
 */
import { $humanToken } from '../../../src/lib/core/stores/visitor.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/lib/core/contract/index.ts';
import { newRequestKey } from '../../../src/lib/core/api/request-key.ts';
import * as order from '../../../src/lib/order/store.ts';
import { $placing, placeOrder } from '../../../src/lib/order/placing.ts';
import { loadCatalogue } from '../../../src/lib/order/catalogue-store.ts';
import * as pay from '../../../src/lib/payment/store.ts';
import * as usdt from '../../../src/lib/payment/usdt-store.ts';
import { uniqueEmail } from '../../support/unique-email.ts';
import { useStoreTest } from '../../support/store-test.ts';

/**
 * The provider's refusal of an order whose request key stands for an order that timed
 * out. The sandbox answers a repeated key with the first answer, so this one answer is
 * made here, in the shape the client reports a 409 with a provider error name.
 */
let refuseOrderAs: string | null = null;
const store = useStoreTest({
  wrapClient: (real) => ({
    call: (endpoint, request) => {
      if (endpoint.path === endpoints.auOrder.path && refuseOrderAs !== null) {
        return Promise.resolve({ ok: false as const, error: 'RequestError' as const, providerError: refuseOrderAs, status: 409 });
      }
      return real.call(endpoint, request);
    },
  }),
});

beforeEach(async () => {
  refuseOrderAs = null;
  order.$orderDraft.set({ ...order.$orderDraft.get(), step: 3, couponInput: '', coupon: null, email: '', paymentMethod: null, renewServiceId: null, orderKey: newRequestKey() });
  $placing.set({ kind: 'idle' });
  pay.payAgain();
  await loadCatalogue(store.client);
});
afterEach(async () => {
  await store.control.moveClock({ reset: true });
});

describe('placing an order the provider says timed out', () => {
  it('says the order timed out, keeps what was entered, and the next press is a new order', async () => {
    const email = uniqueEmail('timed-out');
    order.choosePlan(1, 'Monthly');
    order.editEmail(email);
    order.choosePaymentMethod('alipayhk');
    const keyBefore = order.$orderDraft.get().orderKey;
    refuseOrderAs = 'OrderTimedOut';
    expect(await placeOrder(store.client, 'pc')).toBeNull();
    expect($placing.get()).toEqual({ kind: 'error', error: 'OrderTimedOut' });
    expect(order.$orderDraft.get()).toMatchObject({ pid: 1, cycle: 'Monthly', email, paymentMethod: 'alipayhk' });
    expect(order.$orderDraft.get().orderKey).not.toBe(keyBefore);

    refuseOrderAs = null;
    expect(await placeOrder(store.client, 'pc')).toBeGreaterThan(0);
  });

  it('says a renewal of a service long past its end must be a new order (the sandbox’s own 409)', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Expired', cycle: 'Monthly', expiresInDays: -60 }] });
    const service = account.services[0];
    if (!service) throw new Error('the fixture has no service');
    order.choosePlan(1, 'Monthly');
    order.chooseRenewalOf(service.id, 1);
    order.choosePaymentMethod('alipayhk');
    expect(await placeOrder(store.client, 'pc')).toBeNull();
    expect($placing.get()).toEqual({ kind: 'error', error: 'InvoiceExpired' });
  });
});

describe('a new USDT address for an order that timed out', () => {
  it('says the order timed out rather than "request error"', async () => {
    const placed = await store.client.call(endpoints.auOrder, {
      body: { pid: 1, cycle: 'Monthly', paymentMethod: 'usdt', device: 'pc', requestKey: newRequestKey(), email: uniqueEmail('usdt-timeout'), humanToken: $humanToken.get()?.token },
    });
    if (!placed.ok) throw new Error(`the order was refused: ${placed.error}`);
    const { invoiceId } = placed.data;
    await pay.loadInvoice(store.client, invoiceId);
    await pay.startPayment(store.client, invoiceId, 'usdt', 'pc');
    expect(pay.$attempt.get()).toMatchObject({ kind: 'ready', instruction: { kind: 'usdt' } });
    // A day and more later the address has expired and so has the order.
    await store.control.moveClock({ advanceMs: 25 * 3600_000 });
    await usdt.refreshUsdt(store.client, invoiceId);
    expect(usdt.$usdtRefreshing.get()).toEqual({ kind: 'error', error: 'OrderTimedOut' });
  });
});
