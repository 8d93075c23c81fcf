/** `getStaticPaths` helpers: every page exists once per language. */
import { LOCALES, type Locale } from './locales.ts';
import { TEMPLATE_SEGMENT } from '../routes.ts';

export function localePaths(): { params: { lang: Locale } }[] {
  return LOCALES.map((lang) => ({ params: { lang } }));
}

/** One prebuilt page per language for a route with a run-time id (served through a rewrite). */
export function templatePaths<K extends string>(idParam: K): { params: { lang: Locale } & Record<K, string> }[] {
  return LOCALES.map((lang) => ({ params: { lang, [idParam]: TEMPLATE_SEGMENT } as { lang: Locale } & Record<K, string> }));
}
