/**
 * Marketing mail and its consent (issue 13 item 4, ADR 0035). Each account has a
 * subscriber id (random, opaque) and a consent version; the `off_num` in its mail is
 * `<subscriber id>-<version>-<HMAC of both>`, so it cannot be guessed or counted up to,
 * and subscribing again bumps the version: an older mail's link then no longer works
 * (it must not undo the new consent). Unsubscribing is a state, so a repeat, or a mail
 * client's one-click POST after the page's button, changes nothing and answers the same.
 *
 * Marketing mail carries RFC 8058's headers: `List-Unsubscribe: <https://…>` (the
 * provider's one-click address) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`,
 * plus a `List-Id` (Gmail's bulk-sender rules, features-2.md §6). The body's visible link
 * opens the site's `user/unsubscribe` page, which asks for a press: a link scanner that
 * follows it changes nothing.
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { endpoints, type MarketingConsent } from '../../src/lib/core/contract/index.ts';
import { DEFAULT_LOCALE } from '../../src/lib/core/i18n/locales.ts';
import type { SandboxContext } from '../core/context.ts';
import { findUser, type UserRow } from '../core/account-rows.ts';
import { sendMail } from '../core/mail/store.ts';
import { orderPlaceUrl, unsubscribePageUrl } from '../core/links.ts';
import { MAIL_TEXTS } from '../core/mail/texts.ts';
import { ProviderError } from '../core/router.ts';
import { inviteeByOffNum } from '../affiliate/suppressions.ts';

export type ConsentChangeBy = 'start' | 'page' | 'one-click';

const ConsentRow = z.object({
  user_uuid: z.string(),
  subscriber_id: z.string(),
  version: z.number(),
  subscribed: z.pipe(z.number(), z.transform((value) => value === 1)),
  changed_at: z.string(),
  changed_by: z.enum(['start', 'page', 'one-click']),
});
export type ConsentRow = z.infer<typeof ConsentRow>;

/** The path of the provider's one-click address (the spec's spelling). */
export const UNSUBSCRIBE_PATH = endpoints.emsUnsubscribe.path;

function readConsent(ctx: SandboxContext, uuid: string): ConsentRow | undefined {
  const raw = ctx.db.prepare('SELECT * FROM marketing_consent WHERE user_uuid = ?').get(uuid);
  return raw === undefined ? undefined : ConsentRow.parse(raw);
}

/** The account's consent, made (subscribed) the first time it is needed. */
export function consentOf(ctx: SandboxContext, uuid: string): ConsentRow {
  const existing = readConsent(ctx, uuid);
  if (existing) return existing;
  ctx.db
    .prepare("INSERT INTO marketing_consent (user_uuid, subscriber_id, changed_at, changed_by) VALUES (?, ?, ?, 'start')")
    .run(uuid, randomBytes(8).toString('hex'), ctx.clock.now().toISOString());
  const made = readConsent(ctx, uuid);
  if (!made) throw new Error('a consent just stored could not be read back');
  return made;
}

/** @example offNumOf(ctx, row) // '9f2c4e0a1b3d5f70-1-<32 hex>' */
export function offNumOf(ctx: SandboxContext, row: ConsentRow): string {
  return `${row.subscriber_id}-${row.version}-${ctx.signer.offNumSign(row.subscriber_id, row.version)}`;
}

/**
 * The consent an `off_num` stands for, when it is genuine and current.
 * @throws ProviderError 404 OffNumInvalid (forged, unknown, or replaced by a newer one)
 */
export function consentByOffNum(ctx: SandboxContext, offNum: string): ConsentRow {
  const [subscriberId = '', version = '', signature = ''] = offNum.split('-');
  const expected = ctx.signer.offNumSign(subscriberId, Number(version));
  const raw = ctx.db.prepare('SELECT * FROM marketing_consent WHERE subscriber_id = ?').get(subscriberId);
  // The signature is compared whether or not the id exists (the same work either way).
  if (!ctx.signer.matches(expected, signature) || raw === undefined) throw new ProviderError(404, 'OffNumInvalid');
  const row = ConsentRow.parse(raw);
  if (row.version !== Number(version)) throw new ProviderError(404, 'OffNumInvalid');
  return row;
}

