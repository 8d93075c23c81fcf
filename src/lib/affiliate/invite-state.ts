/**
 * An invited friend's state (reference §2.2), derived at read time from the invite's
 * facts and the clock, like the sandbox's other clock rules: nothing stores a state, so
 * moving the sandbox clock back undoes one.
 *
 * Mailed invite: sent → registered (an account with that address, or bound) → paid;
 * sent → expired (30 days) | bounced. Gift: sent → claimed (trial started) → paid;
 * sent → returned (unclaimed 7 days, or bounced). A friend who came by link, QR or typed
 * code is bound by their first order: registered, then paid.
 */
import type { InviteState, InviteVia } from './contract.ts';
import { EMAIL_INVITE_VALID_DAYS } from './terms.ts';

const DAY_MS = 24 * 3600_000;

export interface InviteFacts {
  via: InviteVia;
  /** When the mail went, or when a link/QR/code friend was bound. */
  at: Date;
  /** A gift's end (7 days after it was sent); null for anything else. */
  giftExpiresAt: Date | null;
  /** When the gift's trial was started with its token. */
  claimedAt: Date | null;
  bouncedAt: Date | null;
  /** The friend has an account with the invited address, or is bound to the inviter. */
  registered: boolean;
  /** The friend paid a bill that is not a trial. */
  paid: boolean;
}

/** Whether a fact's time has come at `now` (a fact dated after `now` is not yet true: the clock may be moved back). */
const happened = (at: Date | null, now: Date): boolean => at !== null && at.getTime() <= now.getTime();

/**
 * @example inviteState({ via: 'gift', at: sent, giftExpiresAt: plus7d, claimedAt: null, bouncedAt: null, registered: false, paid: false }, plus8d) // 'returned'
 */
export function inviteState(facts: InviteFacts, now: Date): InviteState {
  if (facts.paid) return 'paid';
  if (facts.via === 'gift') {
    if (happened(facts.claimedAt, now)) return 'claimed';
    if (happened(facts.bouncedAt, now) || happened(facts.giftExpiresAt, now)) return 'returned';
    return facts.registered ? 'registered' : 'sent';
  }
  if (facts.registered) return 'registered';
  if (facts.via !== 'email') return 'registered';
  if (happened(facts.bouncedAt, now)) return 'bounced';
  if (now.getTime() >= facts.at.getTime() + EMAIL_INVITE_VALID_DAYS * DAY_MS) return 'expired';
  return 'sent';
}
