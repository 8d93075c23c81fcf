/** Dates, money, numbers and sizes formatted once, per language. */
import type { Locale } from './locales.ts';
import type { Money } from '../contract/common.ts';
import { dateTimeFormat, listFormat, numberFormat } from './intl.ts';

/** Hong Kong time: the service is run from there and users are in Asia. */
export const SERVICE_TIME_ZONE = 'Asia/Hong_Kong';

export function formatDate(locale: Locale, iso: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: SERVICE_TIME_ZONE }).format(new Date(iso));
}

/**
 * A clock time on the 24-hour clock in every language: Intl's short time style writes
 * "5:09 AM" in English and 「清晨5:09」 in zh-TW (issue 23), and a time given in Hong Kong
 * time to readers elsewhere reads best without a part of the day to interpret. The
 * components are spelled out because `hourCycle` beside `dateStyle` makes zh-TW's date
 * numeric ("2026/11/24").
 */
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const satisfies Intl.DateTimeFormatOptions;
/** The medium date's components: "Nov 24, 2026", 「2026年11月24日」. */
const MEDIUM_DATE = { year: 'numeric', month: 'short', day: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;

/**
 * A date and a 24-hour time in Hong Kong time.
 * @example formatDateTime('en-US', '2026-11-23T21:09:00Z') // 'Nov 24, 2026, 05:09'
 * @example formatDateTime('zh-TW', '2026-11-23T21:09:00Z') // '2026年11月24日 05:09'
 */
export function formatDateTime(locale: Locale, iso: string): string {
  return dateTimeFormat(locale, { ...MEDIUM_DATE, ...CLOCK, timeZone: SERVICE_TIME_ZONE }).format(new Date(iso));
}

/**
 * When something was loaded, as "as of …" says it: the time alone on the same Hong Kong
 * day as `now`, the date and time otherwise.
 * @example formatAsOf('en-US', Date.parse('2026-11-23T06:05:00Z'), Date.parse('2026-11-23T07:00:00Z')) // '14:05'
 */
export function formatAsOf(locale: Locale, at: number, now: number): string {
  const day = dateTimeFormat('en-CA', { dateStyle: 'short', timeZone: SERVICE_TIME_ZONE });
  const sameDay = day.format(at) === day.format(now);
  return dateTimeFormat(locale, { ...(sameDay ? {} : MEDIUM_DATE), ...CLOCK, timeZone: SERVICE_TIME_ZONE }).format(at);
}

/**
 * The dollar signs that say whose dollar they are. Intl writes a bare `$` for the
 * locale's own dollar (USD in en-US, TWD in zh-TW), which readers in Asia take for
 * HK$, NT$ or S$; every page names the country instead.
 */
const DOLLAR_SIGNS: Readonly<Partial<Record<string, string>>> = { USD: 'US$', TWD: 'NT$', HKD: 'HK$', SGD: 'S$' };

/**
 * Money from the provider's decimal string, without float arithmetic on the amount.
 * @example formatMoney('zh-TW', { amount: '12.90', currency: 'USD' }) // 'US$12.90'
 * @example formatMoney('en-US', { amount: '12.90', currency: 'USD' }) // 'US$12.90'
 */
export function formatMoney(locale: Locale, money: Money): string {
  // Intl formats a decimal string exactly (no binary float rounding).
  const formatter = numberFormat(locale, { style: 'currency', currency: money.currency });
  const sign = DOLLAR_SIGNS[money.currency];
  return formatter
    .formatToParts(money.amount as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'currency' && part.value === '$' && sign ? sign : part.value))
    .join('');
}

/**
 * Money with its ISO currency code, as a document read anywhere writes it (the invoice
 * page and its print: features-2.md §3), exactly from the decimal string.
 * @example formatMoneyWithCode('en-US', { amount: '12.90', currency: 'USD' }) // 'USD 12.90'
 */
export function formatMoneyWithCode(locale: Locale, money: Money): string {
  return numberFormat(locale, { style: 'currency', currency: money.currency, currencyDisplay: 'code' }).format(money.amount as Intl.StringNumericLiteral);
}

export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale).format(value);
}

/**
 * A place from its parts (city, region, country), joined as each language lists them:
 * 「、」 in Chinese, a comma in English; empty parts are left out.
 * @example formatPlace('zh-TW', ['Taipei', null, 'Taiwan']) // 'Taipei、Taiwan'
 */
export function formatPlace(locale: Locale, parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(locale === 'en-US' ? ', ' : '、');
}

/**
 * Several names in a sentence, joined as the language lists them ("a, b and c"; 「a、b和c」).
 * @example formatList('zh-TW', ['a.png', 'b.pdf']) // 'a.png和b.pdf'
 */
export function formatList(locale: Locale, items: readonly string[]): string {
  return listFormat(locale, { type: 'conjunction' }).format(items);
}

/**
 * Names that carry their own "and" (the ticket categories "Connection and speed",
 * 「付款與退款」), listed without another one, which would blur where each ends: the
 * enumeration comma in Chinese, a comma in English.
 * @example formatNames('zh-CN', ['付款与退款', '已付款但服务没有开通']) // '付款与退款、已付款但服务没有开通'
 * @example formatNames('en-US', ['Connection and speed', 'Account and login link']) // 'Connection and speed, Account and login link'
 */
export function formatNames(locale: Locale, names: readonly string[]): string {
  return names.join(locale === 'en-US' ? ', ' : '、');
}

/** Traffic starts at megabytes: a new service reads "0 MB used", never "0 byte". */
const BYTE_UNITS = ['megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * @example formatBytes('en-US', 200 * 1024 ** 3) // '200 GB'
 * @example formatBytes('zh-TW', 0) // '0 MB'
 */
export function formatBytes(locale: Locale, bytes: number): string {
  let value = bytes / 1024 ** 2;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return numberFormat(locale, { style: 'unit', unit: BYTE_UNITS[unit], unitDisplay: 'short', maximumFractionDigits: value < 10 && value > 0 ? 1 : 0 }).format(value);
}

/**
 * A file's size for a download: MB (as formatBytes) from 1 MB, kB with one decimal from
 * 1 kB, and a smaller file in bytes, in the page's own words (`bytesText`: the count,
 * formatted, into the page's dictionary string): "0.1 kB" is a unit nobody reads for 89 bytes. Intl's unit names
 * are used as they are for kB and MB ("kB" reads the same in Chinese copy); Intl's own
 * "byte" is not ("89 byte" in zh-TW).
 * @example formatFileSize('en-US', 48 * 1024 ** 2, bytesText) // '48 MB'
 * @example formatFileSize('en-US', 2560, bytesText) // '2.5 kB'
 * @example formatFileSize('zh-TW', 89, (count) => t('landing.android.download.bytes', { count })) // '89 位元組'
 */
export function formatFileSize(locale: Locale, bytes: number, bytesText: (count: string) => string): string {
  if (bytes >= 1024 ** 2) return formatBytes(locale, bytes);
  if (bytes < 1024) return bytesText(formatNumber(locale, bytes));
  return numberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / 1024);
}
