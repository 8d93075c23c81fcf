/**
 * What a build points at, decided once from the build's environment (docs/decisions/0018,
 * 0052, 0053): the provider API (an ordered list of origins), the help desk, and the site's own
 * address. The same answer feeds the site (`PUBLIC_PROVIDER_API_BASE`, `HELP_DESK_ORIGIN`,
 * Astro's `site`) and the CSP's `connect-src`, so a page may call exactly the origins it
 * was built for and no other.
 *
 * - Every build is a **production build** unless `SKYLINE_DEPLOY=local` says otherwise:
 *   `npm start`, the browser tests, the benchmark and the test builds set it
 *   (scripts/lib.ts `buildSite`). `NODE_ENV` cannot tell: `astro build` sets it to
 *   `production` for every build. A production build needs each setting, each an https
 *   address on a host that is not this machine or a private network; without them it
 *   stops and names every setting that is missing or wrong.
 * - A **local build** may leave them out: the sandbox provider at `http://127.0.0.1:8787`
 *   answers for the provider and the help desk, and the build says so.
 */
import { isIP } from 'node:net';
import { loadEnv } from 'vite';
import { parseProviderBases } from '../src/lib/core/api/provider-bases.ts';

const DEFAULT_PROVIDER_API_BASE = 'http://127.0.0.1:8787';
/** Where `npm start` serves the site: a local build's canonical address. */
const DEFAULT_SITE_URL = 'http://127.0.0.1:4321';

/** The settings a build reads, by name (docs/settings.md). */
export const BUILD_SETTING_NAMES = ['PUBLIC_PROVIDER_API_BASE', 'HELP_DESK_ORIGIN', 'SITE_URL', 'SKYLINE_DEPLOY', 'CLOUDFLARE_WORKERS_PLAN'] as const;
type BuildSettingName = (typeof BUILD_SETTING_NAMES)[number];

/** The environment variables the decision reads. */
export type ProviderEnv = Partial<Record<BuildSettingName, string | undefined>>;

export interface ProviderChoice {
  /** What the site's API client is built with: the list, comma-separated, in order. */
  base: string;
  /** The same list, one base per entry. */
  bases: string[];
  /** The first base's origin: where a visit starts. */
  origin: string;
  /** Every base's origin, in order: what the CSP's connect-src allows besides 'self'. */
  origins: string[];
  deploy: 'production' | 'local';
  /** Whether the base was named, or is the local default. */
  source: 'named' | 'default';
}

/** Everything a build is pointed at. */
export interface BuildSettings {
  deploy: 'production' | 'local';
  provider: ProviderChoice;
  /** The help desk's origin (the host forwards `/api/v2/` there); none in a local build that names none (the sandbox answers). */
  helpDeskOrigin: string | undefined;
  /** The site's primary address (Astro's `site`): canonical and hreflang links name it; mirrors serve the same build. */
  siteUrl: string;
  /** The Cloudflare Workers plan the site is deployed on: on `paid`, the Worker sends the hashed files as the build's brotli copies (docs/decisions/0064). */
  cloudflareWorkersPlan: CloudflareWorkersPlan;
}

export const CLOUDFLARE_WORKERS_PLANS = ['paid', 'free'] as const;
export type CloudflareWorkersPlan = (typeof CLOUDFLARE_WORKERS_PLANS)[number];
/** A site that sells a subscription runs on Workers Paid (docs/deploy.md). */
export const DEFAULT_CLOUDFLARE_WORKERS_PLAN: CloudflareWorkersPlan = 'paid';

/** The build cannot go on with these settings; the message names each one and what to set. */
export class BuildSettingsError extends Error {
  /** Each setting at fault, one sentence each. */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.length === 1 ? (problems[0] ?? '') : `the build settings are not usable:\n  - ${problems.join('\n  - ')}`);
    this.name = 'BuildSettingsError';
    this.problems = problems;
  }
}

const LOCAL_HOST_NAMES = new Set(['localhost', '0.0.0.0', '[::]', '[::1]']);

