/**
 * The migration to the other platform (issue 13 item 3, ADR 0035): whether an email is
 * free there (`POST /drt/email/check`), asking for the migration (`POST /account/migrate`)
 * and following it (`GET /drt/migrate/check?uuid`). Spec section 7 names the paths only;
 * the shapes are ours. Every call needs the login pair: the page is private, and an
 * open `email/check` would tell anyone which addresses have accounts there.
 *
 * The password travels once, in the body of `account/migrate`, and is never answered,
 * stored in clear, logged or kept by the site (ADR 0035).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { LoginPair, PageLanguage, RequestKey, Timestamp } from '../core/contract/common.ts';
import { MIGRATION_FAILURES, MIGRATION_STATES } from './rules.ts';

export const MigrationState = z.enum(MIGRATION_STATES);

/**
 * A migration as the provider tells it. `serviceUntil`: the last day the service here
 * runs (the latest expiry of the account's services, which migration does not shorten);
 * once `done`, nothing here renews any more (ADR 0035).
 */
export const Migration = z.object({
  state: MigrationState,
  /** The account's email on the other platform. */
  email: z.string().check(z.maxLength(254)),
  startedAt: Timestamp,
  /** When it reached `done` or `failed`. */
  finishedAt: z.nullable(Timestamp),
  failure: z.nullable(z.enum(MIGRATION_FAILURES)),
  serviceUntil: z.nullable(Timestamp),
});
export type Migration = z.infer<typeof Migration>;

/**
 * Whether `email` is free on the other platform. A read. `ValidationFailed ['email']` for
 * an address outside spec section 5's rules.
 */
export const drtEmailCheck = defineEndpoint({
  method: 'POST',
  path: '/drt/email/check',
  body: z.object({ uuid: LoginPair.shape.uuid, hmac: LoginPair.shape.hmac, email: z.string().check(z.maxLength(254)) }),
  safeToRetry: true,
  response: z.object({ registered: z.boolean() }),
});

/**
 * Starts the migration (201). Refusals: `MigrationEmailTaken` (409, the email has an
 * account there), `MigrationInProgress` (409, one is queued or copying),
 * `AccountMigrated` (409, already done), `ValidationFailed ['password']` (not 8–20
 * characters), `['email']`. A repeat with the same `requestKey` answers the first answer.
 */
export const accountMigrate = defineEndpoint({
  method: 'POST',
  path: '/account/migrate',
  body: z.object({
    uuid: LoginPair.shape.uuid,
    hmac: LoginPair.shape.hmac,
    email: z.string().check(z.maxLength(254)),
    // Bounds checked by the handler (lib/migration/rules.ts), so a refusal names the field
    // without the schema's message; 200 is far above any password the rule allows.
    password: z.string().check(z.maxLength(200)),
    requestKey: RequestKey,
    lang: z.optional(PageLanguage),
  }),
  response: Migration,
});

/**
 * The account's latest migration, or `null` when it never asked for one. A read, and the
 * way to learn what became of an `account/migrate` whose answer was lost. `serviceUntil`:
 * the last day the service here runs as things stand (as in `Migration`), so the page can
 * give the date before anything is moved; null when no service was ever delivered.
 */
export const drtMigrateCheck = defineEndpoint({
  method: 'GET',
  path: '/drt/migrate/check',
  query: LoginPair,
  response: z.object({ migration: z.nullable(Migration), serviceUntil: z.nullable(Timestamp) }),
});
