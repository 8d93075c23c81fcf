import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, meetsDifficulty } from '../../../../sandbox/core/proof-of-work.ts';

describe('leadingZeroBits', () => {
  it('counts zero bits within the first non-zero byte', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x40]))).toBe(1);
    expect(leadingZeroBits(new Uint8Array([0x01]))).toBe(7);
  });

  it('counts across whole zero bytes', () => {
    expect(leadingZeroBits(new Uint8Array([0x00, 0x1f, 0xff]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x80]))).toBe(16);
  });

  it('counts every bit of an all-zero or empty input', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array(32))).toBe(256);
    expect(leadingZeroBits(new Uint8Array())).toBe(0);
  });
});

describe('meetsDifficulty', () => {
  const salt = 'a3f1c2d4e5b60718';
  const bitsOf = (nonce: number) => leadingZeroBits(createHash('sha256').update(`${salt}${nonce}`, 'utf8').digest());

  it('accepts a nonce whose hash has enough leading zero bits, and refuses one that has too few', () => {
    let nonce = 0;
    while (bitsOf(nonce) < 8) nonce++;
    expect(meetsDifficulty(salt, String(nonce), 8)).toBe(true);
    expect(meetsDifficulty(salt, String(nonce), bitsOf(nonce) + 1)).toBe(false);
  });

  it('accepts anything at difficulty 0', () => {
    expect(meetsDifficulty(salt, '123', 0)).toBe(true);
  });

  it('hashes salt and nonce as one UTF-8 string', () => {
    const digest = createHash('sha256').update('sälz' + '7', 'utf8').digest();
    expect(meetsDifficulty('sälz', '7', leadingZeroBits(digest))).toBe(true);
    expect(meetsDifficulty('sälz', '7', leadingZeroBits(digest) + 1)).toBe(false);
  });
});
