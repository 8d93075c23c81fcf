// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createProviderClient } from '../../../src/lib/core/api/provider-client.ts';
import { $paymentOptions, loadPaymentMethods, loadPaymentOptions } from '../../../src/lib/payment/options-store.ts';
import { $orderDraft } from '../../../src/lib/order/store.ts';
import { clearCredentials, storeCredentials } from '../../../src/lib/core/stores/session.ts';
import { useTestSandbox } from '../../support/sandbox-harness.ts';

const harness = useTestSandbox();

beforeEach(() => {
  clearCredentials();
  $paymentOptions.set({ kind: 'idle' });
});

describe('the payment methods offered', () => {
  it('are read once for the wizard and the payment page alike, the balance only for an account that has one', async () => {
    const client = createProviderClient({ baseURL: harness.origin });
    const visitor = await loadPaymentMethods(client, 'mobile');
    expect(visitor.ok && visitor.methods.some((method) => method.id === 'balance')).toBe(false);
    const { uuid, hmac } = await harness.control.createAccount({ balance: '5.00', services: [] });
    storeCredentials({ uuid, hmac });
    const holder = await loadPaymentMethods(client, 'mobile');
    expect(holder.ok && holder.methods.some((method) => method.id === 'balance')).toBe(true);
  });

  it('fill the wizard’s list, and the draft keeps a method that is offered', async () => {
    $orderDraft.set({ ...$orderDraft.get(), paymentMethod: null });
    await loadPaymentOptions(createProviderClient({ baseURL: harness.origin }), 'pc');
    const options = $paymentOptions.get();
    if (options.kind !== 'ready') throw new Error('the methods did not load');
    expect($orderDraft.get().paymentMethod).toBe(options.value[0]?.id);
  });

  it('say the network failed rather than offering nothing', async () => {
    await loadPaymentOptions(createProviderClient({ baseURL: 'http://127.0.0.1:9', timeoutMs: 1_000 }), 'pc');
    expect($paymentOptions.get()).toEqual({ kind: 'error', error: 'NetworkTrouble' });
    expect(await loadPaymentMethods(createProviderClient({ baseURL: 'http://127.0.0.1:9', timeoutMs: 1_000 }), 'pc')).toEqual({ ok: false, error: 'NetworkTrouble' });
  });
});
