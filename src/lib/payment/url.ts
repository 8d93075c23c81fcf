/**
 * What the payment page may do with what the provider hands back for a payment: a link
 * (PayPal's approval link) and a QR code's content (which may also be a link to the
 * wallet's payment page). Decisions ("Accounts and login"): URLs returned by the provider
 * are followed only when their scheme and host are expected for that purpose, so each
 * method's registry entry lists where it may send a person (`sendsTo` in
 * payment-methods.ts) and everything else is refused, never made a button or a link.
 * A provider that is wrong or hostile cannot send a buyer to a look-alike page.
 */
import type { AppErrorName } from '../core/api/errors.ts';
import type { PaymentMethodId } from '../core/contract/index.ts';
import { paymentMethod, type LinkDestination } from './methods.ts';

/** A link to follow (as the browser will read it), or a refusal. */
export type LinkVerdict = { kind: 'follow'; href: string } | { kind: 'refuse'; problem: 'PaymentLinkUnexpected' };

/** Why a QR code's content is not shown: it cannot be drawn as a code to scan, or it links somewhere unexpected. */
export type QrProblem = Extract<AppErrorName, 'QrCodeInvalid' | 'PaymentLinkUnexpected'>;

/** A code to draw (and the link under it, when its content is one we follow), or a refusal. */
export type QrVerdict = { kind: 'draw'; content: string; link: string | null } | { kind: 'refuse'; problem: QrProblem };

/**
 * The most a payment QR code may hold, in UTF-8 bytes. The page draws codes 240 px wide,
 * and a phone reads a code off a screen reliably at about 3 px a module: at most 80
 * modules, that is QR version 15 (77 modules), which holds 412 bytes at the error
 * correction the page uses (M). Real payment codes hold well under 200 (a wallet link or
 * an EMVCo string); anything longer would draw as an unscannable grey square, or not at
 * all past version 40's 2,331 bytes.
 */
export const MAX_QR_PAYLOAD_BYTES = 412;

/** A string that names a scheme (`https:`, `weixin:`), so it is a link, not an opaque code. */
const NAMES_A_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

function reaches(destination: LinkDestination, url: URL, providerOrigins: readonly string[]): boolean {
  switch (destination.kind) {
    case 'provider':
      return providerOrigins.includes(url.origin);
    case 'https-host':
      // Exactly the host, on https's own port: `paypal.com.evil.example` and `paypal.com:8443` are not PayPal.
      return url.protocol === 'https:' && url.hostname === destination.host && url.port === '';
    case 'app':
      return url.protocol === destination.scheme;
  }
}

/**
 * Whether a link the provider handed back for `method` may be followed: only to a
 * destination in the method's `sendsTo`, and never with a user name or password in it
 * (`https://www.paypal.com@evil.example/` is evil.example; a name before a real host
 * only serves to deceive).
 * @example paymentLinkVerdict('https://www.paypal.com/checkoutnow?token=EC-1', 'paypal', ['https://api.example']) // { kind: 'follow', href: 'https://www.paypal.com/checkoutnow?token=EC-1' }
 * @example paymentLinkVerdict('https://evil.example/', 'paypal', ['https://api.example']) // { kind: 'refuse', problem: 'PaymentLinkUnexpected' }
 */
export function paymentLinkVerdict(link: string, method: PaymentMethodId, providerOrigins: readonly string[]): LinkVerdict {
  const refuse: LinkVerdict = { kind: 'refuse', problem: 'PaymentLinkUnexpected' };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return refuse;
  }
  if (url.username !== '' || url.password !== '') return refuse;
  const expected = paymentMethod(method).sendsTo.some((destination) => reaches(destination, url, providerOrigins));
  return expected ? { kind: 'follow', href: url.href } : refuse;
}

/**
 * What the QR panel may show for a code's content: nothing when it is empty or too long
 * to scan (`QrCodeInvalid`: the page offers a new code and another method), nothing when
 * it is a link to an unexpected place (drawing it would send the phone there just the
 * same), else the code, with a link under it when the content is a link we follow. An
 * opaque code (an EMVCo string) is drawn without a link.
 * @example qrPayloadVerdict('weixin://wxpay/bizpayurl?pr=abc', 'wechat', ['https://api.example']) // { kind: 'draw', content: 'weixin://wxpay/bizpayurl?pr=abc', link: 'weixin://wxpay/bizpayurl?pr=abc' }
 * @example qrPayloadVerdict('', 'alipay', ['https://api.example']) // { kind: 'refuse', problem: 'QrCodeInvalid' }
 */
export function qrPayloadVerdict(content: string, method: PaymentMethodId, providerOrigins: readonly string[]): QrVerdict {
  if (content.trim() === '' || new TextEncoder().encode(content).length > MAX_QR_PAYLOAD_BYTES) return { kind: 'refuse', problem: 'QrCodeInvalid' };
  if (!NAMES_A_SCHEME.test(content)) return { kind: 'draw', content, link: null };
  const link = paymentLinkVerdict(content, method, providerOrigins);
  return link.kind === 'follow' ? { kind: 'draw', content, link: link.href } : link;
}
