/**
 * The payment page's state: the invoice (logged-in or no-login view), the payment in
 * progress, polling until the provider says paid, method switching and balance.
 * A reload or a closed tab resumes from the invoice link.
 */
import { atom, computed } from 'nanostores';
import type { Invoice, Money, PaymentInstruction, PaymentMethodId, PaymentOption } from '../contract/index.ts';
import { accountBalance, invoiceCreditPay, invoicePay, invoicePayPublic, invoiceUpdate } from '../contract/invoice.ts';
import type { ProviderClient } from '../api/provider-client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { catalogued } from '../api/refusals.ts';
import { fromMinor, moneyOf, toMinor } from '../rules/money.ts';
import { balanceShare } from '../rules/invoice-amounts.ts';
import { closedReason, stageNotice, stageOf, startActionOf, type AttemptFacts, type PaymentStage } from '../rules/payment-stage.ts';
import { showsUsdtPanel } from '../rules/usdt.ts';
import { paymentMethod } from '../rules/payment-methods.ts';
import { $credentials } from './session.ts';
import { readInvoiceAsViewer } from './invoice-detail.ts';
import { $paymentInfo } from './visitor.ts';
import { newRequestKey } from '../api/request-key.ts';
import { repeatEvery } from './repeat.ts';
import { loadPaymentMethods } from './payment-options.ts';

export type InvoiceState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; error: AppErrorName } | { kind: 'ready'; invoice: Invoice; view: 'account' | 'public' };
export const $invoice = atom<InvoiceState>({ kind: 'loading' });

export type AttemptState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'ready'; instruction: PaymentInstruction }
  /** A money-moving call whose answer was lost or late: the page asks the bill what happened. */
  | { kind: 'checking'; error: AppErrorName }
  | { kind: 'error'; error: AppErrorName };
export const $attempt = atom<AttemptState>({ kind: 'idle' });

export const $methods = atom<PaymentOption[]>([]);
export const $balanceMinor = atom<number | null>(null);
export const $switching = atom<{ kind: 'idle' } | { kind: 'switching' } | { kind: 'error'; error: AppErrorName }>({ kind: 'idle' });
/** Set while the page is asking the provider whether the money arrived. */
export const $checking = atom(false);
/**
 * "Paid but not active?" opened on the bill's preview before the island woke: the island
 * opens its support request for it (islands/support/PaymentSupportRequest.tsx).
 */
export const $billHelpAsked = atom(false);

/** The person opened "paid but not active?" on the bill preview. */
export function askBillHelp(): void {
  $billHelpAsked.set(true);
}

/**
 * One key per payment attempt, kept in one place: the payment info stored with the bill.
 * A double click, a retry after a timeout or a reload reuses it, so nothing is paid
 * twice; "pay again" and a finished balance payment renew it, so the next press is new.
 */
function attemptKeyFor(invoiceId: number, method: PaymentMethodId): string {
  const saved = $paymentInfo.get();
  if (saved?.invoiceId === invoiceId && saved.requestKey) {
    $paymentInfo.set({ ...saved, method });
    return saved.requestKey;
  }
  const requestKey = newRequestKey();
  $paymentInfo.set({ invoiceId, method, startedAt: Date.now(), requestKey });
  return requestKey;
}

/**
 * The attempt is over (declined, expired, switched, paid from the balance, a new USDT
 * address): the bill gets a new key at once, so the next press, or a reload that resumes
 * the payment now under way, is answered as a new attempt.
 */
function renewAttemptKey(): void {
  const saved = $paymentInfo.get();
  if (saved) $paymentInfo.set({ ...saved, requestKey: newRequestKey() });
}

/** Where the payment stands, for the timeline (rules/payment-stage). */
export const $stage = computed([$invoice, $attempt], (state, attempt): PaymentStage =>
  state.kind === 'ready' ? stageOf(state.invoice, attemptFacts(attempt)) : 'created',
);

function attemptFacts(attempt: AttemptState): AttemptFacts {
  const paymentId = attempt.kind === 'ready' && 'paymentId' in attempt.instruction ? attempt.instruction.paymentId : null;
  return { kind: attempt.kind, paymentId };
}

