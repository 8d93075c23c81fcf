/**
 * The names values are kept under in the browser, written once: the stores build their
 * keys from these, and so does the guard's inline part (guard/early-guard.ts), which
 * reads two of them before any module has loaded.
 */
/** Every localStorage and sessionStorage key starts with this, so a reset can find them all. */
export const STORAGE_PREFIX = 'skyline:';
/** Every cookie the site sets starts with this. */
export const COOKIE_PREFIX = 'skyline_';

export const STORED_NAMES = {
  /** The login pair (localStorage). */
  credentials: 'credentials',
  /** When the human check was passed (cookie). */
  humanCheck: 'verified_at',
  /** The last services loaded, for a bad network (localStorage; forgotten with the login). */
  keptServices: 'kept-services',
} as const;
