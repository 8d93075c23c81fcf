/**
 * The help centre's search as the person types (issue 12 item 3, docs/decisions/0030),
 * loaded by HelpSearch.astro's small script on first focus or input. No framework.
 *
 * - Asks the help desk (`articles/search.json?query=&locale=` on the site's own origin)
 *   about 150 ms after the last keystroke; an answer to an older query that arrives late
 *   is dropped, so it never replaces a newer one.
 * - When the help desk cannot be reached (no answer, ~3 s without one, a 5xx or an answer
 *   the contract refuses), searches the saved index of this language with the same rule
 *   (src/lib/rules/help-search.ts) and says so.
 * - Builds results from DOM nodes: a snippet's `<em>` becomes an `em` element, everything
 *   else text. Nothing from the help desk or the index is ever parsed as HTML.
 * - The count, "no results" and the saved-index line are in a live region; the input's
 *   arrow keys move into the results and Escape comes back.
 */
import * as z from 'zod/mini';
import { HELP_CENTER_LOCALE, helpSearch } from '../contract/help-center.ts';
import { SearchIndex, type SearchIndexArticle } from '../help/search-index.ts';
import { LOCALES } from '../i18n/locales.ts';
import { translatorFrom } from '../i18n/t.ts';
import type { SCRIPT_KEYS } from './help-search-keys.ts';
import { routeHref } from '../routes.ts';
import { loadedAddresses } from '../rules/offline-pages.ts';
import { parseSnippet, searchHelp, type SnippetPart } from '../rules/help-search.ts';

/** Typing pauses this long before a query is asked. */
export const DEBOUNCE_MS = 150;
/** Past this, the help desk counts as unreachable and the saved index answers. */
export const HELP_DESK_TIMEOUT_MS = 3_000;
/** Results shown at once (the count says how many were found). */
const SHOWN = 10;
/** "Searching…" appears only when an answer takes longer than this (no flicker). */
const BUSY_AFTER_MS = 400;

/** What the component hands the script (`data-help-search`), checked like any outside data. */
const Config = z.object({
  locale: z.enum(LOCALES),
  messages: z.record(z.string(), z.string()),
  sections: z.record(z.string(), z.string()),
  index: z.string().check(z.startsWith('/')),
  contact: z.string().check(z.startsWith('/')),
});

interface Found {
  id: number;
  title: string;
  section: string;
  snippet: SnippetPart[];
}

type Outcome = { kind: 'found'; total: number; results: Found[]; saved: boolean } | { kind: 'unavailable' };

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
 * Turns the form into a live search. Safe to call once per form; returns when ready.
 * @example await enhanceHelpSearch(form, input)
 */
