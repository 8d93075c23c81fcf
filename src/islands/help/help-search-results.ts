/**
 * The help search's results list (ADR 0030): items built from DOM nodes (a snippet's
 * `<em>` becomes an `em` element, everything else text; nothing is parsed as HTML), kept
 * by article so a list that did not change does not move, and the arrow keys that move
 * from the box into the results and back.
 */
import type { Locale } from '../../lib/core/i18n/locales.ts';
import { routeHref } from '../../lib/core/routes.ts';
import type { SnippetPart } from '../../lib/help/search.ts';
import type { Found } from './help-search-desk.ts';

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

/** A result's item: title link, section, snippet. */
function itemOf(result: Found, locale: Locale): HTMLLIElement {
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
 * Makes `list` show `results` with as little movement as possible: an article already
 * listed keeps its item (and its link, so a focused result stays focused) and only what
 * changed in it is rewritten; items move only when the order changed. A focused result
 * that goes sends focus back to `input` rather than nowhere.
 * @example listResults(list, input, 'zh-TW', outcome.results)
 */
export function listResults(list: HTMLOListElement, input: HTMLInputElement, locale: Locale, results: readonly Found[]): void {
  const before = new Map([...list.querySelectorAll<HTMLLIElement>(':scope > li')].map((item) => [item.dataset.article, item]));
  const focusWasIn = list.contains(document.activeElement);
  results.forEach((result, place) => {
    const fresh = itemOf(result, locale);
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
  if (focusWasIn && !list.contains(document.activeElement)) input.focus();
}

/**
 * The keys of the search's region: ArrowDown from the box or a result goes to the next
 * result, ArrowUp to the one before (or the box), Escape from a result back to the box.
 * @example moveThroughResults(form.parentElement, list, input)
 */
export function moveThroughResults(region: HTMLElement, list: HTMLOListElement, input: HTMLInputElement): void {
  region.addEventListener('keydown', (event) => {
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
}
