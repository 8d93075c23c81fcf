/**
 * The inviting friend's code, as the affiliate page hands it out. Its own module: the order
 * request carries it (lib/order/contract.ts), and every page that may order should not carry
 * the other ad values' formats with it (./ad-formats.ts).
 */
export const AFFILIATE_CODE_FORMAT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * How a friend arrived with a code, which the friends list shows: the invite link, its QR
 * code (the QR's text is the link plus `via=qr`), or the code typed in the order's coupon field.
 */
export const AFFILIATE_ARRIVALS = ['link', 'qrcode', 'code'] as const;
export type AffiliateArrival = (typeof AFFILIATE_ARRIVALS)[number];

/**
 * The arrival an invite link's query says.
 * @example affiliateArrivalOf(new URLSearchParams('aff=K7QM2XPA&via=qr')) // 'qrcode'
 * @example affiliateArrivalOf(new URLSearchParams('aff=K7QM2XPA')) // 'link'
 */
export function affiliateArrivalOf(params: URLSearchParams): AffiliateArrival {
  return params.get('via') === 'qr' ? 'qrcode' : 'link';
}

/** A free-trial gift's one-use token in its mail's link (`gift=`): 24 random bytes, base64url. Not a login. */
export const GIFT_TOKEN_FORMAT = /^[A-Za-z0-9_-]{32}$/;
