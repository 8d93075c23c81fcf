/**
 * Stripe's card errors, as the spec's card messages (section 5): expiry invalid, number
 * invalid, expiry incomplete, number incomplete, security code incomplete, expiry year
 * past. The person fixes those in the card field and confirms again. Anything else
 * (a decline, a fraud block, a bank that says no) is "payment failed, pay again".
 *
 * Stripe's `code` decides; its English `message` is only read when the code is missing
 * or new to us (older Stripe.js versions, or a proxy in between). Stripe's text itself
 * is never shown (the UI shows our own copy by name).
 */

export const CARD_PROBLEMS = ['expiryInvalid', 'numberInvalid', 'expiryIncomplete', 'numberIncomplete', 'cvcIncomplete', 'expiryYearPast'] as const;
export type CardProblem = (typeof CARD_PROBLEMS)[number];

/** What the card field shows after a failed confirmation or a change in the field. */
export type CardErrorOutcome = { kind: 'problem'; problem: CardProblem } | { kind: 'failed' };

/** The part of Stripe's error object this mapping reads (`StripeError`, or the sandbox's answer). */
export interface CardErrorLike {
  type?: string | undefined;
  code?: string | undefined;
  decline_code?: string | undefined;
  message?: string | undefined;
}

/** Stripe error codes (https://docs.stripe.com/error-codes) the card field can fix. */
const BY_CODE: Readonly<Record<string, CardProblem>> = {
  incomplete_number: 'numberIncomplete',
  invalid_number: 'numberInvalid',
  incorrect_number: 'numberInvalid',
  incomplete_expiry: 'expiryIncomplete',
  invalid_expiry_month: 'expiryInvalid',
  invalid_expiry_year: 'expiryInvalid',
  invalid_expiry_month_past: 'expiryInvalid',
  invalid_expiry_year_past: 'expiryYearPast',
  incomplete_cvc: 'cvcIncomplete',
  invalid_cvc: 'cvcIncomplete',
};

/** Stripe's English messages for the same cases, most specific first. */
const BY_MESSAGE: readonly (readonly [RegExp, CardProblem])[] = [
  [/expiration year is in the past/i, 'expiryYearPast'],
  [/expiration date is incomplete/i, 'expiryIncomplete'],
  [/expiration (date|month|year) is (invalid|in the past)/i, 'expiryInvalid'],
  [/card number is incomplete/i, 'numberIncomplete'],
  [/card number is (invalid|incorrect|not a valid)/i, 'numberInvalid'],
  [/security code is (incomplete|invalid)/i, 'cvcIncomplete'],
];

/**
 * @example cardErrorOutcome({ type: 'validation_error', code: 'incomplete_number' }) // { kind: 'problem', problem: 'numberIncomplete' }
 * @example cardErrorOutcome({ type: 'card_error', code: 'card_declined' }) // { kind: 'failed' }
 * @example cardErrorOutcome({ message: "Your card's expiration year is in the past." }) // { kind: 'problem', problem: 'expiryYearPast' }
 * @example cardErrorOutcome({ type: 'api_error' }) // { kind: 'failed' }
 */
export function cardErrorOutcome(error: CardErrorLike): CardErrorOutcome {
  const code = error.code ?? '';
  const byCode = Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined;
  if (byCode) return { kind: 'problem', problem: byCode };
  // A decline (card_declined, expired_card, incorrect_cvc…) is the bank's word, not a typo.
  if (error.decline_code !== undefined || (code !== '' && error.type !== 'validation_error')) return { kind: 'failed' };
  const byMessage = BY_MESSAGE.find(([pattern]) => pattern.test(error.message ?? ''));
  return byMessage ? { kind: 'problem', problem: byMessage[1] } : { kind: 'failed' };
}
