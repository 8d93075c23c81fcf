/**
 * Which provider API a build points at, decided once from the build's environment
 * (docs/decisions/0018). The same answer feeds the site's `PUBLIC_PROVIDER_API_BASE`
 * (astro.config.mjs) and the CSP's `connect-src` (`_headers`), so the page may call
 * exactly the origin it was built for and no other.
 *
 * - A **production build** is one with `SKYLINE_DEPLOY=production`, or a build on a
 *   static host's build machine (Cloudflare Pages `CF_PAGES`, Netlify `NETLIFY`, Vercel
 *   `VERCEL`) unless `SKYLINE_DEPLOY=local` says otherwise. `NODE_ENV` cannot tell:
 *   `astro build` sets it to `production` for every build, the browser tests' included.
 *   It needs `PUBLIC_PROVIDER_API_BASE`, an https URL on a host that is not this machine;
 *   without one the build stops and says why.
 * - A **local build** (every other) may leave it out: it uses the sandbox provider at
 *   `http://127.0.0.1:8787`, and says so.
 */
import { isIP } from 'node:net';

const DEFAULT_PROVIDER_API_BASE = 'http://127.0.0.1:8787';

/** The environment variables the decision reads. */
export interface ProviderEnv {
  PUBLIC_PROVIDER_API_BASE?: string | undefined;
  SKYLINE_DEPLOY?: string | undefined;
  CF_PAGES?: string | undefined;
  NETLIFY?: string | undefined;
  VERCEL?: string | undefined;
}

export interface ProviderChoice {
  /** What the site's API client is built with. */
  base: string;
  /** What the CSP's connect-src allows besides 'self'. */
  origin: string;
  deploy: 'production' | 'local';
  /** Whether the base was named, or is the local default. */
  source: 'named' | 'default';
}

/** The build cannot go on with this provider setting; the message says what to set. */
class ProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderConfigError';
  }
}

const LOCAL_HOST_NAMES = new Set(['localhost', '0.0.0.0', '[::]', '[::1]']);

/** A host on this machine or a private network: never a production provider. */
function isLocalHost(hostname: string): boolean {
  if (LOCAL_HOST_NAMES.has(hostname) || hostname.endsWith('.localhost')) return true;
  if (isIP(hostname) !== 4) return false;
  const [a = 0, b = 0] = hostname.split('.').map(Number);
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** Whether the environment asks for a production build; an unknown SKYLINE_DEPLOY is refused, not guessed. */
export function deployKind(env: ProviderEnv): 'production' | 'local' {
  const named = env.SKYLINE_DEPLOY?.trim();
  if (named === 'production' || named === 'local') return named;
  if (named !== undefined && named !== '') throw new ProviderConfigError(`SKYLINE_DEPLOY must be "production" or "local", not "${named}"`);
  return env.CF_PAGES === '1' || env.NETLIFY === 'true' || env.VERCEL === '1' ? 'production' : 'local';
}

/**
 * The provider API base and origin for a build, or a ProviderConfigError.
 * @example resolveProviderApi({}) // { base: 'http://127.0.0.1:8787', origin: 'http://127.0.0.1:8787', deploy: 'local', source: 'default' }
 * @example resolveProviderApi({ SKYLINE_DEPLOY: 'production' }) // throws: a production build names its provider
 */
export function resolveProviderApi(env: ProviderEnv): ProviderChoice {
  const deploy = deployKind(env);
  const named = env.PUBLIC_PROVIDER_API_BASE?.trim();
  if (named === undefined || named === '') {
    if (deploy === 'production') {
      throw new ProviderConfigError('a production build needs PUBLIC_PROVIDER_API_BASE: the https address of the provider API (it would otherwise point at the local sandbox)');
    }
    return { base: DEFAULT_PROVIDER_API_BASE, origin: new URL(DEFAULT_PROVIDER_API_BASE).origin, deploy, source: 'default' };
  }
  let url: URL;
  try {
    url = new URL(named);
  } catch {
    throw new ProviderConfigError(`PUBLIC_PROVIDER_API_BASE is not a URL: "${named}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ProviderConfigError(`PUBLIC_PROVIDER_API_BASE must be an http(s) URL, not ${url.protocol}`);
  if (url.username !== '' || url.password !== '') throw new ProviderConfigError('PUBLIC_PROVIDER_API_BASE must not carry a user name or password');
  if (deploy === 'production') {
    if (url.protocol !== 'https:') throw new ProviderConfigError(`a production build needs an https provider API, not ${url.origin}`);
    if (isLocalHost(url.hostname)) throw new ProviderConfigError(`a production build cannot point at this machine or a private network (${url.origin})`);
  }
  return { base: named, origin: url.origin, deploy, source: 'named' };
}

/**
 * The line a build prints about its provider, so a local build says what it uses.
 * @example describeProviderChoice(resolveProviderApi({})) // 'local build: provider API http://127.0.0.1:8787 (the sandbox default: …); the CSP allows http://127.0.0.1:8787'
 */
export function describeProviderChoice(choice: ProviderChoice): string {
  const why = choice.source === 'default' ? ' (the sandbox default: PUBLIC_PROVIDER_API_BASE is not set)' : '';
  return `${choice.deploy} build: provider API ${choice.base}${why}; the CSP allows ${choice.origin}`;
}

const ENV_FILE_SETTING = /^\s*(?:export\s+)?(PUBLIC_PROVIDER_API_BASE|SKYLINE_DEPLOY)\s*=\s*(.*?)\s*$/;

/**
 * The two settings as `.env` files give them (later files win, as in Vite, which Astro
 * reads them with), so the CSP is made from the same value the site gets. Only plain
 * `KEY=value` lines, quoted or not; an unquoted `#` starts a comment.
 * @example settingsFromEnvFiles(['PUBLIC_PROVIDER_API_BASE="https://api.example" # prod']) // { PUBLIC_PROVIDER_API_BASE: 'https://api.example' }
 */
export function settingsFromEnvFiles(texts: readonly string[]): ProviderEnv {
  const settings: ProviderEnv = {};
  for (const text of texts) {
    for (const line of text.split(/\r?\n/)) {
      const match = ENV_FILE_SETTING.exec(line);
      if (!match?.[1]) continue;
      const raw = match[2] ?? '';
      const quoted = /^(["'])(.*)\1/.exec(raw);
      const value = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
      if (match[1] === 'PUBLIC_PROVIDER_API_BASE') settings.PUBLIC_PROVIDER_API_BASE = value;
      else settings.SKYLINE_DEPLOY = value;
    }
  }
  return settings;
}

/** The `.env` files Astro (through Vite) reads for a mode, in the order where later ones win. */
export function envFileNames(mode: string): string[] {
  return ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`];
}
