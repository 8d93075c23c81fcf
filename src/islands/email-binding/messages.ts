import type { AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';

/** The areas the email binding needs from the page that shows it. */
export const EMAIL_BINDING_AREAS = ['email', 'action', 'error'] as const;
export type EmailBindingText = AreaKey<(typeof EMAIL_BINDING_AREAS)[number]>;
/** The dialog's translator: the section's words and its own area, fetched with it. */
export type EmailDialogTranslate = Translate<EmailBindingText | AreaKey<'emailDialog'>>;
/** The errors the email calls can raise: a page that shows the section sends their words. */
export const EMAIL_BINDING_ERRORS = ['EmailCodeInvalid', 'EmailAlreadyUsed', 'EmailCooldown', 'EmailNotBound', 'EmailStateChanged', 'SendFailed'] as const satisfies readonly AppErrorName[];
