import { describe, expect, it } from 'vitest';
import { arrivalInQuery, shellNeededAtOnce, type StaticPageFacts } from '../../../../src/lib/core/rules/static-page-shell.ts';

const settled: StaticPageFacts = { earlyGuardShown: true, isBot: false, arrivalInAddress: false, noticeLeft: false, firstVisitCookie: false };

describe('shellNeededAtOnce', () => {
  it('lets a first visit the inline guard has settled show the page without the stores', () => {
    expect(shellNeededAtOnce(settled)).toBe(false);
  });

  it('starts the shell for anything only it can do: a kept login to check, a crawler, an arrival in the address, a notice left, the first-visit cookie', () => {
    expect(shellNeededAtOnce({ ...settled, earlyGuardShown: false })).toBe(true);
    expect(shellNeededAtOnce({ ...settled, isBot: true })).toBe(true);
    expect(shellNeededAtOnce({ ...settled, arrivalInAddress: true })).toBe(true);
    expect(shellNeededAtOnce({ ...settled, noticeLeft: true })).toBe(true);
    expect(shellNeededAtOnce({ ...settled, firstVisitCookie: true })).toBe(true);
  });
});

describe('arrivalInQuery', () => {
  it('lets a help search (?q=) alone pass, and counts any other name', () => {
    expect(arrivalInQuery('')).toBe(false);
    expect(arrivalInQuery('?q=%E9%80%80%E6%AC%BE')).toBe(false);
    expect(arrivalInQuery('?q=refund&utm_source=ads')).toBe(true);
    expect(arrivalInQuery('?inapp=1')).toBe(true);
    expect(arrivalInQuery('?uuid=1&hmac=2')).toBe(true);
  });
});
