/** The sandbox's stand-in for the other platform keeps the migration password as a salted scrypt hash only (ADR 0035). */
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from '../../../../sandbox/migration/password.ts';

describe('the migration password as the sandbox keeps it', () => {
  it('is a salted scrypt hash that holds nothing of the password, and differs each time', () => {
    const stored = hashPassword('correct horse 1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('correct');
    expect(hashPassword('correct horse 1')).not.toBe(stored);
  });

  it('matches the password it was made from, in either Unicode form, and no other', () => {
    const stored = hashPassword('遷移到新平台密碼é');
    expect(passwordMatches(stored, '遷移到新平台密碼é')).toBe(true);
    expect(passwordMatches(stored, '遷移到新平台密碼e\u0301')).toBe(true);
    expect(passwordMatches(stored, '遷移到新平台密碼')).toBe(false);
    expect(passwordMatches('plain$text', '遷移到新平台密碼é')).toBe(false);
  });
});
