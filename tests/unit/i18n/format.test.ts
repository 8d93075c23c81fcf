import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatMoney, formatNumber } from '../../../src/lib/i18n/format.ts';

describe('formatting per language', () => {
  it('writes US dollars so Chinese readers never take them for NT$ or HK$', () => {
    expect(formatMoney('en-US', { amount: '12.90', currency: 'USD' })).toBe('$12.90');
    expect(formatMoney('zh-TW', { amount: '12.90', currency: 'USD' })).toBe('US$12.90');
    expect(formatMoney('zh-CN', { amount: '0.90', currency: 'USD' })).toBe('US$0.90');
  });

  it('formats a decimal string exactly, without float rounding', () => {
    expect(formatMoney('en-US', { amount: '1234567.35', currency: 'USD' })).toBe('$1,234,567.35');
  });

  it('writes dates in Hong Kong time, in each language’s own form', () => {
    const iso = '2026-11-21T17:30:00Z'; // 01:30 on the 22nd in Hong Kong
    expect(formatDate('en-US', iso)).toBe('Nov 22, 2026');
    expect(formatDate('zh-TW', iso)).toBe('2026年11月22日');
    expect(formatDate('zh-CN', iso)).toBe('2026年11月22日');
  });

  it('writes numbers and traffic sizes', () => {
    expect(formatNumber('zh-TW', 38000)).toBe('38,000');
    expect(formatBytes('en-US', 200 * 1024 ** 3)).toBe('200 GB');
    expect(formatBytes('zh-CN', 1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
});
