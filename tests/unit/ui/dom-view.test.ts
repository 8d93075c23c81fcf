// @vitest-environment happy-dom
/** drawView (ADR 0040): a view drawn again as its stores change, keeping focus and live regions. */
import { atom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { drawView, prerenderedPart } from '../../../src/lib/ui/dom-view.ts';

function paragraph(id: string, text: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('p');
  element.id = id;
  element.textContent = text;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('drawView', () => {
  it('draws at once, then once for several changes in one task, and no more once stopped', async () => {
    const place = document.body.appendChild(document.createElement('div'));
    const $a = atom(1);
    const $b = atom('x');
    let drawings = 0;
    const stop = drawView(place, [$a, $b], () => {
      drawings += 1;
      return paragraph('shown', `${$a.get()} ${$b.get()}`);
    });
    expect(place.textContent).toBe('1 x');
    $a.set(2);
    $b.set('y');
    await Promise.resolve();
    expect(place.textContent).toBe('2 y');
    expect(drawings).toBe(2);
    stop();
    $a.set(3);
    await Promise.resolve();
    expect(place.textContent).toBe('2 y');
  });

  it('keeps the focus on the element of the same id in the new drawing', async () => {
    const place = document.body.appendChild(document.createElement('div'));
    const $label = atom('Show');
    drawView(place, [$label], () => {
      const button = document.createElement('button');
      button.id = 'toggle';
      button.textContent = $label.get();
      return button;
    });
    document.getElementById('toggle')?.focus();
    $label.set('Hide');
    await Promise.resolve();
    expect(document.activeElement?.textContent).toBe('Hide');
  });

  it('keeps a live region the same element, with the new drawing’s words and attributes', async () => {
    const place = document.body.appendChild(document.createElement('div'));
    const $working = atom(false);
    drawView(place, [$working], () => {
      const wrapper = document.createElement('div');
      wrapper.append($working.get() ? paragraph('status', 'Working…', { role: 'status' }) : paragraph('status', '', { role: 'status', class: 'visually-hidden' }), paragraph('other', 'facts'));
      return wrapper;
    });
    const before = document.getElementById('status');
    const otherBefore = document.getElementById('other');
    $working.set(true);
    await Promise.resolve();
    const after = document.getElementById('status');
    expect(after).toBe(before);
    expect(after?.textContent).toBe('Working…');
    expect(after?.hasAttribute('class')).toBe(false);
    // Everything else is drawn anew.
    expect(document.getElementById('other')).not.toBe(otherBefore);
  });
});

describe('prerenderedPart', () => {
  it('gives a fresh copy of the markup as it was before the first drawing', () => {
    const place = document.body.appendChild(document.createElement('div'));
    place.innerHTML = '<section aria-busy="true"><h1>Bills</h1></section>';
    const skeleton = prerenderedPart(place, ':scope > section');
    place.replaceChildren(paragraph('drawn', 'the bills'));
    const copy = skeleton?.();
    expect(copy?.outerHTML).toBe('<section aria-busy="true"><h1>Bills</h1></section>');
    expect(skeleton?.()).not.toBe(copy);
    expect(prerenderedPart(place, '.missing')).toBeNull();
  });
});
