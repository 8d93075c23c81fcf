/**
 * Cloudflare Workers static assets (docs/decisions/0050): `_headers` and `_redirects` in
 * Cloudflare's own semantics, a `wrangler.jsonc` that serves the build folder as it is,
 * and `.assetsignore` so the host's own files are never served.
 *
 * Cloudflare's rules this follows: a header set by two rules matching one path is joined
 * with a comma (so no header is set twice for any path); a `_headers` line over 2,000
 * characters is dropped and at most 100 rules are read; `_redirects` takes at most 2,000
 * static and 100 dynamic rules of at most 1,000 characters each, cannot proxy to another
 * origin and knows no 404 status (the nearest `404.html` is `not_found_handling`'s job).
 * `html_handling: "drop-trailing-slash"` serves `/zh-TW/help` from `zh-TW/help/index.html`
 * with no redirect, as every internal link is written.
 */
import { HostLimitError, type SiteModel } from '../site-model.ts';
import { HASHED_ASSETS_PREFIX } from '../compressed-assets.ts';
import { DEFAULT_CLOUDFLARE_WORKERS_PLAN, type CloudflareWorkersPlan } from '../provider-origin.ts';

const HOST = 'Cloudflare';
export const CLOUDFLARE_LIMITS = { headerRules: 100, headerLineChars: 2000, staticRedirects: 2000, dynamicRedirects: 100, redirectLineChars: 1000 } as const;
/** A date the workerd that wrangler bundles supports offline (the newest it knows is its own release, 2026-11-17). */
export const COMPATIBILITY_DATE = '2026-11-01';
/** Where the build puts the bundled Worker, inside the build folder and kept out of the assets. */
export const WORKER_FILE = '_worker/worker.js';

interface HeaderRule {
  pattern: string;
  set: (readonly [string, string])[];
  detach: string[];
  comment?: string;
}

function headerRules(model: SiteModel): HeaderRule[] {
  return [
    { pattern: '/*', set: [...model.hostWideHeaders], detach: [], comment: "Security headers for every answer. Each page's Content-Security-Policy is a <meta> in its HTML (docs/decisions/0049)." },
    ...model.cacheRules.map((rule) => ({
      pattern: rule.path.endsWith('/') ? `${rule.path}*` : rule.path,
      set: [['Cache-Control', rule.cacheControl] as const],
      detach: rule.assetsOnly ? [...model.documentOnlyHeaders] : [],
    })),
  ];
}

/** Whether a `_headers` pattern matches a path (`*` is the rest of the path, as Cloudflare reads a trailing splat). */
function patternMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** Throws when a header would be set twice on one path (Cloudflare would join the two values). */
function checkNoDuplicateHeaders(rules: readonly HeaderRule[]): void {
  for (const rule of rules) {
    const example = rule.pattern.replace(/\*$/, 'x');
    const setters = new Map<string, string[]>();
    for (const other of rules.filter((candidate) => patternMatches(candidate.pattern, example))) {
      for (const [name] of other.set) setters.set(name.toLowerCase(), [...(setters.get(name.toLowerCase()) ?? []), other.pattern]);
    }
    for (const [name, patterns] of setters) {
      if (patterns.length > 1) throw new HostLimitError(HOST, `_headers sets ${name} on ${example} twice (${patterns.join(', ')}): Cloudflare would join the values with a comma`);
    }
  }
}

/**
 * `_headers`, or a HostLimitError when Cloudflare would drop or join part of it.
 * @example cloudflareHeaders(siteModel({ helpDeskOrigin: undefined })) // '/*\n  Content-Security-Policy: frame-ancestors …'
 */
export function cloudflareHeaders(model: SiteModel): string {
  const rules = headerRules(model);
  if (rules.length > CLOUDFLARE_LIMITS.headerRules) throw new HostLimitError(HOST, `_headers has ${rules.length} rules; Cloudflare reads at most ${CLOUDFLARE_LIMITS.headerRules}`);
  checkNoDuplicateHeaders(rules);
  const lines = ['# Made by the build (hosting/targets/cloudflare.ts); do not edit.'];
  for (const rule of rules) {
    if (rule.comment) lines.push(`# ${rule.comment}`);
    lines.push(rule.pattern, ...rule.set.map(([name, value]) => `  ${name}: ${value}`), ...rule.detach.map((name) => `  ! ${name}`), '');
  }
  const long = lines.find((line) => line.length >= CLOUDFLARE_LIMITS.headerLineChars);
  if (long) throw new HostLimitError(HOST, `a _headers line has ${long.length} characters; Cloudflare drops lines of ${CLOUDFLARE_LIMITS.headerLineChars} or more: ${long.slice(0, 80)}…`);
  return lines.join('\n');
}

