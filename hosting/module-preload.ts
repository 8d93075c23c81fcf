/**
 * Each built page names every script it loads up front in `<link rel="modulepreload">`,
 * so the browser fetches them all as soon as the HTML arrives. Without them it learns of
 * a script's imports only once that script has arrived: a page script that imports a
 * store, which imports the contract, costs three round trips before the first call to
 * the provider (on slow 4G, 150 ms each; on a congested line in China, 300 ms or more).
 * Astro names only the page's entry scripts; nothing is preloaded that the page would
 * not load before an interaction anyway (the rule is hosting/upfront-assets.ts).
 */
import { upfrontAssets, type ReadAsset } from './upfront-assets.ts';

/** The `<link rel="modulepreload">` tags a page lacks: its up-front scripts that it does not already name. */
export function missingModulePreloads(html: string, readAsset: ReadAsset): string[] {
  const named = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
  return upfrontAssets(html, readAsset)
    .scripts.filter((script) => !named.has(script) && readAsset(script) !== undefined)
    .map((script) => `<link rel="modulepreload" href="${script}">`);
}

/**
 * The page with its missing modulepreload links at the end of its `<head>`.
 * @example withModulePreloads('<head></head><script type="module" src="/_astro/a.js"></script>', read)
 * // '<head><link rel="modulepreload" href="/_astro/b.js"></head>…' when a.js imports ./b.js
 */
export function withModulePreloads(html: string, readAsset: ReadAsset): string {
  const links = missingModulePreloads(html, readAsset);
  if (links.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `${links.join('')}</head>`);
}
