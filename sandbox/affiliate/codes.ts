/**
 * An account's invite code (reference §2.5): made on first read, 8 random Crockford base32
 * characters; a rotation retires the old code at once (promo/check then answers
 * `unknown`, an order carrying it is not bound) and the rotation's request key is kept on
 * the new code, so a repeat of the same key answers the same new code. Codes the seed
 * made before this feature (ADR 0037's free-form ones) stay valid for links but are never
 * handed out as the account's code.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { isInviteCode, newInviteCode } from '../../src/lib/affiliate/invite-code.ts';

const CodeRow = z.object({ code: z.string(), created_at: z.string(), retired_at: z.nullable(z.string()), request_key: z.nullable(z.string()) });
export interface InviteCodeRecord {
  code: string;
  createdAt: string;
}

const toRecord = (row: z.infer<typeof CodeRow>): InviteCodeRecord => ({ code: row.code, createdAt: row.created_at });

/** The account's codes still working, newest first, in the Crockford form. */
function liveCodes(db: DatabaseSync, userUuid: string): InviteCodeRecord[] {
  return db
    .prepare('SELECT code, created_at, retired_at, request_key FROM affiliate_codes WHERE user_uuid = ? AND retired_at IS NULL ORDER BY created_at DESC, rowid DESC')
    .all(userUuid)
    .map((row) => CodeRow.parse(row))
    .filter((row) => isInviteCode(row.code))
    .map(toRecord);
}

/** Stores a new random code for the account (a collision with any code, live or retired, draws again). */
function insertNewCode(db: DatabaseSync, userUuid: string, now: Date, requestKey: string | null): InviteCodeRecord {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = newInviteCode();
    const inserted = db
      .prepare('INSERT INTO affiliate_codes (code, user_uuid, created_at, request_key) VALUES (?, ?, ?, ?) ON CONFLICT (code) DO NOTHING')
      .run(code, userUuid, now.toISOString(), requestKey);
    if (inserted.changes === 1) return { code, createdAt: now.toISOString() };
  }
  throw new Error('eight random invite codes in a row were taken');
}

/** The account's current code, made the first time it is asked for. Call inside a transaction. */
export function currentInviteCode(db: DatabaseSync, userUuid: string, now: Date): InviteCodeRecord {
  return liveCodes(db, userUuid)[0] ?? insertNewCode(db, userUuid, now, null);
}

/**
 * Retires every working code of the account and makes a new one, once per request key:
 * the same key again answers the code it made. Call inside a transaction.
 */
export function rotateInviteCode(db: DatabaseSync, userUuid: string, requestKey: string, now: Date): InviteCodeRecord {
  const repeated = db.prepare('SELECT code, created_at, retired_at, request_key FROM affiliate_codes WHERE user_uuid = ? AND request_key = ?').get(userUuid, requestKey);
  if (repeated !== undefined) return toRecord(CodeRow.parse(repeated));
  db.prepare('UPDATE affiliate_codes SET retired_at = ? WHERE user_uuid = ? AND retired_at IS NULL').run(now.toISOString(), userUuid);
  return insertNewCode(db, userUuid, now, requestKey);
}

/** The code's owner when the code works (exact match; retired codes do not), else undefined. */
export function liveCodeOwner(db: DatabaseSync, code: string): { userUuid: string | null } | undefined {
  const row = db.prepare('SELECT user_uuid FROM affiliate_codes WHERE code = ? AND retired_at IS NULL').get(code);
  return row === undefined ? undefined : { userUuid: z.nullable(z.string()).parse(row.user_uuid) };
}
