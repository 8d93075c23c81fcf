/**
 * What every host must do with the built site, said once (docs/decisions/0050): the
 * rewrites (run-time ids, pages named without a language), the 404 page of each language
 * with status 404, the headers (host-wide, immutable hashed assets, the service worker
 * asked again), and the two paths the edge handler answers (the help desk forward and
 * the report endpoint). Each host's emitter (hosting/targets/*.ts) writes it in that
 * host's own terms, and refuses what the host would drop.
 */
import { DEFAULT_CACHE_CONTROL, DOCUMENT_ONLY_HEADERS, HOST_WIDE_HEADERS, IMMUTABLE_CACHE_CONTROL } from './hosting-files.ts';
import { HASHED_ASSETS_PREFIX } from './compressed-assets.ts';
import { HELP_DESK_PREFIX } from './edge-handler.ts';
import { REPORT_PATH } from '../src/lib/core/guard/policy-violation-reports.ts';
import { templateRewrites, withoutLanguageRewrites } from '../src/lib/core/routes.ts';
import { LOCALES } from '../src/lib/core/i18n/locales.ts';

export interface Rewrite {
  /** A path pattern: literal segments and `:name` for one segment. */
  from: string;
  /** The built page that answers it, as a folder path without its trailing slash (`/zh-TW/user/service/_`). */
  to: string;
}

/** A path prefix (ending in `/`) or an exact file, and the caching it gets. */
export interface CacheRule {
  path: string;
  cacheControl: string;
  /** Whether document-only headers (the policy header, framing) are taken off: scripts and stylesheets do not read them. */
  assetsOnly: boolean;
}

export interface SiteModel {
  locales: readonly string[];
  /** In order: the most specific first; only paths that name no file reach them. */
  rewrites: readonly Rewrite[];
  /** Each language's not-found page (`/zh-TW/` → `/zh-TW/404.html`), then the one for every other path. */
  notFound: readonly { prefix: string; page: string }[];
  hostWideHeaders: readonly (readonly [string, string])[];
  documentOnlyHeaders: readonly string[];
  /** What pages and every path no cache rule names answer with. */
  defaultCacheControl: string;
  cacheRules: readonly CacheRule[];
  /** The edge handler's paths (hosting/edge-handler.ts). */
  helpDeskPrefix: string;
  reportPath: string;
  /** Where the help desk forward goes; undefined when the build names none. */
  helpDeskOrigin: string | undefined;
  /** The build folder's files that configure the hosts: never served (`/wrangler.jsonc` would otherwise be a page). */
  hostFiles: readonly string[];
}

/** The hosts' own files in the build folder (hosting/targets/*.ts write them); folders end in `/`. */
export const HOST_FILES = ['_headers', '_redirects', 'wrangler.jsonc', '.assetsignore', '.wrangler/', '_worker/', 'nginx/', 'edgeone.json', 'edge-functions/'] as const;

/**
 * Whether a request path names one of the hosts' own files.
 * @example isHostFile('/nginx/skyline.conf') // true
 */
export function isHostFile(path: string): boolean {
  const name = path.replace(/^\/+/, '');
  return HOST_FILES.some((file) => (file.endsWith('/') ? name.startsWith(file) || name === file.slice(0, -1) : name === file));
}

/** A folder page's path without the trailing slash its route table writes: slash-less links are served without a redirect. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The model of the site the code describes (routes.ts, hosting-files.ts, page-csp.ts).
 * @example siteModel({ helpDeskOrigin: 'https://desk.example' }).rewrites[0] // { from: '/zh-TW/user/service/:serviceId/invoice', to: '/zh-TW/user/service/_/invoice' }
 */
export function siteModel(options: { helpDeskOrigin: string | undefined }): SiteModel {
  return {
    locales: LOCALES,
    rewrites: [...templateRewrites(), ...withoutLanguageRewrites()].map(({ from, to }) => ({ from, to: withoutTrailingSlash(to) })),
    notFound: [...LOCALES.map((locale) => ({ prefix: `/${locale}/`, page: `/${locale}/404.html` })), { prefix: '/', page: '/404.html' }],
    hostWideHeaders: HOST_WIDE_HEADERS,
    documentOnlyHeaders: DOCUMENT_ONLY_HEADERS,
    defaultCacheControl: DEFAULT_CACHE_CONTROL,
    cacheRules: [
      { path: HASHED_ASSETS_PREFIX, cacheControl: IMMUTABLE_CACHE_CONTROL, assetsOnly: true },
      // The service worker (docs/decisions/0020): always asked again, so a new version is seen at once.
      { path: '/sw.js', cacheControl: 'no-cache', assetsOnly: false },
    ],
    helpDeskPrefix: HELP_DESK_PREFIX,
    reportPath: REPORT_PATH,
    helpDeskOrigin: options.helpDeskOrigin === undefined ? undefined : new URL(options.helpDeskOrigin).origin,
    hostFiles: HOST_FILES,
  };
}

/** A host's limit the build would pass: the build stops with this, naming the host, the limit and the file. */
export class HostLimitError extends Error {
  constructor(host: string, message: string) {
    super(`${host}: ${message}`);
    this.name = 'HostLimitError';
  }
}
