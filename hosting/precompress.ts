/**
 * Compressed copies: beside each text file worth compressing, `<file>.br` (brotli at its
 * highest quality) and `<file>.gz` (gzip 9), sent as they are. The build writes them for
 * the hashed files (`_astro/`), which the Cloudflare Worker sends (hosting/compressed-assets.ts,
 * docs/decisions/0064); the nginx release gets them for every file (docs/deploy.md,
 * `brotli_static`, `gzip_static`). Compressing on each request instead costs the server's
 * CPU every time and, at the level a server can afford per request, sends a phone 7–8% more
 * bytes. EdgeOne compresses at its edge.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, compressibleType, contentTypeOf, COPY_SUFFIX } from './compression.ts';

/** Writes the compressed copies into `root` (none when it does not exist); returns how many files got them. */
export function precompress(root: string): number {
  let count = 0;
  if (!existsSync(root)) return count;
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressibleType(contentTypeOf(entry.name) ?? '')) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < COMPRESS_MIN_BYTES) continue;
    writeFileSync(`${file}${COPY_SUFFIX.br}`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}${COPY_SUFFIX.gzip}`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
