/**
 * The affiliate programme's terms, written once (reference §2.1, spec §5 and §9,
 * docs/decisions/0047). The provider reports the ones a person reads (`aff/info`: rate,
 * scope, hold, minimums, daily cap) and the page prints what it is told; these are the
 * sandbox's values and the client's first checks.
 */

/** The bonus rate the sandbox starts with, in basis points (10% = 1000); the control surface changes it. */
export const DEFAULT_BONUS_RATE_BP = 1000;
/** Days between a friend's payment and its bonus becoming withdrawable. */
export const BONUS_HOLD_DAYS = 60;
/** The least that may be withdrawn, in cents: to the account balance, and to PayPal. */
export const WITHDRAWAL_MINIMUM_CENTS = { balance: 300, paypal: 2000 } as const;
/** Invites (mailed or gifts) one account may send per Hong Kong calendar day. */
export const AFF_DAILY_INVITE_CAP = 10;
/** Hong Kong time's offset from UTC; the daily cap's day is a Hong Kong day. */
export const HONG_KONG_OFFSET_MINUTES = 8 * 60;
/** An address invited by anyone is not invited again for this many days. */
export const INVITE_REPEAT_WINDOW_DAYS = 90;
/** A mailed invite binds the friend's first order to the inviter for this many days. */
export const EMAIL_INVITE_VALID_DAYS = 30;
/** A free-trial gift not claimed within this many days is returned to the inviter's quota. */
export const GIFT_VALID_DAYS = 7;
/** Days of free trial a gift gives. */
export const GIFT_TRIAL_DAYS = 3;
/** The free-trial quota never rises above this through the inviter's own renewals. */
export const QUOTA_RENEWAL_CEILING = 5;
/** The PayPal payout is returned when unclaimed this many days. */
export const PAYPAL_UNCLAIMED_DAYS = 30;
