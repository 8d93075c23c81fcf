/**
 * The addresses of mailed invites and gifts (reference §2.4, §2.6): checked as the spec's
 * email rule after full-width characters are made ASCII, matched in a normalised form (so
 * `Own.Name+x@gmail.com` is the same person as `ownname@gmail.com`); answers show them
 * masked by `maskEmail` (./mask.ts), the affiliate answers' one mask. The page and the
 * sandbox both check with these, so the page's first answer is the provider's.
 */
import { checkEmail, isRefusedRetainMailbox, type EmailProblem } from '../core/rules/email.ts';

/** Providers where dots in the local part are ignored, so `o.w.n@gmail.com` reaches `own@gmail.com`. */
const DOTLESS_DOMAINS = ['gmail.com', 'googlemail.com'];

/**
 * Full-width ASCII forms (`＠`, `Ａ`, `１`, U+FF01–U+FF5E) and the ideographic space made
 * ASCII: a Chinese keyboard's input mode easily types them in an address.
 * @example toHalfWidth('ｌｉ＠ｅｘａｍｐｌｅ．ｃｏｍ') // 'li@example.com'
 */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/**
 * The address as it is checked and stored: half-width and trimmed.
 * @example cleanInviteEmail(' Li＠Example.com ') // 'Li@Example.com'
 */
export function cleanInviteEmail(text: string): string {
  return toHalfWidth(text).trim();
}

export type InviteEmailProblem = EmailProblem | 'MailboxRefused';

/**
 * What is wrong with a typed invite address, or null: empty, not an address (spec §5's
 * rule), or a mailbox our mail does not reach (163.com, 126.com, yeah.net, as the retain offer).
 * @example checkInviteEmail('li＠example.com') // null
 * @example checkInviteEmail('li@163.com') // 'MailboxRefused'
 */
export function checkInviteEmail(text: string): InviteEmailProblem | null {
  const email = cleanInviteEmail(text);
  const problem = checkEmail(email);
  if (problem !== null) return problem;
  return isRefusedRetainMailbox(email) ? 'MailboxRefused' : null;
}

/**
 * The form two addresses are compared in (matching, the 90-day window, suppressions, the
 * own-address check): lower-case, `+tag` dropped, dots dropped for Gmail.
 * @example normaliseInviteEmail(' Own.Name+x@Gmail.com ') // 'ownname@gmail.com'
 * @example normaliseInviteEmail('a.b+c@example.com') // 'a.b@example.com'
 */
export function normaliseInviteEmail(text: string): string {
  const email = cleanInviteEmail(text).toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = email.slice(at + 1);
  let local = email.slice(0, at);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.includes(domain)) local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
