/**
 * Sending a mailed invite or a free-trial gift (reference §2.4, §2.7; ADR 0047). The
 * refusals, in the order they are checked:
 *
 * 1. 401 `HmacCheckFailed`, 409 `EmailNotBound` (the account);
 * 2. a repeat of a request key answers the invite it made (400 `ValidationFailed
 *    ["requestKey"]` when the key was used for another address or kind);
 * 3. 403 `InviterNotEligible` (no Active paid service);
 * 4. 400 `ValidationFailed ["email"]`, 422 `MailboxRefused`, 409 `InviteSelf`: the
 *    address itself, not counted;
 * 5. 429 `InviteDailyLimit` with `Retry-After`;
 * 6. 409 `QuotaExhausted` (gifts);
 * 7. 409 `InviteRegistered`, then 409 `InviteAlreadyInvited` (anyone's invite in 90 days,
 *    or an opt-out or bounce): both count against the cap;
 * 8. 502 `SendFailed`: nothing is stored and no quota is spent.
 *
 * The cap comes before the two counted refusals (the reference's table lists it after
 * them): "is this address registered?" is an oracle, and a cap checked after it would not
 * bound how often it can be asked. Everything happens in one `BEGIN IMMEDIATE`
 * transaction, so two tabs cannot both take the last invite of the day or the last gift;
 * a counted refusal's attempt is committed, then the refusal is answered.
 */
