/**
 * "Add a card"'s actions, fetched when the person opens it (lib/saved-cards/store.ts
 * `openAddCard`): the provider's set-up (`POST pay/method/stripe`), Stripe.js with its
 * time limit and "unavailable" state (./stripe-js.ts, shared with the payment page), the
 * card field, then `stripe.confirmCardSetup`. The state is in ./saved-cards.ts, which
 * the list shares.
 *
 * An outcome that did not come back (the network dropped after the confirmation went
 * out) is settled by reading the list again, never guessed.
 */
import type { StripeCardElement } from '@stripe/stripe-js';
import { stripeSetup } from '../invoice/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { cardErrorOutcome } from '../payment/card-errors.ts';
import { $credentials } from '../core/stores/session.ts';
import { $addCard, $addCardField, $cardList, loadCardList, type AddCardState } from './store.ts';
import { $stripe, createCardField, openCardForm } from '../payment/stripe-js.ts';

let cardElement: StripeCardElement | null = null;

/**
 * Asks the provider for a set-up, then loads Stripe.js with the key it names
 * (`openAddCard` has set the form to `preparing`).
 */
export async function prepareAddCard(client: ProviderClient, locale: Locale): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials || $addCard.get().kind !== 'preparing') return;
  const setup = await client.call(stripeSetup, { body: credentials });
  if ($addCard.get().kind !== 'preparing') return;
  if (!setup.ok) {
    $addCard.set({ kind: 'prepareFailed', error: setup.error });
    return;
  }
  await openCardForm(setup.data.publishableKey, locale);
  if ($addCard.get().kind !== 'preparing') return;
  $addCard.set({ kind: 'open', clientSecret: setup.data.setupClientSecret, publishableKey: setup.data.publishableKey, phase: 'editing', outcome: null });
}

/** "Try again" when Stripe.js could not be loaded: the same set-up, Stripe.js loaded again. */
export async function retryCardForm(locale: Locale): Promise<void> {
  const state = $addCard.get();
  if (state.kind === 'open') await openCardForm(state.publishableKey, locale);
}

/** Mounts Stripe's card field into `container`; the returned function removes it. */
export function mountAddCardField(container: HTMLElement): () => void {
  const stripe = $stripe.get();
  if (stripe.kind !== 'ready') return () => undefined;
  const element = createCardField(stripe.stripe, (field) => {
    $addCardField.set(field);
    const state = $addCard.get();
    // Typing again answers the last try's card message; the field says what it sees now.
    if (state.kind === 'open' && state.outcome?.kind === 'problem') $addCard.set({ ...state, outcome: null });
  });
  element.mount(container);
  cardElement = element;
  $addCardField.set({ complete: false, problem: null });
  return () => {
    element.destroy();
    if (cardElement === element) cardElement = null;
  };
}

/** Stripe's answers that mean "the request may not have arrived, or its answer was lost". */
const UNKNOWN_OUTCOME_TYPES = new Set(['api_connection_error', 'api_error', 'rate_limit_error']);

/**
 * Saves the typed card with Stripe. A card message is shown at the field and the same
 * set-up is tried again once fixed; a bank's no says so. When Stripe's answer was lost
 * (the connection dropped), the list is read again: a card that was not there before is
 * the one just added.
 */
export async function confirmAddCard(client: ProviderClient): Promise<void> {
  const state = $addCard.get();
  const stripe = $stripe.get();
  if (state.kind !== 'open' || state.phase !== 'editing' || stripe.kind !== 'ready' || !cardElement) return;
  // The cards there before, to tell the new one if Stripe's answer is lost: read now when
  // the list is not known (null if it cannot be: a lost answer is then left unknown).
  const list = $cardList.get();
  const known = list.kind === 'ready' ? list.value : await loadCardList(client, { quiet: true });
  const before = known ? new Set(known.map((card) => card.pmId)) : null;
  $addCard.set({ ...state, phase: 'confirming', outcome: null });
  let error: { type?: string; code?: string; decline_code?: string; message?: string } | null;
  let pmId: string | null = null;
  try {
    const result = await stripe.stripe.confirmCardSetup(state.clientSecret, { payment_method: { card: cardElement } });
    error = result.error ?? null;
    const method = result.setupIntent?.payment_method;
    pmId = typeof method === 'string' ? method : (method?.id ?? null);
  } catch (thrown) {
    console.warn('Stripe.js could not confirm the card set-up', thrown);
    error = { type: 'api_connection_error' };
  }
  if (!error) {
    const cards = await loadCardList(client, { quiet: true });
    $addCard.set({ kind: 'added', card: cards?.find((card) => card.pmId === pmId) ?? (before ? cards?.find((card) => !before.has(card.pmId)) : undefined) ?? null });
    return;
  }
  const outcome = cardErrorOutcome(error);
  if (outcome.kind === 'problem') {
    $addCard.set({ ...state, phase: 'editing', outcome });
    return;
  }
  if (!UNKNOWN_OUTCOME_TYPES.has(error.type ?? '')) {
    $addCard.set({ ...state, phase: 'editing', outcome: { kind: 'declined' } });
    return;
  }
  await checkAddedCard(client, state, before);
}

/** Reads the list to learn whether the card was saved after all. */
async function checkAddedCard(client: ProviderClient, form: Extract<AddCardState, { kind: 'open' }>, before: ReadonlySet<string> | null): Promise<void> {
  $addCard.set({ ...form, phase: 'checking', outcome: null });
  const cards = await loadCardList(client, { quiet: true });
  // Without the list from before, no card can be told to be the new one: it stays unknown.
  if (!before) {
    $addCard.set({ ...form, phase: 'editing', outcome: { kind: 'unknown', before: [] } });
    return;
  }
  const added = cards?.find((card) => !before.has(card.pmId));
  if (added) {
    $addCard.set({ kind: 'added', card: added });
    return;
  }
  $addCard.set({ ...form, phase: 'editing', outcome: cards ? { kind: 'notAdded' } : { kind: 'unknown', before: [...before] } });
}

/** "Check again" after an outcome could not be learnt: the list as it is now decides. */
export async function recheckAddedCard(client: ProviderClient): Promise<void> {
  const state = $addCard.get();
  if (state.kind !== 'open' || state.phase !== 'editing' || state.outcome?.kind !== 'unknown') return;
  await checkAddedCard(client, state, new Set(state.outcome.before));
}
