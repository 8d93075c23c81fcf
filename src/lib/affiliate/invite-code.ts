/**
 * Invite codes (reference §2.5, ADR 0047): 8 random characters of Crockford base32,
 * upper-case, with no I, L, O or U, so a code read aloud or copied from a photo is not
 * misread. 40 random bits from the platform's crypto source, never derived from an
 * account id (a code is published; the user id is half of the login pair).
 *
 * A code typed by a person is normalised before lookup (O→0, I/L→1, upper-case); a code
 * that arrives in a link keeps today's exact match (ADR 0037, `./code.ts`).
 */
import { INVITE_CODE_FORMAT } from './contract.ts';

/** Crockford's base32 alphabet: digits, then letters without I, L, O, U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = 8;

/** Fills a byte array with random bytes; the platform's crypto source unless a test gives its own. */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A new invite code: 5 random bytes read as 8 groups of 5 bits.
 * @example newInviteCode() // 'K7QM2XPA'
 */
export function newInviteCode(fill: RandomFill = cryptoFill): string {
  const bytes = fill(new Uint8Array(5));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let group = INVITE_CODE_LENGTH - 1; group >= 0; group--) code += CROCKFORD_ALPHABET[Number((bits >> BigInt(group * 5)) & 31n)];
  return code;
}

/** @example isInviteCode('K7QM2XPA') // true  @example isInviteCode('k7qm2xpa') // false */
export function isInviteCode(text: string): boolean {
  return INVITE_CODE_FORMAT.test(text);
}

/**
 * A code as a person typed it, in the form codes are stored: trimmed, upper-case, O→0 and
 * I/L→1 (Crockford's reading of look-alikes, which the alphabet leaves out for this
 * reason). The result may still not be a code; check it with `isInviteCode`.
 * @example normaliseTypedCode(' k7qm2xpa ') // 'K7QM2XPA'
 * @example normaliseTypedCode('OIL2XPAB') // '0112XPAB'
 */
export function normaliseTypedCode(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
