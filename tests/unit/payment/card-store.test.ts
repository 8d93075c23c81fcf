// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stripe } from '@stripe/stripe-js';
import * as pay from '../../../src/lib/payment/store.ts';
import * as card from '../../../src/lib/payment/card-store.ts';
import { CardConfirmAnswer } from '../../../sandbox/core/control/schemas.ts';
import { renewalBill, useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();

beforeEach(() => {
  pay.payAgain();
  card.$stripe.set({ kind: 'idle' });
  card.resetCardPanel();
});

/**
 * A stand-in for Stripe.js that settles through the sandbox's card double endpoint,
 * like tests/e2e/support/stripe-double.js does in the browser.
 */
function fakeStripe(typed: { number: string }) {
  const confirmCardPayment = vi.fn(async (clientSecret: string, data?: { payment_method?: unknown }) => {
    const pmId = typeof data?.payment_method === 'string' ? data.payment_method : undefined;
    const response = await fetch(`${store.origin}/__sandbox/api/stripe/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pmId ? { clientSecret, pmId } : { clientSecret, cardNumber: typed.number }),
    });
    const answer = CardConfirmAnswer.parse(await response.json());
    if (answer.paymentIntent) return { paymentIntent: answer.paymentIntent };
    return { error: { type: response.status === 402 ? 'card_error' : 'validation_error', code: answer.code, message: answer.message } };
  });
  const element = { mount: vi.fn(), on: vi.fn(), destroy: vi.fn() };
  const stripe = { elements: () => ({ create: () => element }), confirmCardPayment };
  return { stripe: stripe as unknown as Stripe, confirmCardPayment, element };
}

async function cardBill(options: { cards?: { brand: string; last4: string; expMonth: number; expYear: number }[] } = {}): Promise<{ id: number; instruction: card.CardInstruction }> {
  const { id } = renewalBill(await store.loggedInAccount({ paymentMethods: ['card'], services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }], ...options }));
  await pay.loadInvoice(store.client, id);
  await pay.startPayment(store.client, id, 'card', 'pc');
  const attempt = pay.$attempt.get();
  if (attempt.kind !== 'ready' || attempt.instruction.kind !== 'card') throw new Error(`no card instruction: ${JSON.stringify(attempt)}`);
  return { id, instruction: attempt.instruction };
}

describe('loading Stripe.js', () => {
  it('gives up after the time limit when the script never answers (a blocked host that hangs)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await card.openCardForm('pk_test_sandbox', 'zh-CN', { load: () => new Promise(() => undefined), timeoutMs: 20 });
    expect(card.$stripe.get()).toEqual({ kind: 'unavailable' });
    expect(warn).toHaveBeenCalledWith('Stripe.js could not be loaded', expect.objectContaining({ name: 'TimeoutError' }));
  });

  it('says unavailable when the script fails, and loads on a second try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await card.openCardForm('pk_test_sandbox', 'en-US', { load: () => Promise.reject(new Error('Failed to load Stripe.js')) });
    expect(card.$stripe.get()).toEqual({ kind: 'unavailable' });
    expect(warn).toHaveBeenCalledTimes(1);
    const { stripe } = fakeStripe({ number: '' });
    const load = vi.fn(async () => stripe);
    await card.openCardForm('pk_test_sandbox', 'zh-TW', { load });
    expect(card.$stripe.get()).toEqual({ kind: 'ready', stripe, publishableKey: 'pk_test_sandbox' });
    expect(load).toHaveBeenCalledWith('pk_test_sandbox', 'zh-TW');
    // Loaded once per key.
    await card.openCardForm('pk_test_sandbox', 'zh-TW', { load });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('withTimeout passes answers and failures through before the limit', async () => {
    await expect(card.withTimeout(Promise.resolve(1), 50)).resolves.toBe(1);
    await expect(card.withTimeout(Promise.reject(new Error('no')), 50)).rejects.toThrow('no');
    await expect(card.withTimeout(new Promise(() => undefined), 5)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('saved cards', () => {
  it('lists the owner’s cards and picks the first; without a login there are none', async () => {
    const { instruction } = await cardBill({ cards: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 }] });
    expect(instruction.publishableKey).toBe('pk_test_sandbox');
    await card.loadSavedCards(store.client, true);
    const saved = card.$savedCards.get();
    expect(saved.kind === 'ready' && saved.cards.map(card.savedCardLabel)).toEqual([{ brand: 'Visa', last4: '4242', month: '03', year: '2031' }]);
    expect(card.$cardChoice.get()).toBe(saved.kind === 'ready' ? saved.cards[0]?.pmId : null);
    await card.loadSavedCards(store.client, false);
    expect(card.$savedCards.get()).toEqual({ kind: 'none' });
    expect(card.$cardChoice.get()).toBe(card.NEW_CARD);
  });
});

describe('confirming', () => {
  async function ready(number: string) {
    const fake = fakeStripe({ number });
    await card.openCardForm('pk_test_sandbox', 'en-US', { load: async () => fake.stripe });
    const unmount = card.mountCardField(document.createElement('div'));
    card.chooseCard(card.NEW_CARD);
    return { ...fake, unmount };
  }

  it('names a problem with the card number and lets the same payment be confirmed again', async () => {
    const { id, instruction } = await cardBill();
    const typed = { number: '4242 4242' };
    const fake = fakeStripe(typed);
    await card.openCardForm('pk_test_sandbox', 'en-US', { load: async () => fake.stripe });
    card.mountCardField(document.createElement('div'));
    await card.confirmCard(store.client, id, instruction);
    expect(card.$cardConfirm.get()).toEqual({ kind: 'problem', problem: 'numberIncomplete' });
    typed.number = '4242 4242 4242 4242';
    await card.confirmCard(store.client, id, instruction);
    expect(card.$cardConfirm.get()).toEqual({ kind: 'confirmed' });
    expect(pay.$invoice.get()).toMatchObject({ kind: 'ready', invoice: { status: 'Paid' } });
  });

  it('after a decline leaves "pay again" to the page when the provider closed the attempt', async () => {
    const { id, instruction } = await cardBill();
    const { unmount } = await ready('4000 0000 0000 0002');
    await card.confirmCard(store.client, id, instruction);
    expect(pay.$stage.get()).toBe('failed');
    expect(card.$cardConfirm.get()).toEqual({ kind: 'idle' });
    unmount();
  });

  it('pays with a saved card by its pmId', async () => {
    const { id, instruction } = await cardBill({ cards: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 }] });
    const { confirmCardPayment } = await ready('');
    await card.loadSavedCards(store.client, true);
    const pmId = card.$cardChoice.get();
    expect(pmId).not.toBe(card.NEW_CARD);
    await card.confirmCard(store.client, id, instruction);
    expect(confirmCardPayment).toHaveBeenCalledWith(instruction.clientSecret, { payment_method: pmId });
    expect(pay.$invoice.get()).toMatchObject({ kind: 'ready', invoice: { status: 'Paid' } });
  });

  it('sends one confirmation per press', async () => {
    const { id, instruction } = await cardBill();
    const { confirmCardPayment } = await ready('4242 4242 4242 4242');
    await Promise.all([card.confirmCard(store.client, id, instruction), card.confirmCard(store.client, id, instruction)]);
    expect(confirmCardPayment).toHaveBeenCalledTimes(1);
  });
});
