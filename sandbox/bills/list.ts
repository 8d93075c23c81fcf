/**
 * Sorting and paging a bill list (`invoiceList`, docs/decisions/0025). Pure: the
 * caller reads the bills as they stand now and hands them here. `orderby` is one of the
 * contract's allow-listed fields (the router refuses anything else before this runs);
 * ties are broken by bill number in the same direction, so every order is total and a
 * page never repeats or skips a bill. The default is newest first: date, then number,
 * descending.
 */
import type { InvoiceSortField, InvoiceSummary, SortOrder } from '../../src/lib/core/contract/index.ts';
import { toMinor } from '../../src/lib/core/rules/money.ts';

export const DEFAULT_BILL_SORT: { orderby: InvoiceSortField; order: SortOrder } = { orderby: 'date', order: 'desc' };

type Sortable = Pick<InvoiceSummary, 'id' | 'createdAt' | 'dueAt' | 'total' | 'status'>;

/** The value a field sorts by: times as milliseconds, totals in cents, status by its name. */
function sortKey(bill: Sortable, field: InvoiceSortField): number | string {
  switch (field) {
    case 'id':
      return bill.id;
    case 'date':
      return Date.parse(bill.createdAt);
    case 'duedate':
      return Date.parse(bill.dueAt);
    case 'total':
      return toMinor(bill.total);
    case 'status':
      return bill.status;
  }
}

function compare(a: number | string, b: number | string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * A new array in the order asked (the default: newest first).
 * @example sortBills(bills, 'total', 'asc') // cheapest first; equal totals by bill number, ascending
 */
export function sortBills<T extends Sortable>(bills: readonly T[], orderby: InvoiceSortField = DEFAULT_BILL_SORT.orderby, order: SortOrder = DEFAULT_BILL_SORT.order): T[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...bills].sort((a, b) => direction * (compare(sortKey(a, orderby), sortKey(b, orderby)) || compare(a.id, b.id)));
}

/**
 * One page: `limitnum` bills from `limitstart` (0-based). Past the end: empty.
 * @example pageOf([1, 2, 3], 2, 2) // [3]
 */
export function pageOf<T>(items: readonly T[], limitstart: number, limitnum: number): T[] {
  return items.slice(limitstart, limitstart + limitnum);
}
