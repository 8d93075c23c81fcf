/**
 * Reading a login link (`uuid` + `hmac`) from an address, as a query or as a
 * fragment, and the address with them taken out (decisions: "Accounts and login").
 */
import { LoginPair } from '../core/contract/common.ts';
import { LINK_KEYS, loginLinkParams } from './login-link-params.ts';

export type LoginLinkReading =
  | { kind: 'none' }
  | { kind: 'valid'; pair: LoginPair; cleanedHref: string }
  | { kind: 'malformed'; cleanedHref: string };

/**
 * @example readLoginLink(new URL('https://x/zh-TW/user/service/0?uuid=a1b2&hmac=ff..'))
 */
export function readLoginLink(url: URL): LoginLinkReading {
  const found = loginLinkParams(url);
  if (!found) return { kind: 'none' };
  const source = found.params;

  const candidate = { uuid: source.get('uuid') ?? '', hmac: source.get('hmac') ?? '' };
  const cleaned = new URL(url.href);
  for (const key of LINK_KEYS) cleaned.searchParams.delete(key);
  if (found.inFragment) {
    for (const key of LINK_KEYS) source.delete(key);
    const rest = source.toString();
    cleaned.hash = rest === '' ? '' : `#${rest}`;
  }
  const cleanedHref = cleaned.pathname + (cleaned.searchParams.size > 0 ? `?${cleaned.searchParams}` : '') + cleaned.hash;

  const parsed = LoginPair.safeParse(candidate);
  return parsed.success ? { kind: 'valid', pair: parsed.data, cleanedHref } : { kind: 'malformed', cleanedHref };
}

/** What a pasted login link turned out to be. `foreign`: a link to another site, never followed. */
export type PastedLoginLink = { kind: 'empty' } | { kind: 'malformed' } | { kind: 'foreign' } | { kind: 'valid'; pair: LoginPair };

/**
 * A paste as a person's keyboard or chat app may have made it: full-width letters, digits
 * and signs (ＵＵＩＤ, ＝, ＆, ：／／) folded to their plain forms (NFKC), and every space,
 * ideographic space and line break taken out (a link holds none).
 * @example normalisePastedLink(' ｈｔｔｐｓ：／／a.test/#uuid＝ab\n12 ') // 'https://a.test/#uuid=ab12'
 */
export function normalisePastedLink(text: string): string {
  return text.normalize('NFKC').replace(/[\s\u200b-\u200d\ufeff]+/gu, '');
}

/**
 * Reads a pasted login link (win/import, user/login): empty and malformed are rejected,
 * and with `expectedOrigin` a link to any other site is `foreign` (never followed). A bare
 * `uuid=…&hmac=…` (or `#uuid=…`) counts as this site's link.
 * @example parsePastedLoginLink('  ') // { kind: 'empty' }
 * @example parsePastedLoginLink('https://evil.test/#uuid=ab12&hmac=ff…', { expectedOrigin: 'https://skyline.test' }) // { kind: 'foreign' }
 */
export function parsePastedLoginLink(text: string, options: { expectedOrigin?: string } = {}): PastedLoginLink {
  const pasted = normalisePastedLink(text);
  if (pasted === '') return { kind: 'empty' };
  const base = options.expectedOrigin ?? 'https://skyline.invalid';
  const bare = /^[?#]?(uuid|hmac)=/i.test(pasted);
  let url: URL;
  try {
    url = bare ? new URL(`/#${pasted.replace(/^[?#]/, '')}`, base) : new URL(pasted);
  } catch {
    return { kind: 'malformed' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'malformed' };
  const reading = readLoginLink(url);
  if (reading.kind !== 'valid') return { kind: 'malformed' };
  if (options.expectedOrigin !== undefined && url.origin !== new URL(options.expectedOrigin).origin) return { kind: 'foreign' };
  return { kind: 'valid', pair: reading.pair };
}

/**
 * The login link a person keeps: the fragment form, which never reaches a server or a Referer.
 * @example formatLoginLink('https://skyline.example', 'en-US', pair) // 'https://skyline.example/en-US/user/service/0#uuid=…&hmac=…'
 */
export function formatLoginLink(origin: string, locale: string, pair: LoginPair): string {
  return `${origin}/${locale}/user/service/0#uuid=${encodeURIComponent(pair.uuid)}&hmac=${encodeURIComponent(pair.hmac)}`;
}
