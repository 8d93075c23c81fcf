/** `getStaticPaths` helpers: every page exists once per language. */
import { isLocale, LOCALES, type Locale } from './locales.ts';
import { TEMPLATE_SEGMENT } from '../routes.ts';

/**
 * Every page's `getStaticPaths`: one build per language.
 * @example export const getStaticPaths = localePaths; // in src/pages/[lang]/help/index.astro
 */
export function localePaths(): { params: { lang: Locale } }[] {
  return LOCALES.map((lang) => ({ params: { lang } }));
}

/** One prebuilt page per language for a route with a run-time id (served through a rewrite). */
export function templatePaths<K extends string>(idParam: K): { params: { lang: Locale } & Record<K, string> }[] {
  return LOCALES.map((lang) => ({ params: { lang, [idParam]: TEMPLATE_SEGMENT } as { lang: Locale } & Record<K, string> }));
}

/**
 * The language a page is being built in, read from its `[lang]` parameter and checked
 * (every page is built from `localePaths`/`templatePaths`, so anything else is a build bug).
 * @example const locale = pageLocale(Astro.params); // 'zh-TW'
 */
export function pageLocale(params: Readonly<Record<string, string | undefined>>): Locale {
  const { lang } = params;
  if (!isLocale(lang)) throw new Error(`a page was built for an unknown language: ${String(lang)}`);
  return lang;
}
