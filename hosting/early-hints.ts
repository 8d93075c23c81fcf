/**
 * 103 Early Hints (docs/decisions/0066): a page whose content waits for its scripts (it
 * hydrates a React island as it loads) names those scripts in a `Link` header, and a host
 * that sends Early Hints (Cloudflare's, the project's own over HTTP/2) sends that header
 * ahead of the page. The browser then asks for the scripts as the answer starts, instead
 * of once it has taken the page in and read its modulepreload links: on slow 4G with a 4x
 * slower CPU the bill was on screen 0.02–0.15 s sooner, depending on the run. A host
 * without them (nginx) sends the same header on the page itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Rewrite } from './site-model.ts';
import { hydratesOnLoad, upfrontAssets } from './upfront-assets.ts';
import { sitePathOfFile } from './page-csp.ts';

/** A built page and the scripts it loads up front. */
export interface PageScripts {
  /** The page's folder as a site path (`/zh-TW/user/service/_`, hosting/page-csp.ts `sitePathOfFile`). */
  page: string;
  scripts: readonly string[];
}

/** The `Link` header one page's answers carry, and the addresses it answers. */
export interface EarlyHint {
  /** The built page (its folder as a site path), as a host that matches files names it. */
  page: string;
  /** The addresses it answers: its own, or those the rewrites send to it (`/zh-TW/user/service/:serviceId`). */
  addresses: readonly string[];
  link: string;
}

/**
 * The longest `Link` value written: Cloudflare drops a `_headers` line of 2,000 characters
 * or more (`  Link: ` and the value). A page with more scripts than fit names the first
 * ones; the rest the browser finds in its HTML, as before (today's longest: 23 scripts,
 * about 1,300 characters).
 */
export const LINK_MAX_CHARS = 1900;

/**
 * The `Link` header naming `scripts` as module preloads, as many as fit in LINK_MAX_CHARS.
 * @example preloadLinks(['/_astro/a.js', '/_astro/b.js']) // '</_astro/a.js>; rel=modulepreload, </_astro/b.js>; rel=modulepreload'
 */
export function preloadLinks(scripts: readonly string[]): string {
  let link = '';
  for (const script of scripts) {
    const next = `${link === '' ? '' : `${link}, `}<${script}>; rel=modulepreload`;
    if (next.length > LINK_MAX_CHARS) break;
    link = next;
  }
  return link;
}

/**
 * Each page's hint at the addresses it answers: a page a rewrite serves (a run-time id)
 * at the rewrite's pattern, any other at its own path. A page without scripts gets none.
 * @example earlyHints([{ page: '/zh-TW/user/service/_', scripts: ['/_astro/a.js'] }], [{ from: '/zh-TW/user/service/:serviceId', to: '/zh-TW/user/service/_' }])
 * // [{ page: '/zh-TW/user/service/_', addresses: ['/zh-TW/user/service/:serviceId'], link: '</_astro/a.js>; rel=modulepreload' }]
 */
export function earlyHints(pages: readonly PageScripts[], rewrites: readonly Rewrite[]): EarlyHint[] {
  return pages
    .filter((entry) => entry.scripts.length > 0)
    .map((entry) => {
      const rewritten = rewrites.filter((rule) => rule.to === entry.page).map((rule) => rule.from);
      return { page: entry.page, addresses: rewritten.length > 0 ? rewritten : [entry.page], link: preloadLinks(entry.scripts) };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/**
 * The pages of the build folder `out` that hydrate an island as they load, each with the
 * scripts it loads up front (its modulepreload links once the build has written them).
 */
export function hintedPages(out: string): PageScripts[] {
  const readAsset = (sitePath: string): string | undefined => {
    if (!sitePath.startsWith('/_astro/')) return undefined;
    try {
      return readFileSync(join(out, sitePath), 'utf8');
    } catch {
      return undefined;
    }
  };
  const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  return files.flatMap((entry) => {
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    return hydratesOnLoad(html) ? [{ page: sitePathOfFile(relative(out, file)), scripts: upfrontAssets(html, readAsset).scripts }] : [];
  });
}
