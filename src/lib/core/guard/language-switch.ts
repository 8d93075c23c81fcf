/** The language switcher's links (`<a data-switch-locale>`), read without the stores. */
import { isLocale, type Locale } from '../i18n/locales.ts';

/** The language a click on the switcher asks for, or null for any other click. */
export function switchedLocale(event: Event): Locale | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-switch-locale]') : null;
  const target = link?.dataset.switchLocale;
  return isLocale(target) ? target : null;
}
