/**
 * Migrations to the other platform (issue 13 item 3, ADR 0035), as the provider runs
 * them: asked for with an email free on the other platform and a password (kept only
 * hashed), then queued → copying → done by the provider's clock (rules/migration.ts), or
 * moved on by the control surface. A migration fails when the address was taken there
 * while it was copying, or when the control surface says the other platform refused.
 *
 * What happens to the service here (the page says it in these words): it keeps working
 * until its current expiry; when the migration is done, nothing renews here any more
 * (each service's renewal is cancelled, as `renewal/cancel` does), and the address gets an
 * account on the other platform. The login link here keeps working, to see the service.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import type { Migration } from '../../src/lib/core/contract/index.ts';
import { formatDate } from '../../src/lib/core/i18n/format.ts';
import { LOCALES, type Locale } from '../../src/lib/core/i18n/locales.ts';
import { MIGRATION_FAILURES, MIGRATION_STATES, settleMigration, type MigrationFailure } from '../../src/lib/migration/rules.ts';
import { isNeverPaid } from '../core/accounts.ts';
import type { SandboxContext } from '../core/context.ts';
import { findUser, listServices, setRenewalCancelled, type UserRow } from '../core/account-rows.ts';
import { sendMail } from '../core/mail/store.ts';
import { withTransaction } from '../core/db/schema.ts';
import { MAIL_TEXTS } from '../core/mail/texts.ts';
import { ProviderError } from '../core/router.ts';
import { hashPassword } from './password.ts';

const MigrationRow = z.object({
  id: z.number(),
  user_uuid: z.string(),
  email: z.string(),
  state: z.enum(MIGRATION_STATES),
  failure: z.nullable(z.enum(MIGRATION_FAILURES)),
  lang: z.enum(LOCALES),
  started_at: z.string(),
  state_since: z.string(),
  finished_at: z.nullable(z.string()),
});
export type MigrationRow = z.infer<typeof MigrationRow>;

/** Every column but the password's hash: nothing outside this file ever reads it. */
const COLUMNS = 'id, user_uuid, email, state, failure, lang, started_at, state_since, finished_at';

function rowOf(raw: unknown): MigrationRow {
  return MigrationRow.parse(raw);
}

export function latestMigration(db: DatabaseSync, uuid: string): MigrationRow | undefined {
  const raw = db.prepare(`SELECT ${COLUMNS} FROM migrations WHERE user_uuid = ? ORDER BY id DESC LIMIT 1`).get(uuid);
  return raw === undefined ? undefined : rowOf(raw);
}

export function findMigration(db: DatabaseSync, id: number): MigrationRow | undefined {
  const raw = db.prepare(`SELECT ${COLUMNS} FROM migrations WHERE id = ?`).get(id);
  return raw === undefined ? undefined : rowOf(raw);
}

export function listMigrations(db: DatabaseSync, limit = 100): MigrationRow[] {
  return db.prepare(`SELECT ${COLUMNS} FROM migrations ORDER BY id DESC LIMIT ?`).all(limit).map(rowOf);
}

/** Whether the address has an account on the other platform (case-insensitive). */
export function isRegisteredThere(db: DatabaseSync, email: string): boolean {
  return db.prepare('SELECT 1 AS found FROM drt_accounts WHERE email = ? COLLATE NOCASE').get(email.trim()) !== undefined;
}

/** Gives the address an account on the other platform (the control surface, the seed, a finished migration). */
export function registerThere(db: DatabaseSync, email: string, origin: 'seed' | 'control' | 'migration', now: Date): void {
  db.prepare('INSERT INTO drt_accounts (email, origin, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING').run(email.trim(), origin, now.toISOString());
}

export function listRegisteredThere(db: DatabaseSync): { email: string; origin: string; createdAt: string }[] {
  return db
    .prepare('SELECT email, origin, created_at FROM drt_accounts ORDER BY created_at DESC, email')
    .all()
    .map((raw) => {
      const row = z.object({ email: z.string(), origin: z.string(), created_at: z.string() }).parse(raw);
      return { email: row.email, origin: row.origin, createdAt: row.created_at };
    });
}

/** The last day the service here runs: the latest expiry among the account's delivered services. */
export function serviceUntil(ctx: SandboxContext, uuid: string): Date | null {
  const expiries = listServices(ctx.db, uuid)
    .filter((service) => !isNeverPaid(service))
    .map((service) => service.expires_at.getTime());
  return expiries.length === 0 ? null : new Date(Math.max(...expiries));
}

