/**
 * The bills page (issue 11, spec section 2 "Bills"): which service (the one in the
 * address, else the stored selection, else the default: rules/default-service), a page of
 * its bills (`invoiceList`, 25 a page, paged and sorted from the address:
 * rules/invoice-list), its next renewal (`invoiceLast`) and cancelling that renewal
 * (`renewalCancel`, ADR 0025). The page's island (islands/bills/BillsPage.tsx) shows this state
 * and calls these actions.
 *
 * The address holds the page and the sort (`?page=2&sort=total&order=asc`), so a reload
 * and the back button show the same bills; a page past the end is clamped to the last.
 * A load always ends: the client gives up after 30 s and every failure is named.
 */
import { unansweredResetSettled } from '../reset/store.ts';
import { atom } from 'nanostores';
import { invoiceLast, invoiceList, renewalCancel, type InvoiceSummary, type NextRenewal } from './contract.ts';
import type { ServiceStatus } from '../core/contract/common.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { resolveServiceChoice } from '../service/default-service.ts';
import { billsSearch, clampPage, listRequestOf, pageCountOf, readBillsQuery, sameBillsQuery, type BillsQuery } from './list.ts';
import type { Loadable } from '../core/stores/loadable.ts';
import { readAccountInfoShared, readServiceDetail } from '../account/store.ts';
import { $credentials, $selectedService } from '../core/stores/session.ts';

/** The service whose bills are shown: `relid` is what the bill calls filter by. */
export interface BillsService {
  id: number;
  relid: number;
  status: ServiceStatus;
}

export type BillsPageState =
  | { kind: 'loading' }
  /** The account has no service, so no bills. */
  | { kind: 'empty' }
  | { kind: 'error'; error: AppErrorName }
  /** `requestedMissing`: the address named a service this account does not have; the stored choice (else the default) is shown, and named. */
  | { kind: 'ready'; service: BillsService; requestedMissing: boolean };

export const $billsPage = atom<BillsPageState>({ kind: 'loading' });

/** A page of bills, as asked for (`query`) and as answered. */
export interface BillPage {
  query: BillsQuery;
  totalCount: number;
  pageCount: number;
  invoices: InvoiceSummary[];
}

export type BillListState =
  | { kind: 'loading'; query: BillsQuery }
  | { kind: 'ready'; page: BillPage }
  | { kind: 'error'; query: BillsQuery; error: AppErrorName };

export const $billList = atom<BillListState>({ kind: 'loading', query: readBillsQuery('') });

/** The shown service's next renewal. */
export const $nextRenewal = atom<Loadable<NextRenewal>>({ kind: 'idle' });

/** The address's bills query, where there is an address (not in unit tests without one). */
function addressQuery(): BillsQuery {
  return readBillsQuery(globalThis.location?.search ?? '');
}

