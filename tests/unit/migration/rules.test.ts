import { describe, expect, it } from 'vitest';
import { checkMigrationPassword, isMigrationSettled, MIGRATION_COPY_MS, MIGRATION_QUEUE_MS, settleMigration } from '../../../src/lib/migration/rules.ts';

describe('checkMigrationPassword (spec section 5: 8 to 20 characters)', () => {
  it.each([
    ['1234567', 'PasswordTooShort'],
    ['12345678', null],
    ['x'.repeat(20), null],
    ['x'.repeat(21), 'PasswordTooLong'],
    ['', 'PasswordTooShort'],
  ])('%j → %s', (password, problem) => {
    expect(checkMigrationPassword(password)).toBe(problem);
  });

  it('counts what a person sees: 8 Chinese characters or emoji are 8, not their UTF-16 units', () => {
    expect(checkMigrationPassword('遷移到新平台密碼')).toBeNull();
    expect(checkMigrationPassword('🔑🔑🔑🔑🔑🔑🔑')).toBe('PasswordTooShort');
    expect(checkMigrationPassword('🔑'.repeat(20))).toBeNull();
  });

  it('never trims: spaces are part of a password', () => {
    expect(checkMigrationPassword('   ab   ')).toBeNull();
  });
});

describe('settleMigration (queued → copying → done by the provider clock)', () => {
  const asked = Date.parse('2026-03-01T10:00:00Z');

  it('stays queued for the first minute, copies for ten, then is done', () => {
    expect(settleMigration({ state: 'queued', sinceMs: asked }, asked + MIGRATION_QUEUE_MS - 1)).toEqual({ state: 'queued', sinceMs: asked });
    expect(settleMigration({ state: 'queued', sinceMs: asked }, asked + MIGRATION_QUEUE_MS)).toEqual({ state: 'copying', sinceMs: asked + MIGRATION_QUEUE_MS });
    expect(settleMigration({ state: 'queued', sinceMs: asked }, asked + MIGRATION_QUEUE_MS + MIGRATION_COPY_MS)).toEqual({ state: 'done', sinceMs: asked + MIGRATION_QUEUE_MS + MIGRATION_COPY_MS });
  });

  it('counts a state forced by hand from when it began', () => {
    expect(settleMigration({ state: 'copying', sinceMs: asked }, asked + MIGRATION_COPY_MS - 1).state).toBe('copying');
  });

  it('never moves a final state, and says which states are final', () => {
    expect(settleMigration({ state: 'failed', sinceMs: asked }, asked + 10 * MIGRATION_COPY_MS).state).toBe('failed');
    expect([isMigrationSettled('queued'), isMigrationSettled('copying'), isMigrationSettled('done'), isMigrationSettled('failed'), isMigrationSettled('none')]).toEqual([false, false, true, true, true]);
  });
});
