// @vitest-environment happy-dom
/**
 * The Stripe.js test double the browser tests serve (tests/e2e/support/stripe-double.js),
 * run as the page runs it, against a real sandbox: adding a card with
 * `confirmCardSetup` answers the way Stripe.js does, and the saved card is then listed by
 * `GET pay/method/stripe`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../src/lib/core/contract/index.ts';
import type { AccountView } from '../../../../sandbox/core/control/schemas.ts';
import { useTestSandbox } from '../../../support/sandbox-harness.ts';

const sandbox = useTestSandbox();

interface CardElement {
  mount(node: HTMLElement): CardElement;
  on(type: string, handler: (event: { complete?: boolean }) => void): CardElement;
}
type StripeResult = { setupIntent?: { id: string; status: string; payment_method: string }; error?: { type: string; code?: string; message: string } };
interface StripeDouble {
  elements(): { create(type: 'card'): CardElement };
  confirmCardSetup(clientSecret: string, data?: { payment_method?: { card?: CardElement } }): Promise<StripeResult>;
}
type StripeFactory = (key: string) => StripeDouble;

let Stripe: StripeFactory;
beforeAll(() => {
  const source = readFileSync(join(process.cwd(), 'tests/e2e/support/stripe-double.js'), 'utf8').replaceAll('__SANDBOX_ORIGIN__', sandbox.origin);
  // The script installs window.Stripe, as the <script> element does in the browser tests.
  new Function(source)();
  Stripe = (window as unknown as { Stripe: StripeFactory }).Stripe;
});

const pair = (account: AccountView) => ({ uuid: account.uuid, hmac: account.hmac });

async function setupSecret(account: AccountView): Promise<string> {
  const response = await fetch(`${sandbox.origin}/au/api/v1/pay/method/stripe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(pair(account)) });
  expect(response.status).toBe(201);
  return endpoints.stripeSetup.response.parse(((await response.json()) as { data: unknown }).data).setupClientSecret;
}

async function savedCards(account: AccountView) {
  const response = await fetch(`${sandbox.origin}/au/api/v1/pay/method/stripe?${new URLSearchParams(pair(account))}`);
  return endpoints.stripeMethods.response.parse(((await response.json()) as { data: unknown }).data).cards;
}

/** The card element, mounted, with what a person typed into its three fields. */
function typedCard(stripe: StripeDouble, typed: { number: string; expiry?: string; cvc?: string }): CardElement {
  const host = document.createElement('div');
  document.body.append(host);
  const card = stripe.elements().create('card').mount(host);
  const type = (label: string, value: string) => {
    const input = host.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
    if (!input) throw new Error(`no ${label} field`);
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  type('Card number', typed.number);
  type('Expiration date', typed.expiry ?? '');
  type('Security code', typed.cvc ?? '');
  return card;
}

describe('the Stripe.js double: confirmCardSetup', () => {
  it('saves a card: resolves a succeeded setupIntent whose payment method is then listed', async () => {
    const account = await sandbox.control.createAccount({});
    const secret = await setupSecret(account);
    const stripe = Stripe('pk_test_sandbox');
    const year = new Date().getUTCFullYear() + 3;
    const result = await stripe.confirmCardSetup(secret, { payment_method: { card: typedCard(stripe, { number: '4242 4242 4242 4242', expiry: `09 / ${String(year).slice(2)}`, cvc: '123' }) } });
    expect(result.error).toBeUndefined();
    expect(result.setupIntent).toMatchObject({ id: expect.stringMatching(/^seti_/), status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
    expect(await savedCards(account)).toEqual([{ pmId: result.setupIntent?.payment_method, brand: 'visa', last4: '4242', expMonth: 9, expYear: year }]);
  });

  it('answers a declined card as a card_error and an incomplete number as a validation_error, leaving the set-up open for another card', async () => {
    const account = await sandbox.control.createAccount({});
    const secret = await setupSecret(account);
    const stripe = Stripe('pk_test_sandbox');

    const declined = await stripe.confirmCardSetup(secret, { payment_method: { card: typedCard(stripe, { number: '4000 0000 0000 0002' }) } });
    expect(declined).toEqual({ error: expect.objectContaining({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }) });
    const incomplete = await stripe.confirmCardSetup(secret, { payment_method: { card: typedCard(stripe, { number: '4242 4242' }) } });
    expect(incomplete).toEqual({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    const past = await stripe.confirmCardSetup(secret, { payment_method: { card: typedCard(stripe, { number: '4242424242424242', expiry: '01 / 20', cvc: '123' }) } });
    expect(past.error).toMatchObject({ type: 'validation_error', code: 'invalid_expiry_year_past' });
    expect(await stripe.confirmCardSetup(secret, {})).toEqual({ error: expect.objectContaining({ type: 'validation_error', code: 'incomplete_number' }) });
    expect(await savedCards(account)).toEqual([]);

    const saved = await stripe.confirmCardSetup(secret, { payment_method: { card: typedCard(stripe, { number: '4242424242424242' }) } });
    expect(saved.setupIntent?.status).toBe('succeeded');
    expect((await savedCards(account)).map((card) => card.last4)).toEqual(['4242']);
    // A set-up is confirmed once.
    const again = await stripe.confirmCardSetup(secret, { payment_method: { card: typedCard(stripe, { number: '4242424242424242' }) } });
    expect(again.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
  });
});
