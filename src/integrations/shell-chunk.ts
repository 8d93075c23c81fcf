/**
 * The modules every page loads (the guard's page script and what it imports statically)
 * ship as one file, `shell-*.js`, instead of the nine or so small chunks the bundler
 * makes when each has a different set of importers. Brotli compresses one file far
 * better than nine (each small file pays its own headers and starts with an empty
 * dictionary), and a slow line makes one request instead of nine: every page's first load
 * is about 1.4 KiB lighter (issue 10, docs/performance.md).
 *
 * Only modules reachable from `page-entry.ts` by static imports are grouped, and never
 * the string catalogues (they are fetched on demand, per area and language), so the group
 * holds nothing a static page does not already load.
 */
const SHELL_ROOT = '/src/lib/guard/page-entry.ts';

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Whether a chain of static imports leads from the shell's page script to `id`. */
export function loadedByEveryPage(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (id.endsWith(SHELL_ROOT)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return graph.getModuleInfo(id)?.importers.some((importer) => loadedByEveryPage(importer, graph, seen)) ?? false;
}

/** The chunk a module goes to: `shell`, or null for the bundler's own choice. */
export function shellChunkOf(id: string, graph: ModuleGraph): 'shell' | null {
  return !id.includes('/i18n/ui/') && loadedByEveryPage(id, graph) ? 'shell' : null;
}

/**
 * The site's provider client (`api/provider.ts`) and the client it configures
 * (`api/provider-client.ts`) ship as one `provider` file. The help desk's client imports
 * the second alone, so left to itself the bundler splits it out, and every island page
 * then learns of it only once `provider-*.js` has arrived: one more round trip before the
 * first call (order/pay usable 1.37 → 1.56 s, order/place's first tap 0.88 → 1.43 s).
 */
const PROVIDER_MODULES = ['/src/lib/api/provider.ts', '/src/lib/api/provider-client.ts'];

/** The chunk a module goes to: `provider` for the provider client's two modules, else null. */
export function providerChunkOf(id: string): 'provider' | null {
  return PROVIDER_MODULES.some((path) => id.endsWith(path)) ? 'provider' : null;
}

/** The bundler's code-splitting option with the shell and provider groups (astro.config.mjs sets it on `vite.build`). */
export function shellCodeSplitting() {
  const chosen = new Map<string, 'shell' | null>();
  return {
    groups: [
      {
        name: (id: string, graph: ModuleGraph) => {
          if (!chosen.has(id)) chosen.set(id, shellChunkOf(id, graph));
          return chosen.get(id) ?? null;
        },
      },
      { name: (id: string) => providerChunkOf(id) },
    ],
  };
}
