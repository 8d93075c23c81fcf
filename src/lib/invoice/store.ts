/**
 * The invoice page's data (user/invoice/{id}; spec section 2, "Invoice detail"): the bill
 * as its owner sees it (`invoiceInfo`, with the payer), or as anyone holding the bill link
 * sees it (`invoiceInfoPublic`: no payer, no delivery, no login). What it settles to, where
 * it stands and the way forward are worked out here from the rules, once per read; the
 * page (islands/invoice/InvoicePage.tsx) only shows this state.
 */
import { unansweredResetSettled } from '../reset/store.ts';
import { atom } from 'nanostores';
import { invoiceInfo, invoiceInfoPublic, type Invoice } from './contract.ts';
import type { PaymentMethodId } from '../order/contract.ts';
import type { ApiResult, ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { billSettlement, type BillSettlement } from './amounts.ts';
import { invoiceStanding, invoiceWayForward, type InvoiceStanding, type InvoiceWayForward } from './standing.ts';
import { toMinor } from '../core/rules/money.ts';
import { $credentials } from '../core/stores/session.ts';

/** Whose view of the bill: its owner's (with the payer) or the bill link's (nothing from an account). */
export type InvoiceViewer = 'owner' | 'public';

export type InvoiceDetailState =
  | { kind: 'loading' }
  /** The address names no bill, or the provider has none by that number. */
  | { kind: 'notFound' }
  | { kind: 'error'; error: AppErrorName }
  | { kind: 'ready'; invoice: Invoice; viewer: InvoiceViewer; settlement: BillSettlement<PaymentMethodId>; standing: InvoiceStanding; wayForward: InvoiceWayForward };

export const $invoiceDetail = atom<InvoiceDetailState>({ kind: 'loading' });


/**
 * Reads a bill as this visitor may see it: with the stored login, the owner's view; with
 * none, or when the login's account does not own the bill (the provider answers someone
 * else's bill as not found) or is no longer valid, the bill link's view. The bill link's
 * view never carries the payer or the delivery, whatever the provider sends.
 */
export async function readInvoiceAsViewer(client: ProviderClient, invoiceId: number): Promise<{ result: ApiResult<Invoice>; viewer: InvoiceViewer }> {
  const credentials = $credentials.get();
  if (credentials) {
    const owner = await client.call(invoiceInfo, { params: { id: invoiceId }, body: credentials });
    if (owner.ok || (owner.providerError !== 'NotFound' && owner.error !== 'HmacCheckFailed')) return { result: owner, viewer: 'owner' };
  }
  const result = await client.call(invoiceInfoPublic, { params: { id: invoiceId } });
  return { result: result.ok ? { ...result, data: { ...result.data, payerEmail: null, delivery: null } } : result, viewer: 'public' };
}

/** The ready state of a bill: what its transactions settle to, where it stands and what can be done. */
export function readyInvoice(invoice: Invoice, viewer: InvoiceViewer): Extract<InvoiceDetailState, { kind: 'ready' }> {
  const settlement = billSettlement(
    invoice.status,
    { totalMinor: toMinor(invoice.total), creditMinor: toMinor(invoice.credit) },
    invoice.paymentMethod,
    invoice.transactions.map((transaction) => ({ type: transaction.type, method: transaction.method, amountMinor: toMinor(transaction.amount) })),
  );
  const standing = invoiceStanding(invoice);
  return { kind: 'ready', invoice, viewer, settlement, standing, wayForward: invoiceWayForward(standing) };
}

let loads = 0;
/** The login (or none) a read was last started for (`ensureInvoiceDetailLoaded`). */
let startedFor: string | null = null;

/**
 * Reads the page's bill once per login: the early read in the head has usually started
 * it, and the page's island finds it under way. A login that arrives or
 * changes (another tab) reads again, so the view always matches who is looking.
 */
export function ensureInvoiceDetailLoaded(client: ProviderClient, invoiceId: number | null): void {
  const viewer = $credentials.get()?.hmac ?? '';
  if (startedFor === viewer) return;
  startedFor = viewer;
  void loadInvoiceDetail(client, invoiceId);
}

export async function loadInvoiceDetail(client: ProviderClient, invoiceId: number | null): Promise<void> {
  if (invoiceId === null) {
    $invoiceDetail.set({ kind: 'notFound' });
    return;
  }
  // Only the newest read may set the page (a retry pressed while one is under way).
  const load = ++loads;
  $invoiceDetail.set({ kind: 'loading' });
  // A reset whose answer was lost may have replaced the kept login: its new one first
  // (lib/reset/store.ts); still unanswered, the page says the connection failed, with its retry.
  if (!(await unansweredResetSettled(client))) {
    if (load === loads) $invoiceDetail.set({ kind: 'error', error: 'NetworkTrouble' });
    return;
  }
  if (load !== loads) return;
  const { result, viewer } = await readInvoiceAsViewer(client, invoiceId);
  if (load !== loads) return;
  if (result.ok) $invoiceDetail.set(readyInvoice(result.data, viewer));
  else if (result.providerError === 'NotFound') $invoiceDetail.set({ kind: 'notFound' });
  else $invoiceDetail.set({ kind: 'error', error: catalogued(viewer === 'owner' ? 'invoiceInfo' : 'invoiceInfoPublic', result) });
}
