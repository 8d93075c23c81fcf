/**
 * Reset (contract: `resetPreview`, `resetConfirm`): a preview says what changes and
 * hands out a single-use token valid ten minutes; confirming it moves the account's
 * link version on (the old login pair stops at once) and the link version of every
 * service it changes (their old subscription addresses and management signatures stop):
 * a service reset changes that service and lifts its suspension if it had one (a leaked
 * address is the usual cause); an account reset changes all the account's services
 * (spec §4 "Reset changes the login link and subscription address", ADR 0056: whoever
 * holds the old login link could read every address from the service page).
 */
import { randomBytes } from 'node:crypto';
import { RESET_REPLAY_WINDOW_MS, type LoginPair, type ResetPreview } from '../../src/lib/core/contract/index.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';
import { requireOwnService } from '../bills/service-bills.ts';
import type { SandboxContext } from '../core/context.ts';
import { bumpServiceLinkVersion, bumpUserLinkVersion, findUser, liftSuspension, listServices, type UserRow } from '../core/account-rows.ts';
import { findResetToken, insertResetToken, laterResetOf, spendOtherResetTokens, useResetToken } from './tokens.ts';
import { withTransaction } from '../core/db/schema.ts';
import { mailLinkReset } from '../core/mail/outgoing.ts';
import { ProviderError } from '../core/router.ts';

export const RESET_TOKEN_VALID_MS = 10 * 60_000;

/** @throws ProviderError 404 NotFound for a service that is not the account's. */
export function previewReset(ctx: SandboxContext, user: UserRow, serviceId: number | undefined, now = ctx.clock.now()): ResetPreview {
  return withTransaction(ctx.db, () => {
    const service = serviceId === undefined ? null : requireOwnService(ctx, serviceId, user);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_VALID_MS);
    insertResetToken(ctx.db, { token, userUuid: user.uuid, serviceId: service?.id ?? null, createdAt: now, expiresAt });
    const changes = service ? [service.id] : listServices(ctx.db, user.uuid).map((row) => row.id);
    return { loginLinkChanges: true, subscriptionChanges: changes, confirmToken: token, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * Does the reset a preview described and mails the account's verified email the new
 * login link (in `lang`, else the account's language).
 * @throws ProviderError 400 ResetExpired for a token used, expired, unknown or of another account.
 */
export function confirmReset(ctx: SandboxContext, user: UserRow, confirmToken: string, lang: Locale | undefined, now = ctx.clock.now()): LoginPair {
  return withTransaction(ctx.db, () => {
    const token = findResetToken(ctx.db, confirmToken);
    const usable = token !== undefined && token.user_uuid === user.uuid && token.used_at === null && now.getTime() <= token.expires_at.getTime();
    if (!usable || !useResetToken(ctx.db, confirmToken, now)) throw new ProviderError(400, 'ResetExpired');
    bumpUserLinkVersion(ctx.db, user.uuid);
    // A preview opened elsewhere described the login this reset replaces: it cannot be confirmed now.
    spendOtherResetTokens(ctx.db, user.uuid, confirmToken, now);
    if (token.service_id !== null) {
      bumpServiceLinkVersion(ctx.db, token.service_id);
      // A service suspended for a leaked address runs again once the address is new (the page says so).
      liftSuspension(ctx.db, token.service_id);
    } else {
      // Every service the account holds now, also one bought since the preview: the old login could read its address too.
      for (const row of listServices(ctx.db, user.uuid)) bumpServiceLinkVersion(ctx.db, row.id);
    }
    const after = findUser(ctx.db, user.uuid);
    if (!after) throw new Error(`account ${user.uuid} vanished during its reset`);
    mailLinkReset(ctx, after, lang ?? after.lang, token.service_id !== null || listServices(ctx.db, user.uuid).length > 0, now);
    return { uuid: after.uuid, hmac: ctx.signer.userHmac(after.uuid, after.link_version) };
  });
}

/**
 * A confirmation sent again with the same token and the login pair it replaced, within
 * `RESET_REPLAY_WINDOW_MS` of the confirmation: the answer to the first was lost, so the same new pair is answered again
 * (nothing is reset twice, nothing mailed twice). Null when this is not such a repeat.
 * Only the latest reset of the account replays: a pair replaced twice learns nothing.
 */
export function replayReset(ctx: SandboxContext, request: { uuid: string; hmac: string; confirmToken: string }, now = ctx.clock.now()): LoginPair | null {
  const token = findResetToken(ctx.db, request.confirmToken);
  if (!token || token.used_at === null || token.user_uuid !== request.uuid || now.getTime() > token.used_at.getTime() + RESET_REPLAY_WINDOW_MS) return null;
  const user = findUser(ctx.db, request.uuid);
  if (!user || user.link_version < 2 || laterResetOf(ctx.db, user.uuid, token.used_at)) return null;
  if (!ctx.signer.matches(ctx.signer.userHmac(user.uuid, user.link_version - 1), request.hmac)) return null;
  return { uuid: user.uuid, hmac: ctx.signer.userHmac(user.uuid, user.link_version) };
}
