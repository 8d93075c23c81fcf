/**
 * Mailed invites and gifts as stored (schema v13, `aff_invites`), the facts their state is
 * read from, and the day's counted attempts. Rows hold facts only: an invite's state
 * (sent, registered, claimed, paid, expired, returned, bounced) is derived at read time by
 * `inviteState` (src/lib/affiliate/invite-state.ts) from these facts and the clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import type { Invite } from '../../src/lib/affiliate/contract.ts';
import { normaliseInviteEmail } from '../../src/lib/affiliate/invite-email.ts';
import { maskEmail } from '../../src/lib/affiliate/mask.ts';
import { inviteState } from '../../src/lib/affiliate/invite-state.ts';
import { PageLanguage } from '../../src/lib/core/contract/common.ts';

export const InviteRow = z.object({
  id: z.number(),
  inviter_uuid: z.string(),
  kind: z.enum(['email', 'gift']),
  email_norm: z.string(),
  email_shown: z.string(),
  lang: PageLanguage,
  sent_at: z.string(),
  gift_token_hash: z.nullable(z.string()),
  gift_expires_at: z.nullable(z.string()),
  claimed_at: z.nullable(z.string()),
  claimed_by_uuid: z.nullable(z.string()),
  bounced_at: z.nullable(z.string()),
  request_key: z.string(),
});
export type InviteRow = z.infer<typeof InviteRow>;

/** Why an attempt counts against the day's cap: it was sent, or refused in a way that could be an oracle. */
export type CountedOutcome = 'sent' | 'registered' | 'invited';

export function recordAttempt(db: DatabaseSync, inviterUuid: string, outcome: CountedOutcome, now: Date): void {
  db.prepare('INSERT INTO aff_invite_attempts (inviter_uuid, at, outcome) VALUES (?, ?, ?)').run(inviterUuid, now.toISOString(), outcome);
}

export function inviteByKey(db: DatabaseSync, inviterUuid: string, requestKey: string): InviteRow | undefined {
  const row = db.prepare('SELECT * FROM aff_invites WHERE inviter_uuid = ? AND request_key = ?').get(inviterUuid, requestKey);
  return row === undefined ? undefined : InviteRow.parse(row);
}

export function inviteById(db: DatabaseSync, id: number): InviteRow | undefined {
  const row = db.prepare('SELECT * FROM aff_invites WHERE id = ?').get(id);
  return row === undefined ? undefined : InviteRow.parse(row);
}

/** Whether anyone invited the address in the window before `now` (reference §2.6: at most once per 90 days from anyone). */
export function invitedSince(db: DatabaseSync, emailNorm: string, since: Date, now: Date): boolean {
  return db.prepare('SELECT 1 AS hit FROM aff_invites WHERE email_norm = ? AND sent_at > ? AND sent_at <= ?').get(emailNorm, since.toISOString(), now.toISOString()) !== undefined;
}

const EmailRow = z.object({ uuid: z.string(), email: z.string(), created_at: z.string() });

/**
 * The account whose bound address is the same person's (normalised: capitals, `+tag`,
 * Gmail dots), if any. Only accounts on the same domain are read, then compared in the
 * normalised form, which SQL cannot write.
 */
export function accountWithAddress(db: DatabaseSync, emailNorm: string): { uuid: string; createdAt: string } | undefined {
  const domain = emailNorm.slice(emailNorm.lastIndexOf('@') + 1);
  const found = db
    .prepare("SELECT uuid, email, created_at FROM users WHERE email IS NOT NULL AND lower(email) LIKE '%@' || ?")
    .all(domain)
    .map((row) => EmailRow.parse(row))
    .find((row) => normaliseInviteEmail(row.email) === emailNorm);
  return found ? { uuid: found.uuid, createdAt: found.created_at } : undefined;
}

/** A gift's one-use token: 24 random bytes, base64url. Only its hash is stored. */
export function newGiftToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: giftTokenHash(token) };
}

export function giftTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface NewInvite {
  inviterUuid: string;
  kind: 'email' | 'gift';
  email: string;
  lang: z.infer<typeof PageLanguage>;
  requestKey: string;
  gift: { tokenHash: string; expiresAt: Date } | null;
}

export function insertInvite(db: DatabaseSync, invite: NewInvite, now: Date): InviteRow {
  const result = db
    .prepare(
      `INSERT INTO aff_invites (inviter_uuid, kind, email_norm, email_shown, lang, sent_at, gift_token_hash, gift_expires_at, request_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      invite.inviterUuid,
      invite.kind,
      normaliseInviteEmail(invite.email),
      invite.email,
      invite.lang,
      now.toISOString(),
      invite.gift?.tokenHash ?? null,
      invite.gift?.expiresAt.toISOString() ?? null,
      invite.requestKey,
    );
  const stored = inviteById(db, Number(result.lastInsertRowid));
  if (!stored) throw new Error('an invite just stored could not be read back');
  return stored;
}

/** What happened to the friend since: an account with the address (or bound to the inviter), and a paid non-trial bill. */
export interface FriendProgress {
  registered: boolean;
  paid: boolean;
}

const PaidRow = z.object({ paid: z.number() });

/** Whether the account paid a bill that is not the trial (a Paid invoice of a non-trial cycle). */
export function hasPaidNonTrialBill(db: DatabaseSync, userUuid: string): boolean {
  const row = db.prepare("SELECT count(*) AS paid FROM invoices WHERE user_uuid = ? AND status = 'Paid' AND cycle <> 'Trial'").get(userUuid);
  return PaidRow.parse(row).paid > 0;
}

/** The friend's progress for a mailed invite or gift: the account that has the address, or claimed the gift. */
export function progressOf(db: DatabaseSync, row: InviteRow): FriendProgress {
  const bound = db.prepare('SELECT friend_uuid FROM aff_bindings WHERE invite_id = ?').get(row.id);
  const boundUuid = typeof bound?.friend_uuid === 'string' ? bound.friend_uuid : undefined;
  const friendUuid = row.claimed_by_uuid ?? boundUuid ?? accountWithAddress(db, row.email_norm)?.uuid;
  if (friendUuid === undefined) return { registered: false, paid: false };
  return { registered: true, paid: hasPaidNonTrialBill(db, friendUuid) };
}

const toDate = (iso: string | null) => (iso === null ? null : new Date(iso));

/** A stored invite as the answers show it: masked, with its state at `now`. */
export function toInvite(row: InviteRow, progress: FriendProgress, now: Date): Invite {
  const state = inviteState(
    { via: row.kind, at: new Date(row.sent_at), giftExpiresAt: toDate(row.gift_expires_at), claimedAt: toDate(row.claimed_at), bouncedAt: toDate(row.bounced_at), ...progress },
    now,
  );
  return {
    id: row.id,
    email: maskEmail(row.email_shown),
    via: row.kind,
    at: row.sent_at,
    state,
    ...(row.kind === 'gift' ? { giftExpiresAt: row.gift_expires_at } : {}),
  };
}
