/**
 * The simulated USDT (TRC20) rail: addresses, amounts that tell transfers apart, and
 * the watcher's states. Pure; the chain is whatever the control surface says.
 */
import { createHash } from 'node:crypto';
import { effectivePaymentState, type PaymentStateName } from './rules.ts';

export const USDT_REQUIRED_CONFIRMATIONS = 3;
/** How long an address waits for a transfer (QR payments use the same window). */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * A TRON-looking address ("T" + 33 base58 characters), the same for the same invoice
 * and attempt. Not a real address: nobody can send to it.
 * @example usdtAddress(10001, 1) // 'T…' (34 characters)
 */
export function usdtAddress(invoiceId: number, attempt: number): string {
  let value = BigInt(`0x${createHash('sha256').update(`skyline-sandbox-usdt:${invoiceId}:${attempt}`).digest('hex')}`);
  let text = '';
  while (text.length < 33) {
    text += BASE58[Number(value % 58n)];
    value /= 58n;
  }
  return `T${text}`;
}

/**
 * The amount to send: what is due plus 0.01–0.99 not used by another waiting
 * transfer, so each incoming transfer names its invoice. Null when all 99 are taken.
 * @example uniqueUsdtAmount(690, new Set([691, 692])) // 693
 */
export function uniqueUsdtAmount(dueCents: number, takenCents: ReadonlySet<number>): number | null {
  for (let offset = 1; offset <= 99; offset++) {
    if (!takenCents.has(dueCents + offset)) return dueCents + offset;
  }
  return null;
}

export type UsdtWatchState = 'waiting' | 'detected' | 'confirmed' | 'expired';

/**
 * A transfer seen on chain is never expired (it only needs more confirmations); an
 * address still waiting expires with its window.
 */
export function usdtWatchState(stored: { state: PaymentStateName; confirmations: number; expiresAt: Date | null }, now: Date): UsdtWatchState {
  switch (effectivePaymentState(stored, now)) {
    case 'paid':
      return 'confirmed';
    case 'pending':
      return stored.confirmations > 0 ? 'detected' : 'waiting';
    default:
      return 'expired';
  }
}

/** A fake transaction hash for a detected transfer (64 hex, derived from the payment). */
export function usdtTxid(paymentId: string): string {
  return createHash('sha256').update(`skyline-sandbox-txid:${paymentId}`).digest('hex');
}