export function enhanceHelpSearch(form: HTMLFormElement, input: HTMLInputElement): void {
  if (form.dataset.helpSearchReady === 'true') return;
  const config = Config.safeParse(JSON.parse(form.dataset.helpSearch ?? 'null'));
  const foundStatus = form.parentElement?.querySelector<HTMLElement>('[data-help-search-status]');
  const foundList = form.parentElement?.querySelector<HTMLOListElement>('[data-help-search-results]');
  if (!config.success || !foundStatus || !foundList) {
    // A build bug: leave the plain form working rather than half a search.
    console.error('help search: the page did not give the search what it needs', config.success ? 'status or list missing' : config.error.message);
    return;
  }
  // Named again once known to exist: the functions below keep what the check proved.
  const status: HTMLElement = foundStatus;
  const list: HTMLOListElement = foundList;
  const { locale, messages, sections, index, contact } = config.data;
  const t = translatorFrom<(typeof SCRIPT_KEYS)[number]>(locale, messages);

  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let savedIndex: Promise<SearchIndexArticle[] | null> | undefined;
  let indexKept = false;

  function loadIndex(): Promise<SearchIndexArticle[] | null> {
    savedIndex ??= fetch(index, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`saved index answered ${response.status}`);
        const parsed = SearchIndex.safeParse(await response.json());
        if (!parsed.success) throw new Error('saved index does not match its schema');
        return parsed.data.articles;
      })
      .catch((error: unknown) => {
        savedIndex = undefined;
        console.warn('help search: saved index unavailable:', error instanceof Error ? error.message : String(error));
        return null;
      });
    return savedIndex;
  }

  /**
   * After a first answer, the saved index is fetched once in the background so the
   * service worker keeps it (network first) and search works offline on a later visit.
   * A page the worker does not control yet (the first visit) names it to the worker.
   */
  function keepIndexForOffline(): void {
    if (indexKept) return;
    indexKept = true;
    void loadIndex().then(async (articles) => {
      if (!articles || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
      const registration = await navigator.serviceWorker.getRegistration();
      const urls = loadedAddresses(location.origin, location.pathname, performance.getEntriesByType('resource'));
      registration?.active?.postMessage({ kind: 'keep', urls: [...urls, new URL(index, location.origin).href] }, [new MessageChannel().port2]);
    });
  }

  async function fromHelpDesk(query: string): Promise<Outcome | null> {
    const answer = await askHelpDesk({ query, locale: HELP_CENTER_LOCALE[locale], per_page: SHOWN });
    if (!answer) return null;
    const results = answer.results.map((result) => ({ id: result.id, title: result.title, section: sections[String(result.section_id)] ?? '', snippet: parseSnippet(result.snippet) }));
    return { kind: 'found', total: answer.count, results, saved: false };
  }

  async function fromSavedIndex(query: string): Promise<Outcome> {
    const articles = await loadIndex();
    if (!articles) return { kind: 'unavailable' };
    const hits = searchHelp(articles, query);
    const results = hits.slice(0, SHOWN).map(({ article, snippet }) => ({ id: article.id, title: article.title, section: article.section, snippet }));
    return { kind: 'found', total: hits.length, results, saved: true };
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

  function show(query: string, outcome: Outcome): void {
    form.dataset.helpSearchState = 'shown';
    if (outcome.kind === 'unavailable') {
      form.dataset.helpSearchSource = 'none';
      list.replaceChildren();
      list.hidden = true;
      const hint = line(`${t('helpSearch.unavailable')} `);
      hint.append(contactLink());
      status.replaceChildren(hint);
      return;
    }
    form.dataset.helpSearchSource = outcome.saved ? 'saved-index' : 'help-desk';
    const notes: Node[] = [];
    if (outcome.saved) notes.push(line(t('helpSearch.savedIndex'), 'help-search-saved'));
    if (outcome.results.length === 0) {
      notes.push(line(t('helpSearch.none', { query })));
      const hint = line(`${t('helpSearch.noneHint')} `);
      hint.append(contactLink());
      notes.push(hint);
    } else {
      notes.push(line(t('helpSearch.count', { count: outcome.total })));
    }
    status.replaceChildren(...notes);
    list.replaceChildren(
      ...outcome.results.map((result) => {
        const item = document.createElement('li');
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
      }),
    );
    list.hidden = outcome.results.length === 0;
  }

  function contactLink(): HTMLAnchorElement {
    const link = document.createElement('a');
    link.href = contact;
    link.textContent = t('helpSearch.contact');
    return link;
  }

  function clear(): void {
    asked += 1;
    form.dataset.helpSearchState = 'idle';
    status.replaceChildren();
    list.replaceChildren();
    list.hidden = true;
  }

  /** The query in the address, so a reload, a shared link or the back button finds it again. */
  function remember(query: string): void {
    const url = new URL(location.href);
    if (query === '') url.searchParams.delete('q');
    else url.searchParams.set('q', query);
    history.replaceState(history.state, '', url);
  }

  async function search(raw: string): Promise<void> {
    const query = raw.trim().slice(0, 200);
    remember(query);
    if (query === '') {
      clear();
      return;
    }
    const mine = ++asked;
    form.dataset.helpSearchState = 'searching';
    const busy = setTimeout(() => {
      if (mine === asked) status.replaceChildren(line(t('helpSearch.searching')));
    }, BUSY_AFTER_MS);
    const live = await fromHelpDesk(query);
    // How many answers came back, stale ones included: what a test waits on before checking that a late one changed nothing.
    form.dataset.helpSearchAnswers = String(Number(form.dataset.helpSearchAnswers ?? '0') + 1);
    const outcome = live ?? (mine === asked ? await fromSavedIndex(query) : null);
    clearTimeout(busy);
    // A newer query was asked meanwhile: its answer (or its wait) wins, whatever arrives first.
    if (mine !== asked || outcome === null) return;
    show(query, outcome);
    if (live) keepIndexForOffline();
  }

  function later(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void search(input.value), DEBOUNCE_MS);
  }

  input.addEventListener('input', later);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void search(input.value);
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

  // Typed before the code arrived, or asked in the address (`?q=`): search it now.
  const fromAddress = new URLSearchParams(location.search).get('q') ?? '';
  if (input.value.trim() === '' && fromAddress.trim() !== '') input.value = fromAddress;
  if (input.value.trim() !== '') void search(input.value);
}
