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

describe('drawView, unchanged alerts and kept parts', () => {
  it('leaves an alert that did not change as it is (not read out again), with the newest handlers', async () => {
    const place = document.body.appendChild(document.createElement('div'));
    const $query = atom(1);
    const retried: number[] = [];
    drawView(place, [$query], () => {
      const alert = document.createElement('div');
      alert.id = 'list-error';
      alert.setAttribute('role', 'alert');
      const button = document.createElement('button');
      const query = $query.get();
      button.textContent = 'Retry';
      button.onclick = () => retried.push(query);
      alert.append(button);
      return alert;
    });
    const words = document.querySelector('#list-error button');
    $query.set(2);
    await Promise.resolve();
    expect(document.querySelector('#list-error button')).toBe(words);
    (document.querySelector('#list-error button') as HTMLButtonElement).click();
    expect(retried).toEqual([2]);
  });

  it('gives the focus back to a part kept across drawings (a React part) that a drawing moved', async () => {
    const place = document.body.appendChild(document.createElement('div'));
    const kept = document.createElement('div');
    const select = kept.appendChild(document.createElement('select'));
    const $n = atom(0);
    drawView(place, [$n], () => {
      const wrapper = document.createElement('section');
      wrapper.append(paragraph('count', String($n.get())), kept);
      return wrapper;
    });
    select.focus();
    $n.set(1);
    await Promise.resolve();
    expect(document.activeElement).toBe(select);
  });
});

describe('drawView, a section drawn again', () => {
  it('stays the same element, with the new attributes and content; another section replaces it', async () => {
    const place = document.body.appendChild(document.createElement('div'));
    const $state = atom<'loading' | 'ready' | 'gone'>('loading');
    drawView(place, [$state], () => {
      const section = document.createElement($state.get() === 'gone' ? 'article' : 'section');
      section.setAttribute('aria-labelledby', 'balance-heading');
      if ($state.get() === 'loading') section.setAttribute('aria-busy', 'true');
      section.textContent = $state.get();
      return section;
    });
    const first = place.firstElementChild;
    $state.set('ready');
    await Promise.resolve();
    expect(place.firstElementChild).toBe(first);
    expect(first?.textContent).toBe('ready');
    expect(first?.hasAttribute('aria-busy')).toBe(false);
    $state.set('gone');
    await Promise.resolve();
    expect(place.firstElementChild).not.toBe(first);
    expect(place.firstElementChild?.tagName).toBe('ARTICLE');
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
