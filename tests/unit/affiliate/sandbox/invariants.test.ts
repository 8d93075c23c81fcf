/**
 * The ledgers cannot be rewritten and always add up (reference §2.8, acceptance criterion 16).
 * The sandbox never deletes an account or an invoice (docs/sandbox.md "Storage"): the bonus
 * ledger refuses every DELETE, cascades included, so money history cannot vanish with a row.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../../../../sandbox/core/test-sandbox.ts';
import { startedPerFile } from '../../../support/per-file.ts';
import { checkLedgerInvariants } from '../../../../sandbox/affiliate/invariants.ts';
import { DAY_MS, inviterWithCode, orderByNewEmail, pay } from './friends.ts';

const sandbox = startedPerFile('the seeded sandbox', () => startTestSandbox({ name: 'affiliate-ledger' }));

function sandboxSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sandboxSources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the bonus ledger', () => {
  it('refuses UPDATE and DELETE of an entry', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, ctx.clock.now());
    pay(ctx, orderByNewEmail(ctx, { aff: code }, ctx.clock.now()).invoiceId, 'card', ctx.clock.now());
    const entry = ctx.db.prepare('SELECT id FROM aff_entries WHERE user_uuid = ?').get(inviter.uuid);
    expect(entry).toBeDefined();
    expect(() => ctx.db.prepare('UPDATE aff_entries SET amount_cents = 1 WHERE id = ?').run(Number(entry?.id))).toThrow(/append-only/);
    expect(() => ctx.db.prepare('DELETE FROM aff_entries WHERE id = ?').run(Number(entry?.id))).toThrow(/append-only/);
  });

  it('cannot lose its history with an account: deleting the inviter is refused, and no sandbox path deletes accounts or invoices', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, ctx.clock.now());
    pay(ctx, orderByNewEmail(ctx, { aff: code }, ctx.clock.now()).invoiceId, 'card', ctx.clock.now());
    expect(() => ctx.db.prepare('DELETE FROM users WHERE uuid = ?').run(inviter.uuid)).toThrow();
    const deleting = sandboxSources('sandbox').filter((path) => /DELETE\s+FROM\s+(users|invoices|aff_\w+)\b/i.test(readFileSync(path, 'utf8')));
    expect(deleting).toEqual([]);
  });
});

describe('checkLedgerInvariants', () => {
  it('finds nothing wrong in the demo accounts and after a friend pays and time passes', () => {
    const ctx = sandbox.sandbox.context;
    expect(checkLedgerInvariants(ctx.db, ctx.clock.now())).toEqual([]);
    expect(checkLedgerInvariants(ctx.db, new Date(ctx.clock.now().getTime() + 90 * DAY_MS))).toEqual([]);
  });

  it('names a balance stored without its entry and a withdrawal without its ledger entry', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter } = inviterWithCode(ctx, ctx.clock.now());
    ctx.db.exec('SAVEPOINT tamper');
    try {
      ctx.db.prepare('UPDATE users SET balance_cents = balance_cents + 100 WHERE uuid = ?').run(inviter.uuid);
      ctx.db
        .prepare(`INSERT INTO aff_withdrawals (user_uuid, amount_cents, destination, status, requested_at, settled_at, request_key) VALUES (?, 300, 'balance', 'completed', ?, ?, 'tamper')`)
        .run(inviter.uuid, ctx.clock.now().toISOString(), ctx.clock.now().toISOString());
      const problems = checkLedgerInvariants(ctx.db, ctx.clock.now()).filter((problem) => problem.userUuid === inviter.uuid);
      expect(problems).toEqual([
        { userUuid: inviter.uuid, what: 'balance = Σ balance_entries', expected: inviter.balance_cents, found: inviter.balance_cents + 100 },
        { userUuid: inviter.uuid, what: 'toBeConfirmed + withdrawable = Σ bill amounts − withdrawals not given back', expected: -300, found: 0 },
      ]);
    } finally {
      ctx.db.exec('ROLLBACK TO tamper; RELEASE tamper');
    }
    expect(checkLedgerInvariants(ctx.db, ctx.clock.now())).toEqual([]);
  });
});
