/**
 * Addresses never invited again (reference §2.6, §2.7): the person opted out, or our mail
 * bounced. An invitee has no account, so the opt-out reuses the marketing mail's
 * unsubscribe page and calls (ADR 0035) with an `off_num` of the same shape whose
 * subscriber id is a keyed hash of the normalised address: it cannot be guessed or made
 * from an address without the sandbox's secret, and the same address always gets the
 * same link, so an opt-out from any invite mail covers every later one.
 */
import * as z from 'zod/mini';
import { PageLanguage, type MarketingConsent } from '../../src/lib/core/contract/index.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';
import { maskEmail } from '../../src/lib/affiliate/mask.ts';
import type { SandboxContext } from '../core/context.ts';
import type { DatabaseSync } from 'node:sqlite';

/** The one version an invitee's token has: an opt-out is a state, undone only by the person's own press. */
const INVITEE_VERSION = 1;

export type SuppressionReason = 'unsubscribed' | 'bounced';

function inviteeId(ctx: SandboxContext, emailNorm: string): string {
  return ctx.signer.offNumSign(`invitee:${emailNorm}`, INVITEE_VERSION).slice(0, 16);
}

/** The `off_num` of an invited address, for its mail's unsubscribe links. */
export function inviteeOffNum(ctx: SandboxContext, emailNorm: string): string {
  const id = inviteeId(ctx, emailNorm);
  return `${id}-${INVITEE_VERSION}-${ctx.signer.offNumSign(id, INVITEE_VERSION)}`;
}

const InvitedRow = z.object({ email_norm: z.string(), email_shown: z.string(), lang: PageLanguage });

/**
 * The invited address an `off_num` stands for, or undefined (then it may be a marketing
 * mail's). Found among invited addresses by their keyed hash: the sandbox keeps no
 * token table, and invited addresses are few.
 */
export function inviteeByOffNum(ctx: SandboxContext, offNum: string): { emailNorm: string; shown: string; lang: Locale } | undefined {
  const [id = '', version = '', signature = ''] = offNum.split('-');
  if (Number(version) !== INVITEE_VERSION || !ctx.signer.matches(ctx.signer.offNumSign(id, INVITEE_VERSION), signature)) return undefined;
  // The newest invite to each address: its shown form and its language (the mail the person opened).
  const rows = ctx.db
    .prepare('SELECT email_norm, email_shown, lang FROM aff_invites i WHERE id = (SELECT MAX(id) FROM aff_invites WHERE email_norm = i.email_norm)')
    .all()
    .map((row) => InvitedRow.parse(row));
  const found = rows.find((row) => inviteeId(ctx, row.email_norm) === id);
  return found ? { emailNorm: found.email_norm, shown: found.email_shown, lang: found.lang } : undefined;
}

export function isSuppressed(db: DatabaseSync, emailNorm: string): boolean {
  return db.prepare('SELECT 1 AS hit FROM invite_suppressions WHERE email_norm = ?').get(emailNorm) !== undefined;
}

/** Puts the address on the list; the first reason and time stay (a repeat changes nothing). */
export function suppress(db: DatabaseSync, emailNorm: string, why: SuppressionReason, now: Date): void {
  db.prepare('INSERT INTO invite_suppressions (email_norm, at, why) VALUES (?, ?, ?) ON CONFLICT (email_norm) DO NOTHING').run(emailNorm, now.toISOString(), why);
}

/**
 * The invitee's own choice on the unsubscribe page: off (suppressed) or on again. Only an
 * opt-out is undone by the person; a bounce stays (our mail does not reach the address).
 */
export function setInviteeConsent(ctx: SandboxContext, invitee: { emailNorm: string; shown: string }, subscribed: boolean): MarketingConsent {
  if (subscribed) ctx.db.prepare("DELETE FROM invite_suppressions WHERE email_norm = ? AND why = 'unsubscribed'").run(invitee.emailNorm);
  else suppress(ctx.db, invitee.emailNorm, 'unsubscribed', ctx.clock.now());
  return { subscribed: !isSuppressed(ctx.db, invitee.emailNorm), email: maskEmail(invitee.shown), offNum: inviteeOffNum(ctx, invitee.emailNorm) };
}
