/**
 * Message lookup. Pages resolve `t` once (Astro, at build time) with `createTranslator`
 * and send each island whole areas of strings with `pickMessages`; the island builds its
 * own translator with `translatorFrom`, typed by the areas it received, so a `t('…')`
 * whose area its page does not send fails the typecheck (ADR 0009).
 *
 * Nothing here runs at module level, so an island that imports `translatorFrom` does not
 * carry the catalogues (./ui/areas.ts) into its bundle.
 *
 * Both translators do the two things templates cannot: the Chinese space between Han
 * and Latin letters or digits where a value meets the text around it, and English
 * plural forms.
 */
import { AREA_OF_SEGMENT, CATALOGUES, flatMessages, type Area, type AreaKey, type AreaMessages, type MessageKey, type Messages } from './areas.ts';
import type { Locale } from './locales.ts';
import { pluralRules } from './intl.ts';

export type { Area, AreaKey, AreaMessages, MessageKey, Messages };
export type MessageVars = Record<string, string | number>;
/** A translator over some keys: `Translate<AreaKey<'pay'>>` accepts only `pay.*` keys. */
export type Translate<K extends MessageKey = MessageKey> = (key: K, vars?: MessageVars) => string;

/** Strings an island may look up beyond its key type: the `.one` plural forms. */
type Lookup = Readonly<Partial<Record<string, string>>>;

const HAN = /\p{Script=Han}/u;
/** What can start or end a run of Latin text next to Han (`#12`, `US$6.90`, `15%`). */
const LATIN_START = /[A-Za-z0-9#$]/;
const LATIN_END = /[A-Za-z0-9%]/;

/** True when Chinese copy wants a space between these two characters (docs/i18n/zh-TW.md). */
function wantsSpace(left: string | undefined, right: string | undefined): boolean {
  if (left === undefined || right === undefined) return false;
  return (HAN.test(left) && LATIN_START.test(right)) || (LATIN_END.test(left) && HAN.test(right));
}

/**
 * Fills `{name}` placeholders; an unknown placeholder is left visible so it is caught in
 * review. In Chinese the space between Han and Latin/digits is added where a value meets
 * the template, so templates write `付款{amount}` and a Chinese value (`為{service}續費`)
 * gets no stray spaces. Only the seams are spaced: a value's own inside (a date such as
 * 2026年3月1日) is left as Intl wrote it.
 * @example interpolate('zh-TW', '付款{amount}。', { amount: 'US$6.90' }) // '付款 US$6.90。'
 * @example interpolate('en-US', 'Hi {name}', { name: 'Li' }) // 'Hi Li'
 */
export function interpolate(locale: Locale, template: string, vars?: MessageVars): string {
  if (!vars) return template;
  const spaced = locale !== 'en-US';
  return template.replace(/\{(\w+)\}/g, (match, name: string, offset: number) => {
    const raw = vars[name];
    if (raw === undefined) return match;
    const value = String(raw);
    if (!spaced || value === '') return value;
    const before = wantsSpace(template[offset - 1], value[0]) ? ' ' : '';
    const after = wantsSpace(value.at(-1), template[offset + match.length]) ? ' ' : '';
    return `${before}${value}${after}`;
  });
}

/**
 * The template for a key: the plural form the language needs for the message's only
 * value when there is one (`order.plan.devices.one` in en-US), else the key's own text.
 * Chinese has one form, so only en-US writes `.one` keys; the parity test knows this.
 */
function templateOf(locale: Locale, messages: Lookup, key: string, vars?: MessageVars): string | undefined {
  const values = vars ? Object.values(vars) : [];
  const count = values.length === 1 ? values[0] : undefined;
  if (typeof count === 'number') {
    const form = messages[`${key}.${pluralRules(locale).select(count)}`];
    if (form !== undefined) return form;
  }
  return messages[key];
}

/** One build-time translator per language, however many components ask (code review §1 habit 2). */
const TRANSLATORS: Partial<Record<Locale, Translate>> = {};

/** The build-time translator of a page or component: every key of the language. */
export function createTranslator(locale: Locale): Translate {
  const known = TRANSLATORS[locale];
  if (known) return known;
  const messages: Lookup = flatMessages(locale);
  const t: Translate = (key, vars) => interpolate(locale, templateOf(locale, messages, key, vars) ?? key, vars);
  TRANSLATORS[locale] = t;
  return t;
}

/**
 * The strings of whole areas, to send to an island (`messages` prop or a data block).
 * @example pickMessages('en-US', ['service', 'status', 'action', 'error'])
 */
export function pickMessages<A extends Area>(locale: Locale, areas: readonly A[]): AreaMessages<A> {
  const subset: Partial<Record<string, string>> = {};
  for (const area of areas) Object.assign(subset, CATALOGUES[locale][area]);
  // Every key of each named area was copied, which is what the type says.
  return subset as AreaMessages<A>;
}

/**
 * A few named keys, for the one case where a whole area is too much before first paint:
 * the order wizard's first step (ADR 0009). The keys are typed, not prefixes.
 * @example pickKeys('zh-TW', ['order.heading', 'order.next'])
 */
export function pickKeys<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  const messages: Lookup = flatMessages(locale);
  const subset: Partial<Record<string, string>> = {};
  for (const key of keys) {
    subset[key] = messages[key];
    const one = messages[`${key}.one`];
    if (one !== undefined) subset[`${key}.one`] = one;
  }
  // Each listed key exists in every language (the parity test), so each was copied.
  return subset as Record<K, string>;
}

/**
 * An island's translator over the strings its page sent; a key that did not arrive
 * shows as the key itself (the typecheck rules that out for literal keys).
 */
export function translatorFrom<K extends MessageKey>(locale: Locale, messages: Partial<Record<K, string>>): Translate<K> {
  const lookup: Lookup = messages;
  return (key, vars) => interpolate(locale, templateOf(locale, lookup, key, vars) ?? key, vars);
}

/**
 * The area a key belongs to (the rule in ./ui/areas.ts): where a new key goes.
 * @example areaOf('cycle.Monthly') // 'status'
 */
export function areaOf(key: string): Area | undefined {
  const segment = key.split('.')[0] ?? '';
  return Object.entries(AREA_OF_SEGMENT).find(([name]) => name === segment)?.[1];
}
