/** The catalogued errors the login page can show (its page script gets only their strings); LoginLinkInvalid is said as win/import says it. */
import { CALL_ERRORS, type AppErrorName } from '../../lib/core/api/errors.ts';

export const LOGIN_PAGE_ERRORS = [...CALL_ERRORS, 'HumanVerificationFailed', 'LoginLinkInvalid'] as const satisfies readonly AppErrorName[];
