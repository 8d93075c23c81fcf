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
 * with an id inside the view stays on the element of that id in the new drawing, and a
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
    const focusedId = focused instanceof HTMLElement && place.contains(focused) ? focused.id : '';
    const drawing = render();
    keepLiveRegions(place, drawing);
    place.replaceChildren(drawing);
    if (focusedId) document.getElementById(focusedId)?.focus();
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

function keepLiveRegions(place: Element, drawing: Node): void {
  if (!(drawing instanceof Element || drawing instanceof DocumentFragment)) return;
  for (const fresh of drawing.querySelectorAll('[id][aria-live], [id][role="status"]')) {
    const kept = place.querySelector(`#${CSS.escape(fresh.id)}`);
    if (!kept || kept.tagName !== fresh.tagName) continue;
    for (const { name } of [...kept.attributes]) if (!fresh.hasAttribute(name)) kept.removeAttribute(name);
    for (const { name, value } of [...fresh.attributes]) kept.setAttribute(name, value);
    kept.replaceChildren(...fresh.childNodes);
    fresh.replaceWith(kept);
  }
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
