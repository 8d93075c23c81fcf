/**
 * Reading a login link (`uuid` + `hmac`) from an address, as a query or as a
 * fragment, and the address with them taken out (decisions: "Accounts and login").
 */
import { LoginPair } from '../contract/common.ts';
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

/**
 * Reads a pasted login link (win/import, user/login): empty and malformed are rejected.
 * @example parsePastedLoginLink('  ') // { kind: 'empty' }
 */
export function parsePastedLoginLink(text: string): { kind: 'empty' } | { kind: 'malformed' } | { kind: 'valid'; pair: LoginPair } {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { kind: 'malformed' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'malformed' };
  const reading = readLoginLink(url);
  return reading.kind === 'valid' ? { kind: 'valid', pair: reading.pair } : { kind: 'malformed' };
}

/**
 * The login link a person keeps: the fragment form, which never reaches a server or a Referer.
 * @example formatLoginLink('https://skyline.example', 'en-US', pair) // 'https://skyline.example/en-US/user/service/0#uuid=…&hmac=…'
 */
export function formatLoginLink(origin: string, locale: string, pair: LoginPair): string {
  return `${origin}/${locale}/user/service/0#uuid=${encodeURIComponent(pair.uuid)}&hmac=${encodeURIComponent(pair.hmac)}`;
}