/**
 * `l***@example.com`: enough for the person to recognise the address, not enough for
 * whoever holds a forwarded link to learn it.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function toConsent(ctx: SandboxContext, row: ConsentRow): MarketingConsent {
  const user = findUser(ctx.db, row.user_uuid);
  return { subscribed: row.subscribed, email: user?.email ? maskEmail(user.email) : '***', offNum: offNumOf(ctx, row) };
}

/**
 * Sets the consent. Unsubscribing an unsubscribed account changes nothing (the first
 * change's time and way stay); subscribing again bumps the version (a new `off_num`).
 */
export function changeConsent(ctx: SandboxContext, row: ConsentRow, subscribed: boolean, by: ConsentChangeBy): ConsentRow {
  if (row.subscribed === subscribed) return row;
  ctx.db
    .prepare('UPDATE marketing_consent SET subscribed = ?, version = version + ?, changed_at = ?, changed_by = ? WHERE user_uuid = ?')
    .run(subscribed ? 1 : 0, subscribed ? 1 : 0, ctx.clock.now().toISOString(), by, row.user_uuid);
  return consentOf(ctx, row.user_uuid);
}

/** The addresses a marketing mail carries: the site's page (body) and the provider's one-click URL (header). */
export function unsubscribeLinks(ctx: SandboxContext, user: UserRow, offNum: string): { pageUrl: string; oneClickUrl: string } {
  const query = new URLSearchParams({ off_num: offNum }).toString();
  return { pageUrl: unsubscribePageUrl(ctx.siteOrigin, user.lang, offNum), oneClickUrl: `${ctx.publicOrigin()}${UNSUBSCRIBE_PATH}?${query}` };
}

/** Why a marketing mail cannot go to this account. */
export class NotMailableError extends Error {}

/**
 * Sends the account a marketing mail in its language (the control surface's action: the
 * provider's campaigns are not part of this product).
 * @throws NotMailableError without a verified email, or when it unsubscribed
 */
export function sendMarketingMail(ctx: SandboxContext, user: UserRow): { mailTo: string; offNum: string } {
  if (user.email === null || user.email_status !== 'verified') throw new NotMailableError('marketing mail goes to verified addresses only');
  const consent = consentOf(ctx, user.uuid);
  if (!consent.subscribed) throw new NotMailableError('this account unsubscribed from marketing mail');
  const offNum = offNumOf(ctx, consent);
  const links = unsubscribeLinks(ctx, user, offNum);
  const text = MAIL_TEXTS[user.lang].marketingOffer({ link: orderPlaceUrl(ctx.siteOrigin, user.lang), unsubscribeLink: links.pageUrl });
  const headers = {
    'List-Id': 'Skyline offers <offers.skyline.invalid>',
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  sendMail(ctx.db, { to: user.email, kind: 'marketing', ...text, headers }, ctx.clock.now());
  return { mailTo: user.email, offNum };
}

/**
 * Where a person lands who opens the one-click address in a browser (a mail client
 * without RFC 8058 shows it as a link): the site's page for the same token, in the
 * account's language, which asks for the press. A GET never unsubscribes. A token that is
 * not ours still goes to the page (default language), which says so.
 */
export function unsubscribePageFor(ctx: SandboxContext, offNum: string | null): string {
  // An invited friend's token (issue 25): the page in the language of the invite they got.
  const invitee = offNum === null ? undefined : inviteeByOffNum(ctx, offNum);
  if (invitee && offNum !== null) return unsubscribePageUrl(ctx.siteOrigin, invitee.lang, offNum);
  try {
    const consent = offNum === null ? null : consentByOffNum(ctx, offNum);
    const user = consent ? findUser(ctx.db, consent.user_uuid) : undefined;
    if (user && offNum !== null) return unsubscribeLinks(ctx, user, offNum).pageUrl;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
  }
  return unsubscribePageUrl(ctx.siteOrigin, DEFAULT_LOCALE, offNum);
}
