/**
 * The payment methods the provider offers this visitor on this device (`GET
 * /au/api/v1/au/payments`), read the same way by the order wizard and the payment page:
 * only methods the site has a panel for are shown.
 */
import { atom } from 'nanostores';
import { endpoints, type PaymentOption } from '../contract/index.ts';
import type { ProviderClient } from '../api/client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { METHODS_WITH_PANELS } from '../rules/payment-methods.ts';
import { $credentials } from './session.ts';
import type { Loadable } from './loadable.ts';

export type PaymentMethodsAnswer = { ok: true; methods: PaymentOption[] } | { ok: false; error: AppErrorName };

/**
 * One read of the methods offered, with the stored login when there is one (the
 * provider offers the balance only to an account). The payment page's `loadMethods`
 * and the wizard's `loadPaymentOptions` both read through this.
 * @example await loadPaymentMethods(provider, 'mobile') // { ok: true, methods: [{ id: 'alipay', … }, …] }
 */
export async function loadPaymentMethods(client: ProviderClient, device: 'pc' | 'mobile'): Promise<PaymentMethodsAnswer> {
  const credentials = $credentials.get();
  const result = await client.call(endpoints.auPayments, { query: { device, ...(credentials ?? {}) } });
  if (!result.ok) return { ok: false, error: result.error };
  return { ok: true, methods: result.data.methods.filter((method) => METHODS_WITH_PANELS.has(method.id)) };
}

/** The wizard's list of methods (step 3); the draft keeps its choice on one offered (order-draft.ts). */
export const $paymentOptions = atom<Loadable<PaymentOption[]>>({ kind: 'idle' });

export async function loadPaymentOptions(client: ProviderClient, device: 'pc' | 'mobile'): Promise<void> {
  $paymentOptions.set({ kind: 'loading' });
  const answer = await loadPaymentMethods(client, device);
  $paymentOptions.set(answer.ok ? { kind: 'ready', value: answer.methods } : { kind: 'error', error: answer.error });
}
