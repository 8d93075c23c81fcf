/**
 * The migration to the other platform (user/migrate; ADR 0035): what the provider says
 * of the account's migration, the form's email and problems, and the actions the island
 * calls. The password is never held here: the island keeps it in its own state (gone when
 * the person leaves the page) and hands it to `startMigration` for the one request.
 *
 * One press sends one request (a press while one is on its way does nothing). A start
 * whose answer is lost (connection cut, timeout, a 5xx, a garbled answer) is never
 * guessed: `drt/migrate/check` says whether it arrived.
 */
import { atom } from 'nanostores';
import { accountMigrate, drtEmailCheck, drtMigrateCheck, type Migration } from './contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import { UNKNOWN_OUTCOME_ERRORS, type AppErrorName } from '../core/api/errors.ts';
import { newRequestKey } from '../core/api/request-key.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { checkEmail, type EmailProblem } from '../core/rules/email.ts';
import { checkMigrationPassword, isMigrationSettled, type MigrationPasswordProblem } from './rules.ts';
import { $credentials } from '../core/stores/session.ts';

/** What the page knows of the account's migration. */
export type MigrationStatus =
  | { kind: 'loading' }
  | { kind: 'load-failed'; error: AppErrorName }
  /**
   * `migration`: null when never asked for; a failed one is shown above the form.
   * `serviceUntil`: the last day the service here runs (contract `drtMigrateCheck`).
   */
  | { kind: 'ready'; migration: Migration | null; serviceUntil: string | null };

export const $migrationStatus = atom<MigrationStatus>({ kind: 'loading' });

export interface MigrationForm {
  email: string;
  sending: boolean;
  emailProblem: EmailProblem | 'MigrationEmailTaken' | null;
  passwordProblem: MigrationPasswordProblem | null;
  /**
   * The last press failed: `unsent` (the provider refused or could not be reached before
   * anything was asked), or `unknown` (the start may have arrived and the check that
   * would tell could not be made either). An `unknown` one keeps the start time of the
   * migration known before the press (`previousStartedAt`), so a later check can tell
   * whether the press arrived.
   */
  failure: { error: AppErrorName; outcome: 'unsent' } | { error: AppErrorName; outcome: 'unknown'; previousStartedAt: string | null } | null;
}

const EMPTY_FORM: MigrationForm = { email: '', sending: false, emailProblem: null, passwordProblem: null, failure: null };
export const $migrationForm = atom<MigrationForm>(EMPTY_FORM);

/** How often a running migration is read again. */
export const MIGRATION_POLL_MS = 3_000;

export function editMigrationEmail(email: string): void {
  const form = $migrationForm.get();
  $migrationForm.set({ ...form, email, emailProblem: null, failure: null });
}

/** The password was edited: its problem goes until the next press. */
export function passwordEdited(): void {
  const form = $migrationForm.get();
  if (form.passwordProblem !== null || form.failure !== null) $migrationForm.set({ ...form, passwordProblem: null, failure: null });
}

/** Reads the account's migration. Returns the read's failure, if any (the status keeps what was known). */
export async function loadMigration(client: ProviderClient): Promise<AppErrorName | null> {
  const credentials = $credentials.get();
  if (!credentials) return null;
  const result = await client.call(drtMigrateCheck, { query: credentials });
  if (!result.ok) {
    if ($migrationStatus.get().kind !== 'ready') $migrationStatus.set({ kind: 'load-failed', error: result.error });
    return result.error;
  }
  $migrationStatus.set({ kind: 'ready', migration: result.data.migration, serviceUntil: result.data.serviceUntil });
  return null;
}

/**
 * Checks the form, then whether the email is free there, then asks for the migration.
 * Problems with what was typed stay at their fields; the email is kept either way.
 */
