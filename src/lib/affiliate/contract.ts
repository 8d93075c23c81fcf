/**
 * The affiliate ("invite friends") calls of spec section 7 (issue 25). The spec names the
 * paths; the shapes are ours, from `../shared/reference/affiliate.md` §2.5 and
 * docs/decisions/0047. Money is a decimal string (signed where a clawback can make it
 * negative), times ISO-8601, emails in answers masked (`li***@gmail.com`), and every text
 * is shown as text. Reads carry the login pair; the withdrawal moves money, so it carries
 * a request key and is never repeated by the client (decision 0015): after a lost answer
 * the page reads `aff/withdraw/list` and `aff/info` instead.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { Count, Currency, DecimalAmount, ListWindow, LoginPair, PageLanguage, RequestKey, SignedDecimalAmount, Timestamp } from '../core/contract/common.ts';

/** An invite code: 8 characters of Crockford base32, upper-case (no I, L, O, U). */
export const INVITE_CODE_FORMAT = /^[0-9A-HJKMNP-TV-Z]{8}$/;
export const InviteCode = z.string().check(z.regex(INVITE_CODE_FORMAT));

/** An email as an answer shows it: the first two characters of the local part, then `***@domain`. */
export const MaskedEmail = z.string().check(z.maxLength(254));

/** The list window (`ListWindow`) as a query string carries it: its numbers arrive as text. */
const Paging = {
  limitnum: z.coerce.number().check(z.int(), z.gte(1), z.lte(100)),
  limitstart: z.coerce.number().check(z.int(), z.gte(0)),
};

/** The four bonus figures; each is a sum of ledger entries the person can open. */
export const BonusSummary = z.object({
  /** Booked and not withdrawable yet (inside the 60 days, or under review). */
  toBeConfirmed: DecimalAmount,
  /** May be withdrawn now; negative when a clawback is still to be covered. */
  withdrawable: SignedDecimalAmount,
  /** Withdrawn: to the balance, or paid out by PayPal and not returned. */
  withdrawn: DecimalAmount,
  /** PayPal withdrawals requested and not settled yet. */
  inProgress: DecimalAmount,
});
export type BonusSummary = z.infer<typeof BonusSummary>;

export const BONUS_SCOPES = ['every-bill', 'first-bill'] as const;
export const NOT_ELIGIBLE_REASONS = ['no-paid-service'] as const;

export const InviteAllowance = z.object({
  usedToday: Count,
  dailyCap: Count,
  /** When today's count starts again: midnight in Hong Kong, with its +08:00 offset. */
  resetsAt: Timestamp,
});
export type InviteAllowance = z.infer<typeof InviteAllowance>;

export const AffiliateInfo = z.object({
  code: InviteCode,
  /** The invite link, made by the provider from the code alone: never uuid, hmac or any id. */
  url: z.string().check(z.maxLength(500)),
  currency: Currency,
  rule: z.object({
    ratePercent: DecimalAmount,
    scope: z.enum(BONUS_SCOPES),
    holdDays: Count,
    trialExcluded: z.boolean(),
  }),
  minimums: z.object({ balance: DecimalAmount, paypal: DecimalAmount }),
  bonus: BonusSummary,
  quota: z.object({ left: Count }),
  invites: InviteAllowance,
  /** Whether email invites and gifts may be sent (an Active paid service is needed). */
  canSendInvites: z.boolean(),
  notEligibleReason: z.nullable(z.enum(NOT_ELIGIBLE_REASONS)),
});
export type AffiliateInfo = z.infer<typeof AffiliateInfo>;

/** The page's first read. Errors: 401 `HmacCheckFailed`, 409 `EmailNotBound` (no verified email). */
export const affInfo = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/aff/info',
  query: z.object({ ...LoginPair.shape, lang: z.optional(PageLanguage) }),
  response: AffiliateInfo,
});

export const QUOTA_REASONS = ['invite-friends', 'quota-returned', 'friend-first-renewal', 'renewal-increase', 'admin-operation'] as const;
export type QuotaReason = (typeof QUOTA_REASONS)[number];

export const QuotaEntry = z.object({
  id: z.number(),
  at: Timestamp,
  /** Gifts added (+1) or used (−1); never 0. */
  change: z.number().check(z.int()),
  reason: z.enum(QUOTA_REASONS),
  friend: z.nullable(MaskedEmail),
  /** An operator's note on an admin operation; plain text. */
  note: z.nullable(z.string().check(z.maxLength(500))),
});
export type QuotaEntry = z.infer<typeof QuotaEntry>;

