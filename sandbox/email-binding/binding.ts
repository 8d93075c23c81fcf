/**
 * Binding an email to an account, through one of its services (contract:
 * `serviceEmailBind`, `serviceEmailUnbind`, `serviceEmailVerify`; docs/decisions/0022)
 * or from the account page (`auEmailBind`, `auEmailUnbind`, `auEmailVerify`;
 * docs/decisions/0025): one binding, one set of rules, whichever page asks.
 * The account keeps its bound address (`users.email`, unverified or verified) until a
 * code for a new one is entered; the change waiting for it is the account's open code
 * (`data/email-codes.ts`). The code rules (six digits, 15 minutes, a minute between codes
 * per address, five wrong tries) are `rules/email-code.ts`.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { EmailBinding, PendingEmail } from '../../src/lib/core/contract/index.ts';
import { isRefusedRetainMailbox } from '../../src/lib/core/rules/email.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService, findUser, findUserByEmail, setUserEmail, type ServiceRow, type UserRow } from '../core/account-rows.ts';
import {
  closeEmailCode,
  countWrongTry,
  findEmailCode,
  findOpenEmailCode,
  insertEmailCode,
  lastCodeSentTo,
  markEmailCodeVerified,
  type EmailCodeRow,
} from './codes.ts';
import { withTransaction } from '../core/db/schema.ts';
import { mailEmailCode } from '../core/mail/outgoing.ts';
import { ProviderError } from '../core/router.ts';
import { refuseClosedAccount } from '../account/closed.ts';
import { CODE_DIGITS, CODE_VALID_MS, codeStillValid, resendAfterSeconds, toTimestamp } from './rules.ts';

/** The service keys the reseller calls authenticate with (spec section 7). */
export interface ServiceKeys {
  hmac: string;
  token: string;
  seed: string;
}

/** Constant-time equality of two texts (a length difference is not secret). */
function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The service and its owner when the keys are the service's current ones. An unknown
 * service and wrong keys get the same answer.
 * @throws ProviderError 401 HmacCheckFailed
 * @throws ProviderError 403 AccountClosed for a service of a closed account
 */
export function authenticateService(ctx: SandboxContext, id: number, keys: ServiceKeys): { service: ServiceRow; user: UserRow } {
  const service = findService(ctx.db, id);
  const expected = ctx.signer.serviceHmac(id, service?.link_version ?? 1);
  const signed = ctx.signer.matches(expected, keys.hmac);
  const user = service ? findUser(ctx.db, service.user_uuid) : undefined;
  if (!signed || !service || !user || !sameText(service.token, keys.token) || !sameText(service.seed, keys.seed)) throw new ProviderError(401, 'HmacCheckFailed');
  return { service, user: refuseClosedAccount(user) };
}

/**
 * The signature of a code's four values: of the service it was asked through, or of the
 * account when the account asked itself.
 */
function codeSign(ctx: SandboxContext, code: { service_id: number | null; user_uuid: string; email: string }, timestamp: number): string {
  return code.service_id === null ? ctx.signer.accountEmailSign(code.user_uuid, code.email, timestamp) : ctx.signer.emailSign(code.service_id, code.email, timestamp);
}

function pendingOf(ctx: SandboxContext, code: EmailCodeRow, now: Date): PendingEmail {
  const timestamp = toTimestamp(code.sent_at);
  return {
    email: code.email,
    timestamp,
    sign: codeSign(ctx, code, timestamp),
    resendAfterSeconds: resendAfterSeconds(lastCodeSentTo(ctx.db, code.email), now),
    expiresAt: code.expires_at.toISOString(),
  };
}

/** The account's binding as `au/info` and the email calls answer it. */
export function emailBindingOf(ctx: SandboxContext, uuid: string, now = ctx.clock.now()): EmailBinding {
  const user = findUser(ctx.db, uuid);
  if (!user) throw new Error(`account ${uuid} vanished`);
  const open = findOpenEmailCode(ctx.db, uuid);
  return { email: user.email, status: user.email_status, pending: open ? pendingOf(ctx, open, now) : null };
}

/**
 * Sends a code for `email` (already checked for format) to `user`, asked through
 * `service` (its page gets the link) or, when null, by the account itself (the account
 * page gets it). The address the account has verified answers the binding as it is
 * (nothing to verify).
 * @throws ProviderError 409 EmailAlreadyUsed, 400 EmailCooldown, 422 SendFailed
 */
