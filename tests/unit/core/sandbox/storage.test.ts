/** Schema creation, reopening and the seed, on a real SQLite file. */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../../sandbox/core/clock.ts';
import { createUsdtPool, type SandboxContext } from '../../../../sandbox/core/context.ts';
import { insertAccount, listUsers } from '../../../../sandbox/core/account-rows.ts';
import { buildAccount } from '../../../../sandbox/core/fixtures.ts';
import { DatabaseSync } from 'node:sqlite';
import { freshDatabase, MIGRATIONS, openDatabase, readMeta, SCHEMA_VERSION, writeMeta } from '../../../../sandbox/core/db/schema.ts';
import { PAYMENT_METHODS } from '../../../../src/lib/core/contract/index.ts';
import { staleTables } from '../../../../sandbox/core/db/stale-tables.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts, seedReferenceData } from '../../../../sandbox/core/db/seed.ts';
import { createSigner } from '../../../../sandbox/core/signing.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skyline-storage-'));
  dirs.push(dir);
  return join(dir, 'nested', 'sandbox.db');
}

function contextFor(path: string): SandboxContext {
  const db = openDatabase(path);
  return { db, clock: createClock(db), signer: createSigner('storage-test-secret-0123'), siteOrigin: 'http://127.0.0.1:4321', publicOrigin: () => 'http://127.0.0.1:8787', verifyDifficulty: 4, trustProxy: false, trustTestScope: false, usdtPool: createUsdtPool(), nextAnswers: new Map(), visitorAddresses: new Map() };
}

