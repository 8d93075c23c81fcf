/**
 * The bonus ledger in storage (`aff_entries`, append-only in the database) and the booked
 * bills' facts, read back as the pure rules take them (src/lib/affiliate/bonus.ts). Nothing
 * here decides a state: that is read from the entries and the clock at each request.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { BONUS_ENTRY_KINDS, bookedBillStates, type BillEntry, type BonusEntryKind, type BookedBillFacts, type BookedBillState } from '../../src/lib/affiliate/bonus.ts';

const sqlDate = z.pipe(z.string(), z.transform((value) => new Date(value)));

const EntryRow = z.object({
  id: z.number(),
  user_uuid: z.string(),
  at: sqlDate,
  effective_at: z.nullable(sqlDate),
  amount_cents: z.number(),
  kind: z.enum(BONUS_ENTRY_KINDS),
  booked_bill_id: z.nullable(z.number()),
  withdrawal_id: z.nullable(z.number()),
  note: z.nullable(z.string()),
});
export type EntryRow = z.infer<typeof EntryRow>;

const BookedBillRow = z.object({
  id: z.number(),
  inviter_uuid: z.string(),
  friend_uuid: z.string(),
  invoice_id: z.number(),
  base_cents: z.number(),
  rate_bp: z.number(),
  paid_at: sqlDate,
  withdrawable_at: sqlDate,
});
export type BookedBillRow = z.infer<typeof BookedBillRow>;

export interface NewEntry {
  userUuid: string;
  at: Date;
  /** When the amount counts as withdrawable; null: held, no date yet. */
  effectiveAt: Date | null;
  amountCents: number;
  kind: BonusEntryKind;
  bookedBillId?: number | null;
  withdrawalId?: number | null;
  note?: string | null;
}

/** Appends one entry; the table refuses an amount of 0 and any later change. */
export function appendEntry(db: DatabaseSync, entry: NewEntry): void {
  db.prepare('INSERT INTO aff_entries (user_uuid, at, effective_at, amount_cents, kind, booked_bill_id, withdrawal_id, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    entry.userUuid,
    entry.at.toISOString(),
    entry.effectiveAt?.toISOString() ?? null,
    entry.amountCents,
    entry.kind,
    entry.bookedBillId ?? null,
    entry.withdrawalId ?? null,
    entry.note ?? null,
  );
}

export function findBookedBill(db: DatabaseSync, id: number): BookedBillRow | undefined {
  const row = db.prepare('SELECT * FROM aff_booked_bills WHERE id = ?').get(id);
  return row ? BookedBillRow.parse(row) : undefined;
}

export function findBookedBillOfInvoice(db: DatabaseSync, invoiceId: number): BookedBillRow | undefined {
  const row = db.prepare('SELECT * FROM aff_booked_bills WHERE invoice_id = ?').get(invoiceId);
  return row ? BookedBillRow.parse(row) : undefined;
}

/** The inviter's booked bills, newest payment first. */
export function listBookedBills(db: DatabaseSync, inviterUuid: string): BookedBillRow[] {
  return db
    .prepare('SELECT * FROM aff_booked_bills WHERE inviter_uuid = ? ORDER BY paid_at DESC, id DESC')
    .all(inviterUuid)
    .map((row) => BookedBillRow.parse(row));
}

/** Every entry of the user, in the order written. */
export function listEntries(db: DatabaseSync, userUuid: string): EntryRow[] {
  return db
    .prepare('SELECT * FROM aff_entries WHERE user_uuid = ? ORDER BY id')
    .all(userUuid)
    .map((row) => EntryRow.parse(row));
}

function asBillEntry(row: EntryRow): BillEntry {
  return { kind: row.kind, amountCents: row.amount_cents, effectiveAt: row.effective_at, note: row.note };
}

/** A booked bill's entries, in the order written. */
export function billEntries(db: DatabaseSync, bookedBillId: number): BillEntry[] {
  return db
    .prepare('SELECT * FROM aff_entries WHERE booked_bill_id = ? ORDER BY id')
    .all(bookedBillId)
    .map((row) => asBillEntry(EntryRow.parse(row)));
}

/** What a booked bill's bonus is now: the sum of its entries. */
export function billAmountCents(db: DatabaseSync, bookedBillId: number): number {
  return billEntries(db, bookedBillId).reduce((sum, entry) => sum + entry.amountCents, 0);
}

/**
 * What left the inviter's pool: withdrawals not given back (their −x entries net of the
 * returns) and every clawback (a reduction dated after its bill's own date).
 */
function takenFromPoolCents(db: DatabaseSync, userUuid: string, states: Map<number, BookedBillState>): number {
  const row = z
    .object({ withdrawn: z.number() })
    .parse(db.prepare(`SELECT COALESCE(-SUM(amount_cents), 0) AS withdrawn FROM aff_entries WHERE user_uuid = ? AND kind IN ('withdrawn', 'withdrawal-returned')`).get(userUuid));
  let clawedBack = 0;
  for (const state of states.values()) clawedBack += state.clawedBackCents;
  return row.withdrawn + clawedBack;
}

/** Every booked bill of the inviter with its state at `now`, newest payment first. */
export function bookedBillsWithStates(db: DatabaseSync, inviterUuid: string, now: Date): { row: BookedBillRow; state: BookedBillState }[] {
  const rows = listBookedBills(db, inviterUuid);
  const facts: BookedBillFacts[] = rows.map((row) => ({ id: row.id, withdrawableAt: row.withdrawable_at, entries: billEntries(db, row.id) }));
  // Clawbacks do not depend on withdrawals: a first pass gives them, the second the FIFO cover.
  const taken = takenFromPoolCents(db, inviterUuid, bookedBillStates(facts, 0, now));
  const states = bookedBillStates(facts, taken, now);
  return rows.map((row) => {
    const state = states.get(row.id);
    if (!state) throw new Error(`booked bill ${row.id} has no state`);
    return { row, state };
  });
}
