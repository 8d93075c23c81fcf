/**
 * What a person types into a contact-page form before its island has woken (its code may
 * take seconds on a slow network) is kept in the tab's storage in the ticket store's own
 * format; the island takes it in when it wakes (stores/ticket.ts `adoptKeptDrafts`), so
 * React's hydration does not wipe it. No store or schema here: the page's first script
 * stays small, and the store checks what it reads (a malformed value falls back).
 */
import { isAwake } from '../../lib/ui/island-wake.ts';
import { STORAGE_PREFIX, STORED_NAMES } from '../../lib/stores/stored-names.ts';

/** The form's fields as the draft the store keeps under `name` (see stores/ticket.ts). */
function draftOf(name: string, data: FormData, earlier: unknown): unknown {
  const text = (field: string) => String(data.get(field) ?? '');
  if (name === STORED_NAMES.callbackDraft) return { email: text('email'), channel: text('channel') || 'phone', handle: text('handle'), window: text('window') };
  // The ticket drafts are kept per form; the contact page's form is `contact`.
  const drafts = typeof earlier === 'object' && earlier !== null ? earlier : {};
  return { ...drafts, contact: { email: text('email'), categories: data.getAll('categories').map(String), details: text('details'), files: [] } };
}

/** Keeps the box's form in storage on every change until its island is awake. */
export function keepBeforeWake(box: HTMLElement, island: HTMLElement, name: string): void {
  const keep = () => {
    if (isAwake(island)) return;
    const form = box.querySelector('form');
    if (!form) return;
    try {
      const key = STORAGE_PREFIX + name;
      const earlier: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      sessionStorage.setItem(key, JSON.stringify(draftOf(name, new FormData(form), earlier)));
    } catch {
      // No storage (private mode) or a value someone edited: the typing stays on the page only.
    }
  };
  box.addEventListener('input', keep, true);
  box.addEventListener('change', keep, true);
}
