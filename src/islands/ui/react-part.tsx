/**
 * React inside a view drawn without React (docs/decisions/0040): a dialog or an on-demand
 * panel rendered into a container the view keeps, fetched with React when first opened.
 * Rendering again into the same container updates it (React keeps its state).
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element, Root>();

export function renderPart<P extends object>(container: Element, component: ComponentType<P>, props: P): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(createElement(component, props));
}

/** Takes the part away (a dialog closed); its container stays for the next opening. */
export function clearPart(container: Element): void {
  roots.get(container)?.render(null);
}
