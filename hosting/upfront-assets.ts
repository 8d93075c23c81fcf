/**
 * What a page loads before any interaction, read from its built HTML and the built
 * scripts alone: the rule `npm test`'s byte budgets weigh (scripts/page-weight.ts) and
 * the build's modulepreload links name (hosting/module-preload.ts), so the two cannot
 * disagree.
 *
 * What counts as "up front" (what a visitor's browser fetches before any interaction):
 * - `<script src>` and `<link rel="modulepreload">`, and the static `import`/`export … from`
 *   of those scripts, recursively;
 * - the component and renderer of every island hydrated on load, idle or visible
 *   (`client:load`/`idle`/`visible`/`media`/`only`);
 * - NOT dynamic `import()` (loaded when code asks, e.g. Stripe.js with the card panel),
 * - NOT islands with `client:interaction` (this project's directive: the island loads on
 *   the first touch, so its code is not part of the first load).
 */

export interface UpfrontAssets {
  /** Script URLs (site paths, `/_astro/…`) loaded before any interaction. */
  scripts: string[];
  /** Stylesheet URLs. */
  stylesheets: string[];
}

/** Reads a built asset by its site path (`/_astro/x.js`); undefined when it is not in the build. */
export type ReadAsset = (sitePath: string) => string | undefined;

/** The island directive (src/integrations/interaction-directive.ts) whose code loads on the first touch, not with the page. */
export const LAZY_DIRECTIVE = 'interaction';

/** The attributes of an `<astro-island>` that name the scripts it hydrates with. */
export const ISLAND_SCRIPT_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'] as const;

/**
 * Every script and stylesheet a page loads before any interaction.
 * @example upfrontAssets('<script type="module" src="/_astro/a.js"></script>', read) // { scripts: ['/_astro/a.js', …its imports], stylesheets: [] }
 */
export function upfrontAssets(html: string, readAsset: ReadAsset): UpfrontAssets {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet') stylesheets.add(href);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    // Only the directive known to wait for a touch is left out: any other (a new custom
    // one included) counts as eager, so it cannot slip past the budget unmeasured.
    if (attribute(tag, 'client') === LAZY_DIRECTIVE) continue;
    for (const name of ISLAND_SCRIPT_ATTRIBUTES) {
      const url = attribute(tag, name);
      if (url) scripts.add(url);
    }
  }
  return { scripts: [...staticGraph(scripts, readAsset)], stylesheets: [...stylesheets] };
}

/**
 * The scripts `entries` are, with everything they import statically, however deep.
 * @example staticGraph(['/_astro/a.js'], read) // Set { '/_astro/a.js', '/_astro/b.js' } when a.js imports ./b.js
 */
export function staticGraph(entries: Iterable<string>, readAsset: ReadAsset): Set<string> {
  const scripts = new Set(entries);
  const queue = [...scripts];
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    const code = readAsset(url);
    if (code === undefined) continue;
    for (const specifier of staticImports(code)) {
      const resolved = new URL(specifier, `http://site${url}`).pathname;
      if (scripts.has(resolved)) continue;
      scripts.add(resolved);
      queue.push(resolved);
    }
  }
  return scripts;
}

/**
 * Relative specifiers a module imports statically (`import x from "./a.js"`, `import "./b.js"`,
 * `export { y } from "./c.js"`); dynamic `import("./d.js")` is left out on purpose.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of code.matchAll(/(?:^|[;\s})])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g)) {
    if (specifier?.startsWith('.') || specifier?.startsWith('/')) found.push(specifier);
  }
  return found;
}

/** The value of an attribute in one start tag (double or single quotes), undefined when absent. */
export function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? '').replaceAll('&amp;', '&');
}
