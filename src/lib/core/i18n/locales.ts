/** The three languages of the product; zh-TW is the default (spec section 9). */
export const LOCALES = ['zh-TW', 'zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-TW';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Matches a language segment case-insensitively (`zh-tw` → `zh-TW`).
 * @example toLocale('EN-us') // 'en-US'
 */
export function toLocale(value: string): Locale | null {
  const lower = value.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? null;
}
