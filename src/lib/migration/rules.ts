/**
 * Rules of the migration to the other platform (spec sections 5 and 9, ADR 0035): the
 * password's length, and how a migration moves on by the provider's clock. Shared by the
 * page (it refuses a bad password before sending) and the sandbox (it refuses it again and
 * moves migrations along by these times).
 */

/** Spec section 5 and 9: the password for the other platform has 8 to 20 characters. */
export const MIGRATION_PASSWORD_MIN = 8;
export const MIGRATION_PASSWORD_MAX = 20;

export type MigrationPasswordProblem = 'PasswordTooShort' | 'PasswordTooLong';

/**
 * Counts characters as a person does (an emoji or a CJK character is one), not UTF-16
 * units, and never trims: spaces are part of a password.
 * @example checkMigrationPassword('1234567') // 'PasswordTooShort'
 * @example checkMigrationPassword('correct-horse') // null
 */
export function checkMigrationPassword(password: string): MigrationPasswordProblem | null {
  const length = [...password].length;
  if (length < MIGRATION_PASSWORD_MIN) return 'PasswordTooShort';
  if (length > MIGRATION_PASSWORD_MAX) return 'PasswordTooLong';
  return null;
}

/** The states a migration goes through; `done` and `failed` are final. */
export const MIGRATION_STATES = ['queued', 'copying', 'done', 'failed'] as const;
export type MigrationStateName = (typeof MIGRATION_STATES)[number];

/** Why a migration failed, as the other platform reports it. */
export const MIGRATION_FAILURES = ['email-taken', 'target-unavailable'] as const;
export type MigrationFailure = (typeof MIGRATION_FAILURES)[number];

/** A queued migration starts copying this long after it was asked for (provider clock). */
export const MIGRATION_QUEUE_MS = 60_000;
/** Copying takes this long; then the account is on the other platform. */
export const MIGRATION_COPY_MS = 10 * 60_000;

/** A migration's stored state and when that state began (ms since the epoch). */
export interface MigrationProgress {
  state: MigrationStateName;
  sinceMs: number;
}

/**
 * Where a migration stands at `nowMs`: queued turns to copying after MIGRATION_QUEUE_MS,
 * copying to done after MIGRATION_COPY_MS, each counted from when its state began (so a
 * step forced by hand restarts the count). Final states stay. Pure: the sandbox's clock
 * moves it, and a test can step it.
 * @example settleMigration({ state: 'queued', sinceMs: 0 }, 120_000) // { state: 'copying', sinceMs: 60_000 }
 */
export function settleMigration(progress: MigrationProgress, nowMs: number): MigrationProgress {
  let { state, sinceMs } = progress;
  if (state === 'queued' && nowMs >= sinceMs + MIGRATION_QUEUE_MS) {
    state = 'copying';
    sinceMs += MIGRATION_QUEUE_MS;
  }
  if (state === 'copying' && nowMs >= sinceMs + MIGRATION_COPY_MS) {
    state = 'done';
    sinceMs += MIGRATION_COPY_MS;
  }
  return { state, sinceMs };
}

/** Whether a state is final (nothing more to wait for). */
export function isMigrationSettled(state: MigrationStateName | 'none'): boolean {
  return state === 'done' || state === 'failed' || state === 'none';
}
