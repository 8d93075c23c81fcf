/**
 * The money ledgers' invariants (reference §2.8, acceptance criterion 16), checked over the
 * whole database: a balance is never stored alone (`users.balance_cents` is the sum of its
 * `balance_entries`), and every bonus figure is the sum of the rows the person can open (the
 * booked bills and the withdrawals). Unit tests call it after their scenarios; the browser
 * suite's teardown can call it through `GET /__sandbox/api/ledger-check`.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { bookedBillsWithStates } from './entries.ts';
import { bonusCents } from './ledger.ts';
import { listWithdrawals } from './withdrawals.ts';

/** One broken invariant, named for a person to read. */
export interface LedgerProblem {
  userUuid: string;
  what: string;
  expected: number;
  found: number;
}

function balanceProblems(db: DatabaseSync): LedgerProblem[] {
  const rows = db
    .prepare(
      `SELECT u.uuid AS uuid, u.balance_cents AS cached, COALESCE((SELECT SUM(amount_cents) FROM balance_entries b WHERE b.user_uuid = u.uuid), 0) AS summed
       FROM users u`,
    )
    .all()
    .map((row) => z.object({ uuid: z.string(), cached: z.number(), summed: z.number() }).parse(row));
  return rows.filter((row) => row.cached !== row.summed).map((row) => ({ userUuid: row.uuid, what: 'balance = Σ balance_entries', expected: row.summed, found: row.cached }));
}

function bonusProblems(db: DatabaseSync, userUuid: string, now: Date): LedgerProblem[] {
  const summary = bonusCents(db, userUuid, now);
  const bills = bookedBillsWithStates(db, userUuid, now);
  const withdrawals = listWithdrawals(db, userUuid);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const outstanding = sum(withdrawals.filter((one) => one.status !== 'rejected' && one.status !== 'returned').map((one) => one.amount_cents));
  const checks: [string, number, number][] = [
    ['toBeConfirmed = Σ amounts of bills to be confirmed', sum(bills.filter(({ state }) => state.status === 'to-be-confirmed').map(({ state }) => state.amountCents)), summary.toBeConfirmed],
    ['withdrawn = Σ withdrawals completed or paid', sum(withdrawals.filter((one) => one.status === 'completed' || one.status === 'paid').map((one) => one.amount_cents)), summary.withdrawn],
    ['inProgress = Σ withdrawals requested', sum(withdrawals.filter((one) => one.status === 'requested').map((one) => one.amount_cents)), summary.inProgress],
    ['toBeConfirmed + withdrawable = Σ bill amounts − withdrawals not given back', sum(bills.map(({ state }) => state.amountCents)) - outstanding, summary.toBeConfirmed + summary.withdrawable],
  ];
  return checks.filter(([, expected, found]) => expected !== found).map(([what, expected, found]) => ({ userUuid, what, expected, found }));
}

/** Every broken invariant at `now` (the sandbox clock's); none when the ledgers agree. */
export function checkLedgerInvariants(db: DatabaseSync, now: Date): LedgerProblem[] {
  const members = db
    .prepare('SELECT DISTINCT user_uuid FROM aff_entries UNION SELECT DISTINCT inviter_uuid FROM aff_booked_bills UNION SELECT DISTINCT user_uuid FROM aff_withdrawals')
    .all()
    .map((row) => z.object({ user_uuid: z.string() }).parse(row).user_uuid);
  return [...balanceProblems(db), ...members.flatMap((uuid) => bonusProblems(db, uuid, now))];
}
