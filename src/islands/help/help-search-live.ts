/**
 * The help centre's search as the person types (issue 12 item 3, docs/decisions/0030),
 * loaded by HelpSearch.astro's small script on first focus or input. No framework.
 *
 * - Each keystroke is answered at once from the saved index of this language (fetched
 *   beside this code on first focus or input, never on page load), with the same rule as
 *   the help desk (src/lib/help/search.ts).
 * - About 150 ms after the last keystroke the help desk is asked
 *   (`articles/search.json?query=&locale=` on the site's own origin); its answer replaces
 *   the list in place (items kept by article, so a list that did not change does not move).
 *   An answer counts only for the query the box holds when it arrives (`answerApplies`),
 *   so a late answer to an older query never replaces a newer one.
 * - When the help desk cannot be reached (no answer, ~3 s without one, a 5xx or an answer
 *   the contract refuses), the saved index's list stays and a line says where it comes
 *   from; until the help desk answers again, later lists say so at once.
 * - Builds results from DOM nodes: a snippet's `<em>` becomes an `em` element, everything
 *   else text. Nothing from the help desk or the index is ever parsed as HTML.
 * - The count, "no results" and the saved-index line are shown at once, and said by a
 *   polite live region only once a query's answer has settled (the help desk's, or the
 *   saved index's when the help desk fails), not on every keystroke. The input's arrow
 *   keys move into the results and Escape comes back.
 *
 * This module holds the typing and its timing; the sources are in ./help-search-desk.ts and
 * ./help-search-saved-index.ts, the drawing in ./help-search-status.ts and
 * ./help-search-results.ts.
 */
import * as z from 'zod/mini';
import { HELP_SEARCH_QUERY_MAX } from '../../lib/help/contract.ts';
import { LOCALES } from '../../lib/core/i18n/locales.ts';
import { translatorFrom } from '../../lib/core/i18n/t.ts';
import { answerApplies } from '../../lib/help/search.ts';
import type { SCRIPT_KEYS } from './help-search-keys.ts';
import { fromHelpDesk, fromSavedIndex } from './help-search-desk.ts';
import { moveThroughResults } from './help-search-results.ts';
import { savedIndexAt } from './help-search-saved-index.ts';
import { searchStatus } from './help-search-status.ts';

/** Typing pauses this long before the help desk is asked. */
export const DEBOUNCE_MS = 150;
/** "Searching…" appears only when nothing can be listed for this long (no flicker). */
const BUSY_AFTER_MS = 400;

/** What the component hands the script (`data-help-search`), checked like any outside data. */
const Config = z.object({
  locale: z.enum(LOCALES),
  messages: z.record(z.string(), z.string()),
  sections: z.record(z.string(), z.string()),
  contact: z.string().check(z.startsWith('/')),
});
/** Where the saved index is (`data-help-search-index`, also read by the small script that fetches it early). */
const IndexPath = z.string().check(z.startsWith('/'));

/** The query in the address, so a reload, a shared link or the back button finds it again. */
function remember(query: string): void {
  const url = new URL(location.href);
  if (query === '') url.searchParams.delete('q');
  else url.searchParams.set('q', query);
  history.replaceState(history.state, '', url);
}

/**
 * Turns the form into a live search. Safe to call once per form. `earlyIndex` is the saved
 * index's response when the page's small script already asked for it (beside this code).
 * @example enhanceHelpSearch(form, input, fetch('/zh-TW/help/search-index.json'))
 */
