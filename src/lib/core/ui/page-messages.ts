/**
 * The words a page writes for its scripts (`PageMessages.astro`: the shell's notices, a
 * view's text). Unreadable, the page shows keys, not a crash.
 */
import * as z from 'zod/mini';
import { decodeJson } from '../stores/persist.ts';

const PageMessages = z.record(z.string(), z.string());

export function readPageMessages<K extends string>(id: string): Partial<Record<K, string>> {
  // Which keys a page sends is typed where the page picks them (`pickKeys`, `pickMessages`).
  const messages: Partial<Record<string, string>> = decodeJson(PageMessages, document.getElementById(id)?.textContent ?? undefined, {});
  return messages;
}
