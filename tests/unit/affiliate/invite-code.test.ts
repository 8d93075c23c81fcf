import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET, isInviteCode, newInviteCode, normaliseTypedCode } from '../../../src/lib/affiliate/invite-code.ts';

describe('new invite codes', () => {
  it('are 8 characters of Crockford base32, never I, L, O or U', () => {
    for (let i = 0; i < 500; i++) {
      const code = newInviteCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(isInviteCode(code)).toBe(true);
    }
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('come from the random bytes: 40 bits read 5 at a time', () => {
    expect(newInviteCode((bytes) => bytes.fill(0))).toBe('00000000');
    expect(newInviteCode((bytes) => bytes.fill(255))).toBe('ZZZZZZZZ');
    // 0x08 0x86 0x42 0x98 0xE8 = 00001 00010 00011 00100 00101 00110 00111 01000
    expect(newInviteCode((bytes) => (bytes.set([0x08, 0x86, 0x42, 0x98, 0xe8]), bytes))).toBe('12345678');
  });

  it('differ from one another (no code is made twice in a run of thousands)', () => {
    const made = new Set(Array.from({ length: 5000 }, () => newInviteCode()));
    expect(made.size).toBe(5000);
  });
});

describe('a typed code', () => {
  it('is trimmed and upper-cased, look-alikes read as digits', () => {
    expect(normaliseTypedCode('  k7qm2xpa\n')).toBe('K7QM2XPA');
    expect(normaliseTypedCode('oil2xpab')).toBe('0112XPAB');
    expect(isInviteCode(normaliseTypedCode('k7qm2xpa'))).toBe(true);
  });

  it('that is not a code stays not a code', () => {
    for (const typed of ['K7QM2XP', 'K7QM2XPAB', 'K7QM 2XPA', 'K7QM2XPU', '<b>K7QM</b>', '']) expect(isInviteCode(normaliseTypedCode(typed)), typed).toBe(false);
  });
});
