import { describe, expect, it } from 'vitest';
import { formatAsOf, formatBytes, formatDate, formatDateTime, formatFileSize, formatMoney, formatMoneyWithCode, formatList, formatNames, formatNumber, formatPlace, SERVICE_TIME_ZONE } from '../../../../src/lib/core/i18n/format.ts';
import { createTranslator } from '../../../../src/lib/core/i18n/t.ts';
import { dateTimeFormat, numberFormat, warmIntl } from '../../../../src/lib/core/i18n/intl.ts';
import type { Locale } from '../../../../src/lib/core/i18n/locales.ts';

describe('formatting per language', () => {
  it('writes US$ on every page, so nobody in Asia reads HK$, NT$ or S$', () => {
    expect(formatMoney('en-US', { amount: '12.90', currency: 'USD' })).toBe('US$12.90');
    expect(formatMoney('zh-TW', { amount: '12.90', currency: 'USD' })).toBe('US$12.90');
    expect(formatMoney('zh-CN', { amount: '0.90', currency: 'USD' })).toBe('US$0.90');
  });

  it('names the dollar of other currencies too (Intl writes a bare $ for the locale’s own)', () => {
    expect(formatMoney('zh-TW', { amount: '12.90', currency: 'TWD' })).toBe('NT$12.90');
    expect(formatMoney('en-US', { amount: '12.90', currency: 'HKD' })).toBe('HK$12.90');
  });

  it('writes an invoice’s amounts with their currency code, in the page’s language', () => {
    expect(formatMoneyWithCode('en-US', { amount: '12.90', currency: 'USD' })).toBe('USD\u00a012.90');
    expect(formatMoneyWithCode('zh-TW', { amount: '1234.5', currency: 'USD' })).toBe('USD\u00a01,234.50');
    expect(formatMoneyWithCode('zh-CN', { amount: '0.90', currency: 'HKD' })).toBe('HKD\u00a00.90');
  });

  it('formats a decimal string exactly, without float rounding', () => {
    expect(formatMoney('en-US', { amount: '1234567.35', currency: 'USD' })).toBe('US$1,234,567.35');
  });

  it('writes a discount with the sign before the currency', () => {
    expect(formatMoney('en-US', { amount: '-1.04', currency: 'USD' })).toBe('-US$1.04');
  });

  it('writes dates in Hong Kong time, in each language’s own form', () => {
    const iso = '2026-11-21T17:30:00Z'; // 01:30 on the 22nd in Hong Kong
    expect(formatDate('en-US', iso)).toBe('Nov 22, 2026');
    expect(formatDate('zh-TW', iso)).toBe('2026年11月22日');
    expect(formatDate('zh-CN', iso)).toBe('2026年11月22日');
  });

  it('writes times on the 24-hour clock in every language (no 「清晨」, no AM/PM)', () => {
    const early = '2026-11-23T21:09:00Z'; // 05:09 on the 24th in Hong Kong
    const late = '2026-11-24T13:45:00Z'; // 21:45 on the 24th in Hong Kong
    expect(formatDateTime('zh-TW', early)).toBe('2026年11月24日 05:09');
    expect(formatDateTime('zh-CN', early)).toBe('2026年11月24日 05:09');
    expect(formatDateTime('en-US', early)).toBe('Nov 24, 2026, 05:09');
    expect(formatDateTime('zh-TW', late)).toBe('2026年11月24日 21:45');
    expect(formatDateTime('en-US', late)).toBe('Nov 24, 2026, 21:45');
    const sameDay = Date.parse('2026-11-24T14:00:00Z');
    expect(formatAsOf('zh-TW', Date.parse(late), sameDay)).toBe('21:45');
    expect(formatAsOf('en-US', Date.parse(late), sameDay)).toBe('21:45');
    expect(formatAsOf('zh-CN', Date.parse(early), Date.parse('2026-11-25T01:00:00Z'))).toBe('2026年11月24日 05:09');
  });

  it('writes numbers and traffic sizes', () => {
    expect(formatNumber('zh-TW', 38000)).toBe('38,000');
    expect(formatBytes('en-US', 200 * 1024 ** 3)).toBe('200 GB');
    expect(formatBytes('zh-CN', 1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatBytes('en-US', 300 * 1024 ** 2)).toBe('300 MB');
  });

  it('joins a place’s parts as each language lists them, leaving out the empty ones', () => {
    expect(formatPlace('zh-TW', ['Taipei', '', 'Taiwan'])).toBe('Taipei、Taiwan');
    expect(formatPlace('zh-CN', ['Shenzhen', 'Guangdong', null])).toBe('Shenzhen、Guangdong');
    expect(formatPlace('en-US', ['Hong Kong', null, 'Hong Kong SAR'])).toBe('Hong Kong, Hong Kong SAR');
  });

  it.each(['zh-TW', 'zh-CN', 'en-US'] as const)('%s never writes “byte”: an unused service shows 0 MB', (locale) => {
    expect(formatBytes(locale, 0)).toBe('0 MB');
    expect(formatBytes(locale, 512)).toBe('0 MB');
  });
});

describe('formatFileSize', () => {
  it('never reads a small file as 0 MB or 0.1 kB: under 1 kB it says bytes, in the page\'s words', () => {
    const words = (locale: Locale) => (count: string) => createTranslator(locale)('landing.android.download.bytes', { count });
    expect(formatFileSize('en-US', 89, words('en-US'))).toBe('89 bytes');
    expect(formatFileSize('zh-TW', 89, words('zh-TW'))).toBe('89 位元組');
    expect(formatFileSize('zh-CN', 1023, words('zh-CN'))).toBe('1,023 字节');
    expect(formatFileSize('en-US', 2048, words('en-US'))).toBe('2 kB');
    expect(formatFileSize('en-US', 2560, words('en-US'))).toBe('2.5 kB');
    expect(formatFileSize('en-US', 48 * 1024 ** 2, words('en-US'))).toBe('48 MB');
  });
});

describe('formatList', () => {
  it('joins names as each language lists them', () => {
    expect(formatList('en-US', ['a.png', 'b.pdf', 'c.jpg'])).toBe('a.png, b.pdf, and c.jpg');
    expect(formatList('zh-CN', ['a.png', 'b.pdf', 'c.jpg'])).toBe('a.png、b.pdf和c.jpg');
    expect(formatList('zh-TW', ['a.png', 'b.pdf'])).toBe('a.png和b.pdf');
    expect(formatList('zh-TW', ['a.png'])).toBe('a.png');
  });
});

describe('formatNames', () => {
  it('lists names that hold their own "and" without another one', () => {
    expect(formatNames('en-US', ['Connection and speed', 'Account and login link'])).toBe('Connection and speed, Account and login link');
    expect(formatNames('zh-CN', ['付款与退款', '已付款但服务没有开通'])).toBe('付款与退款、已付款但服务没有开通');
    expect(formatNames('zh-TW', ['連線與速度'])).toBe('連線與速度');
  });
});

describe('Intl formatters', () => {
  it('are made once per language and options, so only the first date of a page pays for its data', () => {
    const options = { dateStyle: 'medium', timeZone: SERVICE_TIME_ZONE } as const;
    expect(dateTimeFormat('zh-TW', options)).toBe(dateTimeFormat('zh-TW', { ...options }));
    expect(dateTimeFormat('zh-CN', options)).not.toBe(dateTimeFormat('zh-TW', options));
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).not.toBe(numberFormat('en-US', { style: 'currency', currency: 'HKD' }));
  });

  it('warmed ahead of need, still format as the page shows them', () => {
    warmIntl('zh-TW');
    expect(formatDateTime('zh-TW', '2026-11-23T21:09:00Z')).toBe('2026年11月24日 05:09');
    expect(formatMoney('zh-TW', { amount: '12.90', currency: 'USD' })).toBe('US$12.90');
  });
});
