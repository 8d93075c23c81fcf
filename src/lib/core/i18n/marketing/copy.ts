/**
 * The marketing copy of one language, for the components in `src/components/marketing/`
 * (resolved at build time; nothing here ships to the browser).
 */
import type { Locale } from '../locales.ts';
import type { MarketingCopy } from './types.ts';
import zhTW from './zh-TW.ts';
import zhCN from './zh-CN.ts';
import enUS from './en-US.ts';

const COPY: Record<Locale, MarketingCopy> = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS };

/**
 * @example marketingCopy('en-US').hero.title // 'The open internet, with no traffic limits'
 */
export function marketingCopy(locale: Locale): MarketingCopy {
  return COPY[locale];
}
