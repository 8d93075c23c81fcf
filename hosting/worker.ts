/**
 * The Cloudflare Worker (wrangler.jsonc `main`, bundled by the build into
 * `_worker/worker.js`). `run_worker_first: ["/api/*"]` sends it only the help desk
 * forward and the report endpoint; every page is a static asset Cloudflare serves itself.
 */
import { handleEdgeRequest, type EdgeEnv } from './edge-handler.ts';

export default {
  fetch(request: Request, env: EdgeEnv): Promise<Response> {
    return handleEdgeRequest(request, env);
  },
};
