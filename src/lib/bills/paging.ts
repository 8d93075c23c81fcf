/**
 * The bill list's paging and sort values, apart from ./bills.ts's schemas so that code
 * without zod (the bills page's early reads, ADR 0026) can build the same request.
 */

/** Bills per page (decisions.md "Invoices"): the site always asks for this many. */
export const INVOICE_PAGE_SIZE = 25;
/** What a bill list may be sorted by: the only values `orderby` takes (anything else is refused). */
export const INVOICE_SORT_FIELDS = ['id', 'date', 'duedate', 'total', 'status'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
