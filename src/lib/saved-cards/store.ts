/**
 * The account page's saved cards (`GET`, `POST`, `DELETE /au/api/v1/pay/method/stripe`):
 * the list; adding a card through Stripe.js (its state here, its actions in
 * ./add-card.ts, fetched when the person opens "add a card"); removing one after the
 * person confirms.
 *
 * An outcome that did not come back (the network dropped after a confirmation or a
 * removal went out) is settled by reading the list again, never guessed.
 */
import { unansweredResetSettled } from '../reset/store.ts';
import { atom } from 'nanostores';
import type * as z from 'zod/mini';
import type { SavedCard as SavedCardSchema } from '../core/contract/index.ts';
import { stripeMethods, stripeRemove } from '../invoice/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import type { Locale } from '../core/i18n/locales.ts';
import type { CardProblem } from '../payment/card-errors.ts';
import type { Loadable } from '../core/stores/loadable.ts';
import { $credentials } from '../core/stores/session.ts';
import type { CardFieldState } from '../payment/stripe-js.ts';

export type SavedCard = z.infer<typeof SavedCardSchema>;

/** The cards as last read; a re-read keeps the list on screen (`refreshing`). */
export type CardListState = Loadable<SavedCard[]> & { refreshing?: boolean };
export const $cardList = atom<CardListState>({ kind: 'idle' });

/**
 * "Add a card": closed; preparing (the provider's set-up and Stripe.js); the set-up
 * refused or unreachable; open with Stripe's card field; added.
 * In `open`, `phase` is what the form is doing and `outcome` what the last try said:
 * a card message at the field, the bank's no, or an outcome that could not be learnt.
 */
export type AddCardOutcome = { kind: 'problem'; problem: CardProblem } | { kind: 'declined' } | { kind: 'notAdded' } | { kind: 'unknown'; before: readonly string[] };
export type AddCardState =
  | { kind: 'closed' }
  | { kind: 'preparing' }
  | { kind: 'prepareFailed'; error: AppErrorName }
  | { kind: 'open'; clientSecret: string; publishableKey: string; phase: 'editing' | 'confirming' | 'checking'; outcome: AddCardOutcome | null }
  | { kind: 'added'; card: SavedCard | null };
export const $addCard = atom<AddCardState>({ kind: 'closed' });
export const $addCardField = atom<CardFieldState>({ complete: false, problem: null });

/** Removing a card: asked (the dialog names it), under way, failed (the card stays listed), done. */
export type RemovalState =
  | { kind: 'closed' }
  | { kind: 'asking'; card: SavedCard }
  | { kind: 'removing'; card: SavedCard }
  | { kind: 'failed'; card: SavedCard; error: AppErrorName }
  | { kind: 'removed'; card: SavedCard };
export const $cardRemoval = atom<RemovalState>({ kind: 'closed' });

/** Reads the list; `quiet` keeps the cards shown while it reads. Answers the cards, or null on failure. */
export async function loadCardList(client: ProviderClient, options: { quiet?: boolean } = {}): Promise<SavedCard[] | null> {
  if (!$credentials.get()) return null;
  const shown = $cardList.get();
  if (options.quiet && shown.kind === 'ready') $cardList.set({ ...shown, refreshing: true });
  else $cardList.set({ kind: 'loading' });
  // A reset whose answer was lost may have replaced the kept login: its new one first (lib/reset/store.ts).
  const settled = await unansweredResetSettled(client);
  const credentials = $credentials.get();
  if (!settled || !credentials) {
    $cardList.set(options.quiet && shown.kind === 'ready' ? shown : { kind: 'error', error: 'NetworkTrouble' });
    return null;
  }
  const result = await client.call(stripeMethods, { query: credentials });
  if (!result.ok) {
    // A quiet re-read that fails leaves the list as it was: the caller says what is unknown.
    $cardList.set(options.quiet && shown.kind === 'ready' ? shown : { kind: 'error', error: result.error });
    return null;
  }
  $cardList.set({ kind: 'ready', value: result.data.cards });
  return result.data.cards;
}

/** Starts the read (the island, once a login is there); asks only if nothing has started it. */
export function ensureCardList(client: ProviderClient): void {
  if ($cardList.get().kind === 'idle') void loadCardList(client);
}

/**
 * Opens "add a card". Its actions (./add-card.ts, with Stripe.js's loader and the card
 * messages) are fetched now, not with the page.
 */
export async function openAddCard(client: ProviderClient, locale: Locale): Promise<void> {
  const state = $addCard.get();
  if (!$credentials.get() || state.kind === 'preparing' || state.kind === 'open') return;
  $addCard.set({ kind: 'preparing' });
  $addCardField.set({ complete: false, problem: null });
  // The last removal's news is old now.
  if ($cardRemoval.get().kind === 'removed') $cardRemoval.set({ kind: 'closed' });
  let actions: typeof import('./add-card-store.ts');
  try {
    actions = await import('./add-card-store.ts');
  } catch (error) {
    console.warn('The card form could not be fetched', error);
    $addCard.set({ kind: 'prepareFailed', error: 'NetworkTrouble' });
    return;
  }
  await actions.prepareAddCard(client, locale);
}

/** Closes the form (cancel, or after a card was added); what was typed goes with Stripe's field. */
export function closeAddCard(): void {
  $addCard.set({ kind: 'closed' });
  $addCardField.set({ complete: false, problem: null });
}

/** Opens the confirmation that names the card. */
export function askRemoveCard(card: SavedCard): void {
  const state = $cardRemoval.get();
  if (state.kind === 'removing') return;
  $cardRemoval.set({ kind: 'asking', card });
  // The last card added is old news now.
  if ($addCard.get().kind === 'added') $addCard.set({ kind: 'closed' });
}

/** Cancel, Escape, or closing after a removal. */
export function closeRemoval(): void {
  if ($cardRemoval.get().kind === 'removing') return;
  $cardRemoval.set({ kind: 'closed' });
}

/**
 * Removes the card the dialog names. The list is read again afterwards: on success to
 * show it without the card, on a failure to learn whether it was removed anyway (a lost
 * answer, or removed meanwhile elsewhere). A card still listed stays, with the failure.
 */
export async function confirmRemoveCard(client: ProviderClient): Promise<void> {
  const state = $cardRemoval.get();
  const credentials = $credentials.get();
  if (!credentials || (state.kind !== 'asking' && state.kind !== 'failed')) return;
  const { card } = state;
  $cardRemoval.set({ kind: 'removing', card });
  const result = await client.call(stripeRemove, { body: { ...credentials, pmId: card.pmId } });
  if (result.ok) {
    const list = $cardList.get();
    if (list.kind === 'ready') $cardList.set({ kind: 'ready', value: list.value.filter((known) => known.pmId !== card.pmId) });
    $cardRemoval.set({ kind: 'removed', card });
    void loadCardList(client, { quiet: true });
    return;
  }
  const cards = await loadCardList(client, { quiet: true });
  if (cards && !cards.some((known) => known.pmId === card.pmId)) {
    $cardRemoval.set({ kind: 'removed', card });
    return;
  }
  $cardRemoval.set({ kind: 'failed', card, error: result.error });
}
