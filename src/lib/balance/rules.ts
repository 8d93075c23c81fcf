/**
 * The balance's history as the account page shows it: which way an entry moved the
 * balance (said in words, never by colour alone) and its size, and the pages read so far
 * put together without showing an entry twice.
 */
import { toMinor } from '../core/rules/money.ts';

/** Balance entries per page on the account page (the store's reads and the page's early read from its head). */
export const BALANCE_PAGE_SIZE = 20;

/**
 * In or out, and the amount without its sign.
 * @example balanceMovement('-6.90') // { direction: 'out', amount: '6.90' }
 * @example balanceMovement('20.00') // { direction: 'in', amount: '20.00' }
 */
export function balanceMovement(signed: string): { direction: 'in' | 'out'; amount: string } {
  const amount = signed.startsWith('-') ? signed.slice(1) : signed;
  return { direction: signed.startsWith('-') && toMinor(amount) > 0 ? 'out' : 'in', amount };
}

/**
 * The next page after `entries`, newest first. Entries that arrived meanwhile push older
 * ones to later pages, so a page may repeat one already shown: it is kept once.
 * @example appendEntries([{ id: 3 }, { id: 2 }], [{ id: 2 }, { id: 1 }]) // [{ id: 3 }, { id: 2 }, { id: 1 }]
 */
export function appendEntries<E extends { id: number }>(shown: readonly E[], page: readonly E[]): E[] {
  const known = new Set(shown.map((entry) => entry.id));
  return [...shown, ...page.filter((entry) => !known.has(entry.id))];
}

/**
 * Whether there are entries past those shown.
 * @example hasMoreEntries(20, 45) // true
 */
export function hasMoreEntries(shown: number, totalCount: number): boolean {
  return shown < totalCount;
}
