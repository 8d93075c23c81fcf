/**
 * Message lookup. Pages resolve `t` once (Astro, at build time) and pass islands
 * only the strings they need with `pickMessages`.
 */
import zhTW, { type MessageKey, type Messages } from './ui/zh-TW.ts';
import zhCN from './ui/zh-CN.ts';
import enUS from './ui/en-US.ts';
import type { Locale } from './locales.ts';
import { interpolate, type MessageVars } from './interpolate.ts';

export type { MessageKey, Messages };
export type { MessageVars };
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

const CATALOGUES: Record<Locale, Messages> = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS };

export { interpolate };

export function createTranslator(locale: Locale): Translate {
  const messages = CATALOGUES[locale];
  return (key, vars) => interpolate(messages[key], vars);
}

/** A subset of one language's messages, small enough to send to an island. */
export type MessageSubset<K extends MessageKey = MessageKey> = Pick<Messages, K>;

/**
 * Picks every message whose key starts with one of the prefixes.
 * @example pickMessages('en-US', ['service.', 'status.'])
 */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Partial<Messages> {
  const messages = CATALOGUES[locale];
  const subset: Partial<Messages> = {};
  for (const key of Object.keys(messages) as MessageKey[]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) subset[key] = messages[key];
  }
  return subset;
}

/** A translator over a picked subset (in islands); a key not picked shows as the key itself. */
export function translatorFrom(messages: Partial<Messages>): Translate {
  return (key, vars) => interpolate(messages[key] ?? key, vars);
}
