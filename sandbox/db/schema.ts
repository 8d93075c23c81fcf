/**
 * The sandbox's storage: one SQLite file. Tables are created when missing; `meta`
 * holds the schema version and the clock offset. Later areas (products, orders,
 * invoices…) add their tables here and bump SCHEMA_VERSION with a step in MIGRATIONS.
 *
 * Conventions, so later tables fit: ids the provider shows are INTEGER (services,
 * invoices), user ids are opaque TEXT; timestamps are ISO-8601 UTC TEXT (they sort
 * as text); money is a decimal TEXT amount ("12.90") plus a currency code, never REAL;
 * booleans are INTEGER 0/1.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { BILLING_CYCLES, CLIENT_PLATFORMS, EMAIL_STATUSES, SERVICE_STATUSES } from '../../src/lib/contract/index.ts';

export const SCHEMA_VERSION = 1;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const VERSION_1 = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS users (
  uuid TEXT PRIMARY KEY,
  -- Who made the account: the demo seed, the fixture API, or a sign-up through the API.
  origin TEXT NOT NULL CHECK (origin IN ('demo', 'fixture', 'signup')),
  -- A stable name for demo and fixture accounts ("active-verified"); NULL for sign-ups.
  label TEXT,
  -- Part of the login link signature: a reset increments it and old links stop working.
  link_version INTEGER NOT NULL DEFAULT 1 CHECK (link_version >= 1),
  email TEXT,
  email_status TEXT NOT NULL CHECK (email_status IN (${list(EMAIL_STATUSES)})),
  created_at TEXT NOT NULL,
  -- An email is present exactly when one is bound (unverified or verified).
  CHECK ((email IS NOT NULL) = (email_status IN ('unverified', 'verified')))
) STRICT;
-- One account per bound email: login by email must find exactly one account.
CREATE UNIQUE INDEX IF NOT EXISTS users_email ON users (lower(email)) WHERE email IS NOT NULL;

CREATE TABLE IF NOT EXISTS services (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The billing relation id invoices refer to (the invoice list filters by it).
  relid INTEGER NOT NULL UNIQUE,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  -- Stored status; an Active service past expires_at reads as Expired (derived on read).
  status TEXT NOT NULL CHECK (status IN (${list(SERVICE_STATUSES)})),
  -- When the service was first delivered (paid); NULL means ordered but never paid.
  delivered_at TEXT,
  cycle TEXT NOT NULL CHECK (cycle IN (${list(BILLING_CYCLES)})),
  product_name TEXT NOT NULL,
  price_amount TEXT NOT NULL,
  price_currency TEXT NOT NULL CHECK (length(price_currency) = 3),
  registered_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  auto_renew INTEGER NOT NULL CHECK (auto_renew IN (0, 1)),
  used_bytes INTEGER NOT NULL DEFAULT 0 CHECK (used_bytes >= 0),
  -- Next fair-use reset; usage rolls over on read when the clock passes it.
  reset_at TEXT NOT NULL,
  -- The speed cap applied once usage passes the fair-use allowance.
  speed_limit_mbps INTEGER NOT NULL DEFAULT 20 CHECK (speed_limit_mbps > 0),
  device_limit INTEGER NOT NULL CHECK (device_limit > 0),
  seed TEXT NOT NULL,
  token TEXT NOT NULL,
  is_new INTEGER NOT NULL CHECK (is_new IN (0, 1)),
  -- Part of the service link signatures: a service reset increments it.
  link_version INTEGER NOT NULL DEFAULT 1 CHECK (link_version >= 1),
  CHECK (delivered_at IS NOT NULL OR status = 'Pending')
) STRICT;
CREATE INDEX IF NOT EXISTS services_by_user ON services (user_uuid, id);

CREATE TABLE IF NOT EXISTS verification_challenges (
  id TEXT PRIMARY KEY,
  salt TEXT NOT NULL,
  difficulty INTEGER NOT NULL CHECK (difficulty BETWEEN 0 AND 32),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Set once when answered: a challenge is good for one answer only.
  used_at TEXT,
  token TEXT UNIQUE
) STRICT;

CREATE TABLE IF NOT EXISTS app_versions (
  client TEXT PRIMARY KEY CHECK (client IN (${list(CLIENT_PLATFORMS)})),
  version TEXT NOT NULL,
  released_at TEXT NOT NULL,
  -- Path on the sandbox's own origin; the answer makes it absolute.
  download_path TEXT NOT NULL,
  minimum_os TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  -- What the mail is for ("login-link", later "email-verification", "invite"…).
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS mail_by_recipient ON mail (to_address, created_at);
`;

/** MIGRATIONS[n] brings a database from version n to n + 1. */
const MIGRATIONS: readonly string[] = [VERSION_1];

export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL;');
  migrate(db);
  return db;
}

export function migrate(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;');
  const current = Number(readMeta(db, 'schema_version') ?? '0');
  if (!Number.isInteger(current) || current > SCHEMA_VERSION) {
    throw new Error(`database schema version ${readMeta(db, 'schema_version')} is newer than this sandbox (${SCHEMA_VERSION}); use a fresh SANDBOX_DB`);
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    withTransaction(db, () => {
      db.exec(MIGRATIONS[version] ?? '');
      writeMeta(db, 'schema_version', String(version + 1));
    });
  }
}

export function readMeta(db: DatabaseSync, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
  const value = row?.value;
  return typeof value === 'string' ? value : null;
}

export function writeMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

/**
 * Runs `work` in one transaction; any throw rolls everything back and is rethrown.
 * Inside an open transaction it simply runs, so operations compose (the demo seed
 * stores several accounts as one unit).
 */
export function withTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