export function enhanceHelpSearch(form: HTMLFormElement, input: HTMLInputElement, earlyIndex?: Promise<Response>): void {
  if (form.dataset.helpSearchReady === 'true') return;
  const config = Config.safeParse(JSON.parse(form.dataset.helpSearch ?? 'null'));
  const indexPath = IndexPath.safeParse(form.dataset.helpSearchIndex);
  const region = form.parentElement;
  const status = region?.querySelector<HTMLElement>('[data-help-search-status]');
  const list = region?.querySelector<HTMLOListElement>('[data-help-search-results]');
  if (!config.success || !indexPath.success || !region || !status || !list) {
    // A build bug: leave the plain form working rather than half a search.
    console.error('help search: the page did not give the search what it needs', config.success ? (indexPath.success ? 'status or list missing' : 'index path missing') : config.error.message);
    return;
  }
  const { locale, messages, sections, contact } = config.data;
  const t = translatorFrom<(typeof SCRIPT_KEYS)[number]>(locale, messages);
  const view = searchStatus({ form, input, region, status, list, locale, contact, t });
  const saved = savedIndexAt(indexPath.data, earlyIndex);

  /** The query the box holds now: every answer is checked against it. */
  let current = '';
  /** The help desk's last ask failed: lists from the saved index say so at once until it answers again. */
  let helpDeskDown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The saved index's list for the query, now if the index is here, else when it arrives (if still wanted). */
  function answerLocally(query: string): void {
    const source = helpDeskDown ? 'saved-index' : 'local';
    const articles = saved.articles();
    if (articles) {
      if (answerApplies(view.listed(), current, { query, source })) view.show(query, fromSavedIndex(articles, query, source));
      return;
    }
    void saved.load().then((read) => {
      if (read && answerApplies(view.listed(), current, { query, source })) view.show(query, fromSavedIndex(read, query, source));
    });
  }

  /** The help desk's answer for the query, or the saved index's when it cannot be reached; then said. */
  async function askFor(query: string): Promise<void> {
    const busy = setTimeout(() => {
      if (current === query && view.listed()?.query !== query) view.searching();
    }, BUSY_AFTER_MS);
    const live = await fromHelpDesk(query, locale, sections);
    // How many answers came back, stale ones included: what a test waits on before checking that a late one changed nothing.
    form.dataset.helpSearchAnswers = String(Number(form.dataset.helpSearchAnswers ?? '0') + 1);
    if (live) {
      helpDeskDown = false;
      clearTimeout(busy);
      if (!answerApplies(view.listed(), current, { query, source: 'help-desk' })) return;
      view.show(query, live);
      view.announce();
      saved.keepForOffline();
      return;
    }
    helpDeskDown = true;
    const read = await saved.load();
    clearTimeout(busy);
    if (!answerApplies(view.listed(), current, { query, source: 'saved-index' })) return;
    view.show(query, read ? fromSavedIndex(read, query, 'saved-index') : { kind: 'unavailable' });
    view.announce();
  }

  /** What the box holds changed: list at once from the saved index, ask the help desk after a pause (or now, on Enter). */
  function search(now: boolean): void {
    const query = input.value.trim().slice(0, HELP_SEARCH_QUERY_MAX);
    clearTimeout(timer);
    remember(query);
    if (query === current && !now) return;
    current = query;
    if (query === '') {
      view.clear();
      return;
    }
    form.dataset.helpSearchState = 'searching';
    answerLocally(query);
    if (now) void askFor(query);
    else timer = setTimeout(() => void askFor(query), DEBOUNCE_MS);
  }

  input.addEventListener('input', (event) => {
    // An input method is still composing (pinyin, zhuyin): its letters are not the query yet.
    if (event instanceof InputEvent && event.isComposing) return;
    search(false);
  });
  // Chromium fires no input event after the composition ends: the chosen characters are searched here.
  input.addEventListener('compositionend', () => search(false));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    search(true);
  });
  moveThroughResults(region, list, input);
  form.dataset.helpSearchReady = 'true';

  // The saved index is wanted from the first keystroke: asked now (if the small script has not already).
  void saved.load();
  // Typed before the code arrived, or asked in the address (`?q=`): search it now.
  const fromAddress = new URLSearchParams(location.search).get('q') ?? '';
  if (input.value.trim() === '' && fromAddress.trim() !== '') input.value = fromAddress;
  if (input.value.trim() !== '') search(false);
}