export async function startMigration(client: ProviderClient, request: { password: string; lang: Locale }): Promise<'started' | 'refused'> {
  const credentials = $credentials.get();
  const form = $migrationForm.get();
  if (!credentials || form.sending) return 'refused';
  const email = form.email.trim();
  const emailProblem = checkEmail(email);
  const passwordProblem = checkMigrationPassword(request.password);
  if (emailProblem || passwordProblem) {
    $migrationForm.set({ ...form, emailProblem, passwordProblem, failure: null });
    return 'refused';
  }
  $migrationForm.set({ ...form, sending: true, emailProblem: null, passwordProblem: null, failure: null });
  const settleForm = (change: Partial<MigrationForm>) => $migrationForm.set({ ...$migrationForm.get(), sending: false, ...change });

  const free = await client.call(drtEmailCheck, { body: { ...credentials, email } });
  if (!free.ok) {
    settleForm({ failure: { error: free.error, outcome: 'unsent' } });
    return 'refused';
  }
  if (free.data.registered) {
    settleForm({ emailProblem: 'MigrationEmailTaken' });
    return 'refused';
  }

  const before = $migrationStatus.get();
  const started = await client.call(accountMigrate, { body: { ...credentials, email, password: request.password, requestKey: newRequestKey(), lang: request.lang } });
  if (started.ok) {
    $migrationStatus.set({ kind: 'ready', migration: started.data, serviceUntil: started.data.serviceUntil });
    settleForm({});
    return 'started';
  }
  switch (started.providerError) {
    case 'MigrationEmailTaken':
      settleForm({ emailProblem: 'MigrationEmailTaken' });
      return 'refused';
    case 'ValidationFailed':
      // The page checks both before sending; a refusal still lands on its field.
      settleForm(started.fields?.includes('password') ? { passwordProblem: checkMigrationPassword(request.password) ?? 'PasswordTooShort' } : { emailProblem: 'EmailFormat' });
      return 'refused';
    case 'MigrationInProgress':
    case 'AccountMigrated':
      // Another tab got there first: show the migration as it is.
      await loadMigration(client);
      settleForm({});
      return 'started';
  }
  if (!UNKNOWN_OUTCOME_ERRORS.has(started.error)) {
    settleForm({ failure: { error: started.error, outcome: 'unsent' } });
    return 'refused';
  }
  // A lost answer: did the start arrive? Read, never guess.
  return settleUnknownOutcome(client, started.error, before.kind === 'ready' ? (before.migration?.startedAt ?? null) : null, before);
}

/**
 * Reads the migration and settles a press whose outcome is unknown: it arrived (the
 * migration is shown), it did not (the form may be sent again), or the read failed too
 * (still unknown, and the form stays closed so nothing is sent twice).
 */
async function settleUnknownOutcome(client: ProviderClient, error: AppErrorName, previousStartedAt: string | null, before: MigrationStatus | null = null): Promise<'started' | 'refused'> {
  const readFailed = await loadMigration(client);
  const now = $migrationStatus.get();
  if (readFailed) {
    if (before?.kind === 'ready') $migrationStatus.set(before);
    $migrationForm.set({ ...$migrationForm.get(), sending: false, failure: { error, outcome: 'unknown', previousStartedAt } });
    return 'refused';
  }
  const migration = now.kind === 'ready' ? now.migration : null;
  const arrived = migration !== null && migration.startedAt !== previousStartedAt;
  $migrationForm.set({ ...$migrationForm.get(), sending: false, failure: arrived ? null : { error, outcome: 'unsent' } });
  return arrived ? 'started' : 'refused';
}

/** "Check the status" after a press whose outcome is unknown. */
export async function recheckMigrationStart(client: ProviderClient): Promise<void> {
  const { failure, sending } = $migrationForm.get();
  if (failure?.outcome !== 'unknown' || sending) return;
  $migrationForm.set({ ...$migrationForm.get(), sending: true });
  await settleUnknownOutcome(client, failure.error, failure.previousStartedAt);
}

/**
 * Reads a running migration again every MIGRATION_POLL_MS until it is done or failed;
 * a failed read keeps what is shown and tries again at the next tick. Returns the stop.
 */
export function followMigration(client: ProviderClient, everyMs = MIGRATION_POLL_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const running = () => {
    const status = $migrationStatus.get();
    return status.kind === 'ready' && status.migration !== null && !isMigrationSettled(status.migration.state);
  };
  const tick = async () => {
    if (stopped) return;
    if (running() && $migrationForm.get().sending === false) await loadMigration(client);
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  };
  timer = setTimeout(() => void tick(), everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
