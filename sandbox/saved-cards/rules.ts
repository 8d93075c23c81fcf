/**
 * Stripe's test cards, as the card confirm call of the control surface (the test
 * double of Stripe.js) understands them: 4242 4242 4242 4242 pays, 4000 0000 0000 0002
 * is declined, anything else is refused with a Stripe-like code and message.
 */

export const PUBLISHABLE_KEY = 'pk_test_sandbox';
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export interface CardInput {
  cardNumber: string;
  expMonth?: number | undefined;
  expYear?: number | undefined;
  cvc?: string | undefined;
}

export type CardOutcome = { outcome: 'pay' } | { outcome: 'decline'; code: 'card_declined'; message: string } | { outcome: 'invalid'; code: string; message: string };

/** Luhn checksum of a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * @example checkTestCard({ cardNumber: '4242 4242 4242 4242' }, now) // { outcome: 'pay' }
 * @example checkTestCard({ cardNumber: '4242' }, now).code // 'incomplete_number'
 */
export function checkTestCard(card: CardInput, now: Date): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return { outcome: 'invalid', code: 'invalid_number', message: 'Your card number is invalid.' };
  if (digits.length < 16) return { outcome: 'invalid', code: 'incomplete_number', message: 'Your card number is incomplete.' };
  if (digits.length > 16 || !passesLuhn(digits)) return { outcome: 'invalid', code: 'invalid_number', message: 'Your card number is invalid.' };
  if (card.expMonth !== undefined && (card.expMonth < 1 || card.expMonth > 12)) {
    return { outcome: 'invalid', code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
  }
  if (card.expYear !== undefined) {
    const year = now.getUTCFullYear();
    if (card.expYear < year) return { outcome: 'invalid', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
    if (card.expYear === year && card.expMonth !== undefined && card.expMonth < now.getUTCMonth() + 1) {
      return { outcome: 'invalid', code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." };
    }
  }
  if ((card.expMonth === undefined) !== (card.expYear === undefined)) return { outcome: 'invalid', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) return { outcome: 'invalid', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  if (digits === PAYING_CARD) return { outcome: 'pay' };
  if (digits === DECLINED_CARD) return { outcome: 'decline', code: 'card_declined', message: 'Your card was declined.' };
  return {
    outcome: 'invalid',
    code: 'card_not_supported',
    message: 'Your request was in test mode, but used a card that is not a test card. Use 4242 4242 4242 4242 (pays) or 4000 0000 0000 0002 (declined).',
  };
}

/** The brand Stripe would report for a number (enough for the test cards). */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}
