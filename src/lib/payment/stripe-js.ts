/**
 * Stripe.js, for every page that takes a card (the payment page's card panel, the
 * account page's "add a card"): fetched from js.stripe.com only when a card form opens
 * (the package is imported dynamically, so none of it is in a page's first load), and
 * with a time limit: js.stripe.com is blocked in mainland China and may hang rather than
 * fail, so after `STRIPE_LOAD_TIMEOUT_MS` the state is `unavailable` and the form says
 * card payments are unavailable. Also the card field itself, whose change events are
 * read as the spec's card messages (lib/payment/card-errors.ts).
 */
import { atom } from 'nanostores';
import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import type { Locale } from '../core/i18n/locales.ts';
import { cardErrorOutcome, type CardProblem } from './card-errors.ts';

/** Long enough for Stripe.js on a slow phone connection, short enough not to leave anyone waiting. */
export const STRIPE_LOAD_TIMEOUT_MS = 8000;

/** Stripe's own words in its card field follow the page's language. */
export const STRIPE_LOCALES: Record<Locale, StripeElementLocale> = { 'zh-TW': 'zh-TW', 'zh-CN': 'zh', 'en-US': 'en' };

export type StripeState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; stripe: Stripe; publishableKey: string } | { kind: 'unavailable' };
export const $stripe = atom<StripeState>({ kind: 'idle' });

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
 * Loads Stripe.js for a card form. Any failure (blocked host, timeout, script error)
 * ends in `unavailable`, which the form explains; trying again loads it again.
 */
export async function openCardForm(publishableKey: string, locale: Locale, options: { load?: StripeLoader; timeoutMs?: number } = {}): Promise<void> {
  const current = $stripe.get();
  if (current.kind === 'loading' || (current.kind === 'ready' && current.publishableKey === publishableKey)) return;
  $stripe.set({ kind: 'loading' });
  try {
    const stripe = await withTimeout((options.load ?? loadFromStripe)(publishableKey, STRIPE_LOCALES[locale]), options.timeoutMs ?? STRIPE_LOAD_TIMEOUT_MS);
    $stripe.set(stripe ? { kind: 'ready', stripe, publishableKey } : { kind: 'unavailable' });
  } catch (error) {
    // Not swallowed: the form shows "card payments are unavailable right now"; this says why, for support.
    console.warn('Stripe.js could not be loaded', error);
    $stripe.set({ kind: 'unavailable' });
  }
}

/** What the card field says while the person types: complete, or which card message applies. */
export interface CardFieldState {
  complete: boolean;
  problem: CardProblem | null;
}

/** Stripe's card element, its change events read as the spec's card messages. */
export function createCardField(stripe: Stripe, onChange: (state: CardFieldState) => void): StripeCardElement {
  const element = stripe.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
  element.on('change', (event) => {
    const outcome = event.error ? cardErrorOutcome(event.error) : null;
    onChange({ complete: event.complete, problem: outcome?.kind === 'problem' ? outcome.problem : null });
  });
  return element;
}
