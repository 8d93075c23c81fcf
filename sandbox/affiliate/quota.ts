/**
 * The free-trial gift quota (reference §2.2): gifts left = Σ `aff_quota_entries`, each
 * entry appended with its reason, never edited. The sum is checked ≥ 0 in the transaction
 * that writes, so two requests cannot both spend the last gift.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import type { QuotaReason } from '../../src/lib/affiliate/contract.ts';
import { normaliseInviteEmail } from '../../src/lib/affiliate/invite-email.ts';
import { QUOTA_RENEWAL_CEILING } from '../../src/lib/affiliate/terms.ts';
import type { SandboxContext } from '../core/context.ts';
import type { InvoiceRow } from '../invoice/data.ts';
import { quotaLeft } from './inviter.ts';
import { notifyGiftReturned } from './invite-messages.ts';

export interface NewQuotaEntry {
  userUuid: string;
  change: number;
  reason: QuotaReason;
  inviteId: number | null;
  note: string | null;
}

/**
 * Appends one entry. Call inside a transaction.
 * @throws RangeError when the entry would take the quota below zero
 */
export function addQuotaEntry(db: DatabaseSync, entry: NewQuotaEntry, now: Date): void {
  db.prepare('INSERT INTO aff_quota_entries (user_uuid, at, change, reason, invite_id, note) VALUES (?, ?, ?, ?, ?, ?)').run(
    entry.userUuid,
    now.toISOString(),
    entry.change,
    entry.reason,
    entry.inviteId,
    entry.note,
  );
  const row = db.prepare('SELECT COALESCE(SUM(change), 0) AS left FROM aff_quota_entries WHERE user_uuid = ?').get(entry.userUuid);
  if (typeof row?.left !== 'number' || row.left < 0) throw new RangeError('the free-trial quota cannot go below zero');
}

/**
 * Writes the returns that have fallen due: each gift of the account unclaimed at its
 * expiry (and not bounced, which returned it already) gets its `quota-returned` +1, dated
 * at the expiry. Called whenever the account's quota or invites are read, so the clock
 * rule holds without a timer; dated at the expiry, a return is not counted while the
 * sandbox clock is moved back before it (the sums read entries up to now). Call inside a
 * transaction.
 */
export function settleGiftReturns(db: DatabaseSync, userUuid: string, now: Date): void {
  const due = db
    .prepare(
      `SELECT i.id, i.gift_expires_at, i.email_shown FROM aff_invites i
       WHERE i.inviter_uuid = ? AND i.kind = 'gift' AND i.gift_expires_at <= ? AND i.claimed_at IS NULL AND i.bounced_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM aff_quota_entries q WHERE q.invite_id = i.id AND q.reason = 'quota-returned')`,
    )
    .all(userUuid, now.toISOString());
  for (const row of due) {
    db.prepare("INSERT INTO aff_quota_entries (user_uuid, at, change, reason, invite_id, note) VALUES (?, ?, 1, 'quota-returned', ?, NULL)").run(userUuid, String(row.gift_expires_at), Number(row.id));
    notifyGiftReturned(db, userUuid, String(row.email_shown), 'unclaimed', new Date(String(row.gift_expires_at)));
  }
}

/**
 * An invite's mail came back (the control surface's bounce): the invite reads bounced, the
 * address is never invited again, and an unclaimed gift's quota comes back at once.
 * @returns false when there is no such invite
 */