/**
 * `_redirects`: the 200 rewrites only (run-time ids, pages named without a language).
 * The help desk is the Worker's (`run_worker_first`), the 404 pages `not_found_handling`'s.
 */
export function cloudflareRedirects(model: SiteModel): string {
  const dynamic = model.rewrites.filter((rule) => /[:*]/.test(rule.from)).length;
  const fixed = model.rewrites.length - dynamic;
  if (dynamic > CLOUDFLARE_LIMITS.dynamicRedirects) throw new HostLimitError(HOST, `_redirects has ${dynamic} dynamic rules; Cloudflare reads at most ${CLOUDFLARE_LIMITS.dynamicRedirects}`);
  if (fixed > CLOUDFLARE_LIMITS.staticRedirects) throw new HostLimitError(HOST, `_redirects has ${fixed} static rules; Cloudflare reads at most ${CLOUDFLARE_LIMITS.staticRedirects}`);
  const lines = ['# Made by the build (hosting/targets/cloudflare.ts); do not edit.', '# One prebuilt page per run-time id, and pages named without a language (docs/decisions/0004): status 200, the address kept.'];
  for (const rule of model.rewrites) lines.push(`${rule.from}  ${rule.to}  200`);
  const long = lines.find((line) => line.length > CLOUDFLARE_LIMITS.redirectLineChars);
  if (long) throw new HostLimitError(HOST, `a _redirects line has ${long.length} characters; Cloudflare reads at most ${CLOUDFLARE_LIMITS.redirectLineChars}`);
  return `${lines.join('\n')}\n`;
}

/** The name the Worker reads the build folder's files by (`env.ASSETS`, hosting/worker.ts). */
export const ASSETS_BINDING = 'ASSETS';

/**
 * `wrangler.jsonc`, written into the build folder so that folder deploys on its own
 * (`npx wrangler deploy` inside it): the folder is the assets, the bundled handler is
 * the Worker, and only `/api/*` and (on Workers Paid) `/_astro/*` reach the Worker.
 */
export function wranglerConfig(model: SiteModel, options: { name?: string; plan?: CloudflareWorkersPlan } = {}): string {
  // On the free plan a Worker past its daily requests answers 429, where an asset left to Cloudflare is always served.
  const hashedFilesByWorker = (options.plan ?? DEFAULT_CLOUDFLARE_WORKERS_PLAN) === 'paid';
  const config = {
    name: options.name ?? 'skyline',
    compatibility_date: COMPATIBILITY_DATE,
    main: WORKER_FILE,
    assets: {
      directory: '.',
      // The nearest 404.html up the path, with status 404: each language's own (the build copies them to /{lang}/404.html).
      not_found_handling: '404-page',
      // Slash-less links (`/zh-TW/help`) are served from folder index files without a redirect.
      html_handling: 'drop-trailing-slash',
      // The help desk forward and the report endpoint run code, and on Workers Paid the hashed
      // files, which the Worker answers with the build's compressed copies (docs/decisions/0064);
      // every page is a file.
      run_worker_first: hashedFilesByWorker ? ['/api/*', `${HASHED_ASSETS_PREFIX}*`] : ['/api/*'],
      // How the Worker reads those copies.
      binding: ASSETS_BINDING,
    },
    vars: model.helpDeskOrigin === undefined ? {} : { HELP_DESK_ORIGIN: model.helpDeskOrigin },
    observability: { enabled: true },
  };
  return `// Made by the build (hosting/targets/cloudflare.ts); do not edit. Deploy with \`npx wrangler deploy\` in this folder (docs/deploy.md).\n${JSON.stringify(config, null, 2)}\n`;
}

/** `.assetsignore`: the hosts' own files are never uploaded as assets (`_headers` and `_redirects` Cloudflare keeps out itself). */
export function assetsIgnore(model: SiteModel): string {
  return `${model.hostFiles.map((file) => file.replace(/\/$/, '')).join('\n')}\n`;
}
