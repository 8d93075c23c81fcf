/**
 * The Cloudflare Worker (wrangler.jsonc `main`, bundled by the build into
 * `_worker/worker.js`). `run_worker_first` sends it the help desk forward and the report
 * endpoint (`/api/*`), and the hashed files (`/_astro/*`), which it answers with the
 * build's own compressed copies (docs/decisions/0064); every page is a static asset
 * Cloudflare serves itself.
 */
import { handleEdgeRequest, type EdgeEnv } from './edge-handler.ts';
import { HASHED_ASSETS_PREFIX, serveHashedAsset, type AssetHeaders, type AssetsBinding } from './compressed-assets.ts';

/** What `_headers` gives `/_astro/*`, read from the site model when the build bundles this file (hosting/targets/bundle.ts). */
declare const BUILT_ASSET_HEADERS: AssetHeaders;

export default {
  fetch(request: Request, env: EdgeEnv & { ASSETS: AssetsBinding }): Promise<Response> {
    if (new URL(request.url).pathname.startsWith(HASHED_ASSETS_PREFIX)) return serveHashedAsset(request, env.ASSETS, BUILT_ASSET_HEADERS);
    return handleEdgeRequest(request, env);
  },
};