export function bounceInvite(db: DatabaseSync, inviteId: number, now: Date): boolean {
  const row = db.prepare('SELECT inviter_uuid, kind, email_norm, email_shown, claimed_at, bounced_at FROM aff_invites WHERE id = ?').get(inviteId);
  if (row === undefined) return false;
  if (row.bounced_at !== null) return true;
  db.prepare('UPDATE aff_invites SET bounced_at = ? WHERE id = ?').run(now.toISOString(), inviteId);
  db.prepare("INSERT INTO invite_suppressions (email_norm, at, why) VALUES (?, ?, 'bounced') ON CONFLICT (email_norm) DO NOTHING").run(String(row.email_norm), now.toISOString());
  const returned = db.prepare("SELECT 1 AS hit FROM aff_quota_entries WHERE invite_id = ? AND reason = 'quota-returned'").get(inviteId);
  if (row.kind === 'gift' && row.claimed_at === null && returned === undefined) {
    addQuotaEntry(db, { userUuid: String(row.inviter_uuid), change: 1, reason: 'quota-returned', inviteId, note: null }, now);
    notifyGiftReturned(db, String(row.inviter_uuid), String(row.email_shown), 'bounced', now);
  }
  return true;
}

const BindingFacts = z.object({ inviter_uuid: z.string(), via: z.string(), invite_id: z.nullable(z.number()), email: z.nullable(z.string()) });

/**
 * The gift that brought a bound friend, if one did: the binding's own invite when it was
 * made by the gift, else a gift from the same inviter claimed by the friend or sent to the
 * friend's address (a friend who opened the gift's link is bound by its code).
 */
function giftOfFriend(db: DatabaseSync, friendUuid: string): { inviterUuid: string; inviteId: number } | undefined {
  const raw = db.prepare('SELECT b.inviter_uuid, b.via, b.invite_id, u.email FROM aff_bindings b JOIN users u ON u.uuid = b.friend_uuid WHERE b.friend_uuid = ?').get(friendUuid);
  if (raw === undefined) return undefined;
  const binding = BindingFacts.parse(raw);
  if (binding.via === 'gift' && binding.invite_id !== null) return { inviterUuid: binding.inviter_uuid, inviteId: binding.invite_id };
  const gift = db
    .prepare("SELECT id FROM aff_invites WHERE inviter_uuid = ? AND kind = 'gift' AND (claimed_by_uuid = ? OR email_norm = ?) ORDER BY sent_at DESC LIMIT 1")
    .get(binding.inviter_uuid, friendUuid, binding.email === null ? '' : normaliseInviteEmail(binding.email));
  return gift === undefined ? undefined : { inviterUuid: binding.inviter_uuid, inviteId: Number(gift.id) };
}

/**
 * The quota a paid bill earns (reference §2.2), called from the invoice's Paid step inside
 * its transaction (`payInvoice`): the trial earns nothing; the account's own bill adds
 * `renewal-increase` +1 unless it already has QUOTA_RENEWAL_CEILING left; a friend who came
 * by a gift paying their first bill that is not the trial adds `friend-first-renewal` +1
 * for the inviter, once per gift.
 */
export function quotaOnBillPaid(ctx: SandboxContext, invoice: InvoiceRow, now: Date): void {
  if (invoice.cycle === 'Trial' || invoice.status !== 'Paid') return;
  if (quotaLeft(ctx.db, invoice.user_uuid, now) < QUOTA_RENEWAL_CEILING) {
    addQuotaEntry(ctx.db, { userUuid: invoice.user_uuid, change: 1, reason: 'renewal-increase', inviteId: null, note: null }, now);
  }
  const gift = giftOfFriend(ctx.db, invoice.user_uuid);
  if (gift === undefined) return;
  const paidBills = ctx.db.prepare("SELECT count(*) AS paid FROM invoices WHERE user_uuid = ? AND paid_at IS NOT NULL AND cycle <> 'Trial'").get(invoice.user_uuid);
  const counted = ctx.db.prepare("SELECT 1 AS hit FROM aff_quota_entries WHERE invite_id = ? AND reason = 'friend-first-renewal'").get(gift.inviteId);
  if (Number(paidBills?.paid) !== 1 || counted !== undefined) return;
  addQuotaEntry(ctx.db, { userUuid: gift.inviterUuid, change: 1, reason: 'friend-first-renewal', inviteId: gift.inviteId, note: null }, now);
}
