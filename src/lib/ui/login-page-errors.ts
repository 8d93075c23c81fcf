/** The catalogued errors the login page can show (its page script gets only their strings). */
import { CALL_ERRORS, type AppErrorName } from '../api/errors.ts';

export const LOGIN_PAGE_ERRORS = [...CALL_ERRORS, 'HumanVerificationFailed'] as const satisfies readonly AppErrorName[];