export function toMigration(ctx: SandboxContext, row: MigrationRow): Migration {
  const until = serviceUntil(ctx, row.user_uuid);
  return {
    state: row.state,
    email: row.email,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    failure: row.failure,
    serviceUntil: until ? until.toISOString() : null,
  };
}

/** Stores a state and applies what it means (done: the account is there, nothing renews here). */
function enter(ctx: SandboxContext, row: MigrationRow, next: { state: MigrationRow['state']; since: Date; failure?: MigrationFailure }): MigrationRow {
  const finished = next.state === 'done' || next.state === 'failed' ? next.since.toISOString() : null;
  ctx.db
    .prepare('UPDATE migrations SET state = ?, failure = ?, state_since = ?, finished_at = ? WHERE id = ?')
    .run(next.state, next.failure ?? null, next.since.toISOString(), finished, row.id);
  if (next.state === 'done') {
    registerThere(ctx.db, row.email, 'migration', next.since);
    for (const service of listServices(ctx.db, row.user_uuid)) setRenewalCancelled(ctx.db, service.id, next.since, null);
    const until = serviceUntil(ctx, row.user_uuid);
    const text = MAIL_TEXTS[row.lang].migrationDone({ email: row.email, serviceUntil: until ? formatDate(row.lang, until.toISOString()) : null });
    sendMail(ctx.db, { to: row.email, kind: 'migration-done', ...text }, next.since);
  }
  return findMigration(ctx.db, row.id) ?? row;
}

/**
 * Brings a migration up to the provider's clock. Copying that would finish onto an
 * address that meanwhile has an account there fails with `email-taken` instead.
 */
export function settle(ctx: SandboxContext, row: MigrationRow): MigrationRow {
  if (row.state === 'done' || row.state === 'failed') return row;
  const now = ctx.clock.now();
  const reached = settleMigration({ state: row.state, sinceMs: Date.parse(row.state_since) }, now.getTime());
  if (reached.state === row.state) return row;
  return withTransaction(ctx.db, () => finishOrMove(ctx, row, reached.state, new Date(reached.sinceMs)));
}

function finishOrMove(ctx: SandboxContext, row: MigrationRow, state: MigrationRow['state'], since: Date): MigrationRow {
  if (state === 'done' && isRegisteredThere(ctx.db, row.email)) return enter(ctx, row, { state: 'failed', since, failure: 'email-taken' });
  return enter(ctx, row, { state, since });
}

/**
 * One step by hand (the control surface): queued → copying → done, or failed with a
 * reason. A final migration does not move.
 */
export function moveMigration(ctx: SandboxContext, row: MigrationRow, move: { step: 'advance' } | { step: 'fail'; failure: MigrationFailure }): MigrationRow {
  const current = settle(ctx, row);
  if (current.state === 'done' || current.state === 'failed') return current;
  const now = ctx.clock.now();
  return withTransaction(ctx.db, () => {
    if (move.step === 'fail') return enter(ctx, current, { state: 'failed', since: now, failure: move.failure });
    return finishOrMove(ctx, current, current.state === 'queued' ? 'copying' : 'done', now);
  });
}

/**
 * Asks for a migration. The email and password are checked by the caller; here: one at
 * a time, never after one finished, never onto an address that has an account there.
 * @throws ProviderError 409 MigrationInProgress | AccountMigrated | MigrationEmailTaken
 */
export function startMigration(ctx: SandboxContext, user: UserRow, request: { email: string; password: string; lang: Locale }): MigrationRow {
  const latest = latestMigration(ctx.db, user.uuid);
  const current = latest ? settle(ctx, latest) : undefined;
  if (current?.state === 'done') throw new ProviderError(409, 'AccountMigrated');
  if (current && current.state !== 'failed') throw new ProviderError(409, 'MigrationInProgress');
  if (isRegisteredThere(ctx.db, request.email)) throw new ProviderError(409, 'MigrationEmailTaken', undefined, ['email']);
  const now = ctx.clock.now().toISOString();
  const result = ctx.db
    .prepare('INSERT INTO migrations (user_uuid, email, password_hash, state, lang, started_at, state_since) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(user.uuid, request.email, hashPassword(request.password), 'queued', request.lang, now, now);
  const row = findMigration(ctx.db, Number(result.lastInsertRowid));
  if (!row) throw new Error('a migration just stored could not be read back');
  return row;
}

/** The label of the account a migration belongs to, for the control surface. */
export function accountLabel(ctx: SandboxContext, uuid: string): string | null {
  return findUser(ctx.db, uuid)?.label ?? null;
}
