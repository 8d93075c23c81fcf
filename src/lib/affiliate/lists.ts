/**
 * The invite-friends page's lists, read a page at a time (`AFFILIATE_PAGE_SIZE`, newest
 * first, "more" adds the next): the invited friends (on the page), and the dialogs' booked
 * bills (with a status filter), withdrawals and gift-quota entries. Each is read only when
 * what shows it first appears (reference §2.3: lists when their dialog opens); all are reads.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { ProviderClient, ApiResult } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import type { LoginPair } from '../core/contract/common.ts';
import type { Loadable } from '../core/stores/loadable.ts';
import { $credentials } from '../core/stores/session.ts';
import { appendEntries, hasMoreEntries } from '../balance/rules.ts';
import { AFFILIATE_PAGE_SIZE } from './page-rules.ts';
import {
  affBalanceList,
  affInviteCount,
  affInviteList,
  affWithdrawList,
  type BookedBill,
  type BookedBillStatus,
  type BonusSummary,
  type Invite,
  type QuotaEntry,
  type Withdrawal,
} from './contract.ts';

/** A list read so far, what came with its last page (`extra`), and the state of reading the next page. */
export interface PagedRows<T, X> {
  rows: T[];
  totalCount: number;
  extra: X;
  more: { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; error: AppErrorName };
}

/** One page of a list, as its call answers. */
interface Page<T, X> {
  rows: T[];
  totalCount: number;
  extra: X;
}

export interface PagedList<T, X> {
  $list: WritableAtom<Loadable<PagedRows<T, X>>>;
  /** The first page (again): after a failure, a new filter, or a change elsewhere. */
  load: (client: ProviderClient) => Promise<void>;
  /** The next page after the rows shown; a failure keeps them. */
  loadMore: (client: ProviderClient) => Promise<void>;
}

/** Whether more rows are there to read. */
export function hasMore(list: Pick<PagedRows<unknown, unknown>, 'rows' | 'totalCount'>): boolean {
  return hasMoreEntries(list.rows.length, list.totalCount);
}

function pagedList<T extends { id: number }, X>(read: (client: ProviderClient, login: LoginPair, start: number) => Promise<ApiResult<Page<T, X>>>): PagedList<T, X> {
  const $list = atom<Loadable<PagedRows<T, X>>>({ kind: 'idle' });
  async function load(client: ProviderClient): Promise<void> {
    const login = $credentials.get();
    if (!login) return;
    $list.set({ kind: 'loading' });
    const result = await read(client, login, 0);
    $list.set(result.ok ? { kind: 'ready', value: { ...result.data, more: { kind: 'idle' } } } : { kind: 'error', error: result.error });
  }
  async function loadMore(client: ProviderClient): Promise<void> {
    const login = $credentials.get();
    const state = $list.get();
    if (!login || state.kind !== 'ready' || state.value.more.kind === 'loading') return;
    $list.set({ kind: 'ready', value: { ...state.value, more: { kind: 'loading' } } });
    const result = await read(client, login, state.value.rows.length);
    const now = $list.get();
    if (now.kind !== 'ready') return;
    $list.set({
      kind: 'ready',
      value: result.ok ? { ...result.data, rows: appendEntries(now.value.rows, result.data.rows), more: { kind: 'idle' } } : { ...now.value, more: { kind: 'error', error: result.error } },
    });
  }
  return { $list, load, loadMore };
}

/** Turns a list answer into a page: its rows, its total and what else it carried. */
function pageOf<D extends { totalCount: number }, T, X>(result: ApiResult<D>, rows: (data: D) => T[], extra: (data: D) => X): ApiResult<Page<T, X>> {
  return result.ok ? { ok: true, status: result.status, data: { rows: rows(result.data), totalCount: result.data.totalCount, extra: extra(result.data) } } : result;
}

const paging = (start: number) => ({ limitnum: AFFILIATE_PAGE_SIZE, limitstart: start });

/** The invited friends (on the page). */
export const friends = pagedList<Invite, null>(async (client, login, start) =>
  pageOf(await client.call(affInviteList, { query: { ...login, ...paging(start) } }), (data) => data.invites, () => null),
);

/** The booked bills' status filter (null: all). */
export const $bookedBillFilter = atom<BookedBillStatus | null>(null);

/** The booked bills (入帳明細), of the filter's status; the summary comes with them. */
export const bookedBills = pagedList<BookedBill, { currency: string; summary: BonusSummary }>(async (client, login, start) => {
  const status = $bookedBillFilter.get();
  const result = await client.call(affBalanceList, { body: { ...login, ...paging(start), ...(status ? { status } : {}) } });
  return pageOf(result, (data) => data.bills, (data) => ({ currency: data.currency, summary: data.summary }));
});

/** Shows the booked bills of another status (reads the first page of it). */
export function filterBookedBills(client: ProviderClient, status: BookedBillStatus | null): Promise<void> {
  $bookedBillFilter.set(status);
  return bookedBills.load(client);
}

/** The withdrawals (提領紀錄). */
export const withdrawals = pagedList<Withdrawal, { currency: string }>(async (client, login, start) =>
  pageOf(await client.call(affWithdrawList, { body: { ...login, ...paging(start) } }), (data) => data.withdrawals, (data) => ({ currency: data.currency })),
);

/** The free-trial gifts' entries (名額明細), with the quota left and the friends counted. */
export const quotaEntries = pagedList<QuotaEntry, { quotaLeft: number; friends: { invited: number; registered: number; paid: number } }>(async (client, login, start) =>
  pageOf(await client.call(affInviteCount, { query: { ...login, ...paging(start) } }), (data) => data.entries, (data) => ({ quotaLeft: data.quotaLeft, friends: data.friends })),
);
