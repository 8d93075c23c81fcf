/** Saved cards and card set-ups (adding a card) in storage. */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';

const SavedCardRow = z.object({
  pm_id: z.string(),
  user_uuid: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});
export type SavedCardRow = z.infer<typeof SavedCardRow>;

export interface NewCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export function insertCard(db: DatabaseSync, uuid: string, card: NewCard, now: Date): string {
  const pmId = `pm_${randomBytes(12).toString('hex')}`;
  db.prepare('INSERT INTO saved_cards (pm_id, user_uuid, brand, last4, exp_month, exp_year, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    pmId,
    uuid,
    card.brand,
    card.last4,
    card.expMonth,
    card.expYear,
    now.toISOString(),
  );
  return pmId;
}

export function listCards(db: DatabaseSync, uuid: string): SavedCardRow[] {
  return db
    .prepare('SELECT * FROM saved_cards WHERE user_uuid = ? ORDER BY created_at, rowid')
    .all(uuid)
    .map((row) => SavedCardRow.parse(row));
}

export function findCard(db: DatabaseSync, pmId: string): SavedCardRow | undefined {
  const row = db.prepare('SELECT * FROM saved_cards WHERE pm_id = ?').get(pmId);
  return row ? SavedCardRow.parse(row) : undefined;
}

/** Removes one of the user's cards; false when the user has no such card. */
export function deleteCard(db: DatabaseSync, uuid: string, pmId: string): boolean {
  return db.prepare('DELETE FROM saved_cards WHERE pm_id = ? AND user_uuid = ?').run(pmId, uuid).changes === 1;
}

export function insertCardSetup(db: DatabaseSync, uuid: string, now: Date): string {
  const id = `seti_${randomBytes(12).toString('hex')}`;
  db.prepare('INSERT INTO card_setups (id, user_uuid, created_at) VALUES (?, ?, ?)').run(id, uuid, now.toISOString());
  return id;
}

/** Uses a set-up once; returns its user, or null when unknown or already used. */
export function consumeCardSetup(db: DatabaseSync, id: string, now: Date): string | null {
  const row = db.prepare('UPDATE card_setups SET used_at = ? WHERE id = ? AND used_at IS NULL RETURNING user_uuid').get(now.toISOString(), id);
  return row ? z.object({ user_uuid: z.string() }).parse(row).user_uuid : null;
}
