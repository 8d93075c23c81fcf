/**
 * Making accounts: the demo seed and the control surface's fixture API both call
 * `createAccount`, which stores the account and, when it has an email, mails the
 * login link the way the provider does after an order.
 */
import type { SandboxContext } from './context.ts';
import { findUser, insertAccount, type AccountOrigin, type ServiceRow, type UserRow } from './data/accounts.ts';
import { buildAccount, type FixtureAccountSpec } from './data/fixtures.ts';
import { sendMail } from './data/mail.ts';
import { loginLinks } from './links.ts';
import { serviceStateAt, type ServiceState } from './rules/service.ts';

/** @throws FixtureError for a contradictory spec, EmailTakenError for an email already bound. */
export function createAccount(ctx: SandboxContext, spec: FixtureAccountSpec, origin: AccountOrigin): UserRow {
  const now = ctx.clock.now();
  const uuid = insertAccount(ctx.db, buildAccount(spec, origin, now), now);
  const user = findUser(ctx.db, uuid);
  if (!user) throw new Error(`account ${uuid} vanished right after it was stored`);
  if (user.email !== null) {
    const link = loginLinks(ctx.siteOrigin, user.uuid, ctx.signer.userHmac(user.uuid, user.link_version)).fragment;
    sendMail(
      ctx.db,
      {
        to: user.email,
        kind: 'login-link',
        subject: 'Your Skyline login link',
        body: `Welcome to Skyline.\n\nThis link signs you in; keep it private:\n${link}\n\nIf you lose it, you can ask for it again with this email address.`,
      },
      now,
    );
  }
  return user;
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
