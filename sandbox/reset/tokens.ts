/** Reset confirmations in storage: a preview's token, used once before it expires. */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';

const sqlDate = z.pipe(z.string(), z.transform((value) => new Date(value)));
const iso = (date: Date) => date.toISOString();

const ResetTokenRow = z.object({
  token: z.string(),
  user_uuid: z.string(),
  service_id: z.nullable(z.number()),
  created_at: sqlDate,
  expires_at: sqlDate,
  used_at: z.nullable(sqlDate),
});
export type ResetTokenRow = z.infer<typeof ResetTokenRow>;

export function insertResetToken(db: DatabaseSync, token: { token: string; userUuid: string; serviceId: number | null; createdAt: Date; expiresAt: Date }): void {
  db.prepare('INSERT INTO reset_tokens (token, user_uuid, service_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token.token,
    token.userUuid,
    token.serviceId,
    iso(token.createdAt),
    iso(token.expiresAt),
  );
}

export function findResetToken(db: DatabaseSync, token: string): ResetTokenRow | undefined {
  const row = db.prepare('SELECT * FROM reset_tokens WHERE token = ?').get(token);
  return row ? ResetTokenRow.parse(row) : undefined;
}

/** Marks a token used; false when it already was (a second confirm lost the race). */
export function useResetToken(db: DatabaseSync, token: string, at: Date): boolean {
  return db.prepare('UPDATE reset_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL').run(iso(at), token).changes === 1;
}

/** Whether the account confirmed another reset after `usedAt`. */
export function laterResetOf(db: DatabaseSync, userUuid: string, usedAt: Date): boolean {
  return db.prepare('SELECT 1 FROM reset_tokens WHERE user_uuid = ? AND used_at > ?').get(userUuid, iso(usedAt)) !== undefined;
}

/** Spends the account's other open previews: each described the login a reset has just replaced. */
export function spendOtherResetTokens(db: DatabaseSync, userUuid: string, keep: string, at: Date): void {
  db.prepare('UPDATE reset_tokens SET used_at = ? WHERE user_uuid = ? AND token <> ? AND used_at IS NULL').run(iso(at), userUuid, keep);
}
