/**
 * A saved card as people read it: the brand as its owner writes it, the last four digits,
 * the expiry as MM/YYYY, and whether that expiry has passed (a card is good through the
 * last day of its expiry month).
 */
import { SERVICE_TIME_ZONE } from '../core/i18n/format.ts';
import { dateTimeFormat } from '../core/i18n/intl.ts';

/** The fields of a saved card (`SavedCard` in lib/invoice/contract.ts) these rules read. */
export interface SavedCardFacts {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Brands as their owners write them; an unknown brand is shown as sent. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/**
 * The values of a saved card's label (`pay.card.savedCard`, `cards.card`).
 * @example savedCardLabel({ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 }) // { brand: 'Visa', last4: '4242', month: '03', year: '2030' }
 */
export function savedCardLabel(card: SavedCardFacts): { brand: string; last4: string; month: string; year: string } {
  const brand = Object.hasOwn(BRAND_NAMES, card.brand) ? (BRAND_NAMES[card.brand] ?? card.brand) : card.brand;
  return { brand, last4: card.last4, month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear) };
}

/**
 * True once the card's expiry month is over, in Hong Kong time like every date the
 * service shows.
 * @example cardExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T15:59:00Z')) // false (23:59 in Hong Kong)
 * @example cardExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T16:00:00Z')) // true (1 December in Hong Kong)
 */
export function cardExpired(card: Pick<SavedCardFacts, 'expMonth' | 'expYear'>, now: Date): boolean {
  const parts = dateTimeFormat('en-CA', { year: 'numeric', month: 'numeric', timeZone: SERVICE_TIME_ZONE }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
