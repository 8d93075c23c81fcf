import { describe, expect, it } from 'vitest';
import { afterHumanCheckHref, humanCheckHref, humanCheckState, leadingZeroBits, safeNextPath } from '../../../../src/lib/core/rules/human-check.ts';

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

describe('humanCheckHref and afterHumanCheckHref', () => {
  const check = '/en-US/waiting-verification';
  const mailed = { pathname: '/en-US/user/account', search: '?x=1', hash: '#email-verify=1&email=a%40b.cn&code=123456&sign=ff' };

  it('never puts the fragment (a mailed code and signature) into the logged next= query', () => {
    const href = humanCheckHref(check, mailed);
    const url = new URL(href, 'https://skyline.example');
    expect(url.search).not.toContain('code');
    expect(url.search).not.toContain('sign');
    expect(url.searchParams.get('next')).toBe('/en-US/user/account?x=1');
    expect(url.hash).toBe(mailed.hash);
  });

  it('brings the visitor back with the fragment the check page carried', () => {
    const url = new URL(humanCheckHref(check, mailed), 'https://skyline.example');
    expect(afterHumanCheckHref(url.searchParams.get('next') ?? '', url.hash)).toBe('/en-US/user/account?x=1' + mailed.hash);
  });

  it('adds nothing when there is no fragment, and keeps a next that has its own', () => {
    expect(afterHumanCheckHref('/zh-TW/user/service/0', '')).toBe('/zh-TW/user/service/0');
    expect(afterHumanCheckHref('/zh-TW/help#top', '#other')).toBe('/zh-TW/help#top');
  });
});
