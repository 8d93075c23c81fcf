/**
 * USDT (TRC20) on the payment page, as pure rules over the chain watcher's answer
 * (`GET /pay/usdt/transaction/:id`): which states still change by themselves (and are
 * worth polling), and how far a detected transfer is from being credited.
 */
import type * as z from 'zod/mini';
import type { Invoice, PaymentInstruction, UsdtPayment } from '../core/contract/index.ts';
import { paymentMethod } from './methods.ts';

export type UsdtView = z.infer<typeof UsdtPayment>;
export type UsdtInstruction = Extract<PaymentInstruction, { kind: 'usdt' }>;

/** The watcher's states; `occupied` comes from a refresh while the address pool is busy. */
export type UsdtPhase = UsdtView['state'];

/**
 * Waiting for a transfer or for its confirmations: the chain can move on, so the page
 * keeps asking. Expired, occupied and confirmed wait for the person (or are done).
 * @example isUsdtLive('detected') // true
 * @example isUsdtLive('expired') // false
 */
export function isUsdtLive(phase: UsdtPhase): boolean {
  return phase === 'waiting' || phase === 'detected';
}

/**
 * What the pay call handed out, as the watcher would describe it before anything
 * arrived (the watcher's own answer replaces it on the first poll).
 * @example usdtFromInstruction({ kind: 'usdt', paymentId: 'pay_1', address: 'T…', amount: '6.91', network: 'TRC20', expiresAt }).state // 'waiting'
 */
export function usdtFromInstruction(instruction: UsdtInstruction): UsdtView {
  return { address: instruction.address, amount: instruction.amount, expiresAt: instruction.expiresAt, state: 'waiting', confirmations: 0, requiredConfirmations: 0, txid: null };
}

/**
 * Block confirmations as "n of m" for a detected transfer, never more than required.
 * @example confirmationProgress({ ...view, state: 'detected', confirmations: 1, requiredConfirmations: 3 }) // { count: 1, required: 3 }
 */
export function confirmationProgress(view: Pick<UsdtView, 'confirmations' | 'requiredConfirmations'>): { count: number; required: number } {
  const required = Math.max(view.requiredConfirmations, 1);
  return { count: Math.min(Math.max(view.confirmations, 0), required), required };
}

/**
 * Whether the page shows the USDT panel: while a USDT payment waits, and also once its
 * address expired, because the panel itself offers the refresh (`POST /pay/usdt/expire`)
 * rather than a new payment. A reload or another browser finds the same panel from the
 * invoice alone.
 */
export function showsUsdtPanel(invoice: Pick<Invoice, 'paymentMethod' | 'lastPayment' | 'status'>, stage: string, instructionKind: PaymentInstruction['kind'] | null): boolean {
  if (invoice.status !== 'Unpaid' || paymentMethod(invoice.paymentMethod).panel !== 'usdt') return false;
  if (stage !== 'waiting' && stage !== 'expired') return false;
  if (instructionKind === 'usdt') return true;
  return instructionKind === null && invoice.lastPayment?.method === invoice.paymentMethod;
}
