import type { AreaKey } from '../../lib/core/i18n/t';

/** The areas the email binding needs from the page that shows it. */
export const EMAIL_BINDING_AREAS = ['email', 'action', 'error'] as const;
export type EmailBindingText = AreaKey<(typeof EMAIL_BINDING_AREAS)[number]>;
