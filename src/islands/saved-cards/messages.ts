import type { AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey } from '../../lib/core/i18n/t';

/** The areas the account page sends its saved cards (ADR 0009). */
export const SAVED_CARDS_AREAS = ['cards', 'action'] as const;

/**
 * The payment page's card words the account page's card form says too (one home for the
 * spec's card messages and the "card payments unavailable" title): sent as keys, not the
 * whole `pay` area.
 */
export const SHARED_CARD_KEYS = [
  'pay.card.loading',
  'pay.card.unavailable.title',
  'pay.card.fieldLabel',
  'pay.card.confirming',
  'pay.card.noUnionPay',
  'pay.card.secure',
  'pay.card.problem.expiryInvalid',
  'pay.card.problem.numberInvalid',
  'pay.card.problem.expiryIncomplete',
  'pay.card.problem.numberIncomplete',
  'pay.card.problem.cvcIncomplete',
  'pay.card.problem.expiryYearPast',
] as const satisfies readonly AreaKey<'pay'>[];

/** The errors the saved cards and the balance can show (reads, a set-up, a removal). */
export const ACCOUNT_MONEY_ERRORS = ['NetworkTrouble', 'Timeout', 'ServerError', 'ProviderBusy', 'MalformedResponse', 'RequestError', 'HmacCheckFailed', 'NotFound'] as const satisfies readonly AppErrorName[];

export type SavedCardsText = AreaKey<(typeof SAVED_CARDS_AREAS)[number] | 'error'> | (typeof SHARED_CARD_KEYS)[number];
export type SavedCardsMessages = Partial<Record<SavedCardsText, string>> & Record<AreaKey<(typeof SAVED_CARDS_AREAS)[number]> | (typeof SHARED_CARD_KEYS)[number], string>;
