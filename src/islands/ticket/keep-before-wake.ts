/**
 * A ticket form before its island is live (its code may take seconds on a slow network, and
 * React hydrates it as a transition after that):
 * - what a person types is kept in the tab's storage in the ticket store's own format; the
 *   island takes it in as React commits (./use-kept-until-live.ts), so neither hydration nor
 *   the render after it wipes it. The first change keeps the form as shown; each later one
 *   changes only its own field, so a draft kept from before a reload is not overwritten by
 *   the prerendered (empty) fields around the one typed into;
 * - a press on "send" does not submit the bare HTML form (a reload that would lose what was
 *   typed); it wakes the island, which then sends (or shows what to fix) as if pressed
 *   awake (./send-pressed.ts).
 * No store or schema here: the page's first script stays small, and the store checks what
 * it reads (a malformed value falls back).
 */
import { isAwake, LIVE_ATTRIBUTE, SEND_PRESSED_ATTRIBUTE, wakeIsland } from '../../lib/core/ui/island-wake.ts';
import { STORAGE_PREFIX, STORED_NAMES } from '../../lib/core/stores/stored-names.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const CALLBACK_FIELDS = ['email', 'channel', 'handle', 'window'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The kept draft under `name` (see lib/ticket/store.ts; ticket drafts go under the form's key) with `field` as it now is. */
function draftWith(name: string, formKey: string, earlier: unknown, form: HTMLFormElement, field: Field): unknown {
  const shown = new FormData(form);
  const text = (key: string) => String(shown.get(key) ?? '');
  if (name === STORED_NAMES.callbackDraft) {
    if (!isRecord(earlier)) return { email: text('email'), channel: text('channel') || 'phone', handle: text('handle'), window: text('window') };
    if (!CALLBACK_FIELDS.includes(field.name) || (field.type === 'radio' && !(field as HTMLInputElement).checked)) return earlier;
    return { ...earlier, [field.name]: field.value };
  }
  const drafts = isRecord(earlier) ? earlier : {};
  const kept = drafts[formKey];
  if (!isRecord(kept)) return { ...drafts, [formKey]: { email: text('email'), categories: shown.getAll('categories').map(String), details: text('details'), files: [] } };
  if (field.name === 'email' || field.name === 'details') return { ...drafts, [formKey]: { ...kept, [field.name]: field.value } };
  if (field.name !== 'categories') return drafts;
  // The kept categories with this box's change, in the form's order.
  const chosen = new Set(Array.isArray(kept.categories) ? kept.categories.map(String) : []);
  if ((field as HTMLInputElement).checked) chosen.add(field.value);
  else chosen.delete(field.value);
  const order = [...form.querySelectorAll<HTMLInputElement>('input[name="categories"]')].map((box) => box.value);
  return { ...drafts, [formKey]: { ...kept, categories: order.filter((category) => chosen.has(category)) } };
}

/**
 * Keeps the box's form in storage on every change until its island is live, and holds a
 * press on "send" for the island. `formKey`: the ticket form's draft key (`contact`, `win`).
 */
export function keepBeforeWake(box: HTMLElement, island: HTMLElement, name: string, formKey = 'contact'): void {
  box.addEventListener('submit', (event) => {
    // Never the bare HTML form; once awake, the island handles the press itself.
    event.preventDefault();
    if (isAwake(island)) return;
    // Marked on the island (outside what React renders), so its own code need not share this module.
    island.setAttribute(SEND_PRESSED_ATTRIBUTE, '');
    wakeIsland(island);
  });
  const keep = (event: Event) => {
    if (island.hasAttribute(LIVE_ATTRIBUTE)) return;
    const form = box.querySelector('form');
    const field = event.target;
    if (!form || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    try {
      const key = STORAGE_PREFIX + name;
      const earlier: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      sessionStorage.setItem(key, JSON.stringify(draftWith(name, formKey, earlier, form, field)));
    } catch {
      // No storage (private mode) or a value someone edited: the typing stays on the page only.
    }
  };
  box.addEventListener('input', keep, true);
  box.addEventListener('change', keep, true);
}
