/**
 * Bundles the edge handler's two host entries into the build folder, so the folder
 * deploys on its own: the Cloudflare Worker and the EdgeOne edge function.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { cloudflareHeaders, WORKER_FILE } from './cloudflare.ts';
import { EDGEONE_FUNCTION_FILE } from './edgeone.ts';
import { headersFor, parseHeaders } from '../rules.ts';
import { HASHED_ASSETS_PREFIX } from '../compressed-assets.ts';
import type { SiteModel } from '../site-model.ts';

const HOSTING = join(import.meta.dirname, '..');

export async function bundleEdgeEntries(out: string, model: SiteModel): Promise<void> {
  const common = { bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, legalComments: 'none', logLevel: 'warning' } as const;
  // The Worker answers the hashed files itself: with the headers Cloudflare's `_headers` gives them, read as Cloudflare reads it.
  const assetHeaders = [...headersFor(parseHeaders(cloudflareHeaders(model)), `${HASHED_ASSETS_PREFIX}file.js`)];
  await build({ ...common, entryPoints: [join(HOSTING, 'worker.ts')], outfile: join(out, WORKER_FILE), define: { BUILT_ASSET_HEADERS: JSON.stringify(assetHeaders) } });
  await build({ ...common, entryPoints: [join(HOSTING, 'edgeone-function.ts')], outfile: join(out, EDGEONE_FUNCTION_FILE), define: { BUILT_HELP_DESK_ORIGIN: JSON.stringify(model.helpDeskOrigin ?? '') } });
}
