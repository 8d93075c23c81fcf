/**
 * The provider's side of the human check (`verify/cf`, `verify/cap`): a nonce is
 * accepted when SHA-256 of the UTF-8 string `salt + nonce` starts with `difficulty`
 * zero bits. Written independently of the site's solver so a bug in one is not
 * mirrored by the other.
 */
import { createHash } from 'node:crypto';

/**
 * Counts the zero bits at the start of a byte string.
 * @example leadingZeroBits(new Uint8Array([0x00, 0x1f])) // 11
 */
export function leadingZeroBits(bytes: Uint8Array): number {
  let count = 0;
  for (const byte of bytes) {
    if (byte !== 0) return count + Math.clz32(byte) - 24;
    count += 8;
  }
  return count;
}

/** @example meetsDifficulty('salt', '42', 0) // true */
export function meetsDifficulty(salt: string, nonce: string, difficulty: number): boolean {
  const digest = createHash('sha256').update(salt + nonce, 'utf8').digest();
  return leadingZeroBits(digest) >= difficulty;
}
