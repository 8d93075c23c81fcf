/**
 * Withdrawing bonus (reference §2.2, ADR 0047): one pool for both destinations, checked and
 * stored in one `BEGIN IMMEDIATE` transaction, so two requests can never spend the same
 * bonus. To the balance it completes at once (the bonus entry −x and the balance's
 * `withdraw-credit` +x together); to PayPal it is requested (−x at once) and an operator
 * pays, rejects or returns it (a rejection or return adds x back).
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { checkWithdrawal } from '../../src/lib/affiliate/bonus.ts';
import { WITHDRAWAL_DESTINATIONS, WITHDRAWAL_STATUSES, type Withdrawal, type WithdrawalDestination } from '../../src/lib/affiliate/contract.ts';
import { maskEmail } from '../../src/lib/affiliate/mask.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import { recordBalanceChange } from '../balance/data.ts';
import type { SandboxContext } from '../core/context.ts';
import { withTransaction } from '../core/db/schema.ts';
import { ProviderError, validationFailed } from '../core/router.ts';
import type { UserRow } from '../core/account-rows.ts';
import { appendEntry } from './entries.ts';
import { bonusCents } from './ledger.ts';
import { notifyAffiliate } from './messages.ts';
import { ControlError } from '../core/control/request.ts';

const WithdrawalRow = z.object({
  id: z.number(),
  user_uuid: z.string(),
  amount_cents: z.number(),
  destination: z.enum(WITHDRAWAL_DESTINATIONS),
  paypal_email: z.nullable(z.string()),
  status: z.enum(WITHDRAWAL_STATUSES),
  requested_at: z.string(),
  settled_at: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  request_key: z.string(),
});
export type WithdrawalRow = z.infer<typeof WithdrawalRow>;

export function findWithdrawal(db: DatabaseSync, id: number): WithdrawalRow | undefined {
  const row = db.prepare('SELECT * FROM aff_withdrawals WHERE id = ?').get(id);
  return row ? WithdrawalRow.parse(row) : undefined;
}

/** The account's withdrawals, newest first. */
export function listWithdrawals(db: DatabaseSync, userUuid: string): WithdrawalRow[] {
  return db
    .prepare('SELECT * FROM aff_withdrawals WHERE user_uuid = ? ORDER BY requested_at DESC, id DESC')
    .all(userUuid)
    .map((row) => WithdrawalRow.parse(row));
}

/** A withdrawal as the contract shows it (the PayPal address masked). */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    at: row.requested_at,
    amount: fromMinor(row.amount_cents),
    destination: row.destination,
    paypalEmail: row.paypal_email === null ? null : maskEmail(row.paypal_email),
    status: row.status,
    settledAt: row.settled_at,
    reason: row.reason,
    reference: row.reference,
  };
}

function paypalRequestOpen(db: DatabaseSync, userUuid: string): boolean {
  return db.prepare(`SELECT 1 AS open FROM aff_withdrawals WHERE user_uuid = ? AND destination = 'paypal' AND status = 'requested' LIMIT 1`).get(userUuid) !== undefined;
}

export interface WithdrawalAsked {
  amount: string;
  destination: WithdrawalDestination;
  paypalEmail?: string | undefined;
  requestKey: string;
}

/**
 * Checks and stores a withdrawal in one transaction (the caller's request-key transaction
 * when there is one). Refusals store nothing.
 * @throws ProviderError 400 ValidationFailed ["amount"|"paypalEmail"], 422 WithdrawalBelowMinimum,
 * 409 WithdrawalPending, 409 WithdrawalOverAvailable.
 */
