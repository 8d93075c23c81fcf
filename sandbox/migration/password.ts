/**
 * The migration password, kept only as a salted scrypt hash (ADR 0035): the other
 * platform needs it to open the new account, and the sandbox stands in for that platform,
 * so it keeps what a careful platform would keep and nothing more. node:crypto's scrypt
 * (memory-hard, no dependency), N = 2^14, r = 8, p = 1, a 16-byte random salt, 32-byte key.
 *
 * @example
 * const stored = hashPassword('correct horse'); // 'scrypt$16384$8$1$<salt>$<key>'
 * passwordMatches(stored, 'correct horse'); // true
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_BYTES = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, KEY_BYTES, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made from (constant time). */
export function passwordMatches(stored: string, password: string): boolean {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(expected, actual);
}
