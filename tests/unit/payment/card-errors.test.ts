import { describe, expect, it } from 'vitest';
import { CARD_PROBLEMS, cardErrorOutcome } from '../../../src/lib/payment/card-errors.ts';

/** What Stripe.js answers (type, code and its English message), case by case. */
const STRIPE = {
  incompleteNumber: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
  invalidNumber: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
  incorrectNumber: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
  incompleteExpiry: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." },
  invalidExpiryMonth: { type: 'validation_error', code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." },
  monthPast: { type: 'validation_error', code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." },
  yearPast: { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." },
  incompleteCvc: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
  declined: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expiredCard: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  notSupported: { type: 'card_error', code: 'card_not_supported', message: 'Your card is not supported.' },
  authentication: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
  offline: { type: 'api_connection_error', message: 'Could not connect to Stripe.' },
} as const;

describe('cardErrorOutcome: the spec\'s card messages', () => {
  it.each([
    ['incompleteNumber', 'numberIncomplete'],
    ['invalidNumber', 'numberInvalid'],
    ['incorrectNumber', 'numberInvalid'],
    ['incompleteExpiry', 'expiryIncomplete'],
    ['invalidExpiryMonth', 'expiryInvalid'],
    ['monthPast', 'expiryInvalid'],
    ['yearPast', 'expiryYearPast'],
    ['incompleteCvc', 'cvcIncomplete'],
  ] as const)('%s → %s', (name, problem) => {
    expect(cardErrorOutcome(STRIPE[name])).toEqual({ kind: 'problem', problem });
  });

  it('reaches every message of the spec', () => {
    const reached = new Set(Object.values(STRIPE).flatMap((error) => {
      const outcome = cardErrorOutcome(error);
      return outcome.kind === 'problem' ? [outcome.problem] : [];
    }));
    expect([...reached].sort()).toEqual([...CARD_PROBLEMS].sort());
  });
});

describe('cardErrorOutcome: everything else is "payment failed, pay again"', () => {
  it.each(['declined', 'insufficientFunds', 'expiredCard', 'incorrectCvc', 'notSupported', 'authentication', 'offline'] as const)('%s', (name) => {
    expect(cardErrorOutcome(STRIPE[name])).toEqual({ kind: 'failed' });
  });

  it('an empty error object', () => {
    expect(cardErrorOutcome({})).toEqual({ kind: 'failed' });
  });
});

describe('cardErrorOutcome: reading the provider text when the code is missing or new', () => {
  it('maps Stripe\'s English messages without a code', () => {
    expect(cardErrorOutcome({ message: "Your card's expiration year is in the past." })).toEqual({ kind: 'problem', problem: 'expiryYearPast' });
    expect(cardErrorOutcome({ message: 'Your card number is incomplete.' })).toEqual({ kind: 'problem', problem: 'numberIncomplete' });
    expect(cardErrorOutcome({ message: "Your card's security code is incomplete." })).toEqual({ kind: 'problem', problem: 'cvcIncomplete' });
    expect(cardErrorOutcome({ message: "Your card's expiration date is incomplete." })).toEqual({ kind: 'problem', problem: 'expiryIncomplete' });
  });

  it('maps a validation error with a code it does not know by its message', () => {
    expect(cardErrorOutcome({ type: 'validation_error', code: 'expiry_unreadable', message: "Your card's expiration year is invalid." })).toEqual({ kind: 'problem', problem: 'expiryInvalid' });
    expect(cardErrorOutcome({ type: 'validation_error', code: 'brand_new_code', message: 'Your card number is invalid.' })).toEqual({ kind: 'problem', problem: 'numberInvalid' });
  });

  it('never takes a bank decline for a typo, whatever its text says', () => {
    expect(cardErrorOutcome({ type: 'card_error', code: 'card_declined', message: 'Your card number is invalid.' })).toEqual({ kind: 'failed' });
    expect(cardErrorOutcome({ message: 'Your card was declined.' })).toEqual({ kind: 'failed' });
  });

  it('does not read inherited names as codes', () => {
    expect(cardErrorOutcome({ code: 'toString' })).toEqual({ kind: 'failed' });
  });
});
