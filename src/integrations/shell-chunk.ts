/**
 * The modules every page loads (the guard's page script and what it imports statically)
 * ship as one file, `shell-*.js` (and `shell-base-*.js`, below), instead of the nine or so small chunks the bundler
 * makes when each has a different set of importers. Brotli compresses one file far
 * better than nine (each small file pays its own headers and starts with an empty
 * dictionary), and a slow line makes one request instead of nine: every page's first load
 * is about 1.4 KiB lighter (issue 10, docs/performance.md).
 *
 * Only modules reachable from `page-entry.ts` by static imports are grouped, and never
 * the string catalogues (they are fetched on demand, per area and language), so the group
 * holds nothing a static page does not already load.
 */
const SHELL_ROOT = '/src/lib/core/guard/page-entry.ts';
/**
 * A static page's script (docs/decisions/0039) and what it imports statically go to a
 * file of their own, `shell-base`, which static pages load alone: the rest of the shell
 * (the stores, zod, the notices) comes when such a page asks for it. Island pages load
 * both files.
 */
const STATIC_SHELL_ROOT = '/src/lib/core/guard/static-page-entry.ts';

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Whether a chain of static imports leads from the page script `root` to `id`. */
export function importedBy(root: string, id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (id.endsWith(root)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return graph.getModuleInfo(id)?.importers.some((importer) => importedBy(root, importer, graph, seen)) ?? false;
}

export type ShellChunk = 'shell-base' | 'shell';

/**
 * The chunk a module goes to: `shell-base`, `shell`, or null for the bundler's own choice.
 * The two page scripts themselves stay out: their code runs when their file is evaluated,
 * and a static page evaluates `shell` when it starts the shell (page-start.ts) without
 * wanting page-entry.ts's own start, as every page evaluates `shell-base`.
 */
export function shellChunkOf(id: string, graph: ModuleGraph): ShellChunk | null {
  if (id.includes('/words/') || id.endsWith(SHELL_ROOT) || id.endsWith(STATIC_SHELL_ROOT)) return null;
  if (importedBy(STATIC_SHELL_ROOT, id, graph)) return 'shell-base';
  return importedBy(SHELL_ROOT, id, graph) ? 'shell' : null;
}

/**
 * The site's provider client (`lib/core/api/provider.ts`) and the client it configures
 * (`lib/core/api/provider-client.ts`) ship as one `provider` file. The help desk's client imports
 * the second alone, so left to itself the bundler splits it out, and every island page
 * then learns of it only once `provider-*.js` has arrived: one more round trip before the
 * first call (order/pay usable 1.37 → 1.56 s, order/place's first tap 0.88 → 1.43 s).
 */
const PROVIDER_MODULES = ['/src/lib/core/api/provider.ts', '/src/lib/core/api/provider-client.ts'];

/** The chunk a module goes to: `provider` for the provider client's two modules, else null. */
export function providerChunkOf(id: string): 'provider' | null {
  return PROVIDER_MODULES.some((path) => id.endsWith(path)) ? 'provider' : null;
}

/**
 * ReactDOM, its scheduler and Astro's React renderer ship as one `react-dom` file: every
 * island page loads all three together, and one immutable file is cached once for every
 * page and visit. Left to itself the bundler splits the renderer into a small file of its
 * own that every island page pays another request for.
 */
const REACT_DOM_MODULES = /\/node_modules\/(react-dom|scheduler|@astrojs\/react\/dist)\//;

/** The chunk a module goes to: `react-dom` for ReactDOM and Astro's React renderer, else null. */
export function reactDomChunkOf(id: string): 'react-dom' | null {
  return REACT_DOM_MODULES.test(id) ? 'react-dom' : null;
}

/**
 * The bundler's code-splitting option with the shell and provider groups (astro.config.mjs
 * sets it on `vite.build`). A group takes what its modules import along with them, so
 * `shell-base` comes first (higher priority): what it holds then stays out of `shell`.
 */
export function shellCodeSplitting() {
  // One answer per module and build: Astro runs several builds in one process, and a
  // module's importers differ between them (the server build has no page scripts).
  const chosen = new WeakMap<ModuleGraph, Map<string, ShellChunk | null>>();
  const chunkOf = (id: string, graph: ModuleGraph): ShellChunk | null => {
    const ofBuild = chosen.get(graph) ?? new Map<string, ShellChunk | null>();
    chosen.set(graph, ofBuild);
    if (!ofBuild.has(id)) ofBuild.set(id, shellChunkOf(id, graph));
    return ofBuild.get(id) ?? null;
  };
  const only = (chunk: ShellChunk) => (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null);
  return {
    groups: [
      { name: only('shell-base'), priority: 3 },
      { name: only('shell'), priority: 2 },
      { name: (id: string) => providerChunkOf(id), priority: 1 },
      { name: (id: string) => reactDomChunkOf(id), priority: 1 },
    ],
  };
}
