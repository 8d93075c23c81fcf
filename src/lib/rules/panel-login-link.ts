/**
 * The desktop panel's paste box (win/import): what a person pastes there, read as a login
 * link. A thin wrapper over `parsePastedLoginLink` (rules/login-link.ts), which user/login
 * shares: this adds only what a paste from a chat app or an input method needs and the
 * host check, and leaves the reading of the link itself to that function.
 *
 * - Full-width characters (a Chinese input method's `：／／`, `？`, `＆`, `＝`, full-width
 *   letters and digits) are read as their ASCII forms (NFKC), and every space, tab and
 *   line break is dropped (a link broken over lines in a chat).
 * - A bare `uuid=…&hmac=…` (or with `?`/`#` in front) is read as a link on this site.
 * - A link to another host is refused and never followed or fetched: only this site's
 *   own links log in (features-2 §5.2).
 */
import type { LoginPair } from '../contract/common.ts';
import { parsePastedLoginLink } from './login-link.ts';

export type PanelLinkReading = { kind: 'empty' } | { kind: 'malformed' } | { kind: 'foreignHost' } | { kind: 'valid'; pair: LoginPair };

/**
 * Full-width forms as ASCII and no white space at all.
 * @example normalisePaste(' ｈｔｔｐｓ：／／a.test/x？uuid＝1 ') // 'https://a.test/x?uuid=1'
 */
export function normalisePaste(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, '');
}

/**
 * @example readPanelLoginLink('https://evil.example/#uuid=abcd&hmac=0123456789abcdef', 'https://skyline.example') // { kind: 'foreignHost' }
 */
export function readPanelLoginLink(text: string, siteOrigin: string): PanelLinkReading {
  const pasted = normalisePaste(text);
  if (pasted === '') return { kind: 'empty' };
  const site = new URL(siteOrigin);
  const bare = /^[?#]?uuid=/i.test(pasted) || /^[?#]?hmac=/i.test(pasted);
  const candidate = bare ? `${site.origin}/#${pasted.replace(/^[?#]/, '')}` : pasted;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { kind: 'malformed' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'malformed' };
  // The host, and only over https or the site's own scheme: `skyline.example.evil.test` and
  // `user@host` forms are someone else's.
  if (url.host !== site.host || url.username !== '' || url.password !== '') return { kind: 'foreignHost' };
  if (url.protocol !== 'https:' && url.protocol !== site.protocol) return { kind: 'foreignHost' };
  const reading = parsePastedLoginLink(url.href);
  return reading.kind === 'valid' ? reading : { kind: 'malformed' };
}
