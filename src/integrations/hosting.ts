/**
 * Writes `_headers` and `_redirects` into the build output and gives every language
 * its `/{lang}/404.html`, the file static hosts look for.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, inlineHashes, redirectsFile } from '../../hosting/hosting-files.ts';
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
 * Writes `_headers` (the CSP allowing `providerOrigins`, the provider API's listed origins
 * (ADR 0052), and no other API) and
 * `_redirects` into the build output `out`, with each language's 404.html, and gives
 * every page its modulepreload links (hosting/module-preload.ts) in the same pass.
 * Returns how many distinct script and style hashes the policy carries, and how many
 * pages gained preload links.
 */
export async function writeHostingFiles(out: string, providerOrigins: readonly string[], chat: ChatWidget | null = null): Promise<{ scripts: number; styles: number; preloaded: number }> {
  for (const locale of LOCALES) await copyFile(join(out, locale, '404', 'index.html'), join(out, locale, '404.html'));
  const builtScripts = new Map<string, string | undefined>();
  const readAsset = (sitePath: string): string | undefined => {
    if (!builtScripts.has(sitePath)) builtScripts.set(sitePath, sitePath.startsWith('/_astro/') ? readFileSafely(join(out, sitePath)) : undefined);
    return builtScripts.get(sitePath);
  };
  let preloaded = 0;
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  for (const file of await htmlFiles(out)) {
    const built = await readFile(file, 'utf8');
    const html = withModulePreloads(built, readAsset);
    if (html !== built) {
      await writeFile(file, html);
      preloaded++;
    }
    const hashes = inlineHashes(html);
    scriptHashes.push(...hashes.scripts);
    styleHashes.push(...hashes.styles);
  }
  // connect-src lists every origin, space-separated (until headersFile takes the list itself).
  await writeFile(join(out, '_headers'), headersFile({ scriptHashes, styleHashes, providerOrigin: providerOrigins.join(' '), chat }));
  // A production build names its help desk (HELP_DESK_ORIGIN, https); a local one has the static host forward to the sandbox.
  const helpDesk = process.env.HELP_DESK_ORIGIN;
  const helpDeskOrigin = helpDesk !== undefined && helpDesk.startsWith('https://') ? helpDesk : undefined;
  await writeFile(join(out, '_redirects'), redirectsFile(templateRewrites(), LOCALES, withoutLanguageRewrites(), { helpDeskOrigin }));
  return { scripts: new Set(scriptHashes).size, styles: new Set(styleHashes).size, preloaded };
}

/**
 * `provider` is the build's one provider decision (hosting/provider-origin.ts, made in
 * astro.config.mjs): the CSP allows exactly its origins, the ones the site is built with.
 */
export default function hosting(provider: ProviderChoice, chat: ChatWidget | null = null): AstroIntegration {
  return {
    name: 'skyline-hosting',
    hooks: {
      'astro:build:start': ({ logger }) => {
        logger.info(describeProviderChoice(provider));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const counts = await writeHostingFiles(fileURLToPath(dir), provider.origins, chat);
        logger.info(`_headers (${counts.scripts} script and ${counts.styles} style hashes, connect-src ${provider.origins.join(' ')}) and _redirects written`);
      },
    },
  };
}
