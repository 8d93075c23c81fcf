/**
 * The marks of the invite link's language choice (reference §2.3: 繁/简/EN). Each is written
 * in its own language and script, the same whatever the page's language (like a language
 * switcher's names), so they are not translated; the choice's spoken name is (`affiliate.link.langName.*`).
 */
import type { Locale } from '../core/i18n/locales.ts';

export const LINK_LANGUAGE_MARKS: Readonly<Record<Locale, string>> = { 'zh-TW': '繁', 'zh-CN': '简', 'en-US': 'EN' };