export function withdraw(ctx: SandboxContext, user: UserRow, asked: WithdrawalAsked, now: Date): WithdrawalRow {
  return withTransaction(ctx.db, () => {
    const check = checkWithdrawal(asked, { withdrawableCents: bonusCents(ctx.db, user.uuid, now).withdrawable, paypalRequestOpen: paypalRequestOpen(ctx.db, user.uuid) });
    if (!check.ok) {
      switch (check.error) {
        case 'ValidationFailed':
          throw validationFailed([check.field], check.field === 'amount' ? 'an amount with at most two decimals, more than 0' : 'not a valid PayPal email');
        case 'WithdrawalBelowMinimum':
          throw new ProviderError(422, 'WithdrawalBelowMinimum', `the minimum to ${asked.destination} is ${fromMinor(check.minimumCents)}`);
        case 'WithdrawalPending':
          throw new ProviderError(409, 'WithdrawalPending', 'a PayPal withdrawal is still in progress');
        case 'WithdrawalOverAvailable':
          throw new ProviderError(409, 'WithdrawalOverAvailable', `the withdrawable bonus is ${fromMinor(check.withdrawableCents)}`);
      }
    }
    const toBalance = asked.destination === 'balance';
    const stored = ctx.db
      .prepare(
        `INSERT INTO aff_withdrawals (user_uuid, amount_cents, destination, paypal_email, status, requested_at, settled_at, request_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(user.uuid, check.amountCents, asked.destination, check.paypalEmail, toBalance ? 'completed' : 'requested', now.toISOString(), toBalance ? now.toISOString() : null, asked.requestKey);
    const id = z.object({ id: z.number() }).parse(stored).id;
    appendEntry(ctx.db, { userUuid: user.uuid, at: now, effectiveAt: now, amountCents: -check.amountCents, kind: 'withdrawn', withdrawalId: id });
    if (toBalance) recordBalanceChange(ctx.db, { uuid: user.uuid, at: now, amountCents: check.amountCents, type: 'withdraw-credit', invoiceId: null });
    const row = findWithdrawal(ctx.db, id);
    if (!row) throw new Error(`withdrawal ${id} vanished right after it was stored`);
    return row;
  });
}

/** An operator's outcome of a PayPal withdrawal. */
export interface WithdrawalSettlement {
  status: 'paid' | 'rejected' | 'returned';
  reason?: string | undefined;
  reference?: string | undefined;
}


/**
 * Pays (with PayPal's reference), rejects (a requested one) or returns (a paid one, unclaimed)
 * a PayPal withdrawal; a rejection or return puts the amount back in the withdrawable bonus.
 * @throws ControlError 404 unknown, 409 when the withdrawal is not in the state the outcome needs.
 */
export function settleWithdrawal(ctx: SandboxContext, id: number, settlement: WithdrawalSettlement, now: Date): WithdrawalRow {
  return withTransaction(ctx.db, () => {
    const row = findWithdrawal(ctx.db, id);
    if (!row) throw new ControlError(404, 'NotFound', `no withdrawal ${id}`);
    const from = settlement.status === 'returned' ? 'paid' : 'requested';
    if (row.destination !== 'paypal' || row.status !== from) throw new ControlError(409, 'WithdrawalNotSettleable', `a ${row.status} ${row.destination} withdrawal cannot become ${settlement.status}`);
    const reason = settlement.reason ?? null;
    const reference = settlement.status === 'paid' ? (settlement.reference ?? null) : row.reference;
    ctx.db.prepare('UPDATE aff_withdrawals SET status = ?, settled_at = ?, reason = ?, reference = ? WHERE id = ?').run(settlement.status, now.toISOString(), reason, reference, id);
    if (settlement.status === 'paid') {
      notifyAffiliate(ctx, row.user_uuid, { kind: 'withdrawal-paid', amountCents: row.amount_cents, reference }, now);
    } else {
      appendEntry(ctx.db, { userUuid: row.user_uuid, at: now, effectiveAt: now, amountCents: row.amount_cents, kind: 'withdrawal-returned', withdrawalId: id, note: reason });
      notifyAffiliate(ctx, row.user_uuid, { kind: settlement.status === 'rejected' ? 'withdrawal-rejected' : 'withdrawal-returned', amountCents: row.amount_cents, reason }, now);
    }
    const settled = findWithdrawal(ctx.db, id);
    if (!settled) throw new Error(`withdrawal ${id} vanished`);
    return settled;
  });
}
