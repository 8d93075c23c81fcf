/**
 * An area's strings fetched with the code that needs them (a dialog opened on demand),
 * instead of being sent with the page. Each area and language is its own small chunk, so a
 * page pays for a dialog's words only when the dialog opens. Pages still send up front
 * the areas their first view shows (`pickMessages`).
 */
import type { Area, AreaKey, AreaMessages, MessageKey, Messages } from './areas.ts';
import { translatorFrom, type Translate } from './t.ts';
import type { Locale } from './locales.ts';
import { retryableImport } from '../ui/on-demand.ts';

/** The areas only dialogs and on-demand panels use (and the ticket form, on the payment page): the only ones with a loader (each loader costs the page a few bytes). */
type OnDemandArea = Extract<Area, 'resetDialog' | 'emailDialog' | 'subscriptionGuide' | 'billsDialog' | 'ticket' | 'affiliateDialog'>;

const CHUNKS = import.meta.glob<{ default: Readonly<Record<string, string>> }>('../../*/words/{resetDialog,emailDialog,subscriptionGuide,billsDialog,ticket,affiliateDialog}/*.ts');
/** Each chunk's loader, made once, so a failed fetch can be tried again (on-demand.ts). */
const loaders = new Map<string, () => Promise<{ default: Readonly<Record<string, string>> }>>();

/** @example const words = await loadArea('resetDialog', 'zh-CN'); translatorFrom('zh-CN', words) */
export async function loadArea<A extends OnDemandArea>(area: A, locale: Locale): Promise<AreaMessages<A>> {
  // Each area's words live in its feature's folder (src/lib/<feature>/words/<area>/<locale>.ts).
  const path = Object.keys(CHUNKS).find((each) => each.endsWith(`/words/${area}/${locale}.ts`)) ?? '';
  const chunk = CHUNKS[path];
  if (!chunk) throw new Error(`no strings for area ${area} in ${locale}`);
  const load = loaders.get(path) ?? retryableImport(chunk);
  loaders.set(path, load);
  // The area's file for that language holds exactly the area's keys (tests/unit/core/i18n).
  return (await load()).default as AreaMessages<A>;
}

/**
 * A translator over the page's strings and one area fetched later with a dialog
 * (`loadArea`): that area's keys read the fetched strings, every other key the page's.
 * @example const dialogT = withAreaWords(t, 'zh-TW', 'billsDialog', words); dialogT('billsDialog.keep')
 */
export function withAreaWords<K extends MessageKey, A extends Area>(t: Translate<K>, locale: Locale, area: A, words: AreaMessages<A>): Translate<K | (AreaKey<A> & MessageKey)> {
  // The area's keys are message keys (TypeScript cannot see it through the generic area).
  const lookup: Partial<Messages> = words;
  const own = translatorFrom(locale, lookup);
  // The areas fetched on demand are named after their keys' first segment (`billsDialog.*`,
  // see AREA_OF_SEGMENT). Not `areaOf`: its table would bring every catalogue into the
  // page's script (+8 KiB brotli on every page).
  const prefix = `${area}.`;
  return (key, vars) => (key.startsWith(prefix) ? own(key, vars) : t(key as K, vars));
}
