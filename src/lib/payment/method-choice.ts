/**
 * The payment page's choice of method: the methods the bill can switch to, the switch
 * itself, and the account's balance paying all or part of the bill. The attempt's key and its
 * unknown outcomes are ./payment-attempt.ts's.
 */
import { atom, computed } from 'nanostores';
import type { PaymentMethodId, PaymentOption } from '../core/contract/index.ts';
import { accountBalance, invoiceCreditPay, invoiceUpdate } from '../invoice/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { fromMinor, toMinor } from '../core/rules/money.ts';
import { balanceShare } from '../invoice/amounts.ts';
import { $credentials } from '../core/stores/session.ts';
import { loadPaymentMethods } from './options-store.ts';
import { $invoice } from './invoice-store.ts';
import { $attempt, attemptKeyFor, payAgain, renewAttemptKey, settleUnknownOutcome, UNKNOWN_OUTCOME } from './attempt.ts';

export const $methods = atom<PaymentOption[]>([]);
export const $balanceMinor = atom<number | null>(null);
export const $switching = atom<{ kind: 'idle' } | { kind: 'switching' } | { kind: 'error'; error: AppErrorName }>({ kind: 'idle' });
export async function loadMethods(client: ProviderClient, device: 'pc' | 'mobile'): Promise<void> {
  const answer = await loadPaymentMethods(client, device);
  // Without the list the invoice's own method still works; switching is just not offered.
  $methods.set(answer.ok ? answer.methods : []);
  if (answer.ok && answer.methods.some((method) => method.id === 'balance')) await loadBalance(client);
}

/** The account's balance, for the balance offer; unknown (no offer) when it cannot be read. */
async function loadBalance(client: ProviderClient): Promise<void> {
  const credentials = $credentials.get();
  const balance = credentials ? await client.call(accountBalance, { body: credentials }) : null;
  $balanceMinor.set(balance?.ok ? toMinor(balance.data.balance.amount) : null);
}

export async function switchMethod(client: ProviderClient, invoiceId: number, method: PaymentMethodId): Promise<void> {
  $switching.set({ kind: 'switching' });
  const credentials = $credentials.get();
  const result = await client.call(invoiceUpdate, { body: { invoiceId, paymentMethod: method, ...(credentials ?? {}) } });
  if (!result.ok) {
    $switching.set({ kind: 'error', error: catalogued('invoiceUpdate', result) });
    return;
  }
  const view = $invoice.get();
  $invoice.set({ kind: 'ready', invoice: result.data, view: view.kind === 'ready' ? view.view : 'public' });
  payAgain();
  $switching.set({ kind: 'idle' });
}

/**
 * What the balance would pay of the bill on screen and what would be left (with the
 * method's fee on that part only: rules/invoice-amounts balanceShare), or null when there is no
 * balance to offer.
 */
export const $balanceOffer = computed([$invoice, $balanceMinor, $methods], (state, balance, methods) => {
  if (state.kind !== 'ready' || balance === null || balance <= 0) return null;
  const { invoice } = state;
  const feePercent = methods.find((method) => method.id === invoice.paymentMethod)?.feePercent ?? null;
  const share = balanceShare({ subtotalMinor: toMinor(invoice.subtotal), discountMinor: toMinor(invoice.discount), creditMinor: toMinor(invoice.credit), feePercent }, balance);
  return share.useMinor > 0 ? share : null;
});

/** Pays what the balance covers; the rest stays due for another method. */
export async function payFromBalance(client: ProviderClient, invoiceId: number): Promise<void> {
  const credentials = $credentials.get();
  const balance = $balanceMinor.get();
  const view = $invoice.get();
  const offer = $balanceOffer.get();
  if (!credentials || balance === null || view.kind !== 'ready' || offer === null) return;
  const amountMinor = offer.useMinor;
  if (amountMinor <= 0 || $attempt.get().kind === 'starting') return;
  $attempt.set({ kind: 'starting' });
  const result = await client.call(invoiceCreditPay, { params: { id: invoiceId }, body: { amount: fromMinor(amountMinor), requestKey: attemptKeyFor(invoiceId, 'balance'), ...credentials } });
  if (!result.ok && UNKNOWN_OUTCOME.has(result.error)) {
    // Credit applied to the bill is this call's.
    await settleUnknownOutcome(client, invoiceId, result.error, (invoice) => invoice.credit !== view.invoice.credit, null);
    await loadBalance(client);
    return;
  }
  if (!result.ok) {
    // Same key on the next press: if this one went through, the provider says so instead of deducting again.
    $attempt.set({ kind: 'error', error: catalogued('invoiceCreditPay', result) });
    return;
  }
  renewAttemptKey();
  $balanceMinor.set(balance - amountMinor);
  $attempt.set({ kind: 'idle' });
  $invoice.set({ kind: 'ready', invoice: result.data, view: view.view });
}
