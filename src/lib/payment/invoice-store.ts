/**
 * The payment page's bill: read with the login when it is the owner's, else as the
 * no-login view. The attempt to pay it is in ./payment-attempt.ts; the page's public face
 * is ./payment.ts.
 */
import { atom } from 'nanostores';
import type { Invoice } from '../core/contract/index.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { readInvoiceAsViewer } from '../invoice/store.ts';
import { $paymentInfo } from '../core/stores/visitor.ts';

/** Whose view of the bill the page shows: the owner's (with the login) or the no-login one. */
export type InvoiceView = 'account' | 'public';
export type InvoiceState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; error: AppErrorName } | { kind: 'ready'; invoice: Invoice; view: InvoiceView };
export const $invoice = atom<InvoiceState>({ kind: 'loading' });

/**
 * "Paid but not active?" opened on the bill's preview before the island woke: the island
 * opens its support request for it (islands/payment/PaymentSupportRequest.tsx).
 */
export const $billHelpAsked = atom(false);

/** The person opened "paid but not active?" on the bill preview. */
export function askBillHelp(): void {
  $billHelpAsked.set(true);
}

/** @example invoiceIdFromSearch('?invoice=42') // 42 */
export function invoiceIdFromSearch(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('invoice'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads the bill (with the login when it is the owner's); true when it was read. */
export async function loadInvoice(client: ProviderClient, invoiceId: number | null, options: { quiet?: boolean } = {}): Promise<boolean> {
  if (invoiceId === null) {
    $invoice.set({ kind: 'missing' });
    return false;
  }
  if (!options.quiet) $invoice.set({ kind: 'loading' });
  // Someone else's invoice link, or no login: the no-login view (no secrets in it).
  const { result, viewer } = await readInvoiceAsViewer(client, invoiceId);
  const view = viewer === 'owner' ? 'account' : 'public';
  if (!result.ok) {
    if (!options.quiet) $invoice.set({ kind: 'error', error: catalogued('invoiceInfo', result) });
    return false;
  }
  $invoice.set({ kind: 'ready', invoice: result.data, view });
  if (result.data.status === 'Paid' && $paymentInfo.get()?.invoiceId === invoiceId) $paymentInfo.set(null);
  return true;
}
