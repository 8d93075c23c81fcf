/**
 * The free-trial gift quota (reference §2.2): gifts left = Σ `aff_quota_entries`, each
 * entry appended with its reason, never edited. The sum is checked ≥ 0 in the transaction
 * that writes, so two requests cannot both spend the last gift.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { QuotaReason } from '../../src/lib/affiliate/contract.ts';

export interface NewQuotaEntry {
  userUuid: string;
  change: number;
  reason: QuotaReason;
  inviteId: number | null;
  note: string | null;
}

/**
 * Appends one entry. Call inside a transaction.
 * @throws RangeError when the entry would take the quota below zero
 */
export function addQuotaEntry(db: DatabaseSync, entry: NewQuotaEntry, now: Date): void {
  db.prepare('INSERT INTO aff_quota_entries (user_uuid, at, change, reason, invite_id, note) VALUES (?, ?, ?, ?, ?, ?)').run(
    entry.userUuid,
    now.toISOString(),
    entry.change,
    entry.reason,
    entry.inviteId,
    entry.note,
  );
  const row = db.prepare('SELECT COALESCE(SUM(change), 0) AS left FROM aff_quota_entries WHERE user_uuid = ?').get(entry.userUuid);
  if (typeof row?.left !== 'number' || row.left < 0) throw new RangeError('the free-trial quota cannot go below zero');
}

/**
 * Writes the returns that have fallen due: each gift of the account unclaimed at its
 * expiry (and not bounced, which returned it already) gets its `quota-returned` +1, dated
 * at the expiry. Called whenever the account's quota or invites are read, so the clock
 * rule holds without a timer; dated at the expiry, a return is not counted while the
 * sandbox clock is moved back before it (the sums read entries up to now). Call inside a
 * transaction.
 */
export function settleGiftReturns(db: DatabaseSync, userUuid: string, now: Date): void {
  const due = db
    .prepare(
      `SELECT i.id, i.gift_expires_at FROM aff_invites i
       WHERE i.inviter_uuid = ? AND i.kind = 'gift' AND i.gift_expires_at <= ? AND i.claimed_at IS NULL AND i.bounced_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM aff_quota_entries q WHERE q.invite_id = i.id AND q.reason = 'quota-returned')`,
    )
    .all(userUuid, now.toISOString());
  for (const row of due) {
    db.prepare("INSERT INTO aff_quota_entries (user_uuid, at, change, reason, invite_id, note) VALUES (?, ?, 1, 'quota-returned', ?, NULL)").run(userUuid, String(row.gift_expires_at), Number(row.id));
  }
}

/**
 * An invite's mail came back (the control surface's bounce): the invite reads bounced, the
 * address is never invited again, and an unclaimed gift's quota comes back at once.
 * @returns false when there is no such invite
 */
export function bounceInvite(db: DatabaseSync, inviteId: number, now: Date): boolean {
  const row = db.prepare('SELECT inviter_uuid, kind, email_norm, claimed_at, bounced_at FROM aff_invites WHERE id = ?').get(inviteId);
  if (row === undefined) return false;
  if (row.bounced_at !== null) return true;
  db.prepare('UPDATE aff_invites SET bounced_at = ? WHERE id = ?').run(now.toISOString(), inviteId);
  db.prepare("INSERT INTO invite_suppressions (email_norm, at, why) VALUES (?, ?, 'bounced') ON CONFLICT (email_norm) DO NOTHING").run(String(row.email_norm), now.toISOString());
  const returned = db.prepare("SELECT 1 AS hit FROM aff_quota_entries WHERE invite_id = ? AND reason = 'quota-returned'").get(inviteId);
  if (row.kind === 'gift' && row.claimed_at === null && returned === undefined) {
    addQuotaEntry(db, { userUuid: String(row.inviter_uuid), change: 1, reason: 'quota-returned', inviteId, note: null }, now);
  }
  return true;
}
