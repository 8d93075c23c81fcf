/**
 * How long to wait before asking for another code to an address the provider refused
 * with `EmailCooldown` (a code went to it moments ago). For the account's pending address
 * the provider says how long (`pending.resendAfterSeconds`); for any other address (a new
 * one, which another page or account sent a code to) it says nothing, so the page counts
 * down the provider's whole cooldown, at most a minute (its one-code-a-minute-per-address
 * rule): never too short, and the person sees the wait instead of a refusal alone.
 */

/** The provider's cooldown between two codes to one address. */
export const EMAIL_RESEND_COOLDOWN_MS = 60_000;

/**
 * The countdown for a refused address, or null when it is the pending one (whose wait the
 * binding carries).
 * @example cooldownAfterRefusal('new@b.cn', 'old@b.cn', 1000) // { email: 'new@b.cn', until: 61000 }
 * @example cooldownAfterRefusal('Old@b.cn', 'old@b.cn', 1000) // null
 */
export function cooldownAfterRefusal(email: string, pendingEmail: string | null, now: number): { email: string; until: number } | null {
  if (pendingEmail !== null && sameAddress(email, pendingEmail)) return null;
  return { email: email.trim(), until: now + EMAIL_RESEND_COOLDOWN_MS };
}

/** Whether `typed` is the address a countdown is for (case and spaces aside). */
export function sameAddress(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
