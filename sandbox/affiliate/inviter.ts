/**
 * What the provider knows about an inviter when it answers `aff/info` or an invite call:
 * whether the account may use the programme (a verified email), may mail invites (an
 * Active paid service), how many invites today's Hong Kong day has left, and its gift quota.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { hongKongDayStart, inviteAllowance } from '../../src/lib/affiliate/invite-day.ts';
import type { InviteAllowance } from '../../src/lib/affiliate/contract.ts';
import type { UserRow } from '../core/account-rows.ts';
import { ProviderError } from '../core/router.ts';
import { effectiveStatus } from '../service/rules.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The account's verified address; the programme needs one (spec §6).
 * @throws ProviderError 409 EmailNotBound
 */
export function verifiedEmailOf(user: UserRow): string {
  if (user.email === null || user.email_status !== 'verified') throw new ProviderError(409, 'EmailNotBound');
  return user.email;
}

const ServiceFacts = z.object({ status: z.string(), expires_at: z.string() });

/**
 * Whether the account has a service that is Active now and was paid for (not the trial):
 * only paying customers mail invites, so farms of free accounts cannot (Xboard #939).
 */
export function hasActivePaidService(db: DatabaseSync, userUuid: string, now: Date): boolean {
  return db
    .prepare("SELECT status, expires_at FROM services WHERE user_uuid = ? AND status = 'Active' AND cycle <> 'Trial' AND delivered_at IS NOT NULL")
    .all(userUuid)
    .map((row) => ServiceFacts.parse(row))
    .some((service) => effectiveStatus('Active', new Date(service.expires_at), now) === 'Active');
}

/** Attempts counted against today's cap: those of this Hong Kong day up to now (a clock moved back does not count later ones). */
export function invitesUsedToday(db: DatabaseSync, userUuid: string, now: Date): number {
  const start = hongKongDayStart(now);
  const end = new Date(Math.min(start.getTime() + DAY_MS, now.getTime() + 1));
  const row = db.prepare('SELECT count(*) AS used FROM aff_invite_attempts WHERE inviter_uuid = ? AND at >= ? AND at < ?').get(userUuid, start.toISOString(), end.toISOString());
  return z.object({ used: z.number() }).parse(row).used;
}

/** Today's invites as the answers report them. */
export function allowanceOf(db: DatabaseSync, userUuid: string, now: Date): InviteAllowance {
  return inviteAllowance(invitesUsedToday(db, userUuid, now), now);
}

/** Free-trial gifts left: the sum of the account's quota entries up to now. */
export function quotaLeft(db: DatabaseSync, userUuid: string, now: Date): number {
  const row = db.prepare('SELECT COALESCE(SUM(change), 0) AS left FROM aff_quota_entries WHERE user_uuid = ? AND at <= ?').get(userUuid, now.toISOString());
  return Math.max(0, z.object({ left: z.number() }).parse(row).left);
}
