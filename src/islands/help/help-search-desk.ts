/**
 * Where the help search's answers come from (ADR 0030): the help desk's search on the
 * site's own origin, and the saved index of this language read with the help desk's own
 * rule (src/lib/help/search.ts). Both give an `Outcome` the results list draws.
 */
import * as z from 'zod/mini';
import { HELP_CENTER_LOCALE, helpSearch } from '../../lib/help/contract.ts';
import type { SearchIndexArticle } from '../../lib/help/search-index.ts';
import type { Locale } from '../../lib/core/i18n/locales.ts';
import { parseSnippet, searchHelp, type ResultsSource, type SnippetPart } from '../../lib/help/search.ts';

/** Past this, the help desk counts as unreachable and the saved index answers. */
export const HELP_DESK_TIMEOUT_MS = 3_000;
/** Results shown at once (the count says how many were found). */
const SHOWN = 10;

/** One result as the list shows it, from either source. */
export interface Found {
  id: number;
  title: string;
  section: string;
  snippet: SnippetPart[];
}

/** A query's answer: what was found (and where), or nothing to search with at all. */
export type Outcome = { kind: 'found'; total: number; results: Found[]; source: ResultsSource } | { kind: 'unavailable' };

/**
 * One search on the help desk (the site's own origin, spec section 7), checked against the
 * contract both ways: the answer, or null for anything that is not one (no answer, the
 * time limit, a refusal, a 5xx, a shape the contract refuses). A search must answer now
 * or fall back, so nothing is repeated. Not the provider client (lib/core/api/provider-client.ts): its
 * retries, early reads and error catalogue serve nothing here, and importing it from this
 * chunk split it out of the account pages' bundle (+0.4 KiB there).
 */
async function askHelpDesk(query: z.input<typeof helpSearch.query>): Promise<z.output<typeof helpSearch.response> | null> {
  const checked = helpSearch.query.safeParse(query);
  if (!checked.success) return null;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(checked.data)) if (value !== undefined) params.set(name, String(value));
  try {
    const response = await fetch(`${helpSearch.path}?${params}`, { credentials: 'omit', referrerPolicy: 'no-referrer', signal: AbortSignal.timeout(HELP_DESK_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (response.status !== 200) return null;
    const answer = helpSearch.response.safeParse(await response.json());
    return answer.success ? answer.data : null;
  } catch (failure) {
    // No answer in time, or none at all: the saved index answers instead (the caller says so on the page).
    console.warn('help search: the help desk did not answer:', failure instanceof Error ? failure.name : String(failure));
    return null;
  }
}

/**
 * The help desk's answer for a query, its sections named from the page's list; null when
 * it cannot be reached.
 * @example await fromHelpDesk('vpn', 'zh-TW', { '12': '開始使用' })
 */
export async function fromHelpDesk(query: string, locale: Locale, sections: Readonly<Record<string, string>>): Promise<Outcome | null> {
  const answer = await askHelpDesk({ query, locale: HELP_CENTER_LOCALE[locale], per_page: SHOWN });
  if (!answer) return null;
  const results = answer.results.map((result) => ({ id: result.id, title: result.title, section: sections[String(result.section_id)] ?? '', snippet: parseSnippet(result.snippet) }));
  return { kind: 'found', total: answer.count, results, source: 'help-desk' };
}

/**
 * The saved index's answer for a query, with the help desk's rule; `source` says whether
 * the list must say where it comes from (`saved-index`) or not yet (`local`).
 * @example fromSavedIndex(articles, 'vpn', 'local')
 */
export function fromSavedIndex(read: readonly SearchIndexArticle[], query: string, source: ResultsSource): Outcome {
  const hits = searchHelp(read, query);
  const results = hits.slice(0, SHOWN).map(({ article, snippet }) => ({ id: article.id, title: article.title, section: article.section, snippet }));
  return { kind: 'found', total: hits.length, results, source };
}
