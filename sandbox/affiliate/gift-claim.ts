/**
 * Claiming a free-trial gift (reference §2.2, §2.7): a friend who opens the gift's link
 * and orders the Trial gets it free for GIFT_TRIAL_DAYS. The token is one-use, bound to the
 * address it was mailed to, and works for 7 days; it is not a login. A token that does
 * not fit (unknown, used, expired, bounced, another address, the inviter, or a buyer who
 * paid before) is ignored and the order goes on as ordered, without saying why.
 */
import type { DatabaseSync } from 'node:sqlite';
import { normaliseInviteEmail } from '../../src/lib/affiliate/invite-email.ts';
import { GIFT_TRIAL_DAYS } from '../../src/lib/affiliate/terms.ts';
import type { PaymentMethodId } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService, updateService } from '../core/account-rows.ts';
import { payInvoice } from '../invoice/invoices.ts';
import { hasPaidBill } from './bindings.ts';
import { giftTokenHash, InviteRow } from './invites.ts';

const DAY_MS = 24 * 3600_000;

export interface GiftClaim {
  token: string;
  friendUuid: string;
  /** The buyer's address: the gift works only for the one it was mailed to. */
  friendEmail: string | null;
}

/**
 * Marks the gift claimed by the buyer when the token fits; the claimed invite, else undefined.
 * Call inside the order's transaction.
 */
export function claimGift(db: DatabaseSync, claim: GiftClaim, now: Date): InviteRow | undefined {
  if (claim.friendEmail === null || hasPaidBill(db, claim.friendUuid)) return undefined;
  const raw = db
    .prepare(
      `SELECT * FROM aff_invites WHERE gift_token_hash = ? AND kind = 'gift' AND claimed_at IS NULL AND bounced_at IS NULL
         AND sent_at <= ? AND gift_expires_at > ? AND email_norm = ? AND inviter_uuid <> ?`,
    )
    .get(giftTokenHash(claim.token), now.toISOString(), now.toISOString(), normaliseInviteEmail(claim.friendEmail), claim.friendUuid);
  if (raw === undefined) return undefined;
  const invite = InviteRow.parse(raw);
  db.prepare('UPDATE aff_invites SET claimed_at = ?, claimed_by_uuid = ? WHERE id = ? AND claimed_at IS NULL').run(now.toISOString(), claim.friendUuid, invite.id);
  return invite;
}

/**
 * The claimed gift's order, free (its invoice carries the whole price as discount): paid
 * at once and delivered for the gift's days instead of the trial's usual seven.
 */
export function startGiftTrial(ctx: SandboxContext, invoiceId: number, method: PaymentMethodId, now: Date): void {
  const paid = payInvoice(ctx, invoiceId, method, now);
  const end = new Date(now.getTime() + GIFT_TRIAL_DAYS * DAY_MS);
  ctx.db.prepare('UPDATE invoices SET period_end = ? WHERE id = ?').run(end.toISOString(), invoiceId);
  const service = findService(ctx.db, paid.service_id);
  if (!service?.delivered_at) throw new Error(`the gift's service ${paid.service_id} was not delivered`);
  updateService(ctx.db, service.id, {
    status: service.status,
    deliveredAt: service.delivered_at,
    registeredAt: service.registered_at,
    expiresAt: end,
    resetAt: service.reset_at,
    autoRenew: false,
    cycle: service.cycle,
    price: { amount: service.price_amount, currency: service.price_currency },
  });
}
