/**
 * Where a login link's values sit in an address (the query, or else the fragment),
 * without checking them: the part of reading a login link that the guard's inline
 * script needs before any module, and that `login-link.ts` builds on.
 */
export const LINK_KEYS = ['uuid', 'hmac'] as const;

function fragmentParams(hash: string): URLSearchParams | null {
  const body = hash.replace(/^#/, '');
  return body.includes('=') ? new URLSearchParams(body) : null;
}

/**
 * The parameters that carry a login link, and whether they are the fragment; null when
 * the address carries none.
 * @example loginLinkParams(new URL('https://x/zh-TW/user/service/0#uuid=a&hmac=b'))?.inFragment // true
 */
export function loginLinkParams(url: URL): { params: URLSearchParams; inFragment: boolean } | null {
  if (LINK_KEYS.some((key) => url.searchParams.has(key))) return { params: url.searchParams, inFragment: false };
  const fragment = fragmentParams(url.hash);
  if (fragment && LINK_KEYS.some((key) => fragment.has(key))) return { params: fragment, inFragment: true };
  return null;
}
