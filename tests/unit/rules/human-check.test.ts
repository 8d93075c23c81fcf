import { describe, expect, it } from 'vitest';
import { humanCheckState, leadingZeroBits, safeNextPath } from '../../../src/lib/rules/human-check.ts';

describe('humanCheckState (valid for 3 hours)', () => {
  const now = 1_800_000_000_000;
  it('is absent without a timestamp', () => expect(humanCheckState(null, now)).toBe('absent'));
  it('is fresh within 3 hours', () => expect(humanCheckState(now - 2 * 3_600_000, now)).toBe('fresh'));
  it('is stale after 3 hours', () => expect(humanCheckState(now - 3 * 3_600_000 - 1000, now)).toBe('stale'));
});

describe('leadingZeroBits', () => {
  it('counts zero bits across bytes', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x1f, 0xff]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe('safeNextPath', () => {
  const fallback = '/zh-TW/order/place';
  it('allows a path of this site under a language', () => {
    expect(safeNextPath('/en-US/user/account?x=1', fallback)).toBe('/en-US/user/account?x=1');
  });
  it('refuses other hosts, protocol-relative and odd paths', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/fr/x', null, '/zh-TW/waiting-verification?next=/x']) {
      expect(safeNextPath(next, fallback)).toBe(fallback);
    }
  });
});
