/**
 * The balance history's running balance (`balanceTrans`). Pure: entries are signed
 * amounts in cents; the balance after each is the sum of it and every earlier one, so
 * the newest entry's `balanceAfter` is the balance itself.
 */

export interface BalanceMove {
  id: number;
  /** ISO-8601 UTC; entries at the same moment keep the order they were recorded in (`id`). */
  at: string;
  amountCents: number;
}

/**
 * The entries newest first, each with the balance just after it.
 * @example withBalanceAfter([{ id: 1, at: '2030-01-01T00:00:00Z', amountCents: 500 }, { id: 2, at: '2030-01-02T00:00:00Z', amountCents: -190 }])
 * // [{ id: 2, …, balanceAfterCents: 310 }, { id: 1, …, balanceAfterCents: 500 }]
 */
export function withBalanceAfter<T extends BalanceMove>(entries: readonly T[]): (T & { balanceAfterCents: number })[] {
  const oldestFirst = [...entries].sort((a, b) => (a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1));
  let balance = 0;
  const running = oldestFirst.map((entry) => {
    balance += entry.amountCents;
    return { ...entry, balanceAfterCents: balance };
  });
  return running.reverse();
}

/**
 * The first entry, oldest first, after which the balance would be below zero, or null
 * (a fixture's history must be one a real balance could have had).
 */
export function firstOverdraft<T extends BalanceMove>(entries: readonly T[]): T | null {
  const history = withBalanceAfter(entries).reverse();
  return history.find((entry) => entry.balanceAfterCents < 0) ?? null;
}
