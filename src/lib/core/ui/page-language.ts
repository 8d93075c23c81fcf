/**
 * The language of the page the visitor is on, as the layout wrote it on `<html lang>`:
 * the provider calls that lead to mail send it, so the mail comes in the same language
 * and links back to it. Undefined outside a browser (unit tests) or on a page without
 * a product language; the provider then uses the account's stored language, else zh-TW.
 */
import { isLocale, type Locale } from '../i18n/locales.ts';

export function pageLanguage(): Locale | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : undefined;
}
