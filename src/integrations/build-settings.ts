/**
 * The build's settings at work (hosting/provider-origin.ts, docs/settings.md): an
 * `astro build` whose settings were refused stops before building anything, with the
 * reason; `astro dev`, `sync` and `check` go on with the local sandbox. Once built, the
 * site map is written from the pages themselves (lib/core/build/sitemap.ts).
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeProviderChoice, type BuildSettings, type BuildSettingsError } from '../../hosting/provider-origin.ts';
import { pageLinksOf, robotsWithSitemap, sitemapXml, SITEMAP_FILE, type PageLinks } from '../lib/core/build/sitemap.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

export default function buildSettings(plan: { settings: BuildSettings; refusal: BuildSettingsError | null }): AstroIntegration {
  const { settings, refusal } = plan;
  return {
    name: 'skyline-build-settings',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command === 'build' && refusal) throw refusal;
        if (command !== 'build' && refusal) logger.info(`${command}: no production settings, so the local sandbox answers (${describeProviderChoice(settings.provider)})`);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages: PageLinks[] = [];
        for (const file of await htmlFiles(out)) {
          const links = pageLinksOf(await readFile(file, 'utf8'));
          if (links) pages.push(links);
        }
        await writeFile(join(out, SITEMAP_FILE), sitemapXml(pages));
        const robots = join(out, 'robots.txt');
        await writeFile(robots, robotsWithSitemap(await readFile(robots, 'utf8'), settings.siteUrl));
        logger.info(`${SITEMAP_FILE}: ${pages.length} pages on ${settings.siteUrl}`);
      },
    },
  };
}
