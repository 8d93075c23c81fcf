/**
 * Whether the address carries an email-verification mail's link (`#email-verify=1&…`),
 * without reading it: the page checks this up front and only then fetches the reader
 * (./email-verify-link.ts, with the call's schema) and the dialog that verifies it.
 */

/** The fragment's marker. */
export const EMAIL_VERIFY_MARKER = 'email-verify';

/**
 * True exactly when `readEmailVerifyLink` would find a link (valid or malformed).
 * @example hasEmailVerifyMarker('#email-verify=1&email=a%40b.cn&code=123456') // true
 */
export function hasEmailVerifyMarker(hash: string): boolean {
  const body = hash.replace(/^#/, '');
  return body.includes('=') && new URLSearchParams(body).has(EMAIL_VERIFY_MARKER);
}
