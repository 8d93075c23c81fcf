/**
 * Signatures of login links and service links. A signature is an HMAC of the id and
 * its link version, so a reset (version + 1) invalidates every old link at once.
 *
 * @example
 * const signer = createSigner(secret);
 * const hmac = signer.userHmac(uuid, 1);
 * signer.matches(hmac, fromRequest); // constant-time
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Signer {
  /** Signature of a user's login link. */
  userHmac(uuid: string, linkVersion: number): string;
  /** Signature of a service's management link (manage, reset, bind email: keep secret). */
  serviceHmac(serviceId: number, linkVersion: number): string;
  /**
   * Signature of a service's use link (the subscription address, shareable). It is a
   * different message from the management signature so sharing the use link never
   * reveals the management one.
   */
  subscriptionHmac(serviceId: number, linkVersion: number): string;
  /**
   * Signature of an email verification (`sign` in the mailed link and in `pending`):
   * the service it was asked through, the address (lower-case) and when the code was
   * sent (unix seconds), so the four values of a link cannot be mixed with another's.
   */
  emailSign(serviceId: number, email: string, timestamp: number): string;
  /**
   * The same for a code the account asked for itself (`au/email/bind`, no service): the
   * account, the address and when, under a message of its own.
   */
  accountEmailSign(uuid: string, email: string, timestamp: number): string;
  /**
   * Signature of a marketing mail's unsubscribe token (`off_num`, issue 13): the
   * subscriber's opaque id and the consent's version, 32 hex (128 bits).
   */
  offNumSign(subscriberId: string, version: number): string;
  /** Constant-time comparison of an expected signature with one from a request. */
  matches(expected: string, given: string): boolean;
}

export function createSigner(secret: string): Signer {
  if (secret.length < 16) throw new Error('the HMAC secret must be at least 16 characters');
  const sign = (message: string) => createHmac('sha256', secret).update(message, 'utf8').digest('hex');
  return {
    userHmac: (uuid, linkVersion) => sign(`user:${uuid}:${linkVersion}`),
    serviceHmac: (serviceId, linkVersion) => sign(`service:${serviceId}:${linkVersion}`),
    subscriptionHmac: (serviceId, linkVersion) => sign(`subscribe:${serviceId}:${linkVersion}`),
    emailSign: (serviceId, email, timestamp) => sign(`email:${serviceId}:${email.trim().toLowerCase()}:${timestamp}`),
    accountEmailSign: (uuid, email, timestamp) => sign(`email-account:${uuid}:${email.trim().toLowerCase()}:${timestamp}`),
    offNumSign: (subscriberId, version) => sign(`off-num:${subscriberId}:${version}`).slice(0, 32),
    matches: (expected, given) => signaturesMatch(expected, given),
  };
}

/**
 * Compares two hex signatures without leaking where they differ. Hex is
 * case-insensitive; a length difference is not secret (every signature is 64 hex).
 * @example signaturesMatch('ab12', 'AB12') // true
 */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}
