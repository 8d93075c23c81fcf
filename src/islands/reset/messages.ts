import type { AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey } from '../../lib/core/i18n/t';

/** The areas the reset needs from the page that shows it. */
export const RESET_AREAS = ['reset', 'action', 'error'] as const;
export type ResetText = AreaKey<(typeof RESET_AREAS)[number]>;
/** The errors the reset can raise: a page that shows the section sends their words. */
export const RESET_ERRORS = ['ResetExpired'] as const satisfies readonly AppErrorName[];
/** The dialog's words: the page's, and its own area fetched with it (`loadArea('resetDialog', …)`). */
export type ResetDialogText = ResetText | AreaKey<'resetDialog'>;