/** The free-trial gifts' entries (名額明細), newest first, and the friends counted. */
export const affInviteCount = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/aff/invite/count',
  query: z.object({ ...LoginPair.shape, ...Paging }),
  response: z.object({
    quotaLeft: Count,
    friends: z.object({ invited: Count, registered: Count, paid: Count }),
    totalCount: Count,
    entries: z.array(QuotaEntry),
  }),
});

export const INVITE_VIAS = ['email', 'gift', 'link', 'qrcode', 'code'] as const;
export type InviteVia = (typeof INVITE_VIAS)[number];
export const INVITE_STATES = ['sent', 'registered', 'claimed', 'paid', 'expired', 'returned', 'bounced'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export const Invite = z.object({
  /** Unique in the list: a mailed invite's or gift's id; negative for a friend bound by link, QR or code. */
  id: z.number(),
  /** Masked; null for a friend who came by link, QR or code without an email ("anonymous account"). */
  email: z.nullable(MaskedEmail),
  via: z.enum(INVITE_VIAS),
  at: Timestamp,
  state: z.enum(INVITE_STATES),
  giftExpiresAt: z.optional(z.nullable(Timestamp)),
});
export type Invite = z.infer<typeof Invite>;

/** The invited friends, newest first: mailed invites and gifts, and friends bound by link, QR or code. */
export const affInviteList = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/aff/invite/list',
  query: z.object({ ...LoginPair.shape, ...Paging }),
  response: z.object({ totalCount: Count, invites: z.array(Invite) }),
});

const InviteMailBody = z.object({
  ...LoginPair.shape,
  email: z.string().check(z.maxLength(254)),
  /** The language of the mail and of the link in it. */
  lang: PageLanguage,
  requestKey: RequestKey,
});

/**
 * Sends a free-trial gift: the invite, a quota entry −1 and the mail in one step (a send
 * failure stores nothing and costs no quota); the same key answers the same invite.
 * Refusals: `ValidationFailed ["email"]`, `InviteSelf`, `InviteRegistered`,
 * `InviteAlreadyInvited`, `InviteDailyLimit` (429, Retry-After), `MailboxRefused`,
 * `QuotaExhausted`, `InviterNotEligible`, `EmailNotBound`, `SendFailed`.
 */
export const affInviteFree = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/aff/invite/free',
  body: InviteMailBody,
  response: z.object({ invite: Invite, quotaLeft: Count, invites: InviteAllowance }),
});

/** Mails an invite (no gift); the refusals of `aff/invite/free` but `QuotaExhausted`. */
export const affInviteEmail = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/aff/invite/email',
  body: InviteMailBody,
  response: z.object({ invite: Invite, invites: InviteAllowance }),
});

export const InviteLink = z.object({ code: InviteCode, url: z.string().check(z.maxLength(500)), createdAt: Timestamp });
export type InviteLink = z.infer<typeof InviteLink>;

/**
 * The invite link in `lang`. Without `rotate` it answers the current code (made on the
 * first call). `rotate: true` retires the old code at once (`promo/check` then answers
 * `unknown`; friends already bound stay) and needs a request key, so a repeat is the same new code.
 */
export const affInviteLink = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/aff/invite/link',
  body: z.object({
    ...LoginPair.shape,
    lang: PageLanguage,
    rotate: z.optional(z.literal(true)),
    requestKey: z.optional(RequestKey),
  }),
  response: InviteLink,
});

/** The text the browser draws as a QR code: the link plus `&via=qr`. No image comes back (decisions.md). */
export const affInviteQrcode = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/aff/invite/qrcode',
  body: z.object({ ...LoginPair.shape, lang: PageLanguage }),
  safeToRetry: true,
  response: z.object({ code: InviteCode, url: z.string().check(z.maxLength(500)), qrText: z.string().check(z.maxLength(520)) }),
});

