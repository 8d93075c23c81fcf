/**
 * Views without React (docs/decisions/0040). A page whose first screen is read-only
 * (the bill, the bills) draws it as DOM with jsx-dom, in files marked
 * `@jsxImportSource jsx-dom/min`: text is set as text, never parsed as HTML. The view is
 * drawn again whenever a store it reads changes; state and actions stay in the stores, as
 * for an island. React loads only when something that needs it is opened (`mountOnDemand`).
 */
import type { ReadableAtom } from 'nanostores';

/**
 * Draws `render()` into `place` now and after every change of `stores` (several changes
 * in one task draw once), until the returned function is called. Focus on an element
 * with an id inside the view stays on the element of that id in the new drawing; a
 * section drawn again (the same element, labelled alike) stays the same element; and a
 * live region with an id (`role="status"`, `aria-live`) stays the same element, its
 * content changed: a screen reader reads out a change in a region it knows, not a new one.
 */
export function drawView(place: Element, stores: readonly ReadableAtom<unknown>[], render: () => Node): () => void {
  let queued = false;
  let stopped = false;
  const draw = () => {
    queued = false;
    if (stopped) return;
    const focused = document.activeElement;
    const focusedInside = focused instanceof HTMLElement && place.contains(focused) ? focused : null;
    const drawing = keepLiveRegions(place, render());
    const current = place.firstElementChild;
    if (current && current !== drawing && place.childNodes.length === 1 && drawing instanceof Element && sameLandmark(current, drawing)) {
      // The same section drawn again: it stays the same element (a screen reader's place in
      // it, and anything holding it, stay), with the new drawing's attributes and content.
      syncAttributes(current, drawing);
      current.replaceChildren(...drawing.childNodes);
    } else {
      place.replaceChildren(drawing);
    }
    if (!focusedInside || document.activeElement === focusedInside) return;
    // A part kept across drawings (a React part, a section) was moved, and lost the focus
    // on the way; anything else has its successor by id.
    const successor = focusedInside.isConnected ? focusedInside : focusedInside.id ? document.getElementById(focusedInside.id) : null;
    successor?.focus({ preventScroll: true });
  };
  const unlisten = stores.map((store) =>
    store.listen(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(draw);
    }),
  );
  draw();
  return () => {
    stopped = true;
    for (const stop of unlisten) stop();
  };
}

const LIVE_REGIONS = '[id][aria-live], [id][role="status"], [id][role="alert"]';

/**
 * Live regions and alerts with an id stay the same element across drawings: changed,
 * they take the new words (read out as a change); unchanged, they are left as they are
 * (not read out again). Returns the drawing, or the kept region when it is the drawing.
 */
function keepLiveRegions(place: Element, drawing: Node): Node {
  if (!(drawing instanceof Element || drawing instanceof DocumentFragment)) return drawing;
  const regions = [...(drawing instanceof Element && drawing.matches(LIVE_REGIONS) ? [drawing] : []), ...drawing.querySelectorAll(LIVE_REGIONS)];
  let kept: Node = drawing;
  for (const fresh of regions) {
    const region = keepRegion(place, fresh);
    if (fresh === drawing) kept = region;
  }
  return kept;
}

/** The region of the last drawing that `fresh` follows, updated to it, in its place; or `fresh` itself. */
function keepRegion(place: Element, fresh: Element): Element {
  const kept = place.querySelector(`#${CSS.escape(fresh.id)}`);
  if (!kept || kept.tagName !== fresh.tagName) return fresh;
  if (kept.isEqualNode(fresh)) {
    takeHandlers(kept, fresh);
  } else {
    syncAttributes(kept, fresh);
    kept.replaceChildren(...fresh.childNodes);
  }
  fresh.replaceWith(kept);
  return kept;
}

/** Whether two drawings' roots are the same section: the same element, labelled or named alike. */
function sameLandmark(current: Element, drawing: Element): boolean {
  if (current.tagName !== drawing.tagName) return false;
  const label = current.getAttribute('aria-labelledby');
  return (label !== null && label === drawing.getAttribute('aria-labelledby')) || (current.id !== '' && current.id === drawing.id);
}

function syncAttributes(kept: Element, fresh: Element): void {
  for (const { name } of [...kept.attributes]) if (!fresh.hasAttribute(name)) kept.removeAttribute(name);
  for (const { name, value } of [...fresh.attributes]) kept.setAttribute(name, value);
}

/**
 * A kept element equal to its new drawing takes the drawing's event handlers (jsx-dom
 * sets them as properties): they may close over newer values.
 */
function takeHandlers(kept: Element, fresh: Element): void {
  const keptElements = [kept, ...kept.querySelectorAll('*')];
  const freshElements = [fresh, ...fresh.querySelectorAll('*')];
  keptElements.forEach((element, index) => {
    const from = freshElements[index];
    if (!(element instanceof HTMLElement) || !(from instanceof HTMLElement)) return;
    element.onclick = from.onclick;
    element.onchange = from.onchange;
    element.oninput = from.oninput;
    element.onsubmit = from.onsubmit;
    element.onkeydown = from.onkeydown;
  });
}

/** Focuses the element of this id once the drawings the current change queued are done. */
export function focusAfterDrawing(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/**
 * A part of the page's prerendered markup (a skeleton), kept as it was before the first
 * drawing, for a view to show again: a fresh copy at each call. Null when it is missing.
 */
export function prerenderedPart(place: Element, selector: string): (() => HTMLElement) | null {
  const part = place.querySelector(selector)?.cloneNode(true);
  if (!(part instanceof HTMLElement)) return null;
  return () => part.cloneNode(true) as HTMLElement;
}

/**
 * An element for a dialog or a notice that must stay out of every drawing (a drawing
 * never takes an open modal out of the document), in the page's main part: what it says
 * outside the dialog is read where the page is, not after the footer.
 */
export function outsideDrawings(): HTMLElement {
  const host = document.createElement('div');
  (document.getElementById('main') ?? document.body).append(host);
  return host;
}