export function sendEmailCode(ctx: SandboxContext, service: ServiceRow | null, user: UserRow, email: string, lang: Locale, now = ctx.clock.now()): EmailBinding {
  return withTransaction(ctx.db, () => {
    const holder = findUserByEmail(ctx.db, email);
    if (holder && holder.email_status === 'verified') {
      if (holder.uuid !== user.uuid) throw new ProviderError(409, 'EmailAlreadyUsed');
      return emailBindingOf(ctx, user.uuid, now);
    }
    // Whoever asks and whoever has the address: one code a minute per address.
    const wait = resendAfterSeconds(lastCodeSentTo(ctx.db, email), now);
    if (wait > 0) throw new ProviderError(400, 'EmailCooldown', `a code was sent to this address moments ago; try again in ${wait} s`);
    // The mailboxes that refuse our mail (rules/email.ts, as for the retain offer).
    if (isRefusedRetainMailbox(email)) throw new ProviderError(422, 'SendFailed');
    const sentAt = new Date(toTimestamp(now) * 1000);
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    const serviceId = service?.id ?? null;
    insertEmailCode(ctx.db, { userUuid: user.uuid, serviceId, email, code, sentAt, expiresAt: new Date(sentAt.getTime() + CODE_VALID_MS) });
    const timestamp = toTimestamp(sentAt);
    const sign = codeSign(ctx, { service_id: serviceId, user_uuid: user.uuid, email }, timestamp);
    mailEmailCode(ctx, { to: email, lang, serviceId, code, timestamp, sign, minutes: CODE_VALID_MS / 60_000 }, now);
    return emailBindingOf(ctx, user.uuid, now);
  });
}

/**
 * Revokes the change waiting for its code (the bound address stays), or, with none,
 * removes the bound address (status `unbound`).
 * @throws ProviderError 400 EmailNotBound when there is neither.
 */
export function unbindEmail(ctx: SandboxContext, user: UserRow, intent: 'revoke' | 'unbind' | undefined, now = ctx.clock.now()): EmailBinding {
  return withTransaction(ctx.db, () => {
    const open = findOpenEmailCode(ctx.db, user.uuid);
    // The page pressed "revoke" or "unbind" on the binding it saw; if that is no longer the state, do neither.
    if ((intent === 'revoke' && !open) || (intent === 'unbind' && open)) throw new ProviderError(409, 'EmailStateChanged');
    if (open) closeEmailCode(ctx.db, open.id, now);
    else if (user.email !== null) setUserEmail(ctx.db, user.uuid, null, 'unbound');
    else throw new ProviderError(400, 'EmailNotBound');
    return emailBindingOf(ctx, user.uuid, now);
  });
}

type VerifyOutcome = { kind: 'verified'; uuid: string } | { kind: 'invalid' } | { kind: 'taken' };

export interface EmailCodeLink {
  email: string;
  timestamp: number;
  code: string;
  sign: string;
}

/**
 * Checks a code typed or mailed, for the account of the service with `serviceId` (the
 * service page's verify: the link is the only credential).
 * @throws ProviderError 400 EmailCodeInvalid, 409 EmailAlreadyUsed (see `verifyAccountEmailCode`)
 */
export function verifyEmailCode(ctx: SandboxContext, serviceId: number, link: EmailCodeLink, now = ctx.clock.now()): EmailBinding {
  return verifyAccountEmailCode(ctx, findService(ctx.db, serviceId)?.user_uuid, link, now);
}

/**
 * Checks a code typed or mailed for the account `uuid` (undefined: no such account). A
 * code that already verified this address answers the verified binding again (repeated
 * after a lost answer). Wrong tries are counted even though the answer is a refusal.
 * Whichever page asked for the code, either page may check it: the signature is of
 * whoever asked (`codeSign`).
 * @throws ProviderError 400 EmailCodeInvalid (wrong, expired, spent, replaced, or not this link's), 409 EmailAlreadyUsed
 */
export function verifyAccountEmailCode(ctx: SandboxContext, uuid: string | undefined, link: EmailCodeLink, now = ctx.clock.now()): EmailBinding {
  const outcome = withTransaction(ctx.db, (): VerifyOutcome => {
    const row = uuid === undefined ? undefined : findEmailCode(ctx.db, uuid, link.email, new Date(link.timestamp * 1000));
    if (!row || !ctx.signer.matches(codeSign(ctx, row, link.timestamp), link.sign)) return { kind: 'invalid' };
    const right = sameText(row.code, link.code);
    if (row.verified_at !== null) {
      const owner = findUser(ctx.db, row.user_uuid);
      const stillBound = owner?.email_status === 'verified' && owner.email?.toLowerCase() === row.email.toLowerCase();
      return right && stillBound ? { kind: 'verified', uuid: row.user_uuid } : { kind: 'invalid' };
    }
    if (!codeStillValid({ closedAt: row.closed_at, verifiedAt: row.verified_at, expiresAt: row.expires_at, wrongTries: row.wrong_tries }, now)) return { kind: 'invalid' };
    if (!right) {
      countWrongTry(ctx.db, row.id);
      return { kind: 'invalid' };
    }
    const holder = findUserByEmail(ctx.db, row.email);
    if (holder && holder.uuid !== row.user_uuid) {
      // Verified elsewhere since the code was sent; an unverified claim elsewhere gives way.
      if (holder.email_status === 'verified') return { kind: 'taken' };
      setUserEmail(ctx.db, holder.uuid, null, 'unbound');
    }
    setUserEmail(ctx.db, row.user_uuid, row.email, 'verified');
    markEmailCodeVerified(ctx.db, row.id, now);
    return { kind: 'verified', uuid: row.user_uuid };
  });
  if (outcome.kind === 'invalid') throw new ProviderError(400, 'EmailCodeInvalid');
  if (outcome.kind === 'taken') throw new ProviderError(409, 'EmailAlreadyUsed');
  return emailBindingOf(ctx, outcome.uuid, now);
}
