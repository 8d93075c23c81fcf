import type { AreaKey } from '../../lib/core/i18n/t';

/** The areas the account page sends its balance (ADR 0009); errors as ACCOUNT_MONEY_ERRORS says. */
export const BALANCE_AREAS = ['balance', 'action'] as const;
export type BalanceText = AreaKey<(typeof BALANCE_AREAS)[number] | 'error'>;
export type BalanceMessages = Partial<Record<BalanceText, string>> & Record<AreaKey<(typeof BALANCE_AREAS)[number]>, string>;
