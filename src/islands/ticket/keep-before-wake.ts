/**
 * A ticket form before its island has woken (its code may take seconds on a slow network):
 * - what a person types is kept in the tab's storage in the ticket store's own format; the
 *   island takes it in when it wakes (stores/ticket.ts `adoptKeptDrafts`), so React's
 *   hydration does not wipe it;
 * - a press on "send" does not submit the bare HTML form (a reload that would lose what was
 *   typed); it wakes the island, which then sends (or shows what to fix) as if pressed
 *   awake (./send-pressed.ts).
 * No store or schema here: the page's first script stays small, and the store checks what
 * it reads (a malformed value falls back).
 */
import { isAwake, SEND_PRESSED_ATTRIBUTE, wakeIsland } from '../../lib/ui/island-wake.ts';
import { STORAGE_PREFIX, STORED_NAMES } from '../../lib/stores/stored-names.ts';

/** The form's fields as the draft the store keeps under `name` (see stores/ticket.ts); ticket drafts go under the form's key. */
function draftOf(name: string, formKey: string, data: FormData, earlier: unknown): unknown {
  const text = (field: string) => String(data.get(field) ?? '');
  if (name === STORED_NAMES.callbackDraft) return { email: text('email'), channel: text('channel') || 'phone', handle: text('handle'), window: text('window') };
  const drafts = typeof earlier === 'object' && earlier !== null ? earlier : {};
  return { ...drafts, [formKey]: { email: text('email'), categories: data.getAll('categories').map(String), details: text('details'), files: [] } };
}

/**
 * Keeps the box's form in storage on every change until its island is awake, and holds a
 * press on "send" for the island. `formKey`: the ticket form's draft key (`contact`, `win`).
 */
export function keepBeforeWake(box: HTMLElement, island: HTMLElement, name: string, formKey = 'contact'): void {
  box.addEventListener('submit', (event) => {
    // Never the bare HTML form; once awake, the island has handled the press itself.
    event.preventDefault();
    if (isAwake(island)) return;
    // Marked on the island (outside what React renders), so its own code need not share this module.
    island.setAttribute(SEND_PRESSED_ATTRIBUTE, '');
    wakeIsland(island);
  });
  const keep = () => {
    if (isAwake(island)) return;
    const form = box.querySelector('form');
    if (!form) return;
    try {
      const key = STORAGE_PREFIX + name;
      const earlier: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      sessionStorage.setItem(key, JSON.stringify(draftOf(name, formKey, new FormData(form), earlier)));
    } catch {
      // No storage (private mode) or a value someone edited: the typing stays on the page only.
    }
  };
  box.addEventListener('input', keep, true);
  box.addEventListener('change', keep, true);
}
