/**
 * The desktop panel's client version check (issue 13 item 2, docs/decisions/0034): the
 * client says which it is and its version in the panel's address (`?client=windows&v=2.8.1`),
 * the panel asks the provider for the latest release (`app/version`) and compares. The
 * same comparison decides the sandbox's `au/client/check`, so the rule is written once.
 *
 * Versions are "semver-ish": up to four dot-separated numbers, an optional leading `v`,
 * an optional pre-release tag (`2.9.0-beta.1`, older than `2.9.0`). Anything else is not
 * a version, and the panel then says nothing rather than guess.
 */
import { CLIENT_PLATFORMS } from '../core/contract/app.ts';

/** The clients that open the desktop panel. */
export const DESKTOP_CLIENTS = ['windows', 'macos', 'linux'] as const satisfies readonly (typeof CLIENT_PLATFORMS)[number][];
export type DesktopClient = (typeof DESKTOP_CLIENTS)[number];

export interface ParsedVersion {
  numbers: number[];
  /** The pre-release tag without its dash, or null for a release. */
  pre: string | null;
}

const VERSION = /^v?(\d{1,6}(?:\.\d{1,6}){0,3})(?:-([0-9A-Za-z][0-9A-Za-z.-]{0,31}))?$/;

/**
 * @example parseVersion('v2.9.0-beta.1') // { numbers: [2, 9, 0], pre: 'beta.1' }
 * @example parseVersion('2.x') // null
 */
export function parseVersion(text: string): ParsedVersion | null {
  const match = VERSION.exec(text.trim());
  if (!match?.[1]) return null;
  return { numbers: match[1].split('.').map(Number), pre: match[2] ?? null };
}

/**
 * Negative when `a` is older than `b`, 0 when the same, positive when newer; missing
 * numbers count as 0 (`2.9` = `2.9.0`), and a pre-release is older than its release.
 * @example compareVersions(parseVersion('2.8.10')!, parseVersion('2.9')!) // < 0
 */
export function compareVersions(a: ParsedVersion, b: ParsedVersion): number {
  const length = Math.max(a.numbers.length, b.numbers.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (a.numbers[index] ?? 0) - (b.numbers[index] ?? 0);
    if (difference !== 0) return difference;
  }
  if (a.pre === b.pre) return 0;
  if (a.pre === null) return 1;
  if (b.pre === null) return -1;
  return a.pre < b.pre ? -1 : 1;
}

/** Which client opened the panel and its version, as the address says. */
export interface ClientReport {
  client: DesktopClient;
  version: string;
}

/**
 * The client's report from the panel's query (`?client=windows&v=2.8.1`); null when either
 * is missing or not one the panel knows (a browser opening the panel says nothing).
 * @example clientReportFrom('?client=windows&v=2.8.1') // { client: 'windows', version: '2.8.1' }
 */
export function clientReportFrom(search: string): ClientReport | null {
  const params = new URLSearchParams(search);
  const client = DESKTOP_CLIENTS.find((known) => known === params.get('client'));
  const version = (params.get('v') ?? '').trim();
  if (!client || parseVersion(version) === null) return null;
  return { client, version };
}

/**
 * Whether a download link the provider handed back may be offered: only on the provider's
 * own origin (where its releases are served), never with a user name or password before
 * the host (`https://skyline.example@evil.example/` is evil.example).
 * @example downloadLinkAllowed('https://api.skyline.example/downloads/x.exe', ['https://api.skyline.example']) // true
 */
export function downloadLinkAllowed(link: string, providerOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return providerOrigins.includes(url.origin) && url.username === '' && url.password === '' && (url.protocol === 'https:' || url.protocol === 'http:');
}

export type UpdateVerdict =
  | { kind: 'unknown' }
  | { kind: 'current' }
  /** `download` is null when the provider's link is not on its expected host (then no link is offered). */
  | { kind: 'outdated'; latest: string; download: string | null };

/**
 * What the panel tells a client about its version.
 * @example updateVerdict({ client: 'windows', version: '2.8.1' }, { version: '2.9.0', downloadUrl: 'https://api.x/d.exe' }, ['https://api.x']) // { kind: 'outdated', latest: '2.9.0', download: 'https://api.x/d.exe' }
 */
export function updateVerdict(report: ClientReport | null, latest: { version: string; downloadUrl: string }, providerOrigins: readonly string[]): UpdateVerdict {
  const current = report ? parseVersion(report.version) : null;
  const newest = parseVersion(latest.version);
  if (!current || !newest) return { kind: 'unknown' };
  if (compareVersions(current, newest) >= 0) return { kind: 'current' };
  return { kind: 'outdated', latest: latest.version, download: downloadLinkAllowed(latest.downloadUrl, providerOrigins) ? latest.downloadUrl : null };
}

/**
 * The oldest version of a client that may still be used, given its latest release: the
 * same major version (a client a major version behind speaks an older protocol). The
 * sandbox's `au/client/check` answers by this; a real provider keeps its own list.
 * @example minimumSupported('2.9.0') // '2.0.0'
 */
export function minimumSupported(latest: string): string {
  const parsed = parseVersion(latest);
  return parsed ? `${parsed.numbers[0] ?? 0}.0.0` : latest;
}
