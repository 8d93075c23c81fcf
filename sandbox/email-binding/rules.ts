/**
 * Email verification codes (docs/decisions/0022): six digits, valid 15 minutes, a new
 * code at most once a minute per address (whoever asks, whether or not the address
 * belongs to anyone), and five wrong tries spend the code. Pure rules over stored facts
 * and the sandbox clock.
 */

export const CODE_DIGITS = 6;
export const CODE_VALID_MS = 15 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_WRONG_TRIES = 5;

/**
 * Seconds before another code may go to an address last mailed at `lastSentAt` (0: now).
 * @example resendAfterSeconds(new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:15Z')) // 45
 */
export function resendAfterSeconds(lastSentAt: Date | null, now: Date): number {
  if (lastSentAt === null) return 0;
  const left = lastSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Whole seconds: codes are stamped with the second they were sent (the link's `timestamp`). */
export function toTimestamp(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * Whether a stored code can still verify: not replaced or revoked, not verified already,
 * not expired, and fewer than five wrong tries.
 * @example codeStillValid({ closedAt: null, verifiedAt: null, expiresAt: later, wrongTries: 5 }, now) // false (spent)
 */
export function codeStillValid(code: { closedAt: Date | null; verifiedAt: Date | null; expiresAt: Date; wrongTries: number }, now: Date): boolean {
  return code.closedAt === null && code.verifiedAt === null && now.getTime() <= code.expiresAt.getTime() && code.wrongTries < MAX_WRONG_TRIES;
}
