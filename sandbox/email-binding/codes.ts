/**
 * Email verification codes in storage, one row per code sent. An account's pending
 * change is its newest code that is neither verified nor closed (revoked or replaced);
 * the per-address cooldown reads when any account last had a code sent to the address.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';

const sqlDate = z.pipe(z.string(), z.transform((value) => new Date(value)));
const iso = (date: Date) => date.toISOString();

const EmailCodeRow = z.object({
  id: z.number(),
  user_uuid: z.string(),
  /** The service whose keys asked for it; null: the account asked itself (`au/email/bind`). */
  service_id: z.nullable(z.number()),
  email: z.string(),
  code: z.string(),
  sent_at: sqlDate,
  expires_at: sqlDate,
  wrong_tries: z.number(),
  verified_at: z.nullable(sqlDate),
  closed_at: z.nullable(sqlDate),
});
export type EmailCodeRow = z.infer<typeof EmailCodeRow>;

export interface NewEmailCode {
  userUuid: string;
  serviceId: number | null;
  email: string;
  code: string;
  sentAt: Date;
  expiresAt: Date;
}

/** Stores a code sent; any older open code of the account is closed (only the newest counts). */
export function insertEmailCode(db: DatabaseSync, code: NewEmailCode): number {
  db.prepare('UPDATE email_codes SET closed_at = ? WHERE user_uuid = ? AND verified_at IS NULL AND closed_at IS NULL').run(iso(code.sentAt), code.userUuid);
  const result = db
    .prepare('INSERT INTO email_codes (user_uuid, service_id, email, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(code.userUuid, code.serviceId, code.email, code.code, iso(code.sentAt), iso(code.expiresAt));
  return Number(result.lastInsertRowid);
}

/** The account's pending change: its newest code neither verified nor closed. */
export function findOpenEmailCode(db: DatabaseSync, uuid: string): EmailCodeRow | undefined {
  const row = db.prepare('SELECT * FROM email_codes WHERE user_uuid = ? AND verified_at IS NULL AND closed_at IS NULL ORDER BY id DESC LIMIT 1').get(uuid);
  return row ? EmailCodeRow.parse(row) : undefined;
}

/** The account's code for this address sent at this moment (what a mailed link names). */
export function findEmailCode(db: DatabaseSync, uuid: string, email: string, sentAt: Date): EmailCodeRow | undefined {
  const row = db
    .prepare('SELECT * FROM email_codes WHERE user_uuid = ? AND lower(email) = lower(?) AND sent_at = ? ORDER BY id DESC LIMIT 1')
    .get(uuid, email.trim(), iso(sentAt));
  return row ? EmailCodeRow.parse(row) : undefined;
}

/** When a code was last sent to this address, by any account (the cooldown is per address). */
export function lastCodeSentTo(db: DatabaseSync, email: string): Date | null {
  const row = db.prepare('SELECT max(sent_at) AS last FROM email_codes WHERE lower(email) = lower(?)').get(email.trim());
  return typeof row?.last === 'string' ? new Date(row.last) : null;
}

export function countWrongTry(db: DatabaseSync, id: number): void {
  db.prepare('UPDATE email_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?').run(id);
}

export function markEmailCodeVerified(db: DatabaseSync, id: number, at: Date): void {
  db.prepare('UPDATE email_codes SET verified_at = ? WHERE id = ?').run(iso(at), id);
}

export function closeEmailCode(db: DatabaseSync, id: number, at: Date): void {
  db.prepare('UPDATE email_codes SET closed_at = ? WHERE id = ?').run(iso(at), id);
}
