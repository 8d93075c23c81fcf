/**
 * Bundles the edge handler's two host entries into the build folder, so the folder
 * deploys on its own: the Cloudflare Worker and the EdgeOne edge function.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { WORKER_FILE } from './cloudflare.ts';
import { EDGEONE_FUNCTION_FILE } from './edgeone.ts';

const HOSTING = join(import.meta.dirname, '..');

export async function bundleEdgeEntries(out: string, helpDeskOrigin: string | undefined): Promise<void> {
  const common = { bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, legalComments: 'none', logLevel: 'warning' } as const;
  await build({ ...common, entryPoints: [join(HOSTING, 'worker.ts')], outfile: join(out, WORKER_FILE) });
  await build({ ...common, entryPoints: [join(HOSTING, 'edgeone-function.ts')], outfile: join(out, EDGEONE_FUNCTION_FILE), define: { BUILT_HELP_DESK_ORIGIN: JSON.stringify(helpDeskOrigin ?? '') } });
}
