/**
 * Everything the payment page shows, as one view (`$payView`), and the presses that read
 * it: the bill's main button and "new code". The static bill preview and the payment
 * island both render this view.
 */
import { computed } from 'nanostores';
import type { Invoice, Money, PaymentInstruction, PaymentOption } from '../core/contract/index.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { moneyOf, toMinor } from '../core/rules/money.ts';
import { closedReason, shortfallOf, stageNotice, startActionOf, type PaymentStage, type Shortfall } from './stage.ts';
import { showsUsdtPanel } from './usdt.ts';
import { listedMethods, paymentMethod } from './methods.ts';
import { $invoice, type InvoiceView } from './invoice-store.ts';
import { $attempt, $stage, payAgain, startPayment } from './attempt.ts';
import { $balanceMinor, $balanceOffer, $methods, $switching } from './method-choice.ts';

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
  /** A declined payment, one that arrived short, or an expired code. */
  notice: AppErrorName | null;
  /**
   * With `PaymentUnderpaid`: what arrived (now in the balance), what is left to pay, and the
   * way forward: use the balance offered above, it was used already, log in to use it (no-login
   * view), or (balance not offered to this account) it stays for later and the bill is paid in full.
   */
  shortfall: { received: Money; stillDue: Money; way: 'useBalance' | 'balanceUsed' | 'logIn' | 'keptInBalance' } | null;
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

/** The short payment's figures and the way forward the page can really offer. */
function shortfallView(short: Shortfall, view: InvoiceView, balanceOffered: boolean, money: (minor: number) => Money, dueMinor: number): NonNullable<UnpaidPayView['shortfall']> {
  const received = money(short.receivedMinor);
  if (short.balanceUsed) return { received, stillDue: money(short.stillDueMinor), way: 'balanceUsed' };
  if (view === 'public') return { received, stillDue: money(short.stillDueMinor), way: 'logIn' };
  return balanceOffered ? { received, stillDue: money(short.stillDueMinor), way: 'useBalance' } : { received, stillDue: money(dueMinor), way: 'keptInBalance' };
}

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
    const panel = paymentMethod(invoice.paymentMethod).panel;
    const short = stage === 'failed' ? shortfallOf(invoice) : null;
    const notice = stageNotice(stage, usdtPanel, panel, short);
    const shortfall = short ? shortfallView(short, view, balanceOffer !== null, money, toMinor(invoice.balanceDue)) : null;
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
      start: startActionOf(stage, panel),
      starting: attempt.kind === 'starting' || attempt.kind === 'checking',
      notice,
      shortfall,
      attemptError,
      balanceOffer,
      // Google Pay is a button on the card panel, not a choice of the switcher (ADR 0058).
      methods: listedMethods(methods),
      switching: switching.kind === 'switching',
      switchError: switching.kind === 'error' ? switching.error : null,
      plain: body === 'start' && stage === 'created' && attempt.kind === 'idle' && notice === null && balanceOffer === null && switching.kind !== 'error',
    };
  },
);

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
