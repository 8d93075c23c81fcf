// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stripe } from '@stripe/stripe-js';
import * as listStore from '../../../src/lib/saved-cards/store.ts';
import * as addStore from '../../../src/lib/saved-cards/add-card-store.ts';
import { $stripe } from '../../../src/lib/payment/stripe-js.ts';
import { CardConfirmAnswer } from '../../../sandbox/core/control/schemas.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();
const cards = { ...listStore, ...addStore };

beforeEach(() => {
  $stripe.set({ kind: 'idle' });
  cards.closeAddCard();
  cards.$cardRemoval.set({ kind: 'closed' });
  cards.$cardList.set({ kind: 'idle' });
});

const VISA = { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 };

/**
 * A stand-in for Stripe.js whose `confirmCardSetup` goes to the sandbox's card double
 * endpoint, as tests/e2e/support/stripe-double.js does in the browser. `lose` drops
 * Stripe's answer after the sandbox saved the card (a connection lost on the way back).
 */
function fakeStripe(typed: { number: string; expMonth?: number; expYear?: number }, options: { lose?: boolean } = {}) {
  const confirmCardSetup = vi.fn(async (clientSecret: string) => {
    const response = await fetch(`${store.origin}/__sandbox/api/stripe/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret, cardNumber: typed.number, expMonth: typed.expMonth ?? 12, expYear: typed.expYear ?? 2034, cvc: '123' }),
    });
    const answer = CardConfirmAnswer.parse(await response.json());
    if (options.lose) return { error: { type: 'api_connection_error', message: 'Could not connect to Stripe.' } };
    if (answer.setupIntent) return { setupIntent: { id: answer.setupIntent.id, status: answer.setupIntent.status, payment_method: answer.setupIntent.paymentMethod } };
    return { error: { type: response.status === 402 ? 'card_error' : 'validation_error', code: answer.code, message: answer.message } };
  });
  const element = { mount: vi.fn(), on: vi.fn(), destroy: vi.fn() };
  const stripe = { elements: () => ({ create: () => element }), confirmCardSetup };
  return { stripe: stripe as unknown as Stripe, confirmCardSetup };
}

/** Opens "add a card" with the fake Stripe.js already loaded, and mounts its field. */
async function openForm(fake: { stripe: Stripe }) {
  await cards.loadCardList(store.client);
  $stripe.set({ kind: 'ready', stripe: fake.stripe, publishableKey: 'pk_test_sandbox' });
  await cards.openAddCard(store.client, 'en-US');
  expect(cards.$addCard.get()).toMatchObject({ kind: 'open', phase: 'editing', publishableKey: 'pk_test_sandbox' });
  return cards.mountAddCardField(document.createElement('div'));
}

describe('the list', () => {
  it('reads the saved cards of the login', async () => {
    await store.loggedInAccount({ cards: [VISA] });
    await cards.loadCardList(store.client);
    expect(cards.$cardList.get()).toMatchObject({ kind: 'ready', value: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 }] });
  });

  it('says why when it cannot be read, and reads again', async () => {
    await store.loggedInAccount({ cards: [VISA] });
    await store.control.fault({ pathPrefix: '/au/api/v1/pay/method/stripe', mode: 'error500', times: 10 });
    await cards.loadCardList(store.client);
    expect(cards.$cardList.get()).toMatchObject({ kind: 'error', error: 'ServerError' });
    await store.control.clearFaults();
    await cards.loadCardList(store.client);
    expect(cards.$cardList.get()).toMatchObject({ kind: 'ready' });
  });
});

describe('adding a card', () => {
  it('saves the card with the set-up secret and lists it', async () => {
    await store.loggedInAccount();
    const fake = fakeStripe({ number: '4242 4242 4242 4242' });
    await openForm(fake);
    await cards.confirmAddCard(store.client);
    expect(fake.confirmCardSetup).toHaveBeenCalledWith(expect.stringMatching(/^seti_.*_secret_sandbox$/), { payment_method: { card: expect.anything() } });
    const added = cards.$addCard.get();
    expect(added).toMatchObject({ kind: 'added', card: { last4: '4242' } });
    expect(cards.$cardList.get()).toMatchObject({ kind: 'ready', value: [{ last4: '4242' }] });
  });

  it('names a card problem and confirms the same set-up again once fixed', async () => {
    await store.loggedInAccount();
    const typed = { number: '4242 4242' };
    const fake = fakeStripe(typed);
    await openForm(fake);
    await cards.confirmAddCard(store.client);
    expect(cards.$addCard.get()).toMatchObject({ kind: 'open', phase: 'editing', outcome: { kind: 'problem', problem: 'numberIncomplete' } });
    typed.number = '4242 4242 4242 4242';
    await cards.confirmAddCard(store.client);
    expect(cards.$addCard.get()).toMatchObject({ kind: 'added' });
    expect(new Set(fake.confirmCardSetup.mock.calls.map(([secret]) => secret)).size).toBe(1);
  });

  it('learns from the list that a card was saved when Stripe’s answer was lost', async () => {
    await store.loggedInAccount({ cards: [{ ...VISA, last4: '1881' }] });
    const fake = fakeStripe({ number: '4242 4242 4242 4242' }, { lose: true });
    await openForm(fake);
    await cards.confirmAddCard(store.client);
    expect(cards.$addCard.get()).toMatchObject({ kind: 'added', card: { last4: '4242' } });
  });

  it('says "not saved" when the answer was lost and the list has no new card, "unknown" when the list cannot be read either', async () => {
    await store.loggedInAccount();
    // A declined number: the sandbox saves nothing, and the answer is lost on the way back.
    const fake = fakeStripe({ number: '4000 0000 0000 0002' }, { lose: true });
    await openForm(fake);
    await cards.confirmAddCard(store.client);
    expect(cards.$addCard.get()).toMatchObject({ kind: 'open', phase: 'editing', outcome: { kind: 'notAdded' } });
    await store.control.fault({ pathPrefix: '/au/api/v1/pay/method/stripe', mode: 'error500', times: 10 });
    await cards.confirmAddCard(store.client);
    expect(cards.$addCard.get()).toMatchObject({ kind: 'open', outcome: { kind: 'unknown', before: [] } });
    await store.control.clearFaults();
    await cards.recheckAddedCard(store.client);
    expect(cards.$addCard.get()).toMatchObject({ kind: 'open', outcome: { kind: 'notAdded' } });
  });

  it('says why the set-up failed, and starts over when asked again', async () => {
    await store.loggedInAccount();
    await store.control.fault({ pathPrefix: '/au/api/v1/pay/method/stripe', mode: 'error500', times: 1 });
    await cards.openAddCard(store.client, 'zh-TW');
    expect(cards.$addCard.get()).toEqual({ kind: 'prepareFailed', error: 'ServerError' });
    $stripe.set({ kind: 'ready', stripe: fakeStripe({ number: '' }).stripe, publishableKey: 'pk_test_sandbox' });
    await cards.openAddCard(store.client, 'zh-TW');
    expect(cards.$addCard.get()).toMatchObject({ kind: 'open', phase: 'editing' });
  });
});

describe('removing a card', () => {
  it('removes the card the dialog names and lists the rest', async () => {
    await store.loggedInAccount({ cards: [VISA, { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030 }] });
    const list = (await cards.loadCardList(store.client)) ?? [];
    const visa = list.find((card) => card.last4 === '4242');
    if (!visa) throw new Error('no visa');
    cards.askRemoveCard(visa);
    await cards.confirmRemoveCard(store.client);
    expect(cards.$cardRemoval.get()).toEqual({ kind: 'removed', card: visa });
    expect(cards.$cardList.get()).toMatchObject({ kind: 'ready', value: [{ last4: '4444' }] });
    // Opening "add a card" makes the removal old news (the page says only what just changed).
    $stripe.set({ kind: 'ready', stripe: fakeStripe({ number: '' }).stripe, publishableKey: 'pk_test_sandbox' });
    await cards.openAddCard(store.client, 'en-US');
    expect(cards.$cardRemoval.get()).toEqual({ kind: 'closed' });
  });

  it('asking to remove a card makes the last card added old news', async () => {
    await store.loggedInAccount({ cards: [VISA] });
    const [visa] = (await cards.loadCardList(store.client)) ?? [];
    if (!visa) throw new Error('no card');
    cards.$addCard.set({ kind: 'added', card: visa });
    cards.askRemoveCard(visa);
    expect(cards.$addCard.get()).toEqual({ kind: 'closed' });
    expect(cards.$cardRemoval.get()).toEqual({ kind: 'asking', card: visa });
  });

  it('keeps the card listed with the failure when the removal failed', async () => {
    await store.loggedInAccount({ cards: [VISA] });
    const [visa] = (await cards.loadCardList(store.client)) ?? [];
    if (!visa) throw new Error('no card');
    await store.control.fault({ pathPrefix: '/au/api/v1/pay/method/stripe', mode: 'error500', times: 1 });
    cards.askRemoveCard(visa);
    await cards.confirmRemoveCard(store.client);
    expect(cards.$cardRemoval.get()).toEqual({ kind: 'failed', card: visa, error: 'ServerError' });
    expect(cards.$cardList.get()).toMatchObject({ kind: 'ready', value: [{ pmId: visa.pmId }] });
    await cards.confirmRemoveCard(store.client);
    expect(cards.$cardRemoval.get()).toEqual({ kind: 'removed', card: visa });
  });

  it('reads the list when the answer was lost: a card removed after all is gone', async () => {
    await store.loggedInAccount({ cards: [VISA] });
    const [visa] = (await cards.loadCardList(store.client)) ?? [];
    if (!visa) throw new Error('no card');
    await store.control.fault({ pathPrefix: '/au/api/v1/pay/method/stripe', mode: 'drop-after', times: 1 });
    cards.askRemoveCard(visa);
    await cards.confirmRemoveCard(store.client);
    expect(cards.$cardRemoval.get()).toEqual({ kind: 'removed', card: visa });
    expect(cards.$cardList.get()).toMatchObject({ kind: 'ready', value: [] });
  });
});
