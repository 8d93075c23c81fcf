/**
 * The Cloudflare Worker's answer for the hashed files (`/_astro/*`, docs/decisions/0064):
 * the build's own brotli or gzip copy (hosting/precompress.ts, written beside each file by
 * the build), sent as it is. Left to itself, Cloudflare's edge compresses each answer at the
 * quality a server can afford per request; `wrangler dev`, which does as the edge does,
 * sent the logged-in pages' scripts about 7% larger than the copies (9 KiB more on the
 * service page: 40–100 ms on slow 4G). A file without a copy (under COMPRESS_MIN_BYTES),
 * a range request or a browser that takes neither coding gets the asset as Cloudflare
 * serves it.
 */
import { chosenCoding, compressibleType, contentTypeOf, COPY_SUFFIX } from './compression.ts';

/** Where the build puts its hashed files (scripts, stylesheets): their names change when their bytes do. */
export const HASHED_ASSETS_PREFIX = '/_astro/';

/** The Worker's binding to the build folder's files (wrangler.jsonc `assets.binding`). */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** The worker's answers for `/_astro/*` carry what `_headers` gives those paths (the build reads them from the site model). */
export type AssetHeaders = readonly (readonly [string, string])[];

/** Response options workerd reads: `manual` sends a body that is already encoded as it is. */
type EncodedResponseInit = ResponseInit & { encodeBody: 'manual' };

/** A hashed file's answer: its compressed copy with the headers `_headers` gives it, or the asset as Cloudflare serves it. */
export async function serveHashedAsset(request: Request, assets: AssetsBinding, headers: AssetHeaders): Promise<Response> {
  const url = new URL(request.url);
  const type = contentTypeOf(url.pathname);
  const coding = chosenCoding(request.headers.get('accept-encoding'));
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.has('range') || !type || !compressibleType(type) || !coding) return assets.fetch(request);
  const copy = await assets.fetch(new Request(new URL(`${url.pathname}${COPY_SUFFIX[coding]}`, url), { method: 'GET' }));
  if (!copy.ok) return assets.fetch(request);
  const answer = new Headers(headers as [string, string][]);
  answer.set('content-type', type);
  answer.set('content-encoding', coding);
  // A cache between the edge and the visitor keeps one copy per coding.
  answer.set('vary', 'Accept-Encoding');
  const init: EncodedResponseInit = { status: 200, headers: answer, encodeBody: 'manual' };
  return new Response(request.method === 'HEAD' ? null : copy.body, init);
}
