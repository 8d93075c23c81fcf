/**
 * The card (Stripe) panel's state. Stripe.js is loaded when the card panel opens, with a
 * time limit (./stripe-js.ts, shared with the account page's "add a card"): when it
 * cannot be loaded the panel says card payments are unavailable and the person picks
 * another method. Saved cards come from the provider (`GET pay/method/stripe`); a
 * confirmation goes to Stripe with the payment's client secret, and the page's invoice
 * polling then sees it paid.
 */
import { atom, computed } from 'nanostores';
import type { PaymentIntentResult, StripeCardElement } from '@stripe/stripe-js';
import type * as z from 'zod/mini';
import type { PaymentInstruction, SavedCard as SavedCardSchema } from '../core/contract/index.ts';
import { stripeMethods } from '../invoice/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { cardErrorOutcome, type CardProblem } from './card-errors.ts';
import { savedCardLabel } from '../saved-cards/rules.ts';
import { $stripe, createCardField, type CardFieldState } from './stripe-js.ts';
import { $credentials } from '../core/stores/session.ts';
import { $stage } from './attempt.ts';
import { loadInvoice } from './invoice-store.ts';
import { $methods } from './method-choice.ts';
import { mountGooglePay } from './google-pay.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { STRIPE_LOCALES } from './stripe-js.ts';

// The panel and its tests reach Stripe.js's state and the saved card's label through here.
export { $googlePay, type GooglePayState } from './google-pay.ts';
export { $stripe, openCardForm, withTimeout, STRIPE_LOAD_TIMEOUT_MS, type StripeLoader, type StripeState } from './stripe-js.ts';
export { savedCardLabel };

export type CardInstruction = Extract<PaymentInstruction, { kind: 'card' }>;
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** `$cardChoice` for "a new card" (otherwise it holds a saved card's pmId). */
export const NEW_CARD = 'new';

export type SavedCardsState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; cards: SavedCard[] } | { kind: 'error'; error: AppErrorName };
export const $savedCards = atom<SavedCardsState>({ kind: 'none' });
export const $cardChoice = atom<string>(NEW_CARD);

/** What the card field itself says while the person types (Stripe's change events). */
export const $cardField = atom<CardFieldState>({ complete: false, problem: null });

export type CardConfirmState = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'problem'; problem: CardProblem } | { kind: 'failed' } | { kind: 'confirmed' };
export const $cardConfirm = atom<CardConfirmState>({ kind: 'idle' });

/** A fresh panel for a new payment attempt (after "pay again" the old answers no longer apply). */
export function resetCardPanel(): void {
  $cardConfirm.set({ kind: 'idle' });
  $cardField.set({ complete: false, problem: null });
}

/** Saved cards of the logged-in owner; the no-login view pays with a new card only. */
export async function loadSavedCards(client: ProviderClient, withLogin: boolean): Promise<void> {
  const credentials = $credentials.get();
  if (!withLogin || !credentials) {
    $savedCards.set({ kind: 'none' });
    $cardChoice.set(NEW_CARD);
    return;
  }
  $savedCards.set({ kind: 'loading' });
  const result = await client.call(stripeMethods, { query: credentials });
  if (!result.ok) {
    $savedCards.set({ kind: 'error', error: result.error });
    $cardChoice.set(NEW_CARD);
    return;
  }
  $savedCards.set({ kind: 'ready', cards: result.data.cards });
  $cardChoice.set(result.data.cards[0]?.pmId ?? NEW_CARD);
}

export function chooseCard(choice: string): void {
  $cardChoice.set(choice);
  if ($cardConfirm.get().kind === 'problem') $cardConfirm.set({ kind: 'idle' });
}

let cardElement: StripeCardElement | null = null;

/** Mounts Stripe's card field into `container`; the returned function removes it. */
export function mountCardField(container: HTMLElement): () => void {
  const state = $stripe.get();
  if (state.kind !== 'ready') return () => undefined;
  const element = createCardField(state.stripe, (field) => {
    $cardField.set(field);
    if ($cardConfirm.get().kind === 'problem') $cardConfirm.set({ kind: 'idle' });
  });
  element.mount(container);
  cardElement = element;
  $cardField.set({ complete: false, problem: null });
  return () => {
    element.destroy();
    if (cardElement === element) cardElement = null;
  };
}

/**
 * Confirms the payment with Stripe: the chosen saved card (`pmId`) or the card field.
 * A problem in the card details is shown by the field, and the same payment can be
 * confirmed again once fixed; anything else is "payment failed, pay again", and the
 * invoice is re-read so the page offers a new attempt if the provider closed this one.
 */
export async function confirmCard(client: ProviderClient, invoiceId: number, instruction: CardInstruction): Promise<void> {
  const state = $stripe.get();
  if (state.kind !== 'ready' || $cardConfirm.get().kind === 'confirming') return;
  const choice = $cardChoice.get();
  const paymentMethod = choice === NEW_CARD ? (cardElement ? { card: cardElement } : null) : choice;
  if (paymentMethod === null) return;
  $cardConfirm.set({ kind: 'confirming' });
  let result: PaymentIntentResult;
  try {
    result = await state.stripe.confirmCardPayment(instruction.clientSecret, { payment_method: paymentMethod });
  } catch (error) {
    console.warn('Stripe.js could not confirm the payment', error);
    result = { error: { type: 'api_error' } };
  }
  if (!result.error) {
    $cardConfirm.set({ kind: 'confirmed' });
    await loadInvoice(client, invoiceId, { quiet: true });
    return;
  }
  const outcome = cardErrorOutcome(result.error);
  if (outcome.kind === 'problem') {
    $cardConfirm.set({ kind: 'problem', problem: outcome.problem });
    return;
  }
  // The invoice first: if the provider closed this attempt, the page offers "pay again"
  // (a new attempt) and this panel goes; otherwise the panel says it failed.
  await loadInvoice(client, invoiceId, { quiet: true });
  $cardConfirm.set($stage.get() === 'waiting' ? { kind: 'failed' } : { kind: 'idle' });
}

/** Whether the provider offers this bill Google Pay (then the card panel shows its button where the browser has it). */
export const $googlePayOffered = computed($methods, (methods) => methods.some((method) => method.id === 'googlepay'));

/**
 * Mounts the Google Pay button (Stripe's Express Checkout element) for this payment into
 * `container`, once Stripe.js is ready; the returned function removes it. A confirmed
 * payment is seen the way a card's is: the bill is read again.
 */
export function mountGooglePayButton(container: HTMLElement, client: ProviderClient, invoiceId: number, instruction: CardInstruction, locale: Locale): () => void {
  const state = $stripe.get();
  if (state.kind !== 'ready') return () => undefined;
  return mountGooglePay(container, {
    stripe: state.stripe,
    clientSecret: instruction.clientSecret,
    locale: STRIPE_LOCALES[locale],
    onConfirmed: async () => {
      await loadInvoice(client, invoiceId, { quiet: true });
    },
  });
}
