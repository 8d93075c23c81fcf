/**
 * What the invite-friends page decides from `aff/info`, pure (reference §2.3): whether the
 * withdraw button works and why not, whether invites and gifts may be sent and why not,
 * how many invites are left today. Every figure comes from the answer (the page never
 * hard-codes the rate, the minimums or the cap); money is compared in cents, never as floats.
 */
import { toMinor } from '../core/rules/money.ts';
import type { AffiliateInfo } from './contract.ts';

/** Rows per page in the affiliate dialogs and the friends list (the lists' reads and the page's early read from its head). */
export const AFFILIATE_PAGE_SIZE = 20;

/** Why the withdraw button is off, or that it is on. */
export type WithdrawReadiness =
  | { kind: 'ready' }
  /** Withdrawable is under the smaller minimum (to the balance): nothing can be withdrawn yet. */
  | { kind: 'below-minimum'; minimum: string }
  /** A clawback made withdrawable negative: this much must be covered by new bonus first. */
  | { kind: 'clawback'; owed: string };

/**
 * @example withdrawReadiness({ bonus: { withdrawable: '2.99', … }, minimums: { balance: '3.00', … } }) // { kind: 'below-minimum', minimum: '3.00' }
 * @example withdrawReadiness({ bonus: { withdrawable: '-1.50', … }, … }) // { kind: 'clawback', owed: '1.50' }
 */
export function withdrawReadiness(info: Pick<AffiliateInfo, 'bonus' | 'minimums'>): WithdrawReadiness {
  const withdrawable = toMinor(info.bonus.withdrawable);
  if (withdrawable < 0) return { kind: 'clawback', owed: info.bonus.withdrawable.replace(/^-/, '') };
  if (withdrawable < toMinor(info.minimums.balance)) return { kind: 'below-minimum', minimum: info.minimums.balance };
  return { kind: 'ready' };
}

/** Whether PayPal may be chosen: the withdrawable bonus reaches PayPal's own minimum. */
export function paypalReachable(info: Pick<AffiliateInfo, 'bonus' | 'minimums'>): boolean {
  return toMinor(info.bonus.withdrawable) >= toMinor(info.minimums.paypal);
}

/** Invites (mailed or gifts) still allowed today; never below 0 when the count passed the cap. */
export function invitesLeftToday(info: Pick<AffiliateInfo, 'invites'>): number {
  return Math.max(0, info.invites.dailyCap - info.invites.usedToday);
}

/** Why mailed invites and gifts cannot be sent now, or null when they can; the first reason that applies. */
export type InviteBlock = 'not-eligible' | 'daily-limit' | null;

export function inviteBlock(info: Pick<AffiliateInfo, 'canSendInvites' | 'invites'>): InviteBlock {
  if (!info.canSendInvites) return 'not-eligible';
  return invitesLeftToday(info) === 0 ? 'daily-limit' : null;
}

/** Why a gift cannot be sent: the invites' reason first, then an empty quota. */
export function giftBlock(info: Pick<AffiliateInfo, 'canSendInvites' | 'invites' | 'quota'>): InviteBlock | 'no-quota' {
  return inviteBlock(info) ?? (info.quota.left === 0 ? 'no-quota' : null);
}
