/**
 * Who is whose friend (reference §2.1 rule 1, ADR 0047): bound once and for ever at the
 * friend's first order, only when the ordering account is new (made by that order, or never
 * paid a bill) and is not the inviter. By the code on the order, else by the newest unexpired
 * mailed invite or gift to the order's email. A binding is never changed (the table refuses
 * an UPDATE), so a later code cannot take a friend from the first inviter.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import type { InviteVia } from '../../src/lib/affiliate/contract.ts';
import { EMAIL_INVITE_VALID_DAYS } from '../../src/lib/affiliate/terms.ts';
import { normaliseInviteEmail } from '../../src/lib/affiliate/invite-email.ts';
import type { AffiliateArrival } from '../../src/lib/affiliate/code.ts';

const DAY_MS = 24 * 3600_000;

const BindingRow = z.object({
  friend_uuid: z.string(),
  inviter_uuid: z.string(),
  code: z.nullable(z.string()),
  via: z.enum(['email', 'gift', 'link', 'qrcode', 'code']),
  order_id: z.nullable(z.number()),
  invite_id: z.nullable(z.number()),
  bound_at: z.string(),
});
export type BindingRow = z.infer<typeof BindingRow>;

export function findBinding(db: DatabaseSync, friendUuid: string): BindingRow | undefined {
  const row = db.prepare('SELECT * FROM aff_bindings WHERE friend_uuid = ?').get(friendUuid);
  return row ? BindingRow.parse(row) : undefined;
}

/** Whether the account ever paid a bill (a refunded one was paid too). */
export function hasPaidBill(db: DatabaseSync, userUuid: string): boolean {
  return db.prepare('SELECT 1 AS paid FROM invoices WHERE user_uuid = ? AND paid_at IS NOT NULL LIMIT 1').get(userUuid) !== undefined;
}

/**
 * The owner of a current invite code, as typed or carried by a link. Codes are matched as
 * written: the typed-code normaliser (upper-case, O→0, I/L→1) belongs to the invites side
 * (`src/lib/affiliate/invite-code.ts`) and is applied here once it is on main.
 */
function currentCodeOwner(db: DatabaseSync, code: string): string | null {
  const row = db.prepare('SELECT user_uuid FROM affiliate_codes WHERE code = ? AND retired_at IS NULL AND user_uuid IS NOT NULL').get(code);
  return row ? z.object({ user_uuid: z.string() }).parse(row).user_uuid : null;
}

/**
 * The newest mailed invite or gift to this address still within its 30 days, matched in the
 * form `email_norm` is written in (capitals, `+tag`, Gmail dots: src/lib/affiliate/invite-email.ts).
 */
function newestInviteTo(db: DatabaseSync, email: string, now: Date): { id: number; inviterUuid: string; via: 'email' | 'gift' } | null {
  const since = new Date(now.getTime() - EMAIL_INVITE_VALID_DAYS * DAY_MS).toISOString();
  const row = db
    .prepare('SELECT id, inviter_uuid, kind FROM aff_invites WHERE email_norm = ? AND sent_at > ? AND sent_at <= ? ORDER BY sent_at DESC, id DESC LIMIT 1')
    .get(normaliseInviteEmail(email), since, now.toISOString());
  if (!row) return null;
  const invite = z.object({ id: z.number(), inviter_uuid: z.string(), kind: z.enum(['email', 'gift']) }).parse(row);
  return { id: invite.id, inviterUuid: invite.inviter_uuid, via: invite.kind };
}

export interface NewBinding {
  friendUuid: string;
  inviterUuid: string;
  code: string | null;
  via: InviteVia;
  orderId: number | null;
  inviteId: number | null;
  at: Date;
}

/** Stores a binding unless the friend has one; true when this one was stored. */
export function insertBinding(db: DatabaseSync, binding: NewBinding): boolean {
  const result = db
    .prepare('INSERT INTO aff_bindings (friend_uuid, inviter_uuid, code, via, order_id, invite_id, bound_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (friend_uuid) DO NOTHING')
    .run(binding.friendUuid, binding.inviterUuid, binding.code, binding.via, binding.orderId, binding.inviteId, binding.at.toISOString());
  return result.changes === 1;
}

export interface OrderForBinding {
  friendUuid: string;
  friendEmail: string | null;
  /** The order made the account (a first order by email). */
  accountCreatedByOrder: boolean;
  orderId: number;
  /** The `aff` code the order came with. */
  code: string | undefined;
  /** How that code arrived (the order's `affVia`); a link when the order does not say. */
  via?: AffiliateArrival | undefined;
}

/**
 * Binds the ordering account to an inviter when the rules allow, at the order. Never tells
 * the buyer why not (it just does not bind). Returns the binding the account has after.
 */
export function bindAtOrder(db: DatabaseSync, order: OrderForBinding, now: Date): BindingRow | undefined {
  const existing = findBinding(db, order.friendUuid);
  if (existing) return existing;
  if (!order.accountCreatedByOrder && hasPaidBill(db, order.friendUuid)) return undefined;
  const owner = order.code === undefined ? null : currentCodeOwner(db, order.code);
  if (owner !== null && owner !== order.friendUuid) {
    insertBinding(db, { friendUuid: order.friendUuid, inviterUuid: owner, code: order.code ?? null, via: order.via ?? 'link', orderId: order.orderId, inviteId: null, at: now });
    return findBinding(db, order.friendUuid);
  }
  // No usable code (none, unknown, retired or the buyer's own): a mailed invite may bind.
  const invite = order.friendEmail === null ? null : newestInviteTo(db, order.friendEmail, now);
  if (invite && invite.inviterUuid !== order.friendUuid) {
    insertBinding(db, { friendUuid: order.friendUuid, inviterUuid: invite.inviterUuid, code: null, via: invite.via, orderId: order.orderId, inviteId: invite.id, at: now });
  }
  return findBinding(db, order.friendUuid);
}
