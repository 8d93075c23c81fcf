/**
 * The nginx release's compressed copies (docs/deploy.md): beside each text file worth
 * compressing, `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip 9), which
 * nginx sends as they are (`brotli_static`, `gzip_static`). Compressing on each request
 * instead costs the origin's CPU every time and, at the level a server can afford per
 * request, sends a phone about 8% more bytes than the Node host and Cloudflare do.
 * Only for the nginx release: Cloudflare and EdgeOne compress at their edges.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What nginx's `brotli_types`/`gzip_types` name, by extension; a hashed file or a page. */
const TEXT_FILE = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
/**
 * Under this many bytes, compressing saves less than the header it needs: the one threshold
 * of the release's copies, nginx's `*_min_length` and the Node host's per-request compression.
 */
export const COMPRESS_MIN_BYTES = 256;

/** Writes the compressed copies into `root`; returns how many files got them. */
export function precompress(root: string): number {
  let count = 0;
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < COMPRESS_MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
