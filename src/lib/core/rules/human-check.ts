/** Validity of the human check (spec section 9): 3 hours, kept in a 1-day cookie. */
export const HUMAN_CHECK_VALIDITY_MS = 3 * 60 * 60 * 1000;
export const HUMAN_CHECK_COOKIE_DAYS = 1;
/** A timestamp this far in the future is a wrong clock or a forged value, never fresh. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type HumanCheckState = 'absent' | 'fresh' | 'stale';

/** @example humanCheckState(Date.now() - 4 * 3600e3, Date.now()) // 'stale' */
export function humanCheckState(verifiedAt: number | null, now: number): HumanCheckState {
  if (verifiedAt === null || !Number.isFinite(verifiedAt)) return 'absent';
  if (verifiedAt > now + CLOCK_SKEW_MS) return 'stale';
  return now - verifiedAt > HUMAN_CHECK_VALIDITY_MS ? 'stale' : 'fresh';
}

/**
 * Counts leading zero bits of a digest: the proof-of-work test of `verify/cap`.
 * @example leadingZeroBits(new Uint8Array([0, 0x1f])) // 11
 */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Only same-site paths under a language may be a `next` target, never another host.
 * @example safeNextPath('//evil.example/x', '/zh-TW/order/place') // '/zh-TW/order/place'
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next || !/^\/(zh-TW|zh-CN|en-US)(\/|$)/.test(next) || next.includes('\\') || /[\u0000-\u001f]/.test(next)) return fallback;
  if (next.split('?')[0]?.includes('waiting-verification')) return fallback;
  return next;
}

/**
 * The human check's address for a visitor on its way somewhere: where they were going
 * rides in `next=`, but its fragment rides on the check page's own fragment. A fragment
 * may hold secrets (a mailed link's code and signature) and never reaches a server, while
 * a query is logged by every host on the way.
 * @example humanCheckHref('/en-US/waiting-verification', { pathname: '/en-US/user/account', search: '', hash: '#email-verify=1&code=123456' })
 * // '/en-US/waiting-verification?next=%2Fen-US%2Fuser%2Faccount#email-verify=1&code=123456'
 */
export function humanCheckHref(checkPath: string, going: { pathname: string; search: string; hash: string }): string {
  return `${checkPath}?next=${encodeURIComponent(going.pathname + going.search)}${going.hash}`;
}

/**
 * Where the check sends the visitor once passed: `next` with the fragment the check page
 * carried for it (see humanCheckHref). A `next` that already has a fragment keeps its own.
 * @example afterHumanCheckHref('/en-US/user/account', '#email-verify=1') // '/en-US/user/account#email-verify=1'
 */
export function afterHumanCheckHref(next: string, fragment: string): string {
  return next.includes('#') ? next : next + fragment;
}
