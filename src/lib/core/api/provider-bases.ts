/**
 * The provider API's addresses: one build setting (`PUBLIC_PROVIDER_API_BASE`) that may
 * name several, in order, comma-separated (docs/decisions/0052). A domain of a VPN seller
 * gets blocked in mainland China; the next one on the list keeps the site working. The
 * build (hosting/provider-origin.ts), the provider client and the pages' early reads all
 * read the list through these functions, so they agree on it.
 *
 * This module is bundled into the pages' inline head scripts, so it imports nothing.
 */

/**
 * The list as written, in order, each entry trimmed and without a trailing slash.
 * @example parseProviderBases('https://api1.example, https://api2.example/') // ['https://api1.example', 'https://api2.example']
 */
export function parseProviderBases(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry) => entry !== '');
}

/**
 * Where a visit's calls start: the base this tab last reached (kept for the visit), when
 * it is still on the list; else the first.
 * @example startingBase(['https://a.example', 'https://b.example'], 'https://b.example') // 'https://b.example'
 * @example startingBase(['https://a.example'], 'https://gone.example') // 'https://a.example'
 */
export function startingBase(bases: readonly string[], kept: string | undefined): string | undefined {
  return kept !== undefined && bases.includes(kept) ? kept : bases[0];
}

/**
 * The order a safe read tries the bases in: the starting one, then the others in the
 * list's order after it, wrapping round, each once.
 * @example failoverOrder(['a', 'b', 'c'], 'b') // ['b', 'c', 'a']
 */
export function failoverOrder(bases: readonly string[], start: string | undefined): string[] {
  const at = start === undefined ? 0 : Math.max(0, bases.indexOf(start));
  return [...bases.slice(at), ...bases.slice(0, at)];
}
