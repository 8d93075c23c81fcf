/**
 * The invite side of the `affiliate-rich` demo account (reference §2.9): mailed invites and
 * gifts in every state the friends list shows, and gift quota entries of all five reasons,
 * dated over the last 60 days. Facts are written as they would have been on their days
 * (invites, attempts, suppressions, quota entries); the states are derived from them at
 * read time like any other, and the due gift return is written by the same rule a read
 * uses (`settleGiftReturns`). The money side seeds its own part beside this.
 *
 * What `affiliate-rich` reads at the seed: gifts left 2; friends (newest first) he.tao
 * gift sent, chen.xin sent, no.such.box bounced, sun.li gift claimed, lin.fang gift
 * returned, wu.lan registered, zhou.ming paid, gao.yan expired, tang.yu gift paid.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { QuotaReason } from '../../src/lib/affiliate/contract.ts';
import { normaliseInviteEmail } from '../../src/lib/affiliate/invite-email.ts';
import { GIFT_VALID_DAYS } from '../../src/lib/affiliate/terms.ts';
import { listUsers } from '../core/account-rows.ts';
import { createAccount } from '../core/accounts.ts';
import type { SandboxContext } from '../core/context.ts';
import type { FixtureAccountSpec } from '../core/fixtures.ts';
import { newGiftToken, recordAttempt } from './invites.ts';
import { settleGiftReturns } from './quota.ts';

const DAY_MS = 24 * 3600_000;

/** A friend's account as the seed makes it: an address, and what it bought. */
type FriendAccount = 'registered' | 'trial' | 'paid';

interface SeededInvite {
  name: string;
  kind: 'email' | 'gift';
  daysAgo: number;
  friend?: FriendAccount;
  /** Gifts: days after sending the friend started the trial. */
  claimedAfterDays?: number;
  bounced?: boolean;
}

/** Oldest first, so ids rise with time like real ones. */
const INVITES: readonly SeededInvite[] = [
  { name: 'tang.yu', kind: 'gift', daysAgo: 50, friend: 'paid', claimedAfterDays: 1 },
  { name: 'gao.yan', kind: 'email', daysAgo: 40 },
  { name: 'zhou.ming', kind: 'email', daysAgo: 20, friend: 'paid' },
  { name: 'wu.lan', kind: 'email', daysAgo: 15, friend: 'registered' },
  { name: 'lin.fang', kind: 'gift', daysAgo: 12 },
  { name: 'sun.li', kind: 'gift', daysAgo: 4, friend: 'trial', claimedAfterDays: 1 },
  { name: 'no.such.box', kind: 'email', daysAgo: 3, bounced: true },
  { name: 'chen.xin', kind: 'email', daysAgo: 2 },
  { name: 'he.tao', kind: 'gift', daysAgo: 1 },
];

const FRIEND_SPECS: Record<FriendAccount, FixtureAccountSpec> = {
  registered: { emailStatus: 'verified' },
  trial: { emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Trial', expiresInDays: 1 }] },
  paid: { emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] },
};

function addQuota(db: DatabaseSync, userUuid: string, at: Date, change: number, reason: QuotaReason, inviteId: number | null, note: string | null): void {
  db.prepare('INSERT INTO aff_quota_entries (user_uuid, at, change, reason, invite_id, note) VALUES (?, ?, ?, ?, ?, ?)').run(userUuid, at.toISOString(), change, reason, inviteId, note);
}

/** Writes one invite's facts as of its day; returns its id. */
function seedInvite(ctx: SandboxContext, inviterUuid: string, invite: SeededInvite, email: string, index: number, now: Date): number {
  const sentAt = new Date(now.getTime() - invite.daysAgo * DAY_MS);
  // Friends signed up themselves: their accounts are not demo accounts (no login link printed for them).
  const friend = invite.friend === undefined ? null : createAccount(ctx, { ...FRIEND_SPECS[invite.friend], email }, 'signup');
  const claimedAt = invite.claimedAfterDays === undefined ? null : new Date(sentAt.getTime() + invite.claimedAfterDays * DAY_MS);
  const gift = invite.kind === 'gift' ? newGiftToken() : null;
  const stored = ctx.db
    .prepare(
      `INSERT INTO aff_invites (inviter_uuid, kind, email_norm, email_shown, lang, sent_at, gift_token_hash, gift_expires_at, claimed_at, claimed_by_uuid, bounced_at, request_key)
       VALUES (?, ?, ?, ?, 'zh-TW', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      inviterUuid,
      invite.kind,
      normaliseInviteEmail(email),
      email,
      sentAt.toISOString(),
      gift?.hash ?? null,
      gift ? new Date(sentAt.getTime() + GIFT_VALID_DAYS * DAY_MS).toISOString() : null,
      claimedAt?.toISOString() ?? null,
      claimedAt && friend ? friend.uuid : null,
      invite.bounced ? new Date(sentAt.getTime() + 60_000).toISOString() : null,
      `demo-invite-${index}`,
    );
  const id = Number(stored?.id);
  recordAttempt(ctx.db, inviterUuid, 'sent', sentAt);
  if (invite.bounced) ctx.db.prepare("INSERT INTO invite_suppressions (email_norm, at, why) VALUES (?, ?, 'bounced') ON CONFLICT DO NOTHING").run(normaliseInviteEmail(email), sentAt.toISOString());
  if (gift) addQuota(ctx.db, inviterUuid, sentAt, -1, 'invite-friends', id, null);
  if (gift && invite.friend === 'paid' && claimedAt) addQuota(ctx.db, inviterUuid, new Date(claimedAt.getTime() + 4 * DAY_MS), 1, 'friend-first-renewal', id, null);
  return id;
}

/**
 * Gives the account the invites and quota described in the module comment. Friends'
 * addresses are `<name>@<emailDomain>` (tests pass a domain of their own). Call once per
 * account, inside the seed's transaction.
 */
export function seedAffiliateInvites(ctx: SandboxContext, inviterUuid: string, emailDomain = 'example.com'): void {
  const now = ctx.clock.now();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  addQuota(ctx.db, inviterUuid, daysAgo(60), 3, 'admin-operation', null, '開站贈送 3 個免費試用名額');
  addQuota(ctx.db, inviterUuid, daysAgo(25), 1, 'renewal-increase', null, null);
  INVITES.forEach((invite, index) => seedInvite(ctx, inviterUuid, invite, `${invite.name}@${emailDomain}`, index, now));
  settleGiftReturns(ctx.db, inviterUuid, now);
}

/** The demo seed's step: `affiliate-rich`'s invites, when the demo has that account. */
export function seedDemoInvites(ctx: SandboxContext): void {
  const rich = listUsers(ctx.db, 'demo').find((user) => user.label === 'affiliate-rich');
  if (rich) seedAffiliateInvites(ctx, rich.uuid);
}
