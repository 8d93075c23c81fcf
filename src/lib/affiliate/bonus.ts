/**
 * The bonus rules, pure (reference §2.1–2.4, ADR 0047): what a friend's bill earns, when it
 * becomes withdrawable, what state a booked bill is in at a moment, and how a withdrawal is
 * checked. The sandbox books and withdraws with these; the page checks a withdrawal with
 * the same functions before it asks, so both sides refuse the same things in the same order.
 * Money is integer cents throughout; nothing here adds floats.
 */
import { checkEmail } from '../core/rules/email.ts';
import { CANCEL_REASONS, type BookedBillStatus, type CancelReason, type WithdrawalDestination } from './contract.ts';
import { BONUS_HOLD_DAYS, WITHDRAWAL_MINIMUM_CENTS } from './terms.ts';

const DAY_MS = 24 * 3600_000;

/** The amounts of a paid invoice the bonus is figured from, in cents. */
export interface PaidBillAmounts {
  subtotalCents: number;
  discountCents: number;
  /** Account balance applied to the bill: balance money never earns (no loop through the balance). */
  creditCents: number;
}

/**
 * The money that came from a payment method, without its fee and without balance credit.
 * @example bonusBaseCents({ subtotalCents: 690, discountCents: 0, creditCents: 200 }) // 490
 */
export function bonusBaseCents(bill: PaidBillAmounts): number {
  return Math.max(0, bill.subtotalCents - bill.discountCents - bill.creditCents);
}

/**
 * The bonus of a base at a rate in basis points, rounded DOWN to the cent, once per bill
 * (core money's `shareOf` rounds half up: not used here on purpose).
 * @example bonusOf(490, 1000) // 49 (10% of 4.90)
 * @example bonusOf(1999, 1000) // 199, not 200
 */
export function bonusOf(baseCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(baseCents) || !Number.isSafeInteger(rateBp)) throw new RangeError('bonusOf takes whole cents and basis points');
  return Math.floor((baseCents * rateBp) / 10000);
}

/** What decides whether a friend's bill earns the inviter a bonus. */
export interface EarningBill {
  invoiceStatus: string;
  cycle: string;
  /** The payer is bound to an inviter. */
  friendBound: boolean;
  /** Under scope `first-bill`: the friend already had a non-trial bill booked. */
  earlierBillBooked?: boolean;
}

/**
 * Whether a bill earns: paid, by a bound friend, not the trial; under `first-bill` only
 * the friend's first non-trial bill.
 * @example billEarns({ invoiceStatus: 'Paid', cycle: 'Monthly', friendBound: true }, 'every-bill') // true
 */
export function billEarns(bill: EarningBill, scope: 'every-bill' | 'first-bill'): boolean {
  if (bill.invoiceStatus !== 'Paid' || !bill.friendBound || bill.cycle === 'Trial') return false;
  return scope === 'every-bill' || bill.earlierBillBooked !== true;
}

/**
 * When a booked bill's bonus may be withdrawn: 60 whole days after the invoice became Paid.
 * @example withdrawableAtOf(new Date('2026-01-01T00:00:00Z')) // 2026-03-02T00:00:00Z
 */
export function withdrawableAtOf(paidAt: Date): Date {
  return new Date(paidAt.getTime() + BONUS_HOLD_DAYS * DAY_MS);
}

export const BONUS_ENTRY_KINDS = ['booked', 'reduced', 'cancelled', 'held', 'released', 'withdrawn', 'withdrawal-returned'] as const;
export type BonusEntryKind = (typeof BONUS_ENTRY_KINDS)[number];

/** One ledger entry of a booked bill. `effectiveAt` null: held, no date yet. */
export interface BillEntry {
  kind: BonusEntryKind;
  amountCents: number;
  effectiveAt: Date | null;
  /** A cancellation's reason (`refunded`, `chargeback`, `self-invite`, `operator`). */
  note: string | null;
}

/** The facts of a booked bill and its entries, as stored. */
export interface BookedBillFacts {
  id: number;
  withdrawableAt: Date;
  entries: readonly BillEntry[];
}

/** A booked bill as a person reads it at a moment. */
export interface BookedBillState {
  id: number;
  status: BookedBillStatus;
  /** The bonus now (after partial refunds and clawbacks; 0 when cancelled). */
  amountCents: number;
  /** The bonus as first booked. */
  originalCents: number;
  underReview: boolean;
  cancelReason: CancelReason | null;
  /** What refunds after the hold took back from bonus that had become withdrawable. */
  clawedBackCents: number;
}

/** A stored cancellation note read as its reason. */
export function isCancelReason(note: string | null): note is CancelReason {
  return note !== null && (CANCEL_REASONS as readonly string[]).includes(note);
}

