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
import { loadEnv } from 'vite';

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

/**
 * The two settings as the build sees them: from the `.env` files Astro reads for the mode
 * (through Vite's own `loadEnv`, so the same files, order and parsing), with the process
 * environment winning. The CSP is then made from the value the site gets.
 */
export function providerSettings(mode: string, root: string): ProviderEnv {
  const { PUBLIC_PROVIDER_API_BASE, SKYLINE_DEPLOY } = loadEnv(mode, root, ['PUBLIC_PROVIDER_API_BASE', 'SKYLINE_DEPLOY']);
  return { ...(PUBLIC_PROVIDER_API_BASE === undefined ? {} : { PUBLIC_PROVIDER_API_BASE }), ...(SKYLINE_DEPLOY === undefined ? {} : { SKYLINE_DEPLOY }) };
}
