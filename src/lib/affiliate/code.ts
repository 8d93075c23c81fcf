/**
 * The inviting friend's code, as the affiliate page hands it out. Its own module: the order
 * request carries it (lib/order/contract.ts), and every page that may order should not carry
 * the other ad values' formats with it (./ad-formats.ts).
 */
export const AFFILIATE_CODE_FORMAT = /^[A-Za-z0-9_-]{1,64}$/;

/** A free-trial gift's one-use token in its mail's link (`gift=`): 24 random bytes, base64url. Not a login. */
export const GIFT_TOKEN_FORMAT = /^[A-Za-z0-9_-]{32}$/;
