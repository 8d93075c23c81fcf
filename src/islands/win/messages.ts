/** What the desktop panel's islands are sent (ADR 0009): whole areas, and the keys they borrow. */
import { CALL_ERRORS, errorKeysOf, type AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey, MessageKey } from '../../lib/core/i18n/t';

/** The areas a win page sends its island whole. */
export const WIN_AREAS = ['win', 'status', 'action'] as const;

/** The errors the panel's calls can show: connection trouble, and a refused or empty link. */
export const WIN_ERRORS = [...CALL_ERRORS, 'LoginLinkInvalid'] as const satisfies readonly AppErrorName[];
export const WIN_ERROR_KEYS = errorKeysOf(WIN_ERRORS);
/** win/services also says when the provider closed the account (ADR 0062); the paste box never hears it. */
export const WIN_SERVICES_ERROR_KEYS = errorKeysOf([...WIN_ERRORS, 'AccountClosed']);

/** The service page's words the panel shows the same way (expiry in Hong Kong time, usage). */
export const WIN_SERVICE_KEYS = ['service.hongKongTime', 'service.usage.value', 'service.usage.addons', 'service.usage.rule', 'service.usage.throttled'] as const satisfies readonly MessageKey[];

/** Every key the panel's islands may look up. */
export type WinText = AreaKey<(typeof WIN_AREAS)[number] | 'error'> | (typeof WIN_SERVICE_KEYS)[number];