/** A host on this machine or a private network: never a production address. */
function isLocalHost(hostname: string): boolean {
  if (LOCAL_HOST_NAMES.has(hostname) || hostname.endsWith('.localhost')) return true;
  if (hostname.startsWith('[')) return /^\[(f[cd]|fe[89ab])/i.test(hostname);
  if (isIP(hostname) !== 4) return false;
  const [a = 0, b = 0] = hostname.split('.').map(Number);
  return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}

/** Whether the environment asks for a production build (the default); an unknown SKYLINE_DEPLOY is refused, not guessed. */
export function deployKind(env: ProviderEnv): 'production' | 'local' {
  const named = env.SKYLINE_DEPLOY?.trim();
  if (named === undefined || named === '' || named === 'production') return 'production';
  if (named === 'local') return 'local';
  throw new BuildSettingsError([`SKYLINE_DEPLOY must be "production" or "local", not "${named}"`]);
}

/**
 * One address setting checked: a URL, http(s), no user name or password; in a production
 * build https on a public host. Returns the URL, or pushes what is wrong onto `problems`.
 */
function checkAddress(name: string, value: string, deploy: 'production' | 'local', problems: string[]): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name} is not a URL: "${value}"`);
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') problems.push(`${name} must be an http(s) URL, not ${url.protocol} ("${value}")`);
  else if (url.username !== '' || url.password !== '') problems.push(`${name} must not carry a user name or password`);
  else if (deploy === 'production' && url.protocol !== 'https:') problems.push(`${name} must be https in a production build, not ${url.origin}`);
  else if (deploy === 'production' && isLocalHost(url.hostname)) problems.push(`${name} cannot point at this machine or a private network in a production build (${url.origin})`);
  else return url;
  return null;
}

function named(env: ProviderEnv, name: BuildSettingName): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function providerChoice(env: ProviderEnv, deploy: 'production' | 'local', problems: string[]): ProviderChoice {
  const setting = named(env, 'PUBLIC_PROVIDER_API_BASE');
  if (setting === undefined) {
    if (deploy === 'production') problems.push('PUBLIC_PROVIDER_API_BASE is missing: a production build needs the https address of the provider API (several, comma-separated, in the order to try them)');
    const origin = new URL(DEFAULT_PROVIDER_API_BASE).origin;
    return { base: DEFAULT_PROVIDER_API_BASE, bases: [DEFAULT_PROVIDER_API_BASE], origin, origins: [origin], deploy, source: 'default' };
  }
  const bases = parseProviderBases(setting);
  if (bases.length === 0) problems.push(`PUBLIC_PROVIDER_API_BASE names no address: "${setting}"`);
  const origins: string[] = [];
  bases.forEach((base, index) => {
    const url = checkAddress(bases.length > 1 ? `PUBLIC_PROVIDER_API_BASE (entry ${index + 1}, ${base})` : 'PUBLIC_PROVIDER_API_BASE', base, deploy, problems);
    if (!url) return;
    if (origins.includes(url.origin)) problems.push(`PUBLIC_PROVIDER_API_BASE names ${url.origin} twice: each entry is another domain to fail over to`);
    origins.push(url.origin);
  });
  return { base: bases.join(','), bases, origin: origins[0] ?? '', origins, deploy, source: 'named' };
}

function helpDeskOrigin(env: ProviderEnv, deploy: 'production' | 'local', problems: string[]): string | undefined {
  const setting = named(env, 'HELP_DESK_ORIGIN');
  if (setting === undefined) {
    if (deploy === 'production') problems.push('HELP_DESK_ORIGIN is missing: a production build needs the https origin of the help desk the host forwards /api/v2/ to (e.g. https://skyline.zendesk.com)');
    return undefined;
  }
  const url = checkAddress('HELP_DESK_ORIGIN', setting, deploy, problems);
  if (url && url.pathname !== '/') problems.push(`HELP_DESK_ORIGIN must be an origin, without a path: "${setting}"`);
  return url?.origin;
}

/** The default plan unless one is named. */
function workersPlan(env: ProviderEnv, problems: string[]): CloudflareWorkersPlan {
  const setting = named(env, 'CLOUDFLARE_WORKERS_PLAN') ?? DEFAULT_CLOUDFLARE_WORKERS_PLAN;
  const plan = CLOUDFLARE_WORKERS_PLANS.find((known) => known === setting);
  if (plan === undefined) problems.push(`CLOUDFLARE_WORKERS_PLAN must be paid or free (the Cloudflare Workers plan the site is deployed on), not "${setting}"`);
  return plan ?? DEFAULT_CLOUDFLARE_WORKERS_PLAN;
}

function siteUrl(env: ProviderEnv, deploy: 'production' | 'local', problems: string[]): string {
  const setting = named(env, 'SITE_URL');
  if (setting === undefined) {
    if (deploy === 'production') problems.push("SITE_URL is missing: a production build needs the site's primary https address (canonical and hreflang links name it; mirrors serve the same build)");
    return DEFAULT_SITE_URL;
  }
  const url = checkAddress('SITE_URL', setting, deploy, problems);
  if (url && url.pathname !== '/') problems.push(`SITE_URL must be an origin, without a path (the site is served from the root): "${setting}"`);
  return url?.origin ?? DEFAULT_SITE_URL;
}

/**
 * Everything a build points at, or a BuildSettingsError naming every setting at fault.
 * @example resolveBuildSettings({ SKYLINE_DEPLOY: 'local' }).provider.base // 'http://127.0.0.1:8787'
 * @example resolveBuildSettings({}) // throws: PUBLIC_PROVIDER_API_BASE, HELP_DESK_ORIGIN and SITE_URL are missing
 */
export function resolveBuildSettings(env: ProviderEnv): BuildSettings {
  const deploy = deployKind(env);
  const problems: string[] = [];
  const provider = providerChoice(env, deploy, problems);
  const helpDesk = helpDeskOrigin(env, deploy, problems);
  const site = siteUrl(env, deploy, problems);
  const cloudflareWorkersPlan = workersPlan(env, problems);
  if (problems.length > 0) throw new BuildSettingsError(problems);
  return { deploy, provider, helpDeskOrigin: helpDesk, siteUrl: site, cloudflareWorkersPlan };
}

/**
 * The provider API alone (the CSP, the chat widget), with the same rules.
 * @example resolveProviderApi({ SKYLINE_DEPLOY: 'local' }) // { base: 'http://127.0.0.1:8787', origins: ['http://127.0.0.1:8787'], deploy: 'local', … }
 */
export function resolveProviderApi(env: ProviderEnv): ProviderChoice {
  const deploy = deployKind(env);
  const problems: string[] = [];
  const provider = providerChoice(env, deploy, problems);
  if (problems.length > 0) throw new BuildSettingsError(problems);
  return provider;
}

/**
 * The settings as a command that is not a build may use them: `astro dev`, `astro sync`
 * and `astro check` run with none set, and are local by nature. The refusal is kept for
 * `astro build`, which stops with it (src/integrations/build-settings.ts).
 */
export function planBuildSettings(env: ProviderEnv): { settings: BuildSettings; refusal: BuildSettingsError | null } {
  try {
    return { settings: resolveBuildSettings(env), refusal: null };
  } catch (error) {
    if (!(error instanceof BuildSettingsError) || deployKind(env) !== 'production') throw error;
    return { settings: resolveBuildSettings({ ...env, SKYLINE_DEPLOY: 'local' }), refusal: error };
  }
}

/**
 * The line a build prints about what it points at, so a local build says what it uses.
 * @example describeProviderChoice(resolveProviderApi({ SKYLINE_DEPLOY: 'local' })) // 'local build: provider API http://127.0.0.1:8787 (the sandbox default: …); the CSP allows http://127.0.0.1:8787'
 */
export function describeProviderChoice(choice: ProviderChoice): string {
  const why = choice.source === 'default' ? ' (the sandbox default: PUBLIC_PROVIDER_API_BASE is not set)' : '';
  const order = choice.bases.length > 1 ? ` (${choice.bases.length} origins, tried in this order)` : '';
  return `${choice.deploy} build: provider API ${choice.bases.join(', ')}${why}${order}; the CSP allows ${choice.origins.join(' ')}`;
}

/**
 * The settings as the build sees them: from the `.env` files Astro reads for the mode
 * (through Vite's own `loadEnv`, so the same files, order and parsing), with the process
 * environment winning. The CSP is then made from the value the site gets.
 */
export function providerSettings(mode: string, root: string): ProviderEnv {
  const loaded = loadEnv(mode, root, [...BUILD_SETTING_NAMES]);
  return Object.fromEntries(BUILD_SETTING_NAMES.flatMap((name) => (loaded[name] === undefined ? [] : [[name, loaded[name]]])));
}
