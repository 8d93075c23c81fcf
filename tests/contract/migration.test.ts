/**
 * Migration to the other platform over real HTTP (contract: src/lib/migration/contract.ts,
 * ADR 0035): `drt/email/check`, `account/migrate`, `drt/migrate/check`, the states moved by
 * the clock and by the control surface, and what the service here becomes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { MIGRATION_COPY_MS, MIGRATION_QUEUE_MS } from '../../src/lib/migration/rules.ts';
import { expectError, moveClock, newKey, pair, resetClock, uniqueEmail } from './buying.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(() => resetClock(h));

type Login = { uuid: string; hmac: string };
const GOOD_PASSWORD = 'correct horse 1';

const emailCheck = (login: Login, email: string) => h.call('/drt/email/check', { method: 'POST', body: { ...pair(login), email } });
const migrateCall = (login: Login, body: { email: string; password: string; requestKey?: string; lang?: string }) =>
  h.call('/account/migrate', { method: 'POST', body: { ...pair(login), requestKey: newKey(), ...body } });
async function check(login: Login) {
  const { status, json } = await h.call(`/drt/migrate/check?${new URLSearchParams(pair(login))}`);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.drtMigrateCheck, json).migration;
}
const activeAccount = () => h.createAccount({ email: uniqueEmail('migrate'), emailStatus: 'verified', services: [{ status: 'Active' }] });

describe('POST /drt/email/check', () => {
  it('says whether an address has an account on the other platform, for a logged-in account only', async () => {
    const account = await activeAccount();
    const free = await emailCheck(account, uniqueEmail('migrate'));
    expect(h.data(endpoints.drtEmailCheck, free.json)).toEqual({ registered: false });
    const taken = uniqueEmail('migrate');
    await h.control.registerOnOtherPlatform(taken);
    expect(h.data(endpoints.drtEmailCheck, (await emailCheck(account, taken.toUpperCase())).json)).toEqual({ registered: true });
    expectError(await emailCheck(account, 'not-an-email'), 400, 'ValidationFailed');
    expectError(await emailCheck({ uuid: account.uuid, hmac: '0'.repeat(64) }, uniqueEmail('migrate')), 401, 'HmacCheckFailed');
  });
});

describe('GET /drt/migrate/check before any migration', () => {
  it('gives the last day the service here runs (the latest expiry of the delivered services), or null without one', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 9 }, { status: 'Expired', expiresInDays: -3 }, { status: 'Pending' }] });
    const { json } = await h.call(`/drt/migrate/check?${new URLSearchParams(pair(account))}`);
    const active = account.services.find((service) => service.status === 'Active');
    expect(h.data(endpoints.drtMigrateCheck, json)).toEqual({ migration: null, serviceUntil: active?.expiresAt });
    const none = await h.createAccount({ services: [] });
    expect(h.data(endpoints.drtMigrateCheck, (await h.call(`/drt/migrate/check?${new URLSearchParams(pair(none))}`)).json)).toEqual({ migration: null, serviceUntil: null });
  });
});

describe('POST /account/migrate and GET /drt/migrate/check', () => {
  it('refuses a 7- and a 21-character password, naming the field and never the value', async () => {
    const account = await activeAccount();
    for (const password of ['1234567', 'x'.repeat(21)]) {
      const answer = await migrateCall(account, { email: uniqueEmail('migrate'), password });
      expectError(answer, 400, 'ValidationFailed');
      expect(answer.json).toMatchObject({ fields: ['password'] });
      expect(JSON.stringify(answer.json)).not.toContain(password);
    }
    expect(await check(account)).toBeNull();
  });

  it('counts characters, not bytes: 8 CJK characters are a valid password', async () => {
    const account = await activeAccount();
    const answer = await migrateCall(account, { email: uniqueEmail('migrate'), password: '遷移到新平台密碼' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  });

  it('goes queued → copying → done by the clock; then nothing renews here, the address is taken there, and a mail says so', async () => {
    const account = await activeAccount();
    const email = uniqueEmail('migrate');
    const started = await migrateCall(account, { email, password: GOOD_PASSWORD, lang: 'en-US' });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const migration = h.data(endpoints.accountMigrate, started.json);
    expect(migration).toMatchObject({ state: 'queued', email, finishedAt: null, failure: null });
    expect(migration.serviceUntil).toBe(account.services[0]?.expiresAt);
    expect(JSON.stringify(started.json)).not.toContain(GOOD_PASSWORD);

    await moveClock(h, MIGRATION_QUEUE_MS);
    expect(await check(account)).toMatchObject({ state: 'copying' });
    await moveClock(h, MIGRATION_COPY_MS);
    const done = await check(account);
    expect(done).toMatchObject({ state: 'done', failure: null });
    expect(done?.finishedAt).not.toBeNull();

    const [service] = (await h.control.accounts()).find((each) => each.uuid === account.uuid)?.services ?? [];
    expect(service?.status).toBe('Active');
    expect(service?.renewalCancelledAt).not.toBeNull();
    expect(h.data(endpoints.drtEmailCheck, (await emailCheck(account, email)).json)).toEqual({ registered: true });
    const [mail] = await h.control.mail(email);
    expect(mail?.kind).toBe('migration-done');
    expect(mail?.subject).toBe('Your Skyline account has moved to the new platform');
    expect(mail?.body).not.toContain(GOOD_PASSWORD);

    expectError(await migrateCall(account, { email: uniqueEmail('migrate'), password: GOOD_PASSWORD }), 409, 'AccountMigrated');
  });

  it('refuses an address registered there, and a second migration while one runs; a repeated key answers the first answer', async () => {
    const account = await activeAccount();
    const taken = uniqueEmail('migrate');
    await h.control.registerOnOtherPlatform(taken);
    const refused = await migrateCall(account, { email: taken, password: GOOD_PASSWORD });
    expectError(refused, 409, 'MigrationEmailTaken');
    expect(refused.json).toMatchObject({ fields: ['email'] });

    const requestKey = newKey();
    const email = uniqueEmail('migrate');
    const first = await migrateCall(account, { email, password: GOOD_PASSWORD, requestKey });
    const repeat = await migrateCall(account, { email, password: GOOD_PASSWORD, requestKey });
    expect(repeat.status).toBe(201);
    expect(repeat.json).toEqual(first.json);
    expectError(await migrateCall(account, { email: uniqueEmail('migrate'), password: GOOD_PASSWORD }), 409, 'MigrationInProgress');
  });

  it('is stepped and failed by the control surface, which never shows the password; a failed one may be asked again', async () => {
    const account = await activeAccount();
    const email = uniqueEmail('migrate');
    await migrateCall(account, { email, password: GOOD_PASSWORD });
    const listed = (await h.control.migrations()).find((each) => each.uuid === account.uuid);
    expect(listed).toMatchObject({ state: 'queued', email });
    expect(JSON.stringify(await h.control.migrations())).not.toMatch(/scrypt|correct horse/);
    const page = await (await fetch(`${h.origin}/__sandbox/migrations`)).text();
    expect(page).toContain(email);
    expect(page).toContain('Advance one step');
    expect(page).not.toMatch(/scrypt\$|correct horse/);

    expect(await h.control.moveMigration(listed?.id ?? 0, { step: 'advance' })).toMatchObject({ state: 'copying' });
    expect(await h.control.moveMigration(listed?.id ?? 0, { step: 'fail', failure: 'target-unavailable' })).toMatchObject({ state: 'failed', failure: 'target-unavailable' });
    expect(await check(account)).toMatchObject({ state: 'failed', failure: 'target-unavailable' });
    const [service] = (await h.control.accounts()).find((each) => each.uuid === account.uuid)?.services ?? [];
    expect(service?.renewalCancelledAt).toBeNull();

    expect((await migrateCall(account, { email, password: GOOD_PASSWORD })).status).toBe(201);
  });

  it('fails with email-taken when the address is taken there while copying', async () => {
    const account = await activeAccount();
    const email = uniqueEmail('migrate');
    await migrateCall(account, { email, password: GOOD_PASSWORD });
    const id = (await h.control.migrations()).find((each) => each.uuid === account.uuid)?.id ?? 0;
    await h.control.moveMigration(id, { step: 'advance' });
    await h.control.registerOnOtherPlatform(email);
    expect(await h.control.moveMigration(id, { step: 'advance' })).toMatchObject({ state: 'failed', failure: 'email-taken' });
  });

  it('keeps the password out of the database in clear (a salted scrypt hash only)', async () => {
    const account = await activeAccount();
    await migrateCall(account, { email: uniqueEmail('migrate'), password: GOOD_PASSWORD });
    const rows = h.sandbox.context.db.prepare('SELECT password_hash FROM migrations').all();
    for (const row of rows) expect(String(row.password_hash)).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const keys = JSON.stringify(h.sandbox.context.db.prepare('SELECT * FROM request_keys').all());
    expect(keys).not.toContain(GOOD_PASSWORD);
  });
});
