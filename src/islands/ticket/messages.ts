import { CALL_ERRORS, errorKeysOf, type AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey } from '../../lib/core/i18n/t';

/** The areas a page sends the ticket form whole (ADR 0009). */
export const TICKET_AREAS = ['ticket', 'action'] as const;

/** The errors the form can show, with the catalogue's "upload success / upload failed" words. */
export const TICKET_ERRORS = [...CALL_ERRORS, 'TicketSubmitFailed', 'TicketLimitReached', 'UploadSucceeded', 'UploadFailed', 'HumanVerificationFailed'] as const satisfies readonly AppErrorName[];
export const TICKET_ERROR_KEYS = errorKeysOf(TICKET_ERRORS);
/** The callback request's errors: the ticket form's, without the files' words (it has none). */
export const CALLBACK_ERROR_KEYS = errorKeysOf(TICKET_ERRORS.filter((name) => name !== 'UploadSucceeded' && name !== 'UploadFailed'));

/** Every key the ticket form may look up. */
export type TicketText = AreaKey<(typeof TICKET_AREAS)[number] | 'error'>;
/** The callback request's keys: the contact area, and the ticket form's email words. */
export type CallbackText = AreaKey<'contact' | 'ticket' | 'action' | 'error'>;
