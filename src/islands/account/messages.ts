import { CALL_ERRORS, type AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey } from '../../lib/core/i18n/t';
import type { SwitchServiceText } from '../service/messages';
import { EMAIL_BINDING_ERRORS } from '../email-binding/messages';
import { RESET_ERRORS } from '../reset/messages';

/**
 * The areas the account page sends its island whole (ADR 0009); of the errors, only
 * `ACCOUNT_PAGE_ERRORS`; of the service and status areas, the switch dialog's words.
 */
export const ACCOUNT_PAGE_AREAS = ['account', 'email', 'reset', 'action'] as const;
export type AccountPageText = AreaKey<(typeof ACCOUNT_PAGE_AREAS)[number] | 'error'> | SwitchServiceText;
/** What the page sends the island: its areas and the switch dialog's words whole, of the errors those it can show. */
export type AccountPageMessages = Partial<Record<AccountPageText, string>> & Record<AreaKey<(typeof ACCOUNT_PAGE_AREAS)[number]> | SwitchServiceText, string>;

/**
 * The errors the account page and its sections can show (the account info, the messages,
 * the email calls, the reset); an error outside the list reads "request failed".
 */
export const ACCOUNT_PAGE_ERRORS = [
  ...CALL_ERRORS,
  ...RESET_ERRORS,
  ...EMAIL_BINDING_ERRORS,
] as const satisfies readonly AppErrorName[];
