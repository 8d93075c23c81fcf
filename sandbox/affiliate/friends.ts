/**
 * The inviter's friends (`aff/invite/list`) and gift quota entries (`aff/invite/count`),
 * read from the facts: mailed invites and gifts (`aff_invites`) and friends bound by link,
 * QR or typed code (`aff_bindings`, written at order time by the binding side). A friend
 * bound through a mailed invite or gift is that invite's row, not a second one.
 *
 * Ids: an invite answers its own id; a friend bound by link, QR or code answers the
 * negative of its binding's row id, so both kinds fit one list without clashing.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { QUOTA_REASONS, type Invite, type InviteVia, type QuotaEntry } from '../../src/lib/affiliate/contract.ts';
import { normaliseInviteEmail } from '../../src/lib/affiliate/invite-email.ts';
import { maskEmail } from '../../src/lib/affiliate/mask.ts';
import { inviteState } from '../../src/lib/affiliate/invite-state.ts';
import { hasPaidNonTrialBill, InviteRow, progressOf, toInvite } from './invites.ts';

const BindingRow = z.object({ row_id: z.number(), friend_uuid: z.string(), via: z.enum(['link', 'qrcode', 'code']), bound_at: z.string(), email: z.nullable(z.string()) });

/**
 * Friends bound by a code who are not already in the list as a mailed invite or gift (a
 * friend who opened a gift's link is bound by its code and is that gift's row).
 */
function boundByCode(db: DatabaseSync, inviterUuid: string, mailed: readonly InviteRow[], now: Date): Invite[] {
  const invitedUuids = new Set(mailed.map((row) => row.claimed_by_uuid));
  const invitedAddresses = new Set(mailed.map((row) => row.email_norm));
  return db
    .prepare(
      `SELECT b.rowid AS row_id, b.friend_uuid, b.via, b.bound_at, u.email FROM aff_bindings b JOIN users u ON u.uuid = b.friend_uuid
       WHERE b.inviter_uuid = ? AND b.via IN ('link', 'qrcode', 'code') AND b.bound_at <= ?`,
    )
    .all(inviterUuid, now.toISOString())
    .map((raw) => BindingRow.parse(raw))
    .filter((row) => !invitedUuids.has(row.friend_uuid) && (row.email === null || !invitedAddresses.has(normaliseInviteEmail(row.email))))
    .map((row) => {
      const via: InviteVia = row.via;
      const paid = hasPaidNonTrialBill(db, row.friend_uuid);
      const facts = { via, at: new Date(row.bound_at), giftExpiresAt: null, claimedAt: null, bouncedAt: null, registered: true, paid };
      return { id: -row.row_id, email: row.email === null ? null : maskEmail(row.email), via, at: row.bound_at, state: inviteState(facts, now) };
    });
}

/** Every friend of the inviter at `now`, newest first. */
export function friendsOf(db: DatabaseSync, inviterUuid: string, now: Date): Invite[] {
  const rows = db
    .prepare('SELECT * FROM aff_invites WHERE inviter_uuid = ? AND sent_at <= ?')
    .all(inviterUuid, now.toISOString())
    .map((raw) => InviteRow.parse(raw));
  const mailed = rows.map((row) => toInvite(row, progressOf(db, row), now));
  return [...mailed, ...boundByCode(db, inviterUuid, rows, now)].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
}

/** The friends counted: all invited, those with an account (registered, claimed or paid), those who paid. */
export function friendCounts(friends: readonly Invite[]): { invited: number; registered: number; paid: number } {
  return {
    invited: friends.length,
    registered: friends.filter((friend) => friend.state === 'registered' || friend.state === 'claimed' || friend.state === 'paid').length,
    paid: friends.filter((friend) => friend.state === 'paid').length,
  };
}

const QuotaRow = z.object({
  id: z.number(),
  at: z.string(),
  change: z.number(),
  reason: z.enum(QUOTA_REASONS),
  note: z.nullable(z.string()),
  email: z.nullable(z.string()),
});

/** The account's quota entries up to `now`, newest first, a page of them, and how many there are. */
export function quotaEntries(db: DatabaseSync, userUuid: string, now: Date, page: { limitnum: number; limitstart: number }): { totalCount: number; entries: QuotaEntry[] } {
  const at = now.toISOString();
  const total = db.prepare('SELECT count(*) AS total FROM aff_quota_entries WHERE user_uuid = ? AND at <= ?').get(userUuid, at);
  const entries = db
    .prepare(
      `SELECT q.id, q.at, q.change, q.reason, q.note, i.email_shown AS email FROM aff_quota_entries q LEFT JOIN aff_invites i ON i.id = q.invite_id
       WHERE q.user_uuid = ? AND q.at <= ? ORDER BY q.at DESC, q.id DESC LIMIT ? OFFSET ?`,
    )
    .all(userUuid, at, page.limitnum, page.limitstart)
    .map((raw) => {
      const row = QuotaRow.parse(raw);
      return { id: row.id, at: row.at, change: row.change, reason: row.reason, friend: row.email === null ? null : maskEmail(row.email), note: row.note };
    });
  return { totalCount: z.object({ total: z.number() }).parse(total).total, entries };
}
