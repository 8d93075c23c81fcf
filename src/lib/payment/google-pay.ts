/**
 * Google Pay on the card panel (ADR 0058), through Stripe's Express Checkout element: it
 * confirms the same payment intent as the card field, and the provider books the bill as
 * paid with Google Pay. Mounted only on the card panel, when the provider offers Google
 * Pay and Stripe.js has loaded; the element tells, in its `ready` event, whether this
 * browser can pay with Google Pay, and only then is its button shown. Where it cannot, or
 * Stripe cannot load, the card field (or the other methods) remain.
 */
import { atom } from 'nanostores';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';

/**
 * - `checking`: the element is mounted and has not said yet what the browser has;
 * - `unavailable`: this browser cannot pay with Google Pay (the panel says nothing of it);
 * - `available`: its button is shown;
 * - `confirming`: the person approved in Google Pay's sheet, Stripe is confirming;
 * - `failed`: Stripe refused the confirmation (the button stays for another try);
 * - `confirmed`: Stripe accepted it; the page's invoice polling sees it paid.
 */
export type GooglePayState = { kind: 'off' } | { kind: 'checking' } | { kind: 'unavailable' } | { kind: 'available' } | { kind: 'confirming' } | { kind: 'failed' } | { kind: 'confirmed' };
export const $googlePay = atom<GooglePayState>({ kind: 'off' });

export interface GooglePayMount {
  stripe: Stripe;
  clientSecret: string;
  locale: StripeElementLocale;
  /** Called once Stripe has accepted the payment (the card panel reads the bill again). */
  onConfirmed: () => Promise<void>;
}

/**
 * Mounts the Express Checkout element with Google Pay only (not Link, PayPal, Apple Pay…:
 * those are not what the provider offers here) into `container`; returns its removal.
 */
export function mountGooglePay(container: HTMLElement, { stripe, clientSecret, locale, onConfirmed }: GooglePayMount): () => void {
  const elements = stripe.elements({ clientSecret, locale });
  const element = elements.create('expressCheckout', {
    paymentMethods: { googlePay: 'auto', applePay: 'never', link: 'never', paypal: 'never', amazonPay: 'never', klarna: 'never' },
    buttonType: { googlePay: 'pay' },
  });
  $googlePay.set({ kind: 'checking' });
  element.on('ready', (event) => {
    $googlePay.set(event.availablePaymentMethods?.googlePay === true ? { kind: 'available' } : { kind: 'unavailable' });
  });
  element.on('loaderror', (event) => {
    // Not swallowed: the button stays hidden and the card field remains; this says why, for support.
    console.warn('Stripe could not show Google Pay', event.error);
    $googlePay.set({ kind: 'unavailable' });
  });
  element.on('confirm', (event) => {
    if ($googlePay.get().kind === 'confirming') return;
    $googlePay.set({ kind: 'confirming' });
    // Google Pay never redirects; the return address (this bill's page, no login in it) is what Stripe asks for.
    const returnUrl = `${location.origin}${location.pathname}${location.search}`;
    stripe
      .confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' })
      .then(async (result) => {
        if (result.error) {
          event.paymentFailed({ reason: 'fail' });
          $googlePay.set({ kind: 'failed' });
          return;
        }
        $googlePay.set({ kind: 'confirmed' });
        await onConfirmed();
      })
      .catch((error: unknown) => {
        console.warn('Stripe.js could not confirm the Google Pay payment', error);
        event.paymentFailed({ reason: 'fail' });
        $googlePay.set({ kind: 'failed' });
      });
  });
  element.mount(container);
  return () => {
    element.destroy();
    $googlePay.set({ kind: 'off' });
  };
}
