/** Dates, money, numbers and sizes formatted once, per language. */
import type { Locale } from './locales.ts';
import type { Money } from '../contract/common.ts';

/** Hong Kong time: the service is run from there and users are in Asia. */
export const SERVICE_TIME_ZONE = 'Asia/Hong_Kong';

export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SERVICE_TIME_ZONE }).format(new Date(iso));
}

export function formatDateTime(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: SERVICE_TIME_ZONE }).format(new Date(iso));
}

/**
 * Money from the provider's decimal string, without float arithmetic on the amount.
 * @example formatMoney('zh-TW', { amount: '12.90', currency: 'USD' }) // 'US$12.90'
 */
export function formatMoney(locale: Locale, money: Money): string {
  // 'symbol' writes US$ in Chinese pages, so nobody in Taiwan or Hong Kong reads NT$ or HK$.
  // Intl formats a decimal string exactly (no binary float rounding).
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
  return formatter.format(money.amount as Intl.StringNumericLiteral);
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** @example formatBytes('en-US', 200 * 1024 ** 3) // '200 GB' */
export function formatBytes(locale: Locale, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: BYTE_UNITS[unit], unitDisplay: 'short', maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0 }).format(value);
}
