/**
 * The bonus ledger's sums (reference §2.2): every figure the affiliate page shows is a sum
 * of `aff_entries` and `aff_withdrawals` rows at the sandbox clock's `now`, so moving the
 * clock moves the figures and nothing is stored twice.
 */
import type { DatabaseSync } from 'node:sqlite';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import type { BonusSummary } from '../../src/lib/affiliate/contract.ts';

export interface BonusCents {
  toBeConfirmed: number;
  withdrawable: number;
  withdrawn: number;
  inProgress: number;
}

/**
 * The four bonus figures in cents, at `now`. A withdrawal (and its return) counts against
 * the withdrawable bonus whatever its date: it is never bonus to be confirmed, even when the
 * sandbox clock is moved back before it.
 */
export function bonusCents(db: DatabaseSync, userUuid: string, now: Date): BonusCents {
  const at = now.toISOString();
  const sums = db
    .prepare(
      `SELECT
         COALESCE(SUM(CASE WHEN kind NOT IN ('withdrawn', 'withdrawal-returned') AND (effective_at IS NULL OR effective_at > ?) THEN amount_cents END), 0) AS pending,
         COALESCE(SUM(CASE WHEN kind IN ('withdrawn', 'withdrawal-returned') OR effective_at <= ? THEN amount_cents END), 0) AS available
       FROM aff_entries WHERE user_uuid = ?`,
    )
    .get(at, at, userUuid) as { pending: number; available: number };
  const paidOut = db
    .prepare(
      `SELECT
         COALESCE(SUM(CASE WHEN status IN ('completed', 'paid') THEN amount_cents END), 0) AS withdrawn,
         COALESCE(SUM(CASE WHEN status = 'requested' THEN amount_cents END), 0) AS in_progress
       FROM aff_withdrawals WHERE user_uuid = ?`,
    )
    .get(userUuid) as { withdrawn: number; in_progress: number };
  return { toBeConfirmed: sums.pending, withdrawable: sums.available, withdrawn: paidOut.withdrawn, inProgress: paidOut.in_progress };
}

/** The four bonus figures as the contract sends them. */
export function bonusSummary(db: DatabaseSync, userUuid: string, now: Date): BonusSummary {
  const cents = bonusCents(db, userUuid, now);
  return {
    toBeConfirmed: fromMinor(Math.max(0, cents.toBeConfirmed)),
    withdrawable: fromMinor(cents.withdrawable),
    withdrawn: fromMinor(cents.withdrawn),
    inProgress: fromMinor(cents.inProgress),
  };
}
