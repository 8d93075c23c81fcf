/**
 * The attempt to pay the bill on the payment page: its request key (one per attempt, so
 * nothing is paid twice), the provider's instruction (UnionPay in two steps), a call whose
 * outcome is unknown checked against the bill, and the watch until the bill is paid. The
 * bill itself is ./payment-invoice.ts; the page's public face is ./payment.ts.
 */
import { atom, computed } from 'nanostores';
import type { Invoice, PaymentInstruction, PaymentMethodId } from '../core/contract/index.ts';
import { invoicePay, invoicePayPublic } from '../invoice/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { stageOf, type AttemptFacts, type PaymentStage } from './stage.ts';
import { paymentMethod } from './methods.ts';
import { $credentials } from '../core/stores/session.ts';
import { $paymentInfo } from '../core/stores/visitor.ts';
import { newRequestKey } from '../core/api/request-key.ts';
import { repeatEvery } from '../core/stores/repeat.ts';
import { $invoice, loadInvoice } from './invoice-store.ts';

export type AttemptState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'ready'; instruction: PaymentInstruction }
  /** A money-moving call whose answer was lost or late: the page asks the bill what happened. */
  | { kind: 'checking'; error: AppErrorName }
  | { kind: 'error'; error: AppErrorName };
export const $attempt = atom<AttemptState>({ kind: 'idle' });

/** Set while the page is asking the provider whether the money arrived. */
export const $checking = atom(false);

/**
 * One key per payment attempt, kept in one place: the payment info stored with the bill.
 * A double click, a retry after a timeout or a reload reuses it, so nothing is paid
 * twice; "pay again" and a finished balance payment renew it, so the next press is new.
 */
export function attemptKeyFor(invoiceId: number, method: PaymentMethodId): string {
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
export function renewAttemptKey(): void {
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

/** Failures after which nobody knows whether a money-moving call went through. */
export const UNKNOWN_OUTCOME: ReadonlySet<AppErrorName> = new Set(['NetworkTrouble', 'Timeout', 'ServerError', 'MalformedResponse']);

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
export async function settleUnknownOutcome(
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