describe('openDatabase', () => {
  it('creates the file and its folder, records the schema version, and reopens without change', () => {
    const path = tempDbPath();
    const first = contextFor(path);
    expect(readMeta(first.db, 'schema_version')).toBe(String(SCHEMA_VERSION));
    first.db.close();
    const again = contextFor(path);
    expect(readMeta(again.db, 'schema_version')).toBe(String(SCHEMA_VERSION));
    again.db.close();
  });

  it('refuses a database from a newer sandbox', () => {
    const path = tempDbPath();
    const ctx = contextFor(path);
    writeMeta(ctx.db, 'schema_version', String(SCHEMA_VERSION + 1));
    ctx.db.close();
    expect(() => openDatabase(path)).toThrow(/newer than this sandbox/);
  });

  it('upgrades a version 1 database in place, keeping its accounts', () => {
    const path = tempDbPath();
    mkdirSync(dirname(path), { recursive: true });
    const old = new DatabaseSync(path);
    old.exec(MIGRATIONS[0] ?? '');
    writeMeta(old, 'schema_version', '1');
    old.exec("INSERT INTO users (uuid, origin, email, email_status, created_at) VALUES ('old-user', 'demo', NULL, 'none', '2030-01-01T00:00:00Z')");
    old.close();
    const upgraded = openDatabase(path);
    expect(readMeta(upgraded, 'schema_version')).toBe(String(SCHEMA_VERSION));
    expect(upgraded.prepare("SELECT balance_cents, payment_methods FROM users WHERE uuid = 'old-user'").get()).toEqual({ balance_cents: 0, payment_methods: null });
    upgraded.close();
  });

  it('upgrades a version 5 database to 6: email codes kept (and their service now optional), each bill’s payer taken from its account', () => {
    const path = tempDbPath();
    mkdirSync(dirname(path), { recursive: true });
    const old = new DatabaseSync(path);
    old.exec('PRAGMA foreign_keys = ON;');
    for (const step of MIGRATIONS.slice(0, 5)) old.exec(step);
    writeMeta(old, 'schema_version', '5');
    old.exec(`
      INSERT INTO users (uuid, origin, email, email_status, created_at) VALUES ('u5', 'demo', 'payer@example.com', 'verified', '2030-01-01T00:00:00Z');
      INSERT INTO services (id, relid, user_uuid, status, delivered_at, cycle, product_name, price_amount, price_currency, registered_at, expires_at, auto_renew, reset_at, device_limit, seed, token, is_new)
        VALUES (1, 70001, 'u5', 'Active', '2030-01-01T00:00:00Z', 'Monthly', 'Skyline Standard', '6.90', 'USD', '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z', 1, '2030-02-01T00:00:00Z', 3, 's', 't', 0);
      INSERT INTO invoices (id, user_uuid, service_id, status, is_renewal, pid, cycle, description, period_start, period_end, currency, subtotal_cents, discount_cents, fee_cents, credit_cents, payment_method, created_at, due_at, paid_at)
        VALUES (10001, 'u5', 1, 'Paid', 0, 1, 'Monthly', 'Skyline Standard (Monthly)', '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z', 'USD', 690, 0, 0, 0, 'card', '2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z', '2030-01-01T00:00:00Z');
      INSERT INTO email_codes (user_uuid, service_id, email, code, sent_at, expires_at) VALUES ('u5', 1, 'next@example.com', '123456', '2030-01-01T00:00:00.000Z', '2030-01-01T00:15:00.000Z');
    `);
    old.close();
    const upgraded = openDatabase(path);
    expect(readMeta(upgraded, 'schema_version')).toBe(String(SCHEMA_VERSION));
    expect(upgraded.prepare('SELECT payer_email, cancelled_at FROM invoices WHERE id = 10001').get()).toEqual({ payer_email: 'payer@example.com', cancelled_at: null });
    expect(upgraded.prepare('SELECT user_uuid, service_id, email, code FROM email_codes').all()).toEqual([{ user_uuid: 'u5', service_id: 1, email: 'next@example.com', code: '123456' }]);
    upgraded.prepare("INSERT INTO email_codes (user_uuid, service_id, email, code, sent_at, expires_at) VALUES ('u5', NULL, 'own@example.com', '654321', 'a', 'b')").run();
    expect(upgraded.prepare('SELECT renewal_cancelled_at FROM services WHERE id = 1').get()).toEqual({ renewal_cancelled_at: null });
    upgraded.close();
  });

  it('remakes a table made before a CHECK list grew (a new payment method), keeping its rows and indexes', () => {
    const path = tempDbPath();
    const made = openDatabase(path);
    made.exec(`
      INSERT INTO users (uuid, origin, email, email_status, created_at) VALUES ('u-old', 'demo', NULL, 'none', '2030-01-01T00:00:00Z');
      INSERT INTO services (id, relid, user_uuid, status, delivered_at, cycle, product_name, price_amount, price_currency, registered_at, expires_at, auto_renew, reset_at, device_limit, seed, token, is_new)
        VALUES (1, 70001, 'u-old', 'Active', '2030-01-01T00:00:00Z', 'Monthly', 'Skyline Standard', '6.90', 'USD', '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z', 1, '2030-02-01T00:00:00Z', 3, 's', 't', 0);
      INSERT INTO invoices (id, user_uuid, service_id, status, is_renewal, pid, cycle, description, period_start, period_end, currency, subtotal_cents, discount_cents, fee_cents, credit_cents, payment_method, created_at, due_at, paid_at)
        VALUES (20001, 'u-old', 1, 'Unpaid', 0, 1, 'Monthly', 'Skyline Standard (Monthly)', '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z', 'USD', 690, 0, 0, 0, 'card', '2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z', NULL);
    `);
    // As an older sandbox made it: the bills table's method list without the newest method.
    const newest = PAYMENT_METHODS.at(-1) ?? '';
    const table = made.prepare("SELECT sql FROM sqlite_master WHERE name = 'invoices'").get() as { sql: string };
    const older = table.sql.replace(`, '${newest}'`, '');
    expect(older).not.toBe(table.sql);
    const indexes = (made.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'invoices' AND sql IS NOT NULL ORDER BY name").all() as { name: string }[]).map((index) => index.name);
    made.exec(`
      PRAGMA foreign_keys = OFF;
      ${older.replace(/^CREATE TABLE invoices/, 'CREATE TABLE invoices_as_made')};
      INSERT INTO invoices_as_made SELECT * FROM invoices;
      DROP TABLE invoices;
      ALTER TABLE invoices_as_made RENAME TO invoices;
    `);
    made.close();
    const stale = new DatabaseSync(path);
    expect(() => stale.prepare("UPDATE invoices SET payment_method = ? WHERE id = 20001").run(newest)).toThrow(/CHECK constraint failed/);
    stale.close();

    const reopened = openDatabase(path);
    // And only once: the remade table is today's, so the next opening leaves it be.
    expect(staleTables(reopened, freshDatabase())).toEqual([]);
    reopened.prepare("UPDATE invoices SET payment_method = ? WHERE id = 20001").run(newest);
    expect(reopened.prepare('SELECT user_uuid, subtotal_cents, payment_method FROM invoices WHERE id = 20001').get()).toEqual({ user_uuid: 'u-old', subtotal_cents: 690, payment_method: newest });
    expect((reopened.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'invoices' AND sql IS NOT NULL ORDER BY name").all() as { name: string }[]).map((index) => index.name)).toEqual(indexes);
    expect(reopened.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    reopened.close();
  });

  it('never stores money as REAL', () => {
    const ctx = contextFor(tempDbPath());
    const real = ctx.db.prepare("SELECT m.name AS tbl, p.name AS col FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND upper(p.type) LIKE '%REAL%'").all();
    expect(real).toEqual([]);
    ctx.db.close();
  });

  it('keeps money out of floats and enforces the email rule in the schema', () => {
    const ctx = contextFor(tempDbPath());
    const columns = ctx.db.prepare("SELECT name, type FROM pragma_table_info('services') WHERE name LIKE 'price%'").all();
    expect(columns).toEqual([
      { name: 'price_amount', type: 'TEXT' },
      { name: 'price_currency', type: 'TEXT' },
    ]);
    expect(() =>
      ctx.db.prepare("INSERT INTO users (uuid, origin, email, email_status, created_at) VALUES ('u', 'fixture', NULL, 'verified', '2030-01-01T00:00:00Z')").run(),
    ).toThrow(/CHECK/);
    ctx.db.close();
  });
});

describe('seed', () => {
  it('adds the demo accounts once, and app versions on every start without duplicates', () => {
    const path = tempDbPath();
    const first = contextFor(path);
    seedReferenceData(first);
    expect(seedDemoAccounts(first)).toBe(true);
    const uuids = listUsers(first.db, 'demo').map((user) => user.uuid);
    expect(uuids).toHaveLength(DEMO_ACCOUNTS.length);
    first.db.close();

    const second = contextFor(path);
    seedReferenceData(second);
    expect(seedDemoAccounts(second)).toBe(false);
    expect(listUsers(second.db, 'demo').map((user) => user.uuid)).toEqual(uuids);
    expect(second.db.prepare('SELECT count(*) AS n FROM app_versions').get()).toEqual({ n: 5 });
    second.db.close();
  });

  it('rolls back a whole account when one part fails', () => {
    const ctx = contextFor(tempDbPath());
    const account = buildAccount({ services: [{ status: 'Active' }] }, 'fixture', ctx.clock.now());
    const [first] = account.services;
    if (!first) throw new Error('fixture has no service');
    const broken = { ...account, services: [...account.services, { ...first, deviceLimit: 0 }] };
    expect(() => insertAccount(ctx.db, broken, ctx.clock.now())).toThrow(/CHECK/);
    expect(listUsers(ctx.db)).toEqual([]);
    ctx.db.close();
  });
});
