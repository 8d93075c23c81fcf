// @vitest-environment happy-dom
/**
 * The migration store (lib/migration/store.ts, ADR 0035) against a real sandbox: what is
 * refused before any request, one press one request, a lost answer learned by reading,
 * and a migration followed to done.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProviderClient } from '../../../src/lib/core/api/provider-client.ts';
import type { EndpointSpec } from '../../../src/lib/core/contract/index.ts';
import { $migrationForm, $migrationStatus, editMigrationEmail, followMigration, loadMigration, startMigration } from '../../../src/lib/migration/store.ts';
import { uniqueEmail } from '../../support/unique-email.ts';
import { useStoreTest } from '../../support/store-test.ts';

/** Every call the stores make, by path, and a way to lose the next answer of one path. */
const sent: string[] = [];
let loseNext: string | null = null;
const store = useStoreTest({
  wrapClient: (real): ProviderClient => ({
    async call(endpoint: EndpointSpec, request: never) {
      sent.push(endpoint.path);
      const answer = await real.call(endpoint, request);
      if (loseNext === endpoint.path) {
        loseNext = null;
        return { ok: false, error: 'NetworkTrouble' };
      }
      return answer;
    },
  }) as ProviderClient,
});

beforeEach(() => {
  sent.length = 0;
  loseNext = null;
  $migrationStatus.set({ kind: 'loading' });
  $migrationForm.set({ email: '', sending: false, emailProblem: null, passwordProblem: null, failure: null });
});

describe('migration store', () => {
  it('refuses a bad email or password at its field without a request, and keeps the email', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    editMigrationEmail('not an email');
    expect(await startMigration(store.client, { password: '1234567', lang: 'en-US' })).toBe('refused');
    expect($migrationForm.get()).toMatchObject({ email: 'not an email', emailProblem: 'EmailFormat', passwordProblem: 'PasswordTooShort' });
    editMigrationEmail('lin@example.com');
    expect(await startMigration(store.client, { password: 'x'.repeat(21), lang: 'en-US' })).toBe('refused');
    expect($migrationForm.get()).toMatchObject({ email: 'lin@example.com', emailProblem: null, passwordProblem: 'PasswordTooLong' });
    expect(sent).toEqual([]);
  });

  it('says an address registered there is taken, at the email field', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    const taken = uniqueEmail('there');
    await store.control.registerOnOtherPlatform(taken);
    editMigrationEmail(taken);
    expect(await startMigration(store.client, { password: 'good password', lang: 'zh-TW' })).toBe('refused');
    expect($migrationForm.get().emailProblem).toBe('MigrationEmailTaken');
    expect(sent).not.toContain('/account/migrate');
  });

  it('one press sends one request; a second press while it is on its way does nothing', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    editMigrationEmail(uniqueEmail('once'));
    const [first, second] = await Promise.all([startMigration(store.client, { password: 'good password', lang: 'zh-CN' }), startMigration(store.client, { password: 'good password', lang: 'zh-CN' })]);
    expect([first, second]).toEqual(['started', 'refused']);
    expect(sent.filter((path) => path === '/account/migrate')).toHaveLength(1);
    expect($migrationStatus.get()).toMatchObject({ kind: 'ready', migration: { state: 'queued' } });
  });

  it('a start whose answer is lost is read back from drt/migrate/check, never sent again', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await loadMigration(store.client);
    editMigrationEmail(uniqueEmail('lost'));
    loseNext = '/account/migrate';
    expect(await startMigration(store.client, { password: 'good password', lang: 'en-US' })).toBe('started');
    expect(sent.filter((path) => path === '/account/migrate')).toHaveLength(1);
    expect(sent.at(-1)).toBe('/drt/migrate/check');
    expect($migrationStatus.get()).toMatchObject({ kind: 'ready', migration: { state: 'queued' } });
    expect($migrationForm.get().failure).toBeNull();
    expect((await store.control.migrations()).filter((each) => each.uuid === account.uuid)).toHaveLength(1);
  });

  it('follows a running migration until it is done, then stops reading', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    editMigrationEmail(uniqueEmail('follow'));
    await startMigration(store.client, { password: 'good password', lang: 'en-US' });
    const stop = followMigration(store.client, 5);
    const id = (await store.control.migrations()).find((each) => each.uuid === account.uuid)?.id ?? 0;
    await store.control.moveMigration(id, { step: 'advance' });
    await store.control.moveMigration(id, { step: 'advance' });
    await expect.poll(() => $migrationStatus.get()).toMatchObject({ kind: 'ready', migration: { state: 'done' } });
    const reads = sent.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent.length).toBe(reads);
    stop();
  });
});
