/**
 * The help centre's search as the person types (issue 12 item 3, docs/decisions/0030),
 * loaded by HelpSearch.astro's small script on first focus or input. No framework.
 *
 * - Each keystroke is answered at once from the saved index of this language (fetched
 *   beside this code on first focus or input, never on page load), with the same rule as
 *   the help desk (src/lib/rules/help-search.ts).
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
 */
import * as z from 'zod/mini';
import { HELP_CENTER_LOCALE, HELP_SEARCH_QUERY_MAX, helpSearch } from '../contract/help-center.ts';
import { SearchIndex, type SearchIndexArticle } from '../help/search-index.ts';
import { LOCALES } from '../i18n/locales.ts';
import { translatorFrom } from '../i18n/t.ts';
import type { SCRIPT_KEYS } from './help-search-keys.ts';
import { routeHref } from '../routes.ts';
import { loadedAddresses } from '../rules/offline-pages.ts';
import { answerApplies, parseSnippet, searchHelp, type ResultsSource, type SnippetPart } from '../rules/help-search.ts';

/** Typing pauses this long before the help desk is asked. */
export const DEBOUNCE_MS = 150;
/** Past this, the help desk counts as unreachable and the saved index answers. */
export const HELP_DESK_TIMEOUT_MS = 3_000;
/** Results shown at once (the count says how many were found). */
const SHOWN = 10;
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

interface Found {
  id: number;
  title: string;
  section: string;
  snippet: SnippetPart[];
}

type Outcome = { kind: 'found'; total: number; results: Found[]; source: ResultsSource } | { kind: 'unavailable' };

/**
 * One search on the help desk (the site's own origin, spec section 7), checked against the
 * contract both ways: the answer, or null for anything that is not one (no answer, the
 * time limit, a refusal, a 5xx, a shape the contract refuses). A search must answer now
 * or fall back, so nothing is repeated. Not the provider client (api/provider-client.ts): its
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
 * Turns the form into a live search. Safe to call once per form. `earlyIndex` is the saved
 * index's response when the page's small script already asked for it (beside this code).
 * @example enhanceHelpSearch(form, input, fetch('/zh-TW/help/search-index.json'))
 */
