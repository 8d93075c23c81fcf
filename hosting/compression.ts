/**
 * What the site's files are served as, which of them are compressed and in which coding,
 * said once for every host: the Node host's per-request compression, the release's compressed copies
 * (precompress.ts) that nginx and the Cloudflare Worker send as they are, and nginx's
 * minimum lengths. Free of Node's modules: the Cloudflare Worker imports it.
 */

/** The type each kind of file the build writes is served with. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.apk': 'application/vnd.android.package-archive',
};

/**
 * A file's type by its extension, or undefined for one the build does not write.
 * @example contentTypeOf('/_astro/shell.CBuKLNWB.js') // 'text/javascript; charset=utf-8'
 */
export function contentTypeOf(path: string): string | undefined {
  const extension = /\.[a-z0-9]+$/i.exec(path)?.[0].toLowerCase();
  return extension === undefined ? undefined : CONTENT_TYPES[extension];
}

/**
 * Whether answers of this type are worth compressing: text (images other than SVG are compressed already).
 * @example compressibleType('image/svg+xml') // true
 * @example compressibleType('image/webp') // false
 */
export function compressibleType(type: string): boolean {
  return /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
}

/**
 * Under this many bytes, compressing saves less than the header it needs: the one threshold
 * of the release's copies, nginx's `*_min_length` and the Node host's per-request compression.
 */
export const COMPRESS_MIN_BYTES = 256;

/** The codings the release's copies come in, and the suffix each copy's file name takes. */
export const COPY_SUFFIX = { br: '.br', gzip: '.gz' } as const;
export type CopyCoding = keyof typeof COPY_SUFFIX;

function accepted(acceptEncoding: string, coding: string): boolean {
  let wildcard = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const wanted = quality === undefined || Number(quality.slice(2)) > 0;
    if (name === coding) return wanted;
    if (name === '*') wildcard = wanted;
  }
  return wildcard;
}

/**
 * The coding a browser gets a compressed answer in (a release copy or the Node host's own):
 * brotli when it takes it, else gzip, else none; a coding with q=0 is refused, `*` stands for any not named.
 * @example chosenCoding('gzip, deflate, br, zstd') // 'br'
 * @example chosenCoding('br;q=0, gzip') // 'gzip'
 * @example chosenCoding('identity') // null
 */
export function chosenCoding(acceptEncoding: string | null): CopyCoding | null {
  if (!acceptEncoding) return null;
  if (accepted(acceptEncoding, 'br')) return 'br';
  return accepted(acceptEncoding, 'gzip') ? 'gzip' : null;
}
