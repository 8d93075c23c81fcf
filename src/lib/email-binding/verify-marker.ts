/**
 * Whether the address carries an email-verification mail's link (`#email-verify=1&…`),
 * without reading it: the page checks this up front and only then fetches the reader
 * (./email-verify-link.ts, with the call's schema) and the dialog that verifies it. The
 * reader does not import this (it would put this tiny module in a chunk of its own):
 * tests/unit/email-binding/verify-link.test.ts checks that the two agree.
 */

/**
 * True exactly when `readEmailVerifyLink` would find a link (valid or malformed).
 * @example hasEmailVerifyMarker('#email-verify=1&email=a%40b.cn&code=123456') // true
 */
export function hasEmailVerifyMarker(hash: string): boolean {
  const body = hash.replace(/^#/, '');
  return body.includes('=') && new URLSearchParams(body).has('email-verify');
}
