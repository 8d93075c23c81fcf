/**
 * The payment methods the provider offers this visitor on this device (`GET
 * /au/api/v1/au/payments`), read the same way by the order wizard and the payment page
 * (every method the contract names has a panel: rules/payment-methods).
 */
import { atom } from 'nanostores';
import type { PaymentOption } from '../core/contract/index.ts';
import { auPayments } from '../order/contract.ts';
import { listedMethods } from './methods.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { $credentials } from '../core/stores/session.ts';
import type { Loadable } from '../core/stores/loadable.ts';

export type PaymentMethodsAnswer = { ok: true; methods: PaymentOption[] } | { ok: false; error: AppErrorName };

/**
 * One read of the methods offered, with the stored login when there is one (the
 * provider offers the balance only to an account). The payment page's `loadMethods`
 * and the wizard's `loadPaymentOptions` both read through this.
 * @example await loadPaymentMethods(provider, 'mobile') // { ok: true, methods: [{ id: 'alipay', … }, …] }
 */
export async function loadPaymentMethods(client: ProviderClient, device: 'pc' | 'mobile'): Promise<PaymentMethodsAnswer> {
  const credentials = $credentials.get();
  const result = await client.call(auPayments, { query: { device, ...(credentials ?? {}) } });
  if (!result.ok) return { ok: false, error: result.error };
  // Every method id the contract accepts has a panel (the registry covers the contract's
  // list), and an id outside it fails the answer's schema: nothing is left to filter.
  return { ok: true, methods: result.data.methods };
}

/** The wizard's list of methods (step 3); the draft keeps its choice on one offered (order-draft.ts). */
export const $paymentOptions = atom<Loadable<PaymentOption[]>>({ kind: 'idle' });

export async function loadPaymentOptions(client: ProviderClient, device: 'pc' | 'mobile'): Promise<void> {
  $paymentOptions.set({ kind: 'loading' });
  const answer = await loadPaymentMethods(client, device);
  // Google Pay is not a choice of its own: the card panel offers it where the browser has it (ADR 0058).
  $paymentOptions.set(answer.ok ? { kind: 'ready', value: listedMethods(answer.methods) } : { kind: 'error', error: answer.error });
}