/** Puts a query in the address: a new history entry for a person's choice, a replacement for a correction. */
function showInAddress(query: BillsQuery, how: 'push' | 'replace'): void {
  if (!globalThis.location || !globalThis.history) return;
  const search = billsSearch(query, location.search);
  if (search === location.search) return;
  const url = `${location.pathname}${search}${location.hash}`;
  if (how === 'push') history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

let pageLoads = 0;
let listLoads = 0;
let renewalLoads = 0;
/** The login the page was last loaded for (`ensureBillsLoaded`). */
let startedFor: string | null = null;

/**
 * Loads the page once per login: the page's island starts it, and a login stored later
 * (a link in the address) starts it then, never twice for the same login.
 */
export function ensureBillsLoaded(client: ProviderClient, requestedId: number | null, query: BillsQuery = addressQuery()): void {
  const credentials = $credentials.get();
  if (!credentials || startedFor === credentials.hmac) return;
  startedFor = credentials.hmac;
  void loadBillsPage(client, requestedId, query);
}

/**
 * Finds the service (account info; a service never paid has its billing relation only
 * in its details), then reads its bills and its next renewal side by side.
 */
export async function loadBillsPage(client: ProviderClient, requestedId: number | null, query: BillsQuery = addressQuery()): Promise<void> {
  const load = ++pageLoads;
  $billsPage.set({ kind: 'loading' });
  // A reset whose answer was lost may have replaced the kept login: its new one first
  // (lib/reset/store.ts); still unanswered, the page says the connection failed, with its retry.
  if (!(await unansweredResetSettled(client))) {
    if (load === pageLoads) $billsPage.set({ kind: 'error', error: 'NetworkTrouble' });
    return;
  }
  if (load !== pageLoads) return;
  const info = await readAccountInfoShared(client);
  if (!info || load !== pageLoads) return;
  if (!info.ok) {
    $billsPage.set({ kind: 'error', error: info.error });
    return;
  }
  const choice = resolveServiceChoice(info.data, requestedId, $selectedService.get()?.id ?? null);
  if (!choice) {
    $billsPage.set({ kind: 'empty' });
    return;
  }
  let relid = choice.relid;
  if (relid === null) {
    const detail = await readServiceDetail(client, choice.id);
    if (!detail || load !== pageLoads) return;
    if (!detail.ok) {
      $billsPage.set({ kind: 'error', error: detail.error });
      return;
    }
    relid = detail.data.relid;
  }
  const service: BillsService = { id: choice.id, relid, status: choice.status };
  $billsPage.set({ kind: 'ready', service, requestedMissing: requestedId !== null && requestedId !== choice.id });
  await Promise.all([loadBillList(client, query), loadNextRenewal(client)]);
}

/** The shown service, when the page has one. */
function shownService(): BillsService | null {
  const page = $billsPage.get();
  return page.kind === 'ready' ? page.service : null;
}

/**
 * A page of the shown service's bills. Only allow-listed sort values are sent
 * (rules/invoice-list). A page past the end (bills were removed, or the address was typed)
 * is clamped to the last page, in the address too.
 */
export async function loadBillList(client: ProviderClient, query: BillsQuery): Promise<void> {
  const credentials = $credentials.get();
  const service = shownService();
  if (!credentials || !service) return;
  const load = ++listLoads;
  $billList.set({ kind: 'loading', query });
  const result = await client.call(invoiceList, { body: { ...credentials, ...listRequestOf(query), relid: service.relid } });
  if (load !== listLoads) return;
  if (!result.ok) {
    $billList.set({ kind: 'error', query, error: catalogued('invoiceList', result) });
    return;
  }
  const { totalCount, invoices } = result.data;
  const page = clampPage(query.page, totalCount);
  if (page !== query.page) {
    const clamped = { ...query, page };
    showInAddress(clamped, 'replace');
    await loadBillList(client, clamped);
    return;
  }
  // The address holds what was applied and nothing else (values the page never sends go).
  showInAddress(query, 'replace');
  $billList.set({ kind: 'ready', page: { query, totalCount, pageCount: pageCountOf(totalCount), invoices } });
}

/** Another page or sort, chosen by the person: a new entry in the history, so back returns. */
export function showBills(client: ProviderClient, query: BillsQuery): void {
  showInAddress(query, 'push');
  void loadBillList(client, query);
}

/** The address changed under the page (back or forward): show what it says, unless it is already shown. */
export function followAddress(client: ProviderClient): void {
  const query = addressQuery();
  const list = $billList.get();
  const shown = list.kind === 'ready' ? list.page.query : list.query;
  if (list.kind !== 'error' && sameBillsQuery(shown, query)) return;
  void loadBillList(client, query);
}

/** Reads the shown service's next renewal. */
export async function loadNextRenewal(client: ProviderClient): Promise<void> {
  const credentials = $credentials.get();
  const service = shownService();
  if (!credentials || !service) return;
  const load = ++renewalLoads;
  if ($nextRenewal.get().kind !== 'ready') $nextRenewal.set({ kind: 'loading' });
  const result = await client.call(invoiceLast, { body: { ...credentials, relid: service.relid } });
  if (load !== renewalLoads) return;
  $nextRenewal.set(result.ok ? { kind: 'ready', value: result.data } : { kind: 'error', error: catalogued('invoiceLast', result) });
}

/** Whether a renewal in this state can be cancelled: one is coming (scheduled) or billed. */
export function renewalCancellable(renewal: NextRenewal): renewal is Extract<NextRenewal, { state: 'scheduled' | 'billed' }> {
  return renewal.state === 'scheduled' || renewal.state === 'billed';
}

/**
 * Cancelling the renewal, step by step:
 * - `closed`: no dialog;
 * - `open`: the dialog asks for the confirmation (and, after a failure, says what failed);
 * - `sending`: the call is under way (or its lost answer is being checked);
 * - `done`: cancelled; the page shows the renewal's cancelled state.
 */
export type CancelRenewalStep =
  | { kind: 'closed' }
  | { kind: 'open'; error: AppErrorName | null }
  | { kind: 'sending'; checking: boolean }
  | { kind: 'done'; endsAt: string };

export const $cancelRenewal = atom<CancelRenewalStep>({ kind: 'closed' });

/** The person's reason, as typed: kept when a try fails or the dialog is closed and opened again. */
export const $cancelReason = atom('');

/** Failures after which the renewal may have been cancelled all the same: checked by reading. */
const OUTCOME_UNKNOWN: ReadonlySet<AppErrorName> = new Set(['NetworkTrouble', 'Timeout', 'ServerError', 'ProviderBusy']);

export function openCancelRenewal(): void {
  if ($cancelRenewal.get().kind === 'sending') return;
  $cancelRenewal.set({ kind: 'open', error: null });
}

/** Closing the dialog (not while the call is under way: its outcome must be seen). */
export function closeCancelRenewal(): void {
  const step = $cancelRenewal.get();
  if (step.kind === 'open') $cancelRenewal.set({ kind: 'closed' });
}

export function setCancelReason(text: string): void {
  $cancelReason.set(text);
}

/** The renewal is cancelled: show it at once from the answer, then read it and the bills again as the provider keeps them. */
function cancelled(client: ProviderClient, renewal: Extract<NextRenewal, { state: 'cancelled' }>): void {
  $cancelReason.set('');
  $nextRenewal.set({ kind: 'ready', value: renewal });
  $cancelRenewal.set({ kind: 'done', endsAt: renewal.endsAt });
  const list = $billList.get();
  void loadNextRenewal(client);
  void loadBillList(client, list.kind === 'ready' ? list.page.query : list.query);
}

/**
 * Cancels the shown service's renewal, for good (ADR 0025). The call is safe to repeat,
 * so "try again" sends it again. When its answer is lost (connection trouble, a timeout, a
 * server error) the outcome is checked by reading the next renewal, not guessed: cancelled
 * there means done. Any other failure is `RenewalCancelFailed` (nothing changed; support).
 */
export async function confirmCancelRenewal(client: ProviderClient): Promise<void> {
  const credentials = $credentials.get();
  const service = shownService();
  const step = $cancelRenewal.get();
  if (!credentials || !service || step.kind !== 'open') return;
  $cancelRenewal.set({ kind: 'sending', checking: false });
  const reason = $cancelReason.get().trim();
  const result = await client.call(renewalCancel, { params: { id: service.id }, body: { ...credentials, ...(reason === '' ? {} : { reason: reason.slice(0, 500) }) } });
  if (result.ok) {
    cancelled(client, { state: 'cancelled', serviceId: service.id, cancelledAt: result.data.cancelledAt, endsAt: result.data.endsAt });
    return;
  }
  const error = catalogued('renewalCancel', result);
  if (!OUTCOME_UNKNOWN.has(result.error)) {
    $cancelRenewal.set({ kind: 'open', error });
    return;
  }
  $cancelRenewal.set({ kind: 'sending', checking: true });
  const check = await client.call(invoiceLast, { body: { ...credentials, relid: service.relid } });
  if (check.ok && check.data.state === 'cancelled') {
    cancelled(client, check.data);
    return;
  }
  // Not cancelled, or still unknown: the call is safe to send again.
  $cancelRenewal.set({ kind: 'open', error: check.ok ? error : result.error });
}

/** Back to no dialog after a cancellation was shown. */
export function dismissCancelRenewal(): void {
  if ($cancelRenewal.get().kind === 'done') $cancelRenewal.set({ kind: 'closed' });
}
