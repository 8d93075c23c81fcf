/** Human-check challenges (`verify/cf` issues them, `verify/cap` answers them once). */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';

/** How long a challenge may be answered. */
export const CHALLENGE_LIFETIME_MS = 2 * 60_000;
/** Old challenges are deleted after this, so the table does not grow without end. */
const CHALLENGE_RETENTION_MS = 24 * 3600_000;

const ChallengeRow = z.object({
  id: z.string(),
  salt: z.string(),
  difficulty: z.number(),
  created_at: z.string(),
  expires_at: z.pipe(z.string(), z.transform((value) => new Date(value))),
  used_at: z.nullable(z.string()),
});
export type ChallengeRow = z.infer<typeof ChallengeRow>;

export function createChallenge(db: DatabaseSync, difficulty: number, now: Date): ChallengeRow {
  db.prepare('DELETE FROM verification_challenges WHERE expires_at < ?').run(new Date(now.getTime() - CHALLENGE_RETENTION_MS).toISOString());
  const row = {
    id: randomBytes(16).toString('hex'),
    salt: randomBytes(16).toString('hex'),
    difficulty,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    used_at: null,
  };
  db.prepare('INSERT INTO verification_challenges (id, salt, difficulty, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    row.id,
    row.salt,
    row.difficulty,
    row.created_at,
    row.expires_at.toISOString(),
  );
  return row;
}

export function findChallenge(db: DatabaseSync, id: string): ChallengeRow | undefined {
  const row = db.prepare('SELECT id, salt, difficulty, created_at, expires_at, used_at FROM verification_challenges WHERE id = ?').get(id);
  return row ? ChallengeRow.parse(row) : undefined;
}

/** Marks a challenge answered; false when it was already used (one answer per challenge). */
export function consumeChallenge(db: DatabaseSync, id: string, token: string, now: Date): boolean {
  const result = db.prepare('UPDATE verification_challenges SET used_at = ?, token = ? WHERE id = ? AND used_at IS NULL').run(now.toISOString(), token, id);
  return result.changes === 1;
}

/** When the challenge that earned this token was answered, or null for a token never handed out. */
export function tokenIssuedAt(db: DatabaseSync, token: string): Date | null {
  const row = db.prepare('SELECT used_at FROM verification_challenges WHERE token = ? AND used_at IS NOT NULL').get(token);
  const parsed = z.object({ used_at: z.string() }).safeParse(row);
  return parsed.success ? new Date(parsed.data.used_at) : null;
}

/** What a human-check token was spent on: the account it created, or another call. */
export type TokenSpendKind = 'account' | 'call';

/** How many calls a token was spent on, and how many of them created an account. */
export function tokenSpends(db: DatabaseSync, token: string): { calls: number; accounts: number } {
  const row = db.prepare("SELECT count(*) AS calls, coalesce(sum(kind = 'account'), 0) AS accounts FROM human_token_spends WHERE token = ?").get(token);
  return z.object({ calls: z.number(), accounts: z.number() }).parse(row);
}

export function recordTokenSpend(db: DatabaseSync, spend: { token: string; kind: TokenSpendKind; caller: string; at: Date }): void {
  db.prepare('INSERT INTO human_token_spends (token, kind, caller, spent_at) VALUES (?, ?, ?, ?)').run(spend.token, spend.kind, spend.caller, spend.at.toISOString());
}

/** When this caller's accounts were created, since `since` (the hourly limit reads them). */
export function accountCreationsSince(db: DatabaseSync, caller: string, since: Date): Date[] {
  const rows = db.prepare("SELECT spent_at FROM human_token_spends WHERE kind = 'account' AND caller = ? AND spent_at > ?").all(caller, since.toISOString());
  return z.array(z.object({ spent_at: z.string() })).parse(rows).map((row) => new Date(row.spent_at));
}