/** The bill's own figures, before withdrawals decide between withdrawable and confirmed. */
function billFigures(bill: BookedBillFacts, now: Date) {
  let amountCents = 0;
  let pendingCents = 0;
  let originalCents = 0;
  let clawedBackCents = 0;
  let underReview = false;
  let cancelReason: CancelReason | null = null;
  for (const entry of bill.entries) {
    amountCents += entry.amountCents;
    if (entry.effectiveAt === null || entry.effectiveAt > now) pendingCents += entry.amountCents;
    if (entry.kind === 'booked') originalCents += entry.amountCents;
    // A reduction dated after the bill's own date came when the bonus was already withdrawable.
    if ((entry.kind === 'reduced' || entry.kind === 'cancelled') && entry.effectiveAt !== null && entry.effectiveAt > bill.withdrawableAt) clawedBackCents -= entry.amountCents;
    if (entry.kind === 'held' && entry.effectiveAt === null) underReview = true;
    if (entry.kind === 'released' && entry.effectiveAt !== null) underReview = false;
    if (entry.kind === 'cancelled') cancelReason = isCancelReason(entry.note) ? entry.note : 'operator';
  }
  return { amountCents, pendingCents, originalCents, clawedBackCents, underReview: underReview && cancelReason === null, cancelReason };
}

/**
 * Every booked bill's state at `now`. Cancelled when a cancellation was written; to be
 * confirmed while any of its bonus is dated after `now` or held; otherwise withdrawable,
 * or confirmed once what left the pool (withdrawals not returned, and clawbacks) covers it,
 * oldest `withdrawableAt` first (FIFO).
 * @param takenCents what left the pool: withdrawals requested, completed or paid (not rejected
 * or returned), plus every clawback.
 */
export function bookedBillStates(bills: readonly BookedBillFacts[], takenCents: number, now: Date): Map<number, BookedBillState> {
  const states = new Map<number, BookedBillState>();
  const figures = bills.map((bill) => ({ bill, ...billFigures(bill, now) }));
  // What each bill brought to the pool: its amount as it became withdrawable (before clawbacks).
  const fifo = figures.filter((one) => one.pendingCents === 0 && one.bill.withdrawableAt <= now).sort((a, b) => a.bill.withdrawableAt.getTime() - b.bill.withdrawableAt.getTime() || a.bill.id - b.bill.id);
  const covered = new Set<number>();
  let left = takenCents;
  for (const one of fifo) {
    const brought = one.amountCents + one.clawedBackCents;
    if (brought <= 0) continue;
    if (left < brought) break;
    left -= brought;
    covered.add(one.bill.id);
  }
  for (const one of figures) {
    let status: BookedBillStatus;
    if (one.cancelReason !== null) status = 'cancelled';
    else if (one.pendingCents !== 0 || one.underReview) status = 'to-be-confirmed';
    else status = covered.has(one.bill.id) ? 'confirmed' : 'withdrawable';
    states.set(one.bill.id, {
      id: one.bill.id,
      status,
      amountCents: Math.max(0, one.amountCents),
      originalCents: one.originalCents,
      underReview: one.underReview,
      cancelReason: one.cancelReason,
      clawedBackCents: one.clawedBackCents,
    });
  }
  return states;
}

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const WITHDRAWAL_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A typed withdrawal amount in cents, or null when it is not one: trimmed, full-width
 * digits and the full-width point read as ASCII, then `^\d{1,9}(\.\d{1,2})?$` and more than 0.
 * @example parseWithdrawalAmount(' ３．５ ') // 350
 * @example parseWithdrawalAmount('3.001') // null
 * @example parseWithdrawalAmount('1e3') // null
 * @example parseWithdrawalAmount('0') // null
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

/** What a withdrawal is checked against: the request and the account's bonus at that moment. */
export interface WithdrawalRequest {
  amount: string;
  destination: WithdrawalDestination;
  paypalEmail?: string | undefined;
}
export interface WithdrawalContext {
  withdrawableCents: number;
  /** A PayPal withdrawal is requested and not settled. */
  paypalRequestOpen: boolean;
}

/** Why a withdrawal is refused, by the provider's error names (the page words them by name). */
export type WithdrawalRefusal =
  | { error: 'ValidationFailed'; field: 'amount' | 'paypalEmail' }
  | { error: 'WithdrawalBelowMinimum'; minimumCents: number }
  | { error: 'WithdrawalPending' }
  | { error: 'WithdrawalOverAvailable'; withdrawableCents: number };

export type WithdrawalCheck = { ok: true; amountCents: number; paypalEmail: string | null } | ({ ok: false } & WithdrawalRefusal);

/**
 * The checks of a withdrawal, in the order both sides apply them: the amount's format, the
 * destination's minimum, the PayPal email, an open PayPal request, then the withdrawable bonus.
 * @example checkWithdrawal({ amount: '2.99', destination: 'balance' }, { withdrawableCents: 1000, paypalRequestOpen: false })
 * // { ok: false, error: 'WithdrawalBelowMinimum', minimumCents: 300 }
 * @example checkWithdrawal({ amount: '20', destination: 'paypal', paypalEmail: 'me@example.com' }, { withdrawableCents: 2500, paypalRequestOpen: false })
 * // { ok: true, amountCents: 2000, paypalEmail: 'me@example.com' }
 */
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
