/** How an email shows in affiliate answers: enough for its owner, nothing for anyone else. */
import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../../src/lib/affiliate/mask.ts';

describe('maskEmail', () => {
  it('keeps the first two characters of the local part and the domain', () => {
    expect(maskEmail('lin.mei@gmail.com')).toBe('li***@gmail.com');
    expect(maskEmail(' Lin.Mei@Example.com ')).toBe('Li***@Example.com');
  });

  it('never shows more of a short local part than it has, and hides a value that is not an address', () => {
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskEmail('陳小明@example.com')).toBe('陳小***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
