/**
 * The card (Stripe) panel's state. Stripe.js is fetched from js.stripe.com only when the
 * card panel opens (the package is imported dynamically, so none of it is in the page's
 * first load), and with a time limit: js.stripe.com is blocked in mainland China and may
 * hang rather than fail, so after `STRIPE_LOAD_TIMEOUT_MS` the panel says card payments
 * are unavailable and the person picks another method. Saved cards come from the
 * provider (`GET pay/method/stripe`); a confirmation goes to Stripe with the payment's
 * client secret, and the page's invoice polling then sees it paid.
 */
import { atom } from 'nanostores';
import type { PaymentIntentResult, Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import type * as z from 'zod/mini';
import type { PaymentInstruction, SavedCard as SavedCardSchema } from '../contract/index.ts';
import { stripeMethods } from '../contract/invoice.ts';
import type { ProviderClient } from '../api/client.ts';
import type { AppErrorName } from '../api/errors.ts';
import type { Locale } from '../i18n/locales.ts';
import { cardErrorOutcome, type CardProblem } from '../rules/card-errors.ts';
import { $credentials } from './session.ts';
import { $stage, loadInvoice } from './payment.ts';

export type CardInstruction = Extract<PaymentInstruction, { kind: 'card' }>;
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** Long enough for Stripe.js on a slow phone connection, short enough not to leave anyone waiting. */
export const STRIPE_LOAD_TIMEOUT_MS = 8000;
/** `$cardChoice` for "a new card" (otherwise it holds a saved card's pmId). */
export const NEW_CARD = 'new';

/** Stripe's own words in its card field follow the page's language. */
const STRIPE_LOCALES: Record<Locale, StripeElementLocale> = { 'zh-TW': 'zh-TW', 'zh-CN': 'zh', 'en-US': 'en' };

export type StripeState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; stripe: Stripe; publishableKey: string } | { kind: 'unavailable' };
export const $stripe = atom<StripeState>({ kind: 'idle' });

export type SavedCardsState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; cards: SavedCard[] } | { kind: 'error'; error: AppErrorName };
export const $savedCards = atom<SavedCardsState>({ kind: 'none' });
export const $cardChoice = atom<string>(NEW_CARD);

/** What the card field itself says while the person types (Stripe's change events). */
export const $cardField = atom<{ complete: boolean; problem: CardProblem | null }>({ complete: false, problem: null });

export type CardConfirmState = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'problem'; problem: CardProblem } | { kind: 'failed' } | { kind: 'confirmed' };
export const $cardConfirm = atom<CardConfirmState>({ kind: 'idle' });

export type StripeLoader = (publishableKey: string, locale: StripeElementLocale) => Promise<Stripe | null>;

/** The real loader: `@stripe/stripe-js` adds js.stripe.com's script to the page. */
const loadFromStripe: StripeLoader = async (publishableKey, locale) => {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey, { locale });
};

/**
 * A promise that gives up after `ms`: a script that never answers must not leave a spinner.
 * @example await withTimeout(new Promise(() => {}), 10) // rejects with an Error named TimeoutError
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`gave up after ${ms} ms`);
      error.name = 'TimeoutError';
      reject(error);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads Stripe.js for the card panel. Any failure (blocked host, timeout, script error)
 * ends in `unavailable`, which the panel explains; trying again loads it again.
 */
export async function openCardForm(publishableKey: string, locale: Locale, options: { load?: StripeLoader; timeoutMs?: number } = {}): Promise<void> {
  const current = $stripe.get();
  if (current.kind === 'loading' || (current.kind === 'ready' && current.publishableKey === publishableKey)) return;
  $stripe.set({ kind: 'loading' });
  try {
    const stripe = await withTimeout((options.load ?? loadFromStripe)(publishableKey, STRIPE_LOCALES[locale]), options.timeoutMs ?? STRIPE_LOAD_TIMEOUT_MS);
    $stripe.set(stripe ? { kind: 'ready', stripe, publishableKey } : { kind: 'unavailable' });
  } catch (error) {
    // Not swallowed: the panel shows "card payments are unavailable right now"; this says why, for support.
    console.warn('Stripe.js could not be loaded', error);
    $stripe.set({ kind: 'unavailable' });
  }
}

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

/** Brands as their owners write them; an unknown brand is shown as sent. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/**
 * The values of a saved card's label (`pay.card.savedCard`).
 * @example savedCardLabel({ pmId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 }) // { brand: 'Visa', last4: '4242', month: '03', year: '2030' }
 */
export function savedCardLabel(card: SavedCard): { brand: string; last4: string; month: string; year: string } {
  const brand = Object.hasOwn(BRAND_NAMES, card.brand) ? (BRAND_NAMES[card.brand] ?? card.brand) : card.brand;
  return { brand, last4: card.last4, month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear) };
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
  const element = state.stripe.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
  element.on('change', (event) => {
    const outcome = event.error ? cardErrorOutcome(event.error) : null;
    $cardField.set({ complete: event.complete, problem: outcome?.kind === 'problem' ? outcome.problem : null });
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
