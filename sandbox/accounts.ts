/**
 * Making accounts: the demo seed, the control surface's fixture API and orders all call
 * `createAccount`, which stores the account and, when it has an email, mails the
 * login link (in the account's language) the way the provider does after an order.
 */
import { toMinor } from '../src/lib/rules/money.ts';
import { createFixtureInvoices } from './data/fixture-invoices.ts';
import type { SandboxContext } from './context.ts';
import { findUser, insertAccount, type AccountOrigin, type ServiceRow, type UserRow } from './data/accounts.ts';
import { recordBalanceChange } from './data/balance.ts';
import { insertCard } from './data/cards.ts';
import { buildAccount, type FixtureAccountSpec } from './data/fixtures.ts';
import { withTransaction } from './db/schema.ts';
import { mailLoginLink } from './mail/outgoing.ts';
import { serviceStateAt, type ServiceState } from './rules/service.ts';

/**
 * Stores an account with its services, their invoices, balance and saved cards, in
 * one transaction.
 * @throws FixtureError for a contradictory spec, EmailTakenError for an email already bound.
 */
export function createAccount(ctx: SandboxContext, spec: FixtureAccountSpec, origin: AccountOrigin): UserRow {
  const now = ctx.clock.now();
  return withTransaction(ctx.db, () => {
    const uuid = insertAccount(ctx.db, buildAccount(spec, origin, now), now);
    const stored = findUser(ctx.db, uuid);
    if (!stored) throw new Error(`account ${uuid} vanished right after it was stored`);
    createFixtureInvoices(ctx, stored, spec.services ?? [], now);
    const balanceCents = spec.balance ? toMinor(spec.balance) : 0;
    if (balanceCents > 0) recordBalanceChange(ctx.db, { uuid, at: now, amountCents: balanceCents, type: 'top-up', invoiceId: null });
    for (const card of spec.cards ?? []) insertCard(ctx.db, uuid, card, now);
    const user = findUser(ctx.db, uuid) ?? stored;
    mailLoginLink(ctx, user, now);
    return user;
  });
}

/** A stored service as a reader sees it now (status derived from the clock). */
export function serviceState(row: ServiceRow, now: Date): ServiceState {
  return serviceStateAt(
    { status: row.status, expiresAt: row.expires_at, usedBytes: row.used_bytes, resetAt: row.reset_at, throttledMbps: row.speed_limit_mbps },
    now,
  );
}

/** Never paid: an order whose first invoice was not paid (listed as unpaidService). */
export function isNeverPaid(row: ServiceRow): boolean {
  return row.status === 'Pending' && row.delivered_at === null;
}
