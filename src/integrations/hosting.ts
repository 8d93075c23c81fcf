/**
 * At the end of the build: every page gets its own Content-Security-Policy as a meta
 * (hosting/page-csp.ts) and its modulepreload links; the host files (`_headers`,
 * `_redirects`) carry only what is the same for every page; every language gets its
 * `/{lang}/404.html`, the file static hosts look for.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteModel, type SiteModel } from '../../hosting/site-model.ts';
import { assetsIgnore, cloudflareHeaders, cloudflareRedirects, wranglerConfig } from '../../hosting/targets/cloudflare.ts';
import { nginxConfig, PRODUCTION_NGINX } from '../../hosting/targets/nginx.ts';
import { edgeoneConfig } from '../../hosting/targets/edgeone.ts';
import { bundleEdgeEntries } from '../../hosting/targets/bundle.ts';
import { precompress } from '../../hosting/precompress.ts';
import { HASHED_ASSETS_PREFIX } from '../../hosting/compressed-assets.ts';
import { pagePolicy, sitePathOfFile, withPolicyMeta } from '../../hosting/page-csp.ts';
import { withModulePreloads } from '../../hosting/module-preload.ts';
import { DEFAULT_CLOUDFLARE_WORKERS_PLAN, describeProviderChoice, type CloudflareWorkersPlan, type ProviderChoice } from '../../hosting/provider-origin.ts';
import type { ChatWidget } from '../../hosting/chat-widget.ts';
import { LOCALES } from '../lib/core/i18n/locales.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

function readFileSafely(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Gives every page of the build output `out` its policy (allowing `providerOrigins` and
 * no other API) and its modulepreload links, then writes `_headers` and `_redirects`
 * and each language's 404.html. Returns how many pages carry a policy, the longest
 * policy's length, and how many pages gained preload links.
 */
export async function writeHostingFiles(out: string, providerOrigins: readonly string[], chat: ChatWidget | null = null, helpDeskOrigin: string | undefined = undefined, cloudflareWorkersPlan: CloudflareWorkersPlan = DEFAULT_CLOUDFLARE_WORKERS_PLAN): Promise<{ pages: number; longestPolicy: number; preloaded: number }> {
  for (const locale of LOCALES) await copyFile(join(out, locale, '404', 'index.html'), join(out, locale, '404.html'));
  const builtScripts = new Map<string, string | undefined>();
  const readAsset = (sitePath: string): string | undefined => {
    if (!builtScripts.has(sitePath)) builtScripts.set(sitePath, sitePath.startsWith('/_astro/') ? readFileSafely(join(out, sitePath)) : undefined);
    return builtScripts.get(sitePath);
  };
  let preloaded = 0;
  let pages = 0;
  let longestPolicy = 0;
  for (const file of await htmlFiles(out)) {
    const built = await readFile(file, 'utf8');
    const preloadedHtml = withModulePreloads(built, readAsset);
    if (preloadedHtml !== built) preloaded++;
    // The hashes are of the page as served: after the preload links, which add no inline code.
    const policy = pagePolicy(preloadedHtml, sitePathOfFile(relative(out, file)), { providerOrigins, chat }, LOCALES);
    longestPolicy = Math.max(longestPolicy, policy.length);
    pages++;
    const html = withPolicyMeta(preloadedHtml, policy);
    if (html !== built) await writeFile(file, html);
  }
  await writeHostFiles(out, siteModel({ helpDeskOrigin }), cloudflareWorkersPlan);
  return { pages, longestPolicy, preloaded };
}

/**
 * Every host's files from the one model (docs/decisions/0050): Cloudflare's `_headers`,
 * `_redirects`, `wrangler.jsonc` and Worker; nginx's server block; EdgeOne's
 * `edgeone.json` and edge function. All are made before any is written, so a host limit
 * stops the build with nothing half-written. The project's own server reads `_headers`
 * and `_redirects` as Cloudflare does.
 */
export async function writeHostFiles(out: string, model: SiteModel, cloudflareWorkersPlan: CloudflareWorkersPlan): Promise<void> {
  const files: Record<string, string> = {
    _headers: cloudflareHeaders(model),
    _redirects: cloudflareRedirects(model),
    'wrangler.jsonc': wranglerConfig(model, { plan: cloudflareWorkersPlan }),
    '.assetsignore': assetsIgnore(model),
    'nginx/skyline.conf': nginxConfig(model, PRODUCTION_NGINX),
    'edgeone.json': edgeoneConfig(model),
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(out, name)), { recursive: true });
    await writeFile(join(out, name), text);
  }
  await bundleEdgeEntries(out, model);
  // The hashed files' compressed copies, which the Cloudflare Worker sends as they are (docs/decisions/0064).
  precompress(join(out, HASHED_ASSETS_PREFIX));
}

/**
 * `provider` is the build's one provider decision (hosting/provider-origin.ts, made in
 * astro.config.mjs): the CSP allows exactly its origins, the ones the site is built with.
 * `cloudflareWorkersPlan` (a build setting) says whether the Cloudflare Worker answers the
 * hashed files with their compressed copies (docs/decisions/0064).
 */
export default function hosting(provider: ProviderChoice, chat: ChatWidget | null, cloudflareWorkersPlan: CloudflareWorkersPlan): AstroIntegration {
  return {
    name: 'skyline-hosting',
    hooks: {
      'astro:build:start': ({ logger }) => {
        logger.info(describeProviderChoice(provider));
      },
      'astro:build:done': async ({ dir, logger }) => {
        // A production build names its help desk (HELP_DESK_ORIGIN, https); a local one forwards to the sandbox, which plays it.
        const named = process.env.HELP_DESK_ORIGIN;
        const helpDeskOrigin = named && (provider.deploy === 'local' || named.startsWith('https://')) ? named : provider.deploy === 'local' ? provider.origin : undefined;
        // connect-src names every listed provider origin (ADR 0052): a read may fail over to any of them.
        const counts = await writeHostingFiles(fileURLToPath(dir), provider.origins, chat, helpDeskOrigin, cloudflareWorkersPlan);
        logger.info(`a Content-Security-Policy in each of ${counts.pages} pages (connect-src ${provider.origins.join(' ')}; the longest ${counts.longestPolicy} characters); Cloudflare, nginx and EdgeOne files written (help desk ${helpDeskOrigin ?? 'not named: /api/v2/ answers 503'})`);
      },
    },
  };
}
