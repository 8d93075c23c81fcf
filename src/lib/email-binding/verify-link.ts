/**
 * Reading the link of an email-verification mail (ADR 0022): the service page's address
 * with `#email-verify=1&email=…&code=…&timestamp=…&sign=…` in the fragment (never the
 * query, so the code reaches no server log and no Referer), and the address with them
 * taken out. A login link is read elsewhere (login-link.ts): the two never share a value.
 * The page's up-front check for the marker is ./email-verify-marker.ts, kept apart so a
 * page carries neither this reader nor the call's schema until it verifies a link; the
 * two agree (tests/unit/email-binding/verify-link.test.ts).
 */
import { serviceEmailVerify } from './contract.ts';

/** The fragment's marker and the four values `serviceEmailVerify` checks. */
export const EMAIL_VERIFY_MARKER = 'email-verify';
const VALUE_KEYS = ['email', 'code', 'timestamp', 'sign'] as const;

export type EmailVerifyValues = { email: string; code: string; timestamp: number; sign: string };

export type EmailVerifyReading =
  | { kind: 'none' }
  | { kind: 'valid'; values: EmailVerifyValues; cleanedHref: string }
  | { kind: 'malformed'; cleanedHref: string };

/**
 * @example readEmailVerifyLink(new URL('https://x/zh-CN/user/service/3#email-verify=1&email=a%40b.cn&code=123456&timestamp=1790000000&sign=ab12…'))
 *   // { kind: 'valid', values: { email: 'a@b.cn', code: '123456', timestamp: 1790000000, sign: 'ab12…' }, cleanedHref: '/zh-CN/user/service/3' }
 */
export function readEmailVerifyLink(url: URL): EmailVerifyReading {
  const body = url.hash.replace(/^#/, '');
  if (!body.includes('=')) return { kind: 'none' };
  const fragment = new URLSearchParams(body);
  if (!fragment.has(EMAIL_VERIFY_MARKER)) return { kind: 'none' };

  const candidate = Object.fromEntries(VALUE_KEYS.map((key) => [key, fragment.get(key) ?? '']));
  for (const key of [EMAIL_VERIFY_MARKER, ...VALUE_KEYS]) fragment.delete(key);
  const rest = fragment.toString();
  const cleanedHref = url.pathname + url.search + (rest === '' ? '' : `#${rest}`);

  const parsed = serviceEmailVerify.query.safeParse(candidate);
  return parsed.success ? { kind: 'valid', values: parsed.data, cleanedHref } : { kind: 'malformed', cleanedHref };
}