import type { Invite, InviteAllowance } from '../../src/lib/affiliate/contract.ts';
import { checkInviteEmail, cleanInviteEmail, normaliseInviteEmail } from '../../src/lib/affiliate/invite-email.ts';
import { maskEmail } from '../../src/lib/affiliate/mask.ts';
import { secondsUntilReset } from '../../src/lib/affiliate/invite-day.ts';
import { AFF_DAILY_INVITE_CAP, GIFT_TRIAL_DAYS, GIFT_VALID_DAYS, INVITE_REPEAT_WINDOW_DAYS } from '../../src/lib/affiliate/terms.ts';
import { formatDateTime } from '../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';
import type { SandboxContext } from '../core/context.ts';
import type { UserRow } from '../core/account-rows.ts';
import { withTransaction } from '../core/db/schema.ts';
import { inviteLinkUrl, unsubscribePageUrl } from '../core/links.ts';
import { sendMail } from '../core/mail/store.ts';
import { MAIL_TEXTS } from '../core/mail/texts.ts';
import { ProviderError, validationFailed } from '../core/router.ts';
import { UNSUBSCRIBE_PATH } from '../unsubscribe/consent.ts';
import { currentInviteCode } from './codes.ts';
import { allowanceOf, hasActivePaidService, invitesUsedToday, quotaLeft, verifiedEmailOf } from './inviter.ts';
import { accountWithAddress, insertInvite, inviteByKey, invitedSince, newGiftToken, progressOf, recordAttempt, toInvite, type InviteRow } from './invites.ts';
import { addQuotaEntry, settleGiftReturns } from './quota.ts';
import { inviteeOffNum, isSuppressed } from './suppressions.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The sandbox's mail server refuses this domain, so a test can make a send fail (the real
 * provider's relay can refuse a message; then nothing is stored).
 */
export const UNDELIVERABLE_DOMAIN = 'undeliverable.invalid';

export interface InviteRequest {
  email: string;
  lang: Locale;
  requestKey: string;
}

export interface SentInvite {
  invite: Invite;
  invites: InviteAllowance;
  quotaLeft: number;
}

type Outcome = { kind: 'sent'; row: InviteRow } | { kind: 'refused'; error: ProviderError };

function answerOf(ctx: SandboxContext, user: UserRow, row: InviteRow): SentInvite {
  const now = ctx.clock.now();
  return { invite: toInvite(row, progressOf(ctx.db, row), now), invites: allowanceOf(ctx.db, user.uuid, now), quotaLeft: quotaLeft(ctx.db, user.uuid, now) };
}

/** The refusals of the address itself (step 4 above), none counted. */
function checkAddress(ownEmail: string, typed: string): void {
  const problem = checkInviteEmail(typed);
  if (problem === 'MailboxRefused') throw new ProviderError(422, 'MailboxRefused');
  if (problem !== null) throw validationFailed(['email'], 'email format incorrect');
  if (normaliseInviteEmail(typed) === normaliseInviteEmail(ownEmail)) throw new ProviderError(409, 'InviteSelf');
}

/** Mails the invite: the fixed template in the inviter's chosen language (reference §2.7). */
function mailInvite(ctx: SandboxContext, inviter: { email: string; code: string }, row: InviteRow, giftToken: string | null): void {
  const lang = row.lang;
  const offNum = inviteeOffNum(ctx, row.email_norm);
  const oneClick = `${ctx.publicOrigin()}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ off_num: offNum }).toString()}`;
  const text = MAIL_TEXTS[lang].invite({
    inviter: maskEmail(inviter.email),
    link: inviteLinkUrl(ctx.siteOrigin, lang, inviter.code, giftToken ?? undefined),
    gift: giftToken !== null && row.gift_expires_at !== null ? { days: GIFT_TRIAL_DAYS, until: formatDateTime(lang, row.gift_expires_at) } : null,
    unsubscribeLink: unsubscribePageUrl(ctx.siteOrigin, lang, offNum),
  });
  const headers = {
    'List-Id': 'Skyline invitations <invites.skyline.invalid>',
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  sendMail(ctx.db, { to: row.email_shown, kind: row.kind === 'gift' ? 'affiliate-gift' : 'affiliate-invite', ...text, headers }, ctx.clock.now());
}

/**
 * Sends an invite (`kind: 'email'`) or a gift (`'gift'`) for the account; see the module
 * comment for the refusals and their order.
 * @throws ProviderError as listed above
 */
export function sendInvite(ctx: SandboxContext, user: UserRow, kind: 'email' | 'gift', request: InviteRequest): SentInvite {
  const ownEmail = verifiedEmailOf(user);
  const typed = cleanInviteEmail(request.email);
  const outcome = withTransaction(ctx.db, (): Outcome => {
    const now = ctx.clock.now();
    const repeated = inviteByKey(ctx.db, user.uuid, request.requestKey);
    if (repeated) {
      if (repeated.kind !== kind || repeated.email_norm !== normaliseInviteEmail(typed)) throw validationFailed(['requestKey'], 'this requestKey was already used for a different invite');
      return { kind: 'sent', row: repeated };
    }
    settleGiftReturns(ctx.db, user.uuid, now);
    if (!hasActivePaidService(ctx.db, user.uuid, now)) throw new ProviderError(403, 'InviterNotEligible');
    checkAddress(ownEmail, typed);
    if (invitesUsedToday(ctx.db, user.uuid, now) >= AFF_DAILY_INVITE_CAP) {
      throw new ProviderError(429, 'InviteDailyLimit', undefined, undefined, { 'Retry-After': String(secondsUntilReset(now)) });
    }
    if (kind === 'gift' && quotaLeft(ctx.db, user.uuid, now) <= 0) throw new ProviderError(409, 'QuotaExhausted');
    const emailNorm = normaliseInviteEmail(typed);
    if (accountWithAddress(ctx.db, emailNorm)) {
      recordAttempt(ctx.db, user.uuid, 'registered', now);
      return { kind: 'refused', error: new ProviderError(409, 'InviteRegistered') };
    }
    if (isSuppressed(ctx.db, emailNorm) || invitedSince(ctx.db, emailNorm, new Date(now.getTime() - INVITE_REPEAT_WINDOW_DAYS * DAY_MS), now)) {
      recordAttempt(ctx.db, user.uuid, 'invited', now);
      return { kind: 'refused', error: new ProviderError(409, 'InviteAlreadyInvited') };
    }
    if (typed.toLowerCase().endsWith(`@${UNDELIVERABLE_DOMAIN}`)) throw new ProviderError(502, 'SendFailed');
    const gift = kind === 'gift' ? newGiftToken() : null;
    const row = insertInvite(
      ctx.db,
      { inviterUuid: user.uuid, kind, email: typed, lang: request.lang, requestKey: request.requestKey, gift: gift ? { tokenHash: gift.hash, expiresAt: new Date(now.getTime() + GIFT_VALID_DAYS * DAY_MS) } : null },
      now,
    );
    recordAttempt(ctx.db, user.uuid, 'sent', now);
    if (kind === 'gift') addQuotaEntry(ctx.db, { userUuid: user.uuid, change: -1, reason: 'invite-friends', inviteId: row.id, note: null }, now);
    mailInvite(ctx, { email: ownEmail, code: currentInviteCode(ctx.db, user.uuid, now).code }, row, gift?.token ?? null);
    return { kind: 'sent', row };
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return answerOf(ctx, user, outcome.row);
}
