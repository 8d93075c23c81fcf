/**
 * Where a bill's payment stands, and what closes a bill, as pure rules over the
 * provider's invoice and the attempt on screen. The payment store's `$payView` is built
 * from these, and both the static bill preview and the payment island render that view,
 * so the two can never disagree (issue 8: "one source for what the payment page shows").
 */
import type { Invoice } from '../core/contract/index.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import type { PaymentPanel } from './methods.ts';
import { toMinor } from '../core/rules/money.ts';

/** Where the payment page stands (the timeline's input: rules/payment-timeline). */
export type PaymentStage = 'created' | 'waiting' | 'paid' | 'delivered' | 'failed' | 'expired' | 'closed';

/** The attempt on screen, as far as the stage cares: its kind and, once started, its payment. */
export interface AttemptFacts {
  kind: 'idle' | 'starting' | 'ready' | 'checking' | 'error';
  /** The payment the provider handed out for this attempt (null before it did, or for "paid"). */
  paymentId: string | null;
}

type StageInvoice = Pick<Invoice, 'status' | 'delivery' | 'deadline' | 'lastPayment'>;

/**
 * Why a bill can no longer be paid, as a catalogued error, or null while it can.
 * @example closedReason({ status: 'Cancelled', cancelReason: 'timeout', deadline }) // 'OrderTimedOut'
 * @example closedReason({ status: 'Unpaid', cancelReason: null, deadline: { state: 'expired', … } }) // 'InvoiceExpired'
 */
export function closedReason(invoice: Pick<Invoice, 'status' | 'cancelReason' | 'deadline'>): AppErrorName | null {
  if (invoice.status === 'Cancelled') return invoice.cancelReason === 'timeout' ? 'OrderTimedOut' : 'InvoiceCancelled';
  if (invoice.status === 'Unpaid' && invoice.deadline.state === 'expired') return 'InvoiceExpired';
  return null;
}

/**
 * The stage of a bill with an attempt on screen. A paid bill seen without a login is
 * 'paid': that view cannot tell whether the service was delivered. The bill's newest
 * payment speaks for the attempt on screen (or for the one before a reload); an attempt
 * for another payment (a new one after "pay again") is only waiting.
 * @example stageOf({ status: 'Unpaid', lastPayment: { paymentId: 'p1', state: 'declined', … }, … }, { kind: 'ready', paymentId: 'p1' }) // 'failed'
 * @example stageOf({ status: 'Paid', delivery: { status: 'Active', … }, … }, { kind: 'idle', paymentId: null }) // 'delivered'
 */
export function stageOf(invoice: StageInvoice, attempt: AttemptFacts): PaymentStage {
  if (invoice.status === 'Paid') return invoice.delivery?.status === 'Active' ? 'delivered' : 'paid';
  if (invoice.status !== 'Unpaid' || invoice.deadline.state === 'expired') return 'closed';
  if (attempt.kind === 'starting') return 'created';
  const last = invoice.lastPayment;
  if (last && (attempt.paymentId === null || attempt.paymentId === last.paymentId)) {
    if (last.state === 'declined') return 'failed';
    if (last.state === 'expired') return 'expired';
    if (last.state === 'pending') return 'waiting';
  }
  return attempt.kind === 'ready' ? 'waiting' : 'created';
}

/**
 * What the main button of an unpaid bill does: the first payment, a new one after a
 * decline, or a new code after an expired one (both need a fresh request key). An expired
 * redirect (the hosted crypto checkout's quote) has no code: it is paid again.
 * @example startActionOf('failed') // 'payAgain'
 * @example startActionOf('expired', 'redirect') // 'payAgain'
 */
export function startActionOf(stage: PaymentStage, panel: PaymentPanel = 'qr'): 'pay' | 'payAgain' | 'newCode' {
  if (stage === 'failed') return 'payAgain';
  if (stage === 'expired') return panel === 'redirect' ? 'payAgain' : 'newCode';
  return 'pay';
}

/**
 * The notice an unpaid bill shows for its stage: a declined payment, an expired code.
 * (USDT's own panel explains its expired address and offers the refresh itself.)
 * A redirect's expiry (the crypto checkout's quote ran out) is not a QR code's.
 * @example stageNotice('failed', false) // 'PaymentFailed'
 * @example stageNotice('expired', true) // null
 * @example stageNotice('expired', false, 'redirect') // 'PaymentExpired'
 * @example stageNotice('failed', false, 'redirect', { receivedMinor: 345, stillDueMinor: 345, balanceUsed: false }) // 'PaymentUnderpaid'
 */
export function stageNotice(stage: PaymentStage, usdtPanel: boolean, panel: PaymentPanel = 'qr', shortfall: Shortfall | null = null): AppErrorName | null {
  if (stage === 'failed') return shortfall ? 'PaymentUnderpaid' : 'PaymentFailed';
  if (stage === 'expired' && !usdtPanel) return panel === 'redirect' ? 'PaymentExpired' : 'QrExpired';
  return null;
}

/** A payment that arrived short, in minor units: what arrived and what is left to pay once it is used. */
export interface Shortfall {
  receivedMinor: number;
  stillDueMinor: number;
  /** What arrived has already been used on this bill (from the balance, after the short payment). */
  balanceUsed: boolean;
}

/**
 * A declined attempt whose money arrived short (a crypto checkout underpaid, ADR 0061):
 * what arrived went to the owner's balance, and what is left to pay once it is used on
 * the bill. When the balance has already paid part of the bill since, the bill's own
 * `balanceDue` is what is left. Null for any other bill.
 * @example shortfallOf({ balanceDue: '6.90', transactions: [], lastPayment: { state: 'declined', received: '3.45', at, … } }) // { receivedMinor: 345, stillDueMinor: 345, balanceUsed: false }
 */
export function shortfallOf(invoice: Pick<Invoice, 'balanceDue' | 'transactions' | 'lastPayment'>): Shortfall | null {
  const last = invoice.lastPayment;
  if (!last || last.state !== 'declined' || last.received === undefined) return null;
  const receivedMinor = toMinor(last.received);
  const dueMinor = toMinor(invoice.balanceDue);
  const balanceUsed = invoice.transactions.some((transaction) => transaction.method === 'balance' && transaction.type === 'buy' && Date.parse(transaction.at) >= Date.parse(last.at));
  return { receivedMinor, stillDueMinor: balanceUsed ? dueMinor : Math.max(dueMinor - receivedMinor, 0), balanceUsed };
}
