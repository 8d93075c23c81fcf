import { describe, expect, it } from 'vitest';
import { readOffNum } from '../../../src/lib/unsubscribe/off-num.ts';

describe('readOffNum (the unsubscribe link token, lib/unsubscribe/off-num.ts)', () => {
  const token = `0123456789abcdef-3-${'a'.repeat(32)}`;

  it('takes a well-formed off_num from the query', () => {
    expect(readOffNum(`?off_num=${token}`)).toBe(token);
    expect(readOffNum(`?utm=x&off_num=${token}`)).toBe(token);
  });

  it('refuses a missing, sequential or tampered one', () => {
    expect(readOffNum('')).toBeNull();
    expect(readOffNum('?off_num=12')).toBeNull();
    expect(readOffNum(`?off_num=${token}<script>`)).toBeNull();
    expect(readOffNum(`?off_num=0123456789abcdef-0-${'a'.repeat(32)}`)).toBeNull();
  });
});