export function enhanceHelpSearch(form: HTMLFormElement, input: HTMLInputElement, earlyIndex?: Promise<Response>): void {
  if (form.dataset.helpSearchReady === 'true') return;
  const config = Config.safeParse(JSON.parse(form.dataset.helpSearch ?? 'null'));
  const indexPath = IndexPath.safeParse(form.dataset.helpSearchIndex);
  const region = form.parentElement;
  const foundStatus = region?.querySelector<HTMLElement>('[data-help-search-status]');
  const foundList = region?.querySelector<HTMLOListElement>('[data-help-search-results]');
  if (!config.success || !indexPath.success || !region || !foundStatus || !foundList) {
    // A build bug: leave the plain form working rather than half a search.
    console.error('help search: the page did not give the search what it needs', config.success ? (indexPath.success ? 'status or list missing' : 'index path missing') : config.error.message);
    return;
  }
  // Named again once known to exist: the functions below keep what the check proved.
  const status: HTMLElement = foundStatus;
  const list: HTMLOListElement = foundList;
  const index = indexPath.data;
  const { locale, messages, sections, contact } = config.data;
  const t = translatorFrom<(typeof SCRIPT_KEYS)[number]>(locale, messages);

  // The live region: said once a query's answer settles. The visible lines above the list
  // change on every keystroke and are not live, or a screen reader would read each one.
  const announcer = document.createElement('p');
  announcer.className = 'visually-hidden';
  announcer.setAttribute('role', 'status');
  region.append(announcer);

  /** The query the box holds now: every answer is checked against it. */
  let current = '';
  /** What the list shows now, and for which query. */
  let listed: { query: string; source: ResultsSource } | null = null;
  /** The help desk's last ask failed: lists from the saved index say so at once until it answers again. */
  let helpDeskDown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let savedIndex: Promise<SearchIndexArticle[] | null> | undefined;
  let articles: SearchIndexArticle[] | undefined;
  let indexKept = false;

  async function readIndex(response: Promise<Response>): Promise<SearchIndexArticle[]> {
    const answer = await response;
    if (!answer.ok) throw new Error(`saved index answered ${answer.status}`);
    const parsed = SearchIndex.safeParse(await answer.json());
    if (!parsed.success) throw new Error('saved index does not match its schema');
    return parsed.data.articles;
  }

  /** The saved index, once: the early request if there was one, else a new one (and a new one after a failure). */
  function loadIndex(): Promise<SearchIndexArticle[] | null> {
    if (savedIndex) return savedIndex;
    const response = earlyIndex ?? fetch(index, { credentials: 'same-origin' });
    earlyIndex = undefined;
    savedIndex = readIndex(response).then(
      (read) => (articles = read),
      (error: unknown) => {
        savedIndex = undefined;
        console.warn('help search: saved index unavailable:', error instanceof Error ? error.message : String(error));
        return null;
      },
    );
    return savedIndex;
  }

  /**
   * After a first answer from the help desk, a page the service worker does not control
   * yet (the first visit) names the index and the search's code to the worker, so search
   * works offline on a later visit. Not earlier: the worker's own fetches would share the
   * network with the search's.
   */
  function keepIndexForOffline(): void {
    if (indexKept) return;
    indexKept = true;
    void loadIndex().then(async (read) => {
      if (!read || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
      const registration = await navigator.serviceWorker.getRegistration();
      const urls = loadedAddresses(location.origin, location.pathname, performance.getEntriesByType('resource'));
      registration?.active?.postMessage({ kind: 'keep', urls: [...urls, new URL(index, location.origin).href] }, [new MessageChannel().port2]);
    });
  }

  async function fromHelpDesk(query: string): Promise<Outcome | null> {
    const answer = await askHelpDesk({ query, locale: HELP_CENTER_LOCALE[locale], per_page: SHOWN });
    if (!answer) return null;
    const results = answer.results.map((result) => ({ id: result.id, title: result.title, section: sections[String(result.section_id)] ?? '', snippet: parseSnippet(result.snippet) }));
    return { kind: 'found', total: answer.count, results, source: 'help-desk' };
  }

  function fromSavedIndex(read: readonly SearchIndexArticle[], query: string, source: ResultsSource): Outcome {
    const hits = searchHelp(read, query);
    const results = hits.slice(0, SHOWN).map(({ article, snippet }) => ({ id: article.id, title: article.title, section: article.section, snippet }));
    return { kind: 'found', total: hits.length, results, source };
  }

  function snippetNode(parts: readonly SnippetPart[]): HTMLParagraphElement {
    const paragraph = document.createElement('p');
    paragraph.className = 'help-search-snippet';
    for (const part of parts) {
      if (part.marked) {
        const em = document.createElement('em');
        em.textContent = part.text;
        paragraph.append(em);
      } else {
        paragraph.append(document.createTextNode(part.text));
      }
    }
    return paragraph;
  }

  function line(text: string, className?: string): HTMLParagraphElement {
    const paragraph = document.createElement('p');
    paragraph.textContent = text;
    if (className) paragraph.className = className;
    return paragraph;
  }

  /** A result's item: title link, section, snippet. */
  function itemOf(result: Found): HTMLLIElement {
    const item = document.createElement('li');
    item.dataset.article = String(result.id);
    const link = document.createElement('a');
    link.href = routeHref(locale, 'helpArticle', { articleId: result.id });
    link.textContent = result.title;
    item.append(link);
    if (result.section) {
      const section = document.createElement('span');
      section.className = 'help-search-section';
      section.textContent = result.section;
      item.append(section);
    }
    item.append(snippetNode(result.snippet));
    return item;
  }

  /**
   * The list made to show `results` with as little movement as possible: an article
   * already listed keeps its item (and its link, so a focused result stays focused) and
   * only what changed in it is rewritten; items move only when the order changed.
   */
  function listResults(results: readonly Found[]): void {
    const before = new Map([...list.querySelectorAll<HTMLLIElement>(':scope > li')].map((item) => [item.dataset.article, item]));
    const focusWasIn = list.contains(document.activeElement);
    results.forEach((result, place) => {
      const fresh = itemOf(result);
      const kept = before.get(String(result.id));
      let item = fresh;
      if (kept) {
        before.delete(String(result.id));
        item = kept;
        // The same article told differently (the help desk's snippet may differ from the index's): rewrite the parts that differ.
        [...fresh.children].forEach((part, at) => {
          const old = kept.children[at];
          if (!old) kept.append(part);
          else if (old.tagName !== part.tagName) old.replaceWith(part);
          else if (!old.isEqualNode(part)) old.replaceChildren(...part.childNodes);
        });
        while (kept.children.length > fresh.children.length) kept.lastElementChild?.remove();
      }
      if (list.children[place] !== item) list.insertBefore(item, list.children[place] ?? null);
    });
    for (const gone of before.values()) gone.remove();
    // The focused result is no longer listed: back to the box rather than nowhere.
    if (focusWasIn && !list.contains(document.activeElement)) input.focus();
  }

  function show(query: string, outcome: Outcome): void {
    form.dataset.helpSearchState = 'shown';
    if (outcome.kind === 'unavailable') {
      listed = null;
      form.dataset.helpSearchSource = 'none';
      listResults([]);
      list.hidden = true;
      const hint = line(`${t('helpSearch.unavailable')} `);
      hint.append(contactLink());
      status.replaceChildren(hint);
      return;
    }
    listed = { query, source: outcome.source };
    form.dataset.helpSearchSource = outcome.source;
    const notes: Node[] = [];
    if (outcome.source === 'saved-index') notes.push(line(t('helpSearch.savedIndex'), 'help-search-saved'));
    if (outcome.results.length === 0) {
      notes.push(line(t('helpSearch.none', { query })));
      const hint = line(`${t('helpSearch.noneHint')} `);
      hint.append(contactLink());
      notes.push(hint);
    } else {
      notes.push(line(t('helpSearch.count', { count: outcome.total })));
    }
    // Lines that say the same are left alone: the list below them does not move.
    if (status.textContent !== notes.map((note) => note.textContent).join('')) status.replaceChildren(...notes);
    listResults(outcome.results);
    list.hidden = outcome.results.length === 0;
  }

  /** Says what the status line says, once a query has its answer. */
  function announce(): void {
    announcer.textContent = status.textContent;
  }

  function contactLink(): HTMLAnchorElement {
    const link = document.createElement('a');
    link.href = contact;
    link.textContent = t('helpSearch.contact');
    return link;
  }

  function clear(): void {
    listed = null;
    form.dataset.helpSearchState = 'idle';
    status.replaceChildren();
    announcer.textContent = '';
    listResults([]);
    list.hidden = true;
  }

  /** The query in the address, so a reload, a shared link or the back button finds it again. */
  function remember(query: string): void {
    const url = new URL(location.href);
    if (query === '') url.searchParams.delete('q');
    else url.searchParams.set('q', query);
    history.replaceState(history.state, '', url);
  }

  /** The saved index's list for the query, now if the index is here, else when it arrives (if still wanted). */
  function answerLocally(query: string): void {
    const source = helpDeskDown ? 'saved-index' : 'local';
    if (articles) {
      if (answerApplies(listed, current, { query, source })) show(query, fromSavedIndex(articles, query, source));
      return;
    }
    void loadIndex().then((read) => {
      if (read && answerApplies(listed, current, { query, source })) show(query, fromSavedIndex(read, query, source));
    });
  }

  /** The help desk's answer for the query, or the saved index's when it cannot be reached; then said. */
  async function askFor(query: string): Promise<void> {
    const busy = setTimeout(() => {
      if (current === query && listed?.query !== query) status.replaceChildren(line(t('helpSearch.searching')));
    }, BUSY_AFTER_MS);
    const live = await fromHelpDesk(query);
    // How many answers came back, stale ones included: what a test waits on before checking that a late one changed nothing.
    form.dataset.helpSearchAnswers = String(Number(form.dataset.helpSearchAnswers ?? '0') + 1);
    if (live) {
      helpDeskDown = false;
      clearTimeout(busy);
      if (!answerApplies(listed, current, { query, source: 'help-desk' })) return;
      show(query, live);
      announce();
      keepIndexForOffline();
      return;
    }
    helpDeskDown = true;
    const read = await loadIndex();
    clearTimeout(busy);
    if (!answerApplies(listed, current, { query, source: 'saved-index' })) return;
    show(query, read ? fromSavedIndex(read, query, 'saved-index') : { kind: 'unavailable' });
    announce();
  }

  /** What the box holds changed: list at once from the saved index, ask the help desk after a pause (or now, on Enter). */
  function search(now: boolean): void {
    const query = input.value.trim().slice(0, HELP_SEARCH_QUERY_MAX);
    clearTimeout(timer);
    remember(query);
    if (query === current && !now) return;
    current = query;
    if (query === '') {
      clear();
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
  form.parentElement?.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll('a')];
    const at = links.findIndex((link) => link === document.activeElement);
    if (event.key === 'ArrowDown' && (event.target === input || at >= 0)) {
      const next = links[at + 1];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (links[at - 1] ?? input).focus();
    } else if (event.key === 'Escape' && at >= 0) {
      input.focus();
    }
  });
  form.dataset.helpSearchReady = 'true';

  // The saved index is wanted from the first keystroke: asked now (if the small script has not already).
  void loadIndex();
  // Typed before the code arrived, or asked in the address (`?q=`): search it now.
  const fromAddress = new URLSearchParams(location.search).get('q') ?? '';
  if (input.value.trim() === '' && fromAddress.trim() !== '') input.value = fromAddress;
  if (input.value.trim() !== '') search(false);
}
