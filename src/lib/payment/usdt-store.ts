/**
 * The USDT (TRC20) panel's state: the invoice's USDT payment as the provider issued it
 * (`GET /pay/usdt/invoice/:id`: address, amount, expiry), read when the panel opens
 * without the pay call's answer (another device, a bill opened again later); the chain
 * watcher's word on the transfer (`GET /pay/usdt/transaction/:id`), polled every few
 * seconds while a transfer can still arrive or gather confirmations; and the refresh of
 * an expired address (`POST /pay/usdt/expire/:id`). Once confirmed, the invoice is re-read
 * so the page shows it paid and delivered like any other method.
 */
import { atom } from 'nanostores';
import { usdtExpire, usdtInvoice, usdtTransaction } from '../invoice/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { isUsdtLive, usdtFromInstruction, type UsdtInstruction, type UsdtView } from './usdt.ts';
import { loadInvoice } from './invoice-store.ts';
import { payAgain } from './attempt.ts';
import { repeatEvery } from '../core/stores/repeat.ts';

export type UsdtState =
  | { kind: 'loading' }
  /** `trouble`: the last poll failed (the view is the last one known); polling goes on. */
  | { kind: 'ready'; view: UsdtView; trouble: AppErrorName | null }
  | { kind: 'error'; error: AppErrorName };
export const $usdt = atom<UsdtState>({ kind: 'loading' });
/** Set while a refresh (`POST expire`) is on its way: one click, one request. */
export const $usdtRefreshing = atom<{ kind: 'idle' } | { kind: 'refreshing' } | { kind: 'error'; error: AppErrorName }>({ kind: 'idle' });

/** How often the chain watcher is asked (a TRON block is about 3 seconds). */
export const USDT_POLL_MS = 3000;

/** Shows what the pay call handed out at once, before the watcher's first answer. */
export function showUsdtInstruction(instruction: UsdtInstruction | null): void {
  $usdtRefreshing.set({ kind: 'idle' });
  $usdt.set(instruction ? { kind: 'ready', view: usdtFromInstruction(instruction), trouble: null } : { kind: 'loading' });
}

/**
 * Reads the invoice's USDT payment (where to send, how much, until when) for a panel that
 * has no pay-call answer to show. It names the address and amount even while the chain
 * watcher cannot be reached, so the person can send at once; the watcher's polls follow.
 */
export async function openUsdtPayment(client: ProviderClient, invoiceId: number): Promise<void> {
  $usdt.set({ kind: 'loading' });
  const result = await client.call(usdtInvoice, { params: { id: invoiceId } });
  if (!result.ok) {
    $usdt.set({ kind: 'error', error: result.error });
    return;
  }
  $usdt.set({ kind: 'ready', view: result.data, trouble: null });
  if (result.data.state === 'confirmed') await loadInvoice(client, invoiceId, { quiet: true });
}

/** One look at the watcher. A failed look keeps the last view and says so. */
export async function readUsdt(client: ProviderClient, invoiceId: number): Promise<void> {
  const result = await client.call(usdtTransaction, { params: { id: invoiceId } });
  const current = $usdt.get();
  if (!result.ok) {
    $usdt.set(current.kind === 'ready' ? { ...current, trouble: result.error } : { kind: 'error', error: result.error });
    return;
  }
  $usdt.set({ kind: 'ready', view: result.data, trouble: null });
  if (result.data.state === 'confirmed') await loadInvoice(client, invoiceId, { quiet: true });
}

/** The watcher's phase, or null while nothing is known yet. */
export function usdtPhase(state: UsdtState = $usdt.get()): UsdtView['state'] | null {
  return state.kind === 'ready' ? state.view.state : null;
}

/** Asks the watcher every `intervalMs` until stopped; the first look comes at once unless `delayFirst`. */
function poll(client: ProviderClient, invoiceId: number, intervalMs: number, delayFirst: boolean): () => void {
  return repeatEvery(() => readUsdt(client, invoiceId), intervalMs, { firstAfterMs: delayFirst ? intervalMs : 0 });
}

/**
 * Follows one invoice's USDT payment while the panel is on screen: shows what the pay
 * call handed out, or else reads the invoice's USDT payment, then polls the watcher while
 * the transfer can still move (waiting or detected). Polling stops once the transfer is
 * confirmed, the address expired or the pool is busy, and starts again when a refresh
 * brings a live address back. The returned function stops everything (the panel unmounts).
 */
export function followUsdt(client: ProviderClient, invoiceId: number, instruction: UsdtInstruction | null, intervalMs = USDT_POLL_MS): () => void {
  showUsdtInstruction(instruction);
  let stopPolling: (() => void) | null = null;
  const unlisten = $usdt.subscribe((state) => {
    const phase = usdtPhase(state);
    // Nothing known yet (the invoice's payment is being read, or could not be): no poll.
    const live = phase !== null && isUsdtLive(phase);
    if (live && !stopPolling) stopPolling = poll(client, invoiceId, intervalMs, phase === 'waiting');
    if (!live && stopPolling) {
      stopPolling();
      stopPolling = null;
    }
  });
  if (!instruction) void openUsdtPayment(client, invoiceId);
  return () => {
    unlisten();
    stopPolling?.();
  };
}

/**
 * A new address after the last one expired, or again after "address occupied". The
 * payment's request key is renewed, so a reload resumes with the new address instead of
 * the expired one the old key was answered with.
 */
export async function refreshUsdt(client: ProviderClient, invoiceId: number): Promise<void> {
  if ($usdtRefreshing.get().kind === 'refreshing') return;
  $usdtRefreshing.set({ kind: 'refreshing' });
  const result = await client.call(usdtExpire, { params: { id: invoiceId } });
  if (!result.ok) {
    $usdtRefreshing.set({ kind: 'error', error: catalogued('usdtExpire', result) });
    return;
  }
  $usdt.set({ kind: 'ready', view: result.data, trouble: null });
  if (isUsdtLive(result.data.state)) {
    payAgain();
    await loadInvoice(client, invoiceId, { quiet: true });
  }
  $usdtRefreshing.set({ kind: 'idle' });
}
