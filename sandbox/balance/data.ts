/** Account balance history (the balance itself is `users.balance_cents`). */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { changeBalance } from '../core/account-rows.ts';

export const BALANCE_ENTRY_TYPES = ['pay-bill', 'withdraw-credit', 'top-up', 'refund'] as const;
export type BalanceEntryType = (typeof BALANCE_ENTRY_TYPES)[number];

const BalanceEntryRow = z.object({
  id: z.number(),
  at: z.string(),
  amount_cents: z.number(),
  type: z.enum(BALANCE_ENTRY_TYPES),
  invoice_id: z.nullable(z.number()),
});
export type BalanceEntryRow = z.infer<typeof BalanceEntryRow>;

/**
 * Moves money in (positive) or out (negative) of a balance and records why. Taking
 * more than the balance fails on the table's CHECK (the caller checks first).
 */
export function recordBalanceChange(db: DatabaseSync, entry: { uuid: string; at: Date; amountCents: number; type: BalanceEntryType; invoiceId: number | null }): void {
  changeBalance(db, entry.uuid, entry.amountCents);
  db.prepare('INSERT INTO balance_entries (user_uuid, at, amount_cents, type, invoice_id) VALUES (?, ?, ?, ?, ?)').run(
    entry.uuid,
    entry.at.toISOString(),
    entry.amountCents,
    entry.type,
    entry.invoiceId,
  );
}

/**
 * What a short payment of this bill left in the balance: the top-ups naming the bill at
 * the moment its attempt was settled (`settleCrypto` records both at once). Null when none.
 */
export function shortPaymentCredit(db: DatabaseSync, invoiceId: number, settledAt: Date): number | null {
  const row = db
    .prepare("SELECT SUM(amount_cents) AS cents FROM balance_entries WHERE invoice_id = ? AND type = 'top-up' AND at = ?")
    .get(invoiceId, settledAt.toISOString());
  const cents = z.object({ cents: z.nullable(z.number()) }).parse(row).cents;
  return cents !== null && cents > 0 ? cents : null;
}

/** Newest first. */
export function listBalanceEntries(db: DatabaseSync, uuid: string): BalanceEntryRow[] {
  return db
    .prepare('SELECT id, at, amount_cents, type, invoice_id FROM balance_entries WHERE user_uuid = ? ORDER BY at DESC, id DESC')
    .all(uuid)
    .map((row) => BalanceEntryRow.parse(row));
}
