/**
 * Each built page names every script it loads up front in `<link rel="modulepreload">`,
 * so the browser fetches them all as soon as the HTML arrives. Without them it learns of
 * a script's imports only once that script has arrived: a page script that imports a
 * store, which imports the contract, costs three round trips before the first call to
 * the provider (on slow 4G, 150 ms each; on a congested line in China, 300 ms or more).
 * Astro names only the page's entry scripts; nothing is preloaded that the page would
 * not load before an interaction anyway (the rule is hosting/upfront-assets.ts).
 *
 * An island that wakes on the first touch (`client:interaction`) has the same chain once
 * touched: its component, then React and its stores, then the contract. Its tag carries
 * the scripts it will need beyond those already loaded (`data-wake-preload`), and the
 * directive preloads them all on that touch (src/integrations/interaction-directive.ts).
 */
import { WAKE_PRELOAD_ATTRIBUTE } from '../src/lib/core/ui/island-wake.ts';
import { attribute, ISLAND_SCRIPT_ATTRIBUTES, LAZY_DIRECTIVE, staticGraph, upfrontAssets, type ReadAsset } from './upfront-assets.ts';

/** The `<link rel="modulepreload">` tags a page lacks: its up-front scripts that it does not already name. */
export function missingModulePreloads(html: string, readAsset: ReadAsset, upfront: readonly string[] = upfrontAssets(html, readAsset).scripts): string[] {
  const named = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
  return upfront.filter((script) => !named.has(script) && readAsset(script) !== undefined).map((script) => `<link rel="modulepreload" href="${script}">`);
}

/**
 * The page with its missing modulepreload links early in its `<head>`, and each island
 * that waits for a touch naming the scripts it will need then.
 *
 * The links go right after the head's first script, the guard (src/layouts/Base.astro),
 * which may send the visitor elsewhere before anything is fetched; a page whose head has
 * no script gets them at the end of its head. Not at the end of every head: there they
 * came after the early reads and the inline styles (20 KB of a 39 KB bill page), and on
 * slow 4G with a 4x slower CPU the browser asked for the scripts about 20 ms later
 * (docs/performance.md, seventh session).
 * @example withModulePreloads('<head></head><script type="module" src="/_astro/a.js"></script>', read)
 * // '<head><link rel="modulepreload" href="/_astro/b.js"></head>…' when a.js imports ./b.js
 */
export function withModulePreloads(html: string, readAsset: ReadAsset): string {
  // The links name only scripts already up front, so one walk of the import graph serves both steps.
  const upfront = upfrontAssets(html, readAsset).scripts;
  const links = missingModulePreloads(html, readAsset, upfront);
  const at = links.length === 0 ? -1 : preloadPlace(html);
  const preloaded = at === -1 ? html : `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
  return withWakePreloads(preloaded, readAsset, new Set(upfront));
}

/** Where a page's preload links go: after the first script in its head, else at the end of the head; -1 for a page without a head. */
function preloadPlace(html: string): number {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return -1;
  const firstScriptEnd = html.slice(0, headEnd).indexOf('</script>');
  return firstScriptEnd === -1 ? headEnd : firstScriptEnd + '</script>'.length;
}

/** Each `client:interaction` island's tag with the scripts its wake needs that the page has not loaded already (`loaded`). */
function withWakePreloads(html: string, readAsset: ReadAsset, loaded: ReadonlySet<string>): string {
  return html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    if (attribute(tag, 'client') !== LAZY_DIRECTIVE || attribute(tag, WAKE_PRELOAD_ATTRIBUTE) !== undefined) return tag;
    const entries = ISLAND_SCRIPT_ATTRIBUTES.map((name) => attribute(tag, name)).filter((url) => url !== undefined);
    const needed = [...staticGraph(entries, readAsset)].filter((script) => !loaded.has(script) && readAsset(script) !== undefined);
    return needed.length === 0 ? tag : tag.replace(/>$/, ` ${WAKE_PRELOAD_ATTRIBUTE}="${needed.join(' ')}">`);
  });
}
