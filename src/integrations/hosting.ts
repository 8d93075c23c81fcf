/**
 * At the end of the build: every page gets its own Content-Security-Policy as a meta
 * (hosting/page-csp.ts) and its modulepreload links; the host files (`_headers`,
 * `_redirects`) carry only what is the same for every page; every language gets its
 * `/{lang}/404.html`, the file static hosts look for.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, redirectsFile } from '../../hosting/hosting-files.ts';
import { pagePolicy, sitePathOfFile, withPolicyMeta } from '../../hosting/page-csp.ts';
import { withModulePreloads } from '../../hosting/module-preload.ts';
import { describeProviderChoice, type ProviderChoice } from '../../hosting/provider-origin.ts';
import type { ChatWidget } from '../../hosting/chat-widget.ts';
import { templateRewrites, withoutLanguageRewrites } from '../lib/core/routes.ts';
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
export async function writeHostingFiles(out: string, providerOrigins: readonly string[], chat: ChatWidget | null = null): Promise<{ pages: number; longestPolicy: number; preloaded: number }> {
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
  await writeFile(join(out, '_headers'), headersFile());
  // A production build names its help desk (HELP_DESK_ORIGIN, https); a local one has the static host forward to the sandbox.
  const helpDesk = process.env.HELP_DESK_ORIGIN;
  const helpDeskOrigin = helpDesk !== undefined && helpDesk.startsWith('https://') ? helpDesk : undefined;
  await writeFile(join(out, '_redirects'), redirectsFile(templateRewrites(), LOCALES, withoutLanguageRewrites(), { helpDeskOrigin }));
  return { pages, longestPolicy, preloaded };
}

/**
 * `provider` is the build's one provider decision (hosting/provider-origin.ts, made in
 * astro.config.mjs): the CSP allows exactly its origin, the one the site is built with.
 */
export default function hosting(provider: ProviderChoice, chat: ChatWidget | null = null): AstroIntegration {
  return {
    name: 'skyline-hosting',
    hooks: {
      'astro:build:start': ({ logger }) => {
        logger.info(describeProviderChoice(provider));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const counts = await writeHostingFiles(fileURLToPath(dir), [provider.origin], chat);
        logger.info(`a Content-Security-Policy in each of ${counts.pages} pages (connect-src ${provider.origin}; the longest ${counts.longestPolicy} characters), _headers and _redirects written`);
      },
    },
  };
}
