/**
 * The withdrawal's checks as the page makes them before it asks (reference §2.4), written
 * against the contract while the money side's rules (`./bonus.ts`, branch r-aff-money) are
 * on their way: the same names and order, so the page switches to those when they land and
 * this file goes (one copy of each rule at the end).
 */
import { checkEmail } from '../core/rules/email.ts';
import type { WithdrawalDestination } from './contract.ts';
import { WITHDRAWAL_MINIMUM_CENTS } from './terms.ts';

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const WITHDRAWAL_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A typed amount in cents, or null: trimmed, full-width digits and point read as ASCII,
 * then `^\d{1,9}(\.\d{1,2})?$` and more than 0.
 * @example parseWithdrawalAmount(' ３．５ ') // 350
 * @example parseWithdrawalAmount('1e3') // null
 */
export function parseWithdrawalAmount(text: string): number | null {
  const ascii = text
    .trim()
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30))
    .replace(/\uFF0E/g, '.');
  if (!WITHDRAWAL_AMOUNT.test(ascii)) return null;
  const [whole = '0', fraction = ''] = ascii.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

export interface WithdrawalRequest {
  amount: string;
  destination: WithdrawalDestination;
  paypalEmail?: string | undefined;
}
export interface WithdrawalContext {
  withdrawableCents: number;
  paypalRequestOpen: boolean;
}

export type WithdrawalRefusal =
  | { error: 'ValidationFailed'; field: 'amount' | 'paypalEmail' }
  | { error: 'WithdrawalBelowMinimum'; minimumCents: number }
  | { error: 'WithdrawalPending' }
  | { error: 'WithdrawalOverAvailable'; withdrawableCents: number };

export type WithdrawalCheck = { ok: true; amountCents: number; paypalEmail: string | null } | ({ ok: false } & WithdrawalRefusal);

/** The amount's format, the destination's minimum, the PayPal email, an open PayPal request, then the pool. */
export function checkWithdrawal(request: WithdrawalRequest, context: WithdrawalContext): WithdrawalCheck {
  const amountCents = parseWithdrawalAmount(request.amount);
  if (amountCents === null) return { ok: false, error: 'ValidationFailed', field: 'amount' };
  const minimumCents = WITHDRAWAL_MINIMUM_CENTS[request.destination];
  if (amountCents < minimumCents) return { ok: false, error: 'WithdrawalBelowMinimum', minimumCents };
  let paypalEmail: string | null = null;
  if (request.destination === 'paypal') {
    paypalEmail = (request.paypalEmail ?? '').trim();
    if (checkEmail(paypalEmail) !== null) return { ok: false, error: 'ValidationFailed', field: 'paypalEmail' };
    if (context.paypalRequestOpen) return { ok: false, error: 'WithdrawalPending' };
  }
  if (amountCents > context.withdrawableCents) return { ok: false, error: 'WithdrawalOverAvailable', withdrawableCents: Math.max(0, context.withdrawableCents) };
  return { ok: true, amountCents, paypalEmail };
}
