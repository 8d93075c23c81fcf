/**
 * The account page's balance (`POST /account/balance`) and its history
 * (`POST /account/balance/trans`, `BALANCE_PAGE_SIZE` entries at a time, newest first,
 * "more" adds the next page). Both are reads: each has its own failure and retry, and a
 * failed "more" keeps the entries already shown.
 */
import { unansweredResetSettled } from '../reset/store.ts';
import { atom } from 'nanostores';
import type { Money } from '../core/contract/common.ts';
import { accountBalance } from '../invoice/contract.ts';
import { balanceTrans, type BalanceEntry } from '../account/page-contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { appendEntries, BALANCE_PAGE_SIZE } from './rules.ts';
import type { Loadable } from '../core/stores/loadable.ts';
import { $credentials } from '../core/stores/session.ts';

export const $balance = atom<Loadable<Money>>({ kind: 'idle' });

/** The history read so far; `more` is the state of reading the next page. */
export interface BalanceHistory {
  currency: string;
  totalCount: number;
  entries: BalanceEntry[];
  more: { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; error: AppErrorName };
}
export const $balanceHistory = atom<Loadable<BalanceHistory>>({ kind: 'idle' });

export async function loadBalance(client: ProviderClient): Promise<void> {
  if (!$credentials.get()) return;
  $balance.set({ kind: 'loading' });
  // A reset whose answer was lost may have replaced the kept login: its new one first (lib/reset/store.ts).
  const settled = await unansweredResetSettled(client);
  const credentials = $credentials.get();
  if (!settled || !credentials) {
    $balance.set({ kind: 'error', error: 'NetworkTrouble' });
    return;
  }
  const result = await client.call(accountBalance, { body: credentials });
  $balance.set(result.ok ? { kind: 'ready', value: result.data.balance } : { kind: 'error', error: result.error });
}

/** The first page of the history (again, after a failure). */
export async function loadBalanceHistory(client: ProviderClient): Promise<void> {
  if (!$credentials.get()) return;
  $balanceHistory.set({ kind: 'loading' });
  const settled = await unansweredResetSettled(client);
  const credentials = $credentials.get();
  if (!settled || !credentials) {
    $balanceHistory.set({ kind: 'error', error: 'NetworkTrouble' });
    return;
  }
  const result = await client.call(balanceTrans, { body: { ...credentials, limitnum: BALANCE_PAGE_SIZE, limitstart: 0 } });
  $balanceHistory.set(
    result.ok ? { kind: 'ready', value: { currency: result.data.currency, totalCount: result.data.totalCount, entries: result.data.entries, more: { kind: 'idle' } } } : { kind: 'error', error: result.error },
  );
}

/** The next page, after the entries shown. */
export async function loadMoreBalanceHistory(client: ProviderClient): Promise<void> {
  const credentials = $credentials.get();
  const state = $balanceHistory.get();
  if (!credentials || state.kind !== 'ready' || state.value.more.kind === 'loading') return;
  $balanceHistory.set({ kind: 'ready', value: { ...state.value, more: { kind: 'loading' } } });
  const result = await client.call(balanceTrans, { body: { ...credentials, limitnum: BALANCE_PAGE_SIZE, limitstart: state.value.entries.length } });
  const now = $balanceHistory.get();
  if (now.kind !== 'ready') return;
  $balanceHistory.set({
    kind: 'ready',
    value: result.ok
      ? { currency: result.data.currency, totalCount: result.data.totalCount, entries: appendEntries(now.value.entries, result.data.entries), more: { kind: 'idle' } }
      : { ...now.value, more: { kind: 'error', error: result.error } },
  });
}

/** Starts both reads (the island, once a login is there); asks only for what nothing has started. */
export function ensureBalanceLoaded(client: ProviderClient): void {
  if ($balance.get().kind === 'idle') void loadBalance(client);
  if ($balanceHistory.get().kind === 'idle') void loadBalanceHistory(client);
}

/** Starts the history's read alone (the affiliate page's balance dialog), when nothing has started it. */
export function ensureBalanceHistoryLoaded(client: ProviderClient): void {
  if ($balanceHistory.get().kind === 'idle') void loadBalanceHistory(client);
}