export const BOOKED_BILL_STATUSES = ['to-be-confirmed', 'withdrawable', 'confirmed', 'cancelled'] as const;
export type BookedBillStatus = (typeof BOOKED_BILL_STATUSES)[number];
export const CANCEL_REASONS = ['refunded', 'chargeback', 'self-invite', 'operator'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const BookedBill = z.object({
  id: z.number(),
  /** The friend, masked, or null for an anonymous account. The friend's own bill amount is never shown. */
  friend: z.nullable(MaskedEmail),
  paidAt: Timestamp,
  /** The bonus now: after partial refunds, 0 when cancelled. */
  amount: DecimalAmount,
  /** The bonus as first booked. */
  originalAmount: DecimalAmount,
  status: z.enum(BOOKED_BILL_STATUSES),
  withdrawableAt: Timestamp,
  /** Held by a fraud signal: stays to be confirmed past its date until an operator decides. */
  underReview: z.boolean(),
  cancelReason: z.nullable(z.enum(CANCEL_REASONS)),
  /** What a refund or chargeback after the hold claws back from future bonus ("0.00" when none). */
  clawedBack: DecimalAmount,
});
export type BookedBill = z.infer<typeof BookedBill>;

/** The booked bills (入帳明細), newest first, optionally of one status. A read. */
export const affBalanceList = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/aff/balance/list',
  body: z.object({
    ...LoginPair.shape,
    ...ListWindow,
    status: z.optional(z.enum(BOOKED_BILL_STATUSES)),
  }),
  safeToRetry: true,
  response: z.object({ currency: Currency, totalCount: Count, summary: BonusSummary, bills: z.array(BookedBill) }),
});

export const WITHDRAWAL_DESTINATIONS = ['balance', 'paypal'] as const;
export type WithdrawalDestination = (typeof WITHDRAWAL_DESTINATIONS)[number];
export const WITHDRAWAL_STATUSES = ['completed', 'requested', 'paid', 'rejected', 'returned'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const Withdrawal = z.object({
  id: z.number(),
  at: Timestamp,
  amount: DecimalAmount,
  destination: z.enum(WITHDRAWAL_DESTINATIONS),
  paypalEmail: z.nullable(MaskedEmail),
  status: z.enum(WITHDRAWAL_STATUSES),
  settledAt: z.nullable(Timestamp),
  /** Why a PayPal withdrawal was rejected or returned; the operator's plain text. */
  reason: z.nullable(z.string().check(z.maxLength(500))),
  /** The PayPal payout's reference once paid. */
  reference: z.nullable(z.string().check(z.maxLength(100))),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** The withdrawals (提現紀錄), newest first. A read. */
export const affWithdrawList = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/aff/withdraw/list',
  body: z.object({ ...LoginPair.shape, ...ListWindow }),
  safeToRetry: true,
  response: z.object({ currency: Currency, totalCount: Count, withdrawals: z.array(Withdrawal) }),
});

/**
 * Withdraws bonus to the balance (completed at once) or to PayPal (requested). Moves money:
 * one click one request, never repeated by the client. Same key + same body → the first
 * answer; same key + another body → 400 `ValidationFailed ["requestKey"]`. Refusals:
 * `ValidationFailed ["amount"|"paypalEmail"]`, `WithdrawalBelowMinimum` (422),
 * `WithdrawalOverAvailable` (409), `WithdrawalPending` (409), `EmailNotBound`.
 */
export const affBalanceWithdraw = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/aff/balance/withdraw',
  body: z.object({
    ...LoginPair.shape,
    /** Checked by the provider against `^\d{1,9}(\.\d{1,2})?$`, so a bad amount gets its own answer. */
    amount: z.string().check(z.maxLength(32)),
    destination: z.enum(WITHDRAWAL_DESTINATIONS),
    paypalEmail: z.optional(z.string().check(z.maxLength(254))),
    requestKey: RequestKey,
  }),
  response: z.object({ withdrawal: Withdrawal, bonus: BonusSummary, accountBalance: z.nullable(DecimalAmount) }),
});

/** The refusals the affiliate calls may answer, beyond the common ones. */
export const AFFILIATE_ERROR_NAMES = [
  'EmailNotBound',
  'InviteSelf',
  'InviteRegistered',
  'InviteAlreadyInvited',
  'InviteDailyLimit',
  'MailboxRefused',
  'QuotaExhausted',
  'InviterNotEligible',
  'SendFailed',
  'WithdrawalBelowMinimum',
  'WithdrawalOverAvailable',
  'WithdrawalPending',
] as const;
export type AffiliateErrorName = (typeof AFFILIATE_ERROR_NAMES)[number];
