/**
 * What the help search shows above and around its list (ADR 0030): the count, "no
 * results", the saved-index line, "searching…", and the polite live region that says the
 * status once a query's answer has settled, not on every keystroke.
 */
import type { Locale } from '../../lib/core/i18n/locales.ts';
import type { Translate } from '../../lib/core/i18n/t.ts';
import type { ResultsSource } from '../../lib/help/search.ts';
import type { SCRIPT_KEYS } from './help-search-keys.ts';
import type { Outcome } from './help-search-desk.ts';
import { listResults } from './help-search-results.ts';

/** The elements and words the search's page gives it. */
export interface SearchPage {
  form: HTMLFormElement;
  input: HTMLInputElement;
  region: HTMLElement;
  status: HTMLElement;
  list: HTMLOListElement;
  locale: Locale;
  contact: string;
  t: Translate<(typeof SCRIPT_KEYS)[number]>;
}

/** The search's drawn state: what it lists, and the means to change and say it. */
export interface SearchStatus {
  /** What the list shows now, and for which query (null: nothing listed). */
  listed(): { query: string; source: ResultsSource } | null;
  /** Shows a query's outcome: status lines and list. */
  show(query: string, outcome: Outcome): void;
  /** Says "searching…" (only when nothing is listed for the query yet: the caller checks). */
  searching(): void;
  /** Says what the status line says, once a query has its answer. */
  announce(): void;
  /** The box is empty: nothing listed, nothing said. */
  clear(): void;
}

function line(text: string, className?: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  if (className) paragraph.className = className;
  return paragraph;
}

/**
 * The status and list of a search page, with its live region appended to `region`.
 * @example const view = searchStatus(page); view.show('vpn', outcome); view.announce()
 */
export function searchStatus(page: SearchPage): SearchStatus {
  const { form, input, region, status, list, locale, contact, t } = page;
  let listed: { query: string; source: ResultsSource } | null = null;

  // The live region: said once a query's answer settles. The visible lines above the list
  // change on every keystroke and are not live, or a screen reader would read each one.
  const announcer = document.createElement('p');
  announcer.className = 'visually-hidden';
  announcer.setAttribute('role', 'status');
  region.append(announcer);

  function contactLink(): HTMLAnchorElement {
    const link = document.createElement('a');
    link.href = contact;
    link.textContent = t('helpSearch.contact');
    return link;
  }

  function show(query: string, outcome: Outcome): void {
    form.dataset.helpSearchState = 'shown';
    if (outcome.kind === 'unavailable') {
      listed = null;
      form.dataset.helpSearchSource = 'none';
      listResults(list, input, locale, []);
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
    listResults(list, input, locale, outcome.results);
    list.hidden = outcome.results.length === 0;
  }

  function clear(): void {
    listed = null;
    form.dataset.helpSearchState = 'idle';
    status.replaceChildren();
    announcer.textContent = '';
    listResults(list, input, locale, []);
    list.hidden = true;
  }

  return {
    listed: () => listed,
    show,
    searching: () => status.replaceChildren(line(t('helpSearch.searching'))),
    announce: () => {
      announcer.textContent = status.textContent;
    },
    clear,
  };
}
