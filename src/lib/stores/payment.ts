/**
 * The payment page's state: the invoice (logged-in or no-login view), the payment in
 * progress, polling until the provider says paid, method switching and balance.
 * A reload or a closed tab resumes from the invoice link.
 */
import { atom, computed } from 'nanostores';
import { endpoints, type Invoice, type PaymentInstruction, type PaymentMethodId, type PaymentOption } from '../contract/index.ts';
import type { ProviderClient } from '../api/client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { fromMinor, toMinor } from '../rules/money.ts';
import { balanceShare } from '../rules/pricing.ts';
import { METHODS_WITH_PANELS } from '../rules/payment-methods.ts';
import type { PaymentStage } from '../rules/payment-timeline.ts';
import { $credentials } from './session.ts';
import { $paymentInfo } from './visitor.ts';
import { newRequestKey } from '../api/request-key.ts';
import { repeatEvery } from './repeat.ts';

export type InvoiceState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; error: AppErrorName } | { kind: 'ready'; invoice: Invoice; view: 'account' | 'public' };
export const $invoice = atom<InvoiceState>({ kind: 'loading' });

export type AttemptState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'ready'; instruction: PaymentInstruction }
  | { kind: 'error'; error: AppErrorName };
export const $attempt = atom<AttemptState>({ kind: 'idle' });

export const $methods = atom<PaymentOption[]>([]);
export const $balanceMinor = atom<number | null>(null);
export const $switching = atom<{ kind: 'idle' } | { kind: 'switching' } | { kind: 'error'; error: AppErrorName }>({ kind: 'idle' });
/** Set while the page is asking the provider whether the money arrived. */
export const $checking = atom(false);

/**
 * One key per payment attempt: a double click, a retry after a timeout or a reload
 * (the key is kept with the payment info) cannot pay twice.
 */
let attemptKey = newRequestKey();

function keyFor(invoiceId: number): string {
  const saved = $paymentInfo.get();
  if (saved?.invoiceId === invoiceId && saved.requestKey) attemptKey = saved.requestKey;
  return attemptKey;
}

/** Errors the payment page shows beyond the client's own (its pages send islands these strings). */
export const PAYMENT_PAGE_ERRORS = [
  'InvoiceLoadFailed',
  'PaymentMethodSwitchFailed',
  'PaymentFailed',
  'OrderTimedOut',
  'QrExpired',
  'UsdtAddressOccupied',
  'InvoiceExpired',
  'InvoiceCancelled',
  'TicketSubmitFailed',
] as const satisfies readonly AppErrorName[];

/** Provider error names the payment page explains with its own catalogue entry. */
const PAY_ERRORS: Record<string, AppErrorName> = {
  InvoiceExpired: 'InvoiceExpired',
  InvoiceCancelled: 'InvoiceCancelled',
  OrderTimedOut: 'OrderTimedOut',
  UsdtAddressOccupied: 'UsdtAddressOccupied',
};

/**
 * Where the payment stands, for the timeline (rules/payment-timeline). A paid bill seen
 * without a login is 'paid': that view cannot tell whether the service was delivered.
 */
export const $stage = computed([$invoice, $attempt], (state, attempt): PaymentStage => {
  if (state.kind !== 'ready') return 'created';
  const { invoice } = state;
  if (invoice.status === 'Paid') return invoice.delivery?.status === 'Active' ? 'delivered' : 'paid';
  if (invoice.status !== 'Unpaid' || invoice.deadline.state === 'expired') return 'closed';
  if (attempt.kind === 'starting') return 'created';
  const last = invoice.lastPayment;
  const current = attempt.kind === 'ready' && 'paymentId' in attempt.instruction ? attempt.instruction.paymentId : null;
  // The invoice's newest payment speaks for the attempt on screen (or for the one before a reload).
  if (last && (current === null || current === last.paymentId)) {
    if (last.state === 'declined') return 'failed';
    if (last.state === 'expired') return 'expired';
    if (last.state === 'pending') return 'waiting';
  }
  return attempt.kind === 'ready' ? 'waiting' : 'created';
});

/** Why a closed invoice cannot be paid, as a catalogued error. */
export function closedReason(invoice: Invoice): AppErrorName | null {
  if (invoice.status === 'Cancelled') return invoice.cancelReason === 'timeout' ? 'OrderTimedOut' : 'InvoiceCancelled';
  if (invoice.status === 'Unpaid' && invoice.deadline.state === 'expired') return 'InvoiceExpired';
  return null;
}

