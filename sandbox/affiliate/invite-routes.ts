/**
 * The invite side of the affiliate calls (contract: src/lib/affiliate/contract.ts,
 * reference §2.5): the page's first read `aff/info`, the account's code as a link and
 * as a QR text, mailed invites and gifts (./invite-send.ts), the friends and the gift quota's
 * entries (./friends.ts). Every call needs the login pair and a verified email (spec §6).
 */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import type { AffiliateInfo } from '../../src/lib/affiliate/contract.ts';
import { BONUS_HOLD_DAYS, WITHDRAWAL_MINIMUM_CENTS } from '../../src/lib/affiliate/terms.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';
import type { SandboxContext } from '../core/context.ts';
import type { UserRow } from '../core/account-rows.ts';
import { withTransaction } from '../core/db/schema.ts';
import { inviteLinkUrl } from '../core/links.ts';
import { Created, validationFailed, type ApiRouter } from '../core/router.ts';
import { authenticate } from '../account/routes.ts';
import { currentInviteCode, rotateInviteCode } from './codes.ts';
import { allowanceOf, hasActivePaidService, quotaLeft, verifiedEmailOf } from './inviter.ts';
import { bonusSummary } from './ledger.ts';
import { affiliateSettings } from './settings.ts';
import { sendInvite } from './invite-send.ts';
import { settleGiftReturns } from './quota.ts';
import { friendCounts, friendsOf, quotaEntries } from './friends.ts';

/** What `&via=qr` adds to a link drawn as a QR code, so a friend who scanned it is told apart. */
export const QR_SUFFIX = '&via=qr';

/**
 * A rate in basis points as the percentage the page prints, without trailing zeros.
 * @example ratePercentOf(1000) // '10'  @example ratePercentOf(1250) // '12.5'
 */
export function ratePercentOf(rateBp: number): string {
  const [whole = '0', fraction = ''] = fromMinor(rateBp).split('.');
  const kept = fraction.replace(/0+$/, '');
  return kept === '' ? whole : `${whole}.${kept}`;
}

/** The account of a login pair, with the verified email the programme needs. */
function affiliateUser(ctx: SandboxContext, uuid: string, hmac: string): UserRow {
  const user = authenticate(ctx, uuid, hmac);
  verifiedEmailOf(user);
  return user;
}

function affiliateInfo(ctx: SandboxContext, user: UserRow, lang: Locale): AffiliateInfo {
  const now = ctx.clock.now();
  const settings = affiliateSettings(ctx.db);
  const code = withTransaction(ctx.db, () => {
    settleGiftReturns(ctx.db, user.uuid, now);
    return currentInviteCode(ctx.db, user.uuid, now);
  });
  const eligible = hasActivePaidService(ctx.db, user.uuid, now);
  return {
    code: code.code,
    url: inviteLinkUrl(ctx.siteOrigin, lang, code.code),
    currency: 'USD',
    rule: { ratePercent: ratePercentOf(settings.rateBp), scope: settings.scope, holdDays: BONUS_HOLD_DAYS, trialExcluded: true },
    minimums: { balance: fromMinor(WITHDRAWAL_MINIMUM_CENTS.balance), paypal: fromMinor(WITHDRAWAL_MINIMUM_CENTS.paypal) },
    bonus: bonusSummary(ctx.db, user.uuid, now),
    quota: { left: quotaLeft(ctx.db, user.uuid, now) },
    invites: allowanceOf(ctx.db, user.uuid, now),
    canSendInvites: eligible,
    notEligibleReason: eligible ? null : 'no-paid-service',
  };
}

export function registerInviteRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.affInfo, ({ query }) => {
    const user = affiliateUser(ctx, query.uuid, query.hmac);
    return affiliateInfo(ctx, user, query.lang ?? user.lang);
  });

  router.on(endpoints.affInviteLink, ({ body }) => {
    const user = affiliateUser(ctx, body.uuid, body.hmac);
    const now = ctx.clock.now();
    if (body.rotate && body.requestKey === undefined) throw validationFailed(['requestKey'], 'a new code needs a request key');
    const rotateKey = body.rotate ? body.requestKey : undefined;
    const code = withTransaction(ctx.db, () => (rotateKey === undefined ? currentInviteCode(ctx.db, user.uuid, now) : rotateInviteCode(ctx.db, user.uuid, rotateKey, now)));
    return { code: code.code, url: inviteLinkUrl(ctx.siteOrigin, body.lang, code.code), createdAt: code.createdAt };
  });

  router.on(endpoints.affInviteCount, ({ query }) => {
    const user = affiliateUser(ctx, query.uuid, query.hmac);
    const now = ctx.clock.now();
    return withTransaction(ctx.db, () => {
      settleGiftReturns(ctx.db, user.uuid, now);
      const page = quotaEntries(ctx.db, user.uuid, now, query);
      return { quotaLeft: quotaLeft(ctx.db, user.uuid, now), friends: friendCounts(friendsOf(ctx.db, user.uuid, now)), ...page };
    });
  });

  router.on(endpoints.affInviteList, ({ query }) => {
    const user = affiliateUser(ctx, query.uuid, query.hmac);
    const now = ctx.clock.now();
    const friends = withTransaction(ctx.db, () => {
      settleGiftReturns(ctx.db, user.uuid, now);
      return friendsOf(ctx.db, user.uuid, now);
    });
    return { totalCount: friends.length, invites: friends.slice(query.limitstart, query.limitstart + query.limitnum) };
  });

  router.on(endpoints.affInviteEmail, ({ body }) => {
    const sent = sendInvite(ctx, authenticate(ctx, body.uuid, body.hmac), 'email', body);
    return new Created({ invite: sent.invite, invites: sent.invites });
  });

  router.on(endpoints.affInviteFree, ({ body }) => {
    const sent = sendInvite(ctx, authenticate(ctx, body.uuid, body.hmac), 'gift', body);
    return new Created({ invite: sent.invite, quotaLeft: sent.quotaLeft, invites: sent.invites });
  });

  router.on(endpoints.affInviteQrcode, ({ body }) => {
    const user = affiliateUser(ctx, body.uuid, body.hmac);
    const code = withTransaction(ctx.db, () => currentInviteCode(ctx.db, user.uuid, ctx.clock.now()));
    const url = inviteLinkUrl(ctx.siteOrigin, body.lang, code.code);
    return { code: code.code, url, qrText: `${url}${QR_SUFFIX}` };
  });
}
