/**
 * Writes `_headers` and `_redirects` into the build output and gives every language
 * its `/{lang}/404.html`, the file static hosts look for.
 */
import type { AstroIntegration } from 'astro';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROVIDER_API_BASE, headersFile, inlineHashes, redirectsFile } from '../../hosting/hosting-files.ts';
import { templateRewrites, withoutLanguageRewrites } from '../lib/routes.ts';
import { LOCALES } from '../lib/i18n/locales.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

export default function hosting(): AstroIntegration {
  return {
    name: 'skyline-hosting',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        for (const locale of LOCALES) await copyFile(join(out, locale, '404', 'index.html'), join(out, locale, '404.html'));
        const scriptHashes: string[] = [];
        const styleHashes: string[] = [];
        for (const file of await htmlFiles(out)) {
          const hashes = inlineHashes(await readFile(file, 'utf8'));
          scriptHashes.push(...hashes.scripts);
          styleHashes.push(...hashes.styles);
        }
        const providerOrigin = new URL(process.env.PUBLIC_PROVIDER_API_BASE ?? DEFAULT_PROVIDER_API_BASE).origin;
        await writeFile(join(out, '_headers'), headersFile({ scriptHashes, styleHashes, providerOrigin }));
        await writeFile(join(out, '_redirects'), redirectsFile(templateRewrites(), LOCALES, withoutLanguageRewrites()));
        logger.info(`_headers (${new Set(scriptHashes).size} script and ${new Set(styleHashes).size} style hashes) and _redirects written`);
      },
    },
  };
}