/** @example invoiceIdFromSearch('?invoice=42') // 42 */
export function invoiceIdFromSearch(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('invoice'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loadInvoice(client: ProviderClient, invoiceId: number | null, options: { quiet?: boolean } = {}): Promise<void> {
  if (invoiceId === null) {
    $invoice.set({ kind: 'missing' });
    return;
  }
  if (!options.quiet) $invoice.set({ kind: 'loading' });
  const credentials = $credentials.get();
  let result = credentials ? await client.call(endpoints.invoiceInfo, { params: { id: invoiceId }, body: credentials }) : null;
  let view: 'account' | 'public' = 'account';
  // Someone else's invoice link, or no login: the no-login view (no secrets in it).
  if (!result || (!result.ok && result.providerError === 'NotFound')) {
    result = await client.call(endpoints.invoiceInfoPublic, { params: { id: invoiceId } });
    view = 'public';
  }
  if (!result.ok) {
    if (!options.quiet) $invoice.set({ kind: 'error', error: result.error === 'RequestError' ? 'InvoiceLoadFailed' : result.error });
    return;
  }
  $invoice.set({ kind: 'ready', invoice: result.data, view });
  if (result.data.status === 'Paid' && $paymentInfo.get()?.invoiceId === invoiceId) $paymentInfo.set(null);
}

/**
 * After a reload during a payment: ask again with the kept key. The provider answers
 * with the same payment (the same QR code), so this starts nothing new.
 */
export async function resumePayment(client: ProviderClient, invoiceId: number, device: 'pc' | 'mobile'): Promise<void> {
  const saved = $paymentInfo.get();
  const state = $invoice.get();
  if (saved?.invoiceId !== invoiceId || !saved.requestKey || state.kind !== 'ready' || state.invoice.lastPayment?.state !== 'pending') return;
  await startPayment(client, invoiceId, state.invoice.paymentMethod, device);
}

export async function loadMethods(client: ProviderClient, device: 'pc' | 'mobile'): Promise<void> {
  const credentials = $credentials.get();
  const result = await client.call(endpoints.auPayments, { query: { device, ...(credentials ?? {}) } });
  // Without the list the invoice's own method still works; switching is just not offered.
  $methods.set(result.ok ? result.data.methods.filter((method) => METHODS_WITH_PANELS.has(method.id)) : []);
  if (credentials && result.ok && result.data.methods.some((method) => method.id === 'balance')) {
    const balance = await client.call(endpoints.accountBalance, { body: credentials });
    $balanceMinor.set(balance.ok ? toMinor(balance.data.balance.amount) : null);
  }
}

export async function switchMethod(client: ProviderClient, invoiceId: number, method: PaymentMethodId): Promise<void> {
  $switching.set({ kind: 'switching' });
  const credentials = $credentials.get();
  const result = await client.call(endpoints.invoiceUpdate, { body: { invoiceId, paymentMethod: method, ...(credentials ?? {}) } });
  if (!result.ok) {
    $switching.set({ kind: 'error', error: result.error === 'RequestError' ? 'PaymentMethodSwitchFailed' : result.error });
    return;
  }
  const view = $invoice.get();
  $invoice.set({ kind: 'ready', invoice: result.data, view: view.kind === 'ready' ? view.view : 'public' });
  payAgain();
  $switching.set({ kind: 'idle' });
}

/** Asks the provider how to take the money; UnionPay answers in two steps. */
export async function startPayment(client: ProviderClient, invoiceId: number, method: PaymentMethodId, device: 'pc' | 'mobile'): Promise<void> {
  if ($attempt.get().kind === 'starting') return;
  $attempt.set({ kind: 'starting' });
  const credentials = $credentials.get();
  const view = $invoice.get();
  const useAccount = credentials !== null && view.kind === 'ready' && view.view === 'account';
  const requestKey = keyFor(invoiceId);
  $paymentInfo.set({ invoiceId, method, startedAt: Date.now(), requestKey });
  // UnionPay's second PUT is its own request: it gets its own key, derived from the first
  // so that a resume after a reload repeats both steps exactly.
  const pay = (paymentId?: string) => {
    const key = paymentId ? `${requestKey.slice(0, 56)}-qr` : requestKey;
    const step = paymentId ? { paymentId } : {};
    return useAccount
      ? client.call(endpoints.invoicePay, { params: { id: invoiceId }, body: { paymentMethod: method, device, requestKey: key, ...credentials, ...step } })
      : client.call(endpoints.invoicePayPublic, { params: { id: invoiceId }, body: { paymentMethod: method, device, requestKey: key, ...step } });
  };
  let result = await pay();
  if (result.ok && result.data.kind === 'unionpay-pending') result = await pay(result.data.paymentId);
  if (!result.ok) {
    const known = result.providerError ? PAY_ERRORS[result.providerError] : undefined;
    $attempt.set({ kind: 'error', error: known ?? result.error });
    if (known) await loadInvoice(client, invoiceId, { quiet: true });
    return;
  }
  $attempt.set({ kind: 'ready', instruction: result.data });
  if (result.data.kind === 'paid') await loadInvoice(client, invoiceId, { quiet: true });
}

/** After a failed or expired attempt: a fresh key, so the next press is a new payment. */
export function payAgain(): void {
  attemptKey = newRequestKey();
  const saved = $paymentInfo.get();
  if (saved) $paymentInfo.set({ ...saved, requestKey: attemptKey });
  $attempt.set({ kind: 'idle' });
}

/**
 * What the balance would pay of the bill on screen and what would be left (with the
 * method's fee on that part only: rules/pricing balanceShare), or null when there is no
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
  const result = await client.call(endpoints.invoiceCreditPay, { params: { id: invoiceId }, body: { amount: fromMinor(amountMinor), requestKey: attemptKey, ...credentials } });
  if (!result.ok) {
    // Same key on the next press: if this one went through, the provider says so instead of deducting again.
    $attempt.set({ kind: 'error', error: result.error });
    return;
  }
  attemptKey = newRequestKey();
  $balanceMinor.set(balance - amountMinor);
  $attempt.set({ kind: 'idle' });
  $invoice.set({ kind: 'ready', invoice: result.data, view: view.view });
}

const POLL_MS = 3000;

/** Re-reads the invoice while a payment is under way, until it is paid, failed or closed. */
export function watchPayment(client: ProviderClient, invoiceId: number): () => void {
  return repeatEvery(async () => {
    if ($stage.get() !== 'waiting') return;
    $checking.set(true);
    await loadInvoice(client, invoiceId, { quiet: true });
    $checking.set(false);
  }, POLL_MS);
}
