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
 * ReactDOM and its scheduler ship as one `react-dom` file: every island page loads both
 * together, and one immutable file is cached once for every page and visit. Astro's React
 * renderer stays the small file of its own that islands import on demand: were it in this
 * group, the bundler (its entries may export more, for the panel group) would make the whole
 * of ReactDOM that on-demand file, and an island whose wake lost it to a dropped connection
 * could never wake on a retry (Chromium keeps a failed static import's failure for the
 * page, and every island imports ReactDOM statically).
 */
const REACT_DOM_MODULES = /\/node_modules\/(react-dom|scheduler)\//;
/** The name of ReactDOM's chunk, which its file is named after. */
const REACT_DOM_CHUNK = 'react-dom';

/** The chunk a module goes to: `react-dom` for ReactDOM and its scheduler, else null. */
export function reactDomChunkOf(id: string): typeof REACT_DOM_CHUNK | null {
  return REACT_DOM_MODULES.test(id) ? REACT_DOM_CHUNK : null;
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a file
 * that starts with it is compiled whole on a background thread while it downloads,
 * instead of function by function on the main thread as each is first called. ReactDOM is
 * the file for it: an island page calls most of it before anything shows (hydrating,
 * rendering, committing), and it arrives last, so whatever the main thread does after its
 * last byte is time before the data shows. On slow 4G with a 4x slower CPU the work
 * between ReactDOM's last byte and the bill on screen went from 222–236 ms to 189–203 ms
 * (medians of 8 loads, two runs each way; docs/decisions/0065). Nothing else gets it: the
 * hint makes every function of a file compile, called or not.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the bundler writes first in a chunk once it is minified: the compile hint for `react-dom`, nothing for the rest. */
export function compileHintBanner(chunk: { name: string }): string {
  return chunk.name === REACT_DOM_CHUNK ? EAGER_COMPILE_HINT : '';
}

/**
 * The islands of the logged-in pages (service, bills, invoice, account, invite friends, the
 * desktop panel's services). What two or more of them share, and no other page needs but
 * the bill's payment page once it wakes (its paid view is the service's subscription
 * section and email prompt), ships as one `panel` file. Left to itself the bundler cuts that code into a small file per set of
 * importers (about 30 files of 0.1–3 KiB on the service page), and on a first visit over a
 * slow line each costs a request of its own: the service page's last small file arrived
 * about 0.4 s after the bytes alone would have (issue 24, docs/performance.md).
 */
export const PANEL_ISLANDS = [
  '/src/islands/service/ServicePanel.tsx',
  '/src/islands/bills/BillsPage.tsx',
  '/src/islands/invoice/InvoicePage.tsx',
  '/src/islands/account/AccountPanel.tsx',
  '/src/islands/balance/BalancePanel.tsx',
  '/src/islands/saved-cards/SavedCards.tsx',
  '/src/islands/affiliate/AffiliatePage.tsx',
  '/src/islands/win/WinServices.tsx',
];

/** The payment page's island: it may load `panel` when it wakes, but what only it and one panel island need stays out. */
const PAYMENT_PAGE = '/src/islands/payment/PaymentPage.tsx';

/**
 * The scripts order/place and order/pay run before their island wakes (no React): what they
 * share with the islands above and the order wizard (money, formatting, the plans' and
 * payment methods' rules) ships as one `order` file, so those pages too load one file where
 * they loaded a dozen. Only modules these scripts import go there, so `order` never brings
 * React to a page that has not woken.
 */
export const ORDER_SCRIPTS = ['/src/pages/[lang]/order/place.astro?astro&type=script&index=0&lang.ts', '/src/islands/payment/PaymentScreen.astro?astro&type=script&index=0&lang.ts'];

const ORDER_WIZARD = '/src/islands/order/OrderWizard.tsx';

interface FullModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Every module from which `id` is reached by going up its importers (and, with `dynamic`, its on-demand importers). */
function ancestors(id: string, graph: FullModuleGraph, dynamic: boolean): Set<string> {
  const found = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = graph.getModuleInfo(next);
    for (const importer of [...(info?.importers ?? []), ...(dynamic ? (info?.dynamicImporters ?? []) : [])]) {
      if (found.has(importer)) continue;
      found.add(importer);
      queue.push(importer);
    }
  }
  return found;
}

const isEntry = (id: string, graph: FullModuleGraph) => {
  const info = graph.getModuleInfo(id);
  return (info?.importers.length ?? 0) === 0 && (info?.dynamicImporters.length ?? 0) === 0;
};

/**
 * `panel` when two or more of the logged-in islands import `id` up front and nothing else
 * does but the payment page's island; `order` when an order page's script and one of those
 * islands do, and every other importer is one of them or the wizard; null (the bundler's own choice) when anything else imports it up
 * front (a static page's script, the contact forms, the desktop import), so those pages
 * never load either file.
 */
export function panelChunkOf(id: string, graph: FullModuleGraph): 'panel' | 'order' | null {
  if (id.includes('/words/')) return null;
  const among = (...lists: readonly (readonly string[])[]) => (entry: string) => lists.some((list) => list.some((listed) => entry.endsWith(listed)));
  const upFrontFor = [...ancestors(id, graph, false)].filter((module) => isEntry(module, graph));
  const panelIslands = upFrontFor.filter(among(PANEL_ISLANDS)).length;
  if (panelIslands >= 2 && upFrontFor.every(among(PANEL_ISLANDS, [PAYMENT_PAGE]))) return 'panel';
  const shared = panelIslands >= 1 && upFrontFor.some(among(ORDER_SCRIPTS));
  return shared && upFrontFor.every(among(PANEL_ISLANDS, ORDER_SCRIPTS, [PAYMENT_PAGE, ORDER_WIZARD])) ? 'order' : null;
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
  const panelChosen = new WeakMap<FullModuleGraph, Map<string, 'panel' | 'order' | null>>();
  const panelOf = (id: string, graph: FullModuleGraph) => {
    const ofBuild = panelChosen.get(graph) ?? new Map<string, 'panel' | 'order' | null>();
    panelChosen.set(graph, ofBuild);
    if (!ofBuild.has(id)) ofBuild.set(id, panelChunkOf(id, graph));
    return ofBuild.get(id) ?? null;
  };
  const only = (chunk: ShellChunk) => (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null);
  return {
    groups: [
      { name: only('shell-base'), priority: 3 },
      { name: only('shell'), priority: 2 },
      { name: (id: string) => providerChunkOf(id), priority: 1 },
      { name: (id: string) => reactDomChunkOf(id), priority: 1 },
      // Only the modules chosen: what they import from elsewhere (the formatting every page
      // uses, the stores the wizard shares) stays where the other pages find it.
      { name: (id: string, graph: FullModuleGraph) => panelOf(id, graph), priority: 0, includeDependenciesRecursively: false },
    ],
  };
}

/**
 * The browser build's entries may export more than their own module did
 * (`preserveEntrySignatures: 'allow-extension'`): the bundler accepts the panel group's
 * `includeDependenciesRecursively: false` only then. Astro sets `exports-only` on the
 * browser build for itself, so this plugin puts it back as the bundler starts. An island's
 * file keeps its own export; nothing imports an entry by name but Astro's loader.
 */
export function entriesMayExportMore() {
  return {
    name: 'skyline-entries-may-export-more',
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    options(options: Record<string, unknown>) {
      return { ...options, preserveEntrySignatures: 'allow-extension' as const };
    },
  };
}
