/**
 * An area's strings fetched with the code that needs them (a dialog opened on demand),
 * instead of being sent with the page. Each area and language is its own small chunk, so a
 * page pays for a dialog's words only when the dialog opens. Pages still send up front
 * the areas their first view shows (`pickMessages`).
 */
import type { Area, AreaMessages } from './ui/areas.ts';
import type { Locale } from './locales.ts';

// Every area but those pages always send up front: the map of chunks is itself in the
// bundle of whoever calls this (each entry costs its hashed name), so it lists only the
// areas that are fetched.
const CHUNKS = import.meta.glob<{ default: Readonly<Record<string, string>> }>(['./ui/*/*.ts', '!./ui/{action,error,guard,meta,order,pay,service,shell,status,subscription}/*.ts']);

/** @example const words = await loadArea('reset', 'zh-CN'); translatorFrom('zh-CN', { ...pageWords, ...words }) */
export async function loadArea<A extends Area>(area: A, locale: Locale): Promise<AreaMessages<A>> {
  const load = CHUNKS[`./ui/${area}/${locale}.ts`];
  if (!load) throw new Error(`no strings for area ${area} in ${locale}`);
  // The area's file for that language holds exactly the area's keys (tests/unit/i18n).
  return (await load()).default as AreaMessages<A>;
}
