/** Which bill an invoice page shows, from its address (the page and its early reads, ADR 0026, both read it). */

/**
 * The bill number in an invoice page's address; the template segment and anything not a
 * positive whole number mean none.
 * @example invoiceIdFromPath('/en-US/user/invoice/1042') // 1042
 * @example invoiceIdFromPath('/en-US/user/invoice/_/') // null
 */
export function invoiceIdFromPath(pathname: string): number | null {
  const match = /\/user\/invoice\/(\d+)\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
