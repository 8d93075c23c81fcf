/**
 * The bills page's paging, sort and bill standing (issue 11): pure rules over plain data.
 *
 * - Pages are counted from 1 in the address (`?page=2`) and turned into `limitstart`
 *   here; the page size is the contract's `INVOICE_PAGE_SIZE` (25, decisions.md).
 * - The sort comes from the address too, but only the contract's allow-listed values are
 *   ever sent: anything else in the address reads as the default, never passed on, and
 *   once the list is shown the address holds only what was applied (`billsSearch`).
 * - A bill's standing in words (paid, unpaid and payable, unpaid past paying, refunded,
 *   cancelled and why) is decided once here, so the list only renders it.
 */
import { INVOICE_PAGE_SIZE, INVOICE_SORT_FIELDS } from './paging.ts';
import type { InvoiceSortField, InvoiceSummary, SortOrder } from './contract.ts';
import { LINK_KEYS } from '../login/login-link-params.ts';

/** What the list shows: which page, sorted how. */
export interface BillsQuery {
  /** 1-based. */
  page: number;
  orderby: InvoiceSortField;
  order: SortOrder;
}

/** Newest bills first: what the page shows when the address names no sort. */
export const DEFAULT_BILLS_SORT = { orderby: 'date', order: 'desc' } as const satisfies Pick<BillsQuery, 'orderby' | 'order'>;

/** The address's names for the query (`?page=2&sort=total&order=asc`). */
const PARAM = { page: 'page', sort: 'sort', order: 'order' } as const;

/**
 * The first bill of a page, as `limitstart` counts it.
 * @example limitstartOf(1) // 0
 * @example limitstartOf(3) // 50
 */
export function limitstartOf(page: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * INVOICE_PAGE_SIZE;
}

/**
 * The page a `limitstart` falls on.
 * @example pageOfLimitstart(50) // 3
 */
export function pageOfLimitstart(limitstart: number): number {
  return Math.floor(Math.max(0, limitstart) / INVOICE_PAGE_SIZE) + 1;
}

/**
 * How many pages `totalCount` bills fill; an empty list still has its one (empty) page.
 * @example pageCountOf(0) // 1
 * @example pageCountOf(25) // 1
 * @example pageCountOf(26) // 2
 */
export function pageCountOf(totalCount: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / INVOICE_PAGE_SIZE));
}

/**
 * A page that exists for `totalCount` bills: past the end is the last page, before the
 * start the first.
 * @example clampPage(9, 30) // 2
 */
export function clampPage(page: number, totalCount: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCountOf(totalCount));
}

function isSortField(value: string | null): value is InvoiceSortField {
  return INVOICE_SORT_FIELDS.some((field) => field === value);
}

function isSortOrder(value: string | null): value is SortOrder {
  return value === 'asc' || value === 'desc';
}

/**
 * The query an address asks for. A page that is not a whole number from 1 up reads as 1;
 * a sort field or order outside the allow-list reads as the default (an order alone, with
 * no field, applies to the default field).
 * @example readBillsQuery('?page=2&sort=total&order=asc') // { page: 2, orderby: 'total', order: 'asc' }
 * @example readBillsQuery('?page=-1&sort=password') // { page: 1, orderby: 'date', order: 'desc' }
 */
export function readBillsQuery(search: string | URLSearchParams): BillsQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawPage = params.get(PARAM.page) ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const sort = params.get(PARAM.sort);
  const order = params.get(PARAM.order);
  return {
    page,
    orderby: isSortField(sort) ? sort : DEFAULT_BILLS_SORT.orderby,
    order: isSortOrder(order) ? order : DEFAULT_BILLS_SORT.order,
  };
}

/**
 * The address's query for a bills query: only what the page applies (page and sort, and
 * not when they are the default). Anything else a typed or pasted address carried
 * (`?orderby=password&limitnum=1000`) goes: the address never shows a value the page did
 * not use (issue 23). The one exception is a login link not yet stored (storage refused):
 * it stays, so a reload still logs in (decisions.md).
 * @example billsSearch({ page: 2, orderby: 'date', order: 'desc' }) // '?page=2'
 * @example billsSearch({ page: 1, orderby: 'date', order: 'desc' }, '?limitnum=1000') // ''
 */
export function billsSearch(query: BillsQuery, base: string | URLSearchParams = ''): string {
  const kept = new URLSearchParams(base);
  const params = new URLSearchParams();
  for (const key of LINK_KEYS) for (const value of kept.getAll(key)) params.append(key, value);
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  if (query.orderby !== DEFAULT_BILLS_SORT.orderby || query.order !== DEFAULT_BILLS_SORT.order) {
    params.set(PARAM.sort, query.orderby);
    params.set(PARAM.order, query.order);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The paging and sort part of an `invoiceList` request for a query: allow-listed values only. */
export function listRequestOf(query: BillsQuery): { limitnum: number; limitstart: number; orderby: InvoiceSortField; order: SortOrder } {
  return {
    limitnum: INVOICE_PAGE_SIZE,
    limitstart: limitstartOf(query.page),
    orderby: isSortField(query.orderby) ? query.orderby : DEFAULT_BILLS_SORT.orderby,
    order: isSortOrder(query.order) ? query.order : DEFAULT_BILLS_SORT.order,
  };
}

/** Two queries ask for the same list. */
export function sameBillsQuery(a: BillsQuery, b: BillsQuery): boolean {
  return a.page === b.page && a.orderby === b.orderby && a.order === b.order;
}

/**
 * Where a bill stands, in the words the list uses:
 * - `paid`;
 * - `payable`: unpaid and still payable (the list leads to order/pay);
 * - `closed`: unpaid but past paying (the list offers a new order instead);
 * - `refunded`, with the amount refunded so far;
 * - `cancelled`, with why: it timed out, the person cancelled it, or the provider did not say.
 */
export type BillStanding =
  | { kind: 'paid' }
  | { kind: 'payable' }
  | { kind: 'closed' }
  | { kind: 'refunded'; amount: string }
  | { kind: 'cancelled'; reason: 'timeout' | 'cancelled' | 'unknown' };

/**
 * @example billStanding({ status: 'Unpaid', deadline: { state: 'grace', ... }, ... }) // { kind: 'payable' }
 * @example billStanding({ status: 'Cancelled', cancelReason: 'timeout', ... }) // { kind: 'cancelled', reason: 'timeout' }
 */
export function billStanding(bill: Pick<InvoiceSummary, 'status' | 'cancelReason' | 'refunded' | 'deadline'>): BillStanding {
  switch (bill.status) {
    case 'Paid':
      return { kind: 'paid' };
    case 'Unpaid':
      return bill.deadline.state === 'expired' ? { kind: 'closed' } : { kind: 'payable' };
    case 'Refunded':
      return { kind: 'refunded', amount: bill.refunded };
    case 'Cancelled':
      return { kind: 'cancelled', reason: bill.cancelReason ?? 'unknown' };
  }
}