/** @example invoiceIdFromSearch('?invoice=42') // 42 */
export function invoiceIdFromSearch(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('invoice'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads the bill (with the login when it is the owner's); true when it was read. */
export async function loadInvoice(client: ProviderClient, invoiceId: number | null, options: { quiet?: boolean } = {}): Promise<boolean> {
  if (invoiceId === null) {
    $invoice.set({ kind: 'missing' });
    return false;
  }
  if (!options.quiet) $invoice.set({ kind: 'loading' });
  // Someone else's invoice link, or no login: the no-login view (no secrets in it).
  const { result, viewer } = await readInvoiceAsViewer(client, invoiceId);
  const view = viewer === 'owner' ? 'account' : 'public';
  if (!result.ok) {
    if (!options.quiet) $invoice.set({ kind: 'error', error: catalogued('invoiceInfo', result) });
    return false;
  }
  $invoice.set({ kind: 'ready', invoice: result.data, view });
  if (result.data.status === 'Paid' && $paymentInfo.get()?.invoiceId === invoiceId) $paymentInfo.set(null);
  return true;
}

/**
 * After a reload during a payment: ask again with the kept key. The provider answers
 * with the same payment (the same QR code), so this starts nothing new.
 */
export async function resumePayment(client: ProviderClient, invoiceId: number, device: 'pc' | 'mobile'): Promise<void> {
  const saved = $paymentInfo.get();
  const state = $invoice.get();
  if (saved?.invoiceId !== invoiceId || !saved.requestKey || state.kind !== 'ready' || state.invoice.lastPayment?.state !== 'pending') return;
  if ($attempt.get().kind === 'starting') return;
  await attemptPayment(client, invoiceId, state.invoice.paymentMethod, device, 'from-bill');
}

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
 * How UnionPay's first step is decided: sent (a new attempt), taken from the bill just
 * read (a resume after a reload or a checked outcome), or taken from the bill after
 * reading it again first (a press after a failed attempt).
 */
type FirstStep = 'send' | 'from-bill' | 'read-bill';

/**
 * Asks the provider how to take the money; UnionPay answers in two steps. A press after
 * a failed attempt (the key is kept) is a retry: see `firstStepOf`.
 */
export async function startPayment(client: ProviderClient, invoiceId: number, method: PaymentMethodId, device: 'pc' | 'mobile'): Promise<void> {
  const before = $attempt.get().kind;
  if (before === 'starting') return;
  await attemptPayment(client, invoiceId, method, device, before === 'error' ? 'read-bill' : 'send');
}

/**
 * UnionPay's first PUT opens a payment, the second hands out its QR code. When the second
 * fails, the first has usually gone through: the payment it opened waits on the bill. So a
 * repeat of the same attempt reads the bill (again, unless it was just read) and, when a
 * pending UnionPay payment is there, sends only the second step for it instead of both
 * PUTs blindly. Null: the bill could not be read (the attempt stays failed, its key kept);
 * 'settled': the bill is no longer unpaid (the view shows why, nothing is sent).
 */
async function firstStepOf(client: ProviderClient, invoiceId: number, firstStep: FirstStep): Promise<{ paymentId: string | null } | 'settled' | null> {
  if (firstStep === 'send') return { paymentId: null };
  if (firstStep === 'read-bill' && !(await loadInvoice(client, invoiceId, { quiet: true }))) return null;
  const state = $invoice.get();
  if (state.kind !== 'ready') return null;
  if (state.invoice.status !== 'Unpaid') return 'settled';
  const last = state.invoice.lastPayment;
  return { paymentId: last?.method === 'unionpay' && last.state === 'pending' ? last.paymentId : null };
}

async function attemptPayment(client: ProviderClient, invoiceId: number, method: PaymentMethodId, device: 'pc' | 'mobile', firstStep: FirstStep): Promise<void> {
  const failedBefore = $attempt.get();
  $attempt.set({ kind: 'starting' });
  const credentials = $credentials.get();
  const view = $invoice.get();
  const useAccount = credentials !== null && view.kind === 'ready' && view.view === 'account';
  const requestKey = attemptKeyFor(invoiceId, method);
  const paymentBefore = view.kind === 'ready' ? (view.invoice.lastPayment?.paymentId ?? null) : null;
  // UnionPay's second PUT is its own request: it gets its own key, derived from the first
  // so that a resume after a reload repeats both steps exactly.
  const pay = (paymentId?: string) => {
    const key = paymentId ? `${requestKey.slice(0, 56)}-qr` : requestKey;
    const step = paymentId ? { paymentId } : {};
    return useAccount
      ? client.call(invoicePay, { params: { id: invoiceId }, body: { paymentMethod: method, device, requestKey: key, ...credentials, ...step } })
      : client.call(invoicePayPublic, { params: { id: invoiceId }, body: { paymentMethod: method, device, requestKey: key, ...step } });
  };
  const twoSteps = paymentMethod(method).rail === 'two-step-qr';
  const opened = twoSteps ? await firstStepOf(client, invoiceId, firstStep) : { paymentId: null };
  if (opened === null) {
    // The bill cannot be read: nothing is sent, the press can be repeated (same key).
    $attempt.set(failedBefore.kind === 'error' ? failedBefore : { kind: 'error', error: 'InvoiceLoadFailed' });
    return;
  }
  if (opened === 'settled') {
    $attempt.set({ kind: 'idle' });
    return;
  }
  let result = opened.paymentId ? await pay(opened.paymentId) : await pay();
  if (result.ok && result.data.kind === 'unionpay-pending') result = await pay(result.data.paymentId);
  if (!result.ok && UNKNOWN_OUTCOME.has(result.error)) {
    // A new payment on the bill is this call's.
    const madeIt = (invoice: Invoice) => invoice.lastPayment?.state === 'pending' && invoice.lastPayment.paymentId !== paymentBefore;
    await settleUnknownOutcome(client, invoiceId, result.error, madeIt, { device });
    return;
  }
  if (!result.ok) {
    const error = catalogued('invoicePay', result);
    $attempt.set({ kind: 'error', error });
    // The provider said why the bill cannot be paid: read it again, so the page shows that.
    if (error !== result.error) await loadInvoice(client, invoiceId, { quiet: true });
    return;
  }
  $attempt.set({ kind: 'ready', instruction: result.data });
  if (result.data.kind === 'paid') await loadInvoice(client, invoiceId, { quiet: true });
}

/**
 * The bill's main button (on the island and on the static preview): starts paying it with
 * its method, or, after a decline or an expired code, starts a new payment with a fresh
 * key. A retry after an error keeps the key, so the provider answers with the payment it
 * may already have made.
 */
export async function pressStart(client: ProviderClient, device: 'pc' | 'mobile'): Promise<void> {
  const view = $payView.get();
  if (view.kind !== 'unpaid' || view.starting) return;
  if (view.start !== 'pay') payAgain();
  await startPayment(client, view.invoice.id, view.invoice.paymentMethod, device);
}

/** Failures after which nobody knows whether a money-moving call went through. */
const UNKNOWN_OUTCOME: ReadonlySet<AppErrorName> = new Set(['NetworkTrouble', 'Timeout', 'ServerError', 'MalformedResponse']);

/**
 * When the page asks the bill again while an outcome is unknown (a late answer may still
 * be on its way), then it stops and says so. Unit tests shorten the waits.
 */
export const OUTCOME_CHECK = { delaysMs: [0, 1000, 2000, 4000] };

/**
 * A payment call whose answer was lost or came too late may still have gone through:
 * the page says it is checking and reads the bill until it sees what the call did.
 * Paid (or settled otherwise): that view. A new payment waiting on the bill (the call
 * went through, its answer was lost): asked again with the same key, which only replays
 * the recorded answer (the QR code, the link), as after a reload. Nothing seen, or the
 * bill cannot be read: the error with a retry, which keeps the key, so a press cannot
 * pay twice.
 */
async function settleUnknownOutcome(
  client: ProviderClient,
  invoiceId: number,
  error: AppErrorName,
  wentThrough: (invoice: Invoice) => boolean,
  resume: { device: 'pc' | 'mobile' } | null,
): Promise<void> {
  $attempt.set({ kind: 'checking', error });
  let seen: Invoice | null = null;
  for (const delay of OUTCOME_CHECK.delaysMs) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (!(await loadInvoice(client, invoiceId, { quiet: true }))) continue;
    const state = $invoice.get();
    if (state.kind === 'ready' && (state.invoice.status !== 'Unpaid' || wentThrough(state.invoice))) {
      seen = state.invoice;
      break;
    }
  }
  if (!seen) {
    $attempt.set({ kind: 'error', error });
    return;
  }
  $attempt.set({ kind: 'idle' });
  // The bill was just read: UnionPay's payment on it needs only its second step.
  if (seen.status === 'Unpaid' && resume) await attemptPayment(client, invoiceId, seen.paymentMethod, resume.device, 'from-bill');
}

/** After a failed or expired attempt: a fresh key, so the next press is a new payment. */
export function payAgain(): void {
  renewAttemptKey();
  $attempt.set({ kind: 'idle' });
}

/**
 * "New code" when the provider's answer cannot be used (a QR code that cannot be drawn or
 * scanned, a link the page refuses to follow): that attempt is given up and a new one is
 * asked for with a fresh key, so the provider makes a new payment instead of replaying
 * the unusable answer.
 */
export async function requestNewAttempt(client: ProviderClient, device: 'pc' | 'mobile'): Promise<void> {
  const view = $payView.get();
  if (view.kind !== 'unpaid' || view.starting) return;
  payAgain();
  await startPayment(client, view.invoice.id, view.invoice.paymentMethod, device);
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

export type InvoiceView = 'account' | 'public';

/** The balance offer as the page shows it: what the account holds, what it would pay, what is left. */
export interface BalanceOfferView {
  balance: Money;
  use: Money;
  /** Null when the balance covers the whole bill. */
  rest: Money | null;
}

/** An unpaid bill that can still be paid, with everything the page shows under it. */
export interface UnpaidPayView {
  kind: 'unpaid';
  invoice: Invoice;
  view: InvoiceView;
  stage: PaymentStage;
  /** The buying steps' place: choose → pay (here) → delivered. */
  step: 2;
  amountDue: Money;
  late: boolean;
  /**
   * Under the bill: the USDT panel (it follows the chain itself), the method's panel, the
   * button that starts a payment, or "checking" while the page asks the bill what a call
   * whose answer was lost did.
   */
  body: 'usdt' | 'method' | 'start' | 'checking';
  instruction: PaymentInstruction | null;
  /** What the main button does, and whether a press is on its way. */
  start: 'pay' | 'payAgain' | 'newCode';
  starting: boolean;
  /** A declined payment or an expired code. */
  notice: AppErrorName | null;
  /** The last press failed (the button stays, the key is kept: the provider answers a repeat with what it did). */
  attemptError: AppErrorName | null;
  balanceOffer: BalanceOfferView | null;
  /** Methods to switch to; the switcher shows only when there is a choice. */
  methods: PaymentOption[];
  switching: boolean;
  switchError: AppErrorName | null;
  /**
   * A plain unpaid bill with nothing under way and nothing to offer: what the static
   * bill preview shows before the island wakes. Anything else wakes the island.
   */
  plain: boolean;
}

export type PayView =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; error: AppErrorName }
  | { kind: 'paid'; invoice: Invoice; view: InvoiceView; stage: PaymentStage; step: 3 }
  | { kind: 'closed'; invoice: Invoice; view: InvoiceView; stage: 'closed'; step: 2; reason: AppErrorName | null }
  | UnpaidPayView;

/**
 * Everything the payment page shows, in one place: the static bill preview and the
 * payment island both render this, so they cannot drift apart.
 */
export const $payView = computed(
  [$invoice, $attempt, $stage, $methods, $balanceMinor, $balanceOffer, $switching],
  (state, attempt, stage, methods, balance, offer, switching): PayView => {
    if (state.kind !== 'ready') return state;
    const { invoice, view } = state;
    // The stage rule already decided paid and closed (rules/payment-stage): the view follows it.
    if (stage === 'paid' || stage === 'delivered') return { kind: 'paid', invoice, view, stage, step: 3 };
    if (stage === 'closed') return { kind: 'closed', invoice, view, stage, step: 2, reason: closedReason(invoice) };
    const money = (minor: number): Money => moneyOf(minor, invoice.currency);
    const instruction = attempt.kind === 'ready' ? attempt.instruction : null;
    const usdtPanel = showsUsdtPanel(invoice, stage, instruction?.kind ?? null);
    const balanceOffer =
      view === 'account' && balance !== null && offer !== null && invoice.paymentMethod !== 'balance'
        ? { balance: money(balance), use: money(offer.useMinor), rest: offer.restMinor > 0 ? money(offer.restMinor) : null }
        : null;
    const body = attempt.kind === 'checking' ? 'checking' : usdtPanel ? 'usdt' : instruction && stage === 'waiting' ? 'method' : 'start';
    const notice = stageNotice(stage, usdtPanel);
    const attemptError = attempt.kind === 'error' ? attempt.error : null;
    return {
      kind: 'unpaid',
      invoice,
      view,
      stage,
      step: 2,
      amountDue: { amount: invoice.balanceDue, currency: invoice.currency },
      late: invoice.deadline.state === 'late',
      body,
      instruction,
      start: startActionOf(stage),
      starting: attempt.kind === 'starting' || attempt.kind === 'checking',
      notice,
      attemptError,
      balanceOffer,
      methods,
      switching: switching.kind === 'switching',
      switchError: switching.kind === 'error' ? switching.error : null,
      plain: body === 'start' && stage === 'created' && attempt.kind === 'idle' && notice === null && balanceOffer === null && switching.kind !== 'error',
    };
  },
);

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
