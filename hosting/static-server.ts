/**
 * Serves the build output as Cloudflare's static assets do: files first (a folder's
 * index.html for its slash-less path), then the `_redirects` rules (200 rewrites), then
 * the nearest 404.html with status 404, with `_headers` on every answer and brotli or
 * gzip for text. `forward` hands paths under a prefix to another origin, as the real
 * host does for the help desk (spec section 7: help-centre calls go to the site's origin):
 * only a normalised path under that prefix, without the visitor's cookies, and its answer
 * comes back with the security headers (docs/decisions/0018).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { FORWARD_BODY_MAX_BYTES, FORWARD_SECURITY_HEADERS, handleEdgeRequest } from './edge-handler.ts';
import { REPORT_PATH } from '../src/lib/core/guard/policy-violation-reports.ts';
import { DEFAULT_CACHE_CONTROL } from './hosting-files.ts';
import { isHostFile } from './site-model.ts';
import { chosenCoding, COMPRESS_MIN_BYTES, compressibleType, contentTypeOf } from './compression.ts';
import { applyRedirects, encodePath, headersFor, normaliseRequestPath, parseHeaders, parseRedirects, type HeaderBlock, type RedirectRule } from './rules.ts';

export interface StaticHost {
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** A request and its answer, over HTTP/1.1 or (with `tls`) HTTP/2. */
type HostRequest = IncomingMessage | Http2ServerRequest;
/** What the host writes an answer with: the part HTTP/1.1's and HTTP/2's answers share. */
interface HostResponse {
  readonly headersSent: boolean;
  writeHead(status: number, headers?: Record<string, string>): HostResponse;
  /** Sends the headers now (HTTP/2's answers have it too, though Node's types leave it out). */
  flushHeaders?(): void;
  end(): unknown;
  end(body: string | Buffer): unknown;
}

/**
 * A certificate to serve HTTPS with: the host then speaks HTTP/2 (and HTTP/1.1 to a client
 * that asks), as Cloudflare and the nginx origin do. The bench uses it so a page's many
 * small files are measured over one multiplexed connection, not six (scripts/throttle.ts).
 */
export interface HostTls {
  key: string;
  cert: string;
}

export interface Forward {
  /** A path prefix such as `/api/v2/`. */
  prefix: string;
  /** Where its requests go, e.g. the sandbox provider's origin. */
  origin: string;
}

/**
 * One Node request as the Request the edge handler reads, the path already normalised
 * (so the handler decides on exactly what the host decided on); the body streams.
 */
function toRequest(request: HostRequest, path: string): Request {
  const raw = request.url ?? '/';
  const query = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2's pseudo-headers (`:path`, `:authority`) are not headers a Request may carry.
    if (value !== undefined && !name.startsWith(':')) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  // A body declared over the cap is not read: the handler refuses it by its length, and the host reads it away.
  const hasBody = method !== 'GET' && method !== 'HEAD' && Number(request.headers['content-length'] ?? '0') <= FORWARD_BODY_MAX_BYTES;
  const host = request.headers.host ?? request.headers[':authority'] ?? '127.0.0.1';
  return new Request(`http://${String(host)}${encodePath(path)}${query}`, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  });
}

/** The handler's Response written to the Node response. */
async function writeResponse(answer: Response, response: HostResponse): Promise<void> {
  const body = answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined;
  const headers: Record<string, string> = Object.fromEntries(answer.headers);
  if (body) headers['content-length'] = String(body.length);
  const head = response.writeHead(answer.status, headers);
  if (body) head.end(body);
  else head.end();
}

export interface StaticHostOptions {
  forward?: readonly Forward[];
  tls?: HostTls;
  /**
   * For the bench only: how long a file's body waits after its headers are sent.
   * Chromium's network emulation charges an answer for every byte that had arrived by the
   * time its headers are read, and again as the page reads those bytes. On loopback a body
   * arrives with its headers, as no slow line delivers it, and over HTTP/2 about one load in
   * five paid 0.2 s for bytes counted twice (docs/decisions/0067). Held for less than the
   * emulated latency, which the emulation adds from the request's sending before the page
   * gets anything, it costs a measured load nothing.
   */
  bodyHeldMs?: number;
}

export async function createStaticHost(root: string, options: StaticHostOptions = {}): Promise<StaticHost> {
  // A build without them serves plain files, but says so: redirects and security headers would be missing.
  const hostingFile = (name: string) =>
    readFile(join(root, name), 'utf8').catch((error: unknown) => {
      console.warn(`static host: no ${name} in ${root} (${error instanceof Error ? error.message : String(error)}); serving without it`);
      return '';
    });
  const redirects: RedirectRule[] = parseRedirects(await hostingFile('_redirects'));
  const headerBlocks: HeaderBlock[] = parseHeaders(await hostingFile('_headers'));
  /** Each compressed answer, by coding and the bytes compressed (their tag). */
  const compressed = new Map<string, Buffer>();

  async function findFile(path: string): Promise<string | null> {
    const safe = normalize(join(root, path));
    if (safe !== root && !safe.startsWith(root + sep)) return null;
    for (const candidate of [safe, join(safe, 'index.html'), `${safe}.html`]) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return null;
  }

  async function nearestNotFoundPage(path: string): Promise<string | null> {
    const folders = path.split('/').slice(1, -1);
    for (let depth = folders.length; depth >= 0; depth--) {
      const page = await findFile(`/${[...folders.slice(0, depth), '404.html'].join('/')}`);
      if (page) return page;
    }
    return null;
  }

  // Every failure is answered inside (500), so the server never sees a rejected promise.
  const serve = async (request: HostRequest, response: HostResponse): Promise<void> => {
    try {
      // Every decision reads the normalised path, never the raw target (issue 9, defect 12).
      const target = normaliseRequestPath(request.url ?? '/');
      if ('reason' in target) {
        response.writeHead(target.status, { ...FORWARD_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end(`Bad request: ${target.reason}`);
        return;
      }
      const path = target.path;
      // The two endpoints a file cannot answer: the help desk forward and the report endpoint (hosting/edge-handler.ts).
      const forward = options.forward?.find((entry) => path.startsWith(entry.prefix));
      if (forward || path === REPORT_PATH) {
        await writeResponse(await handleEdgeRequest(toRequest(request, path), { HELP_DESK_ORIGIN: forward?.origin }), response);
        // What the caller is still sending is read away (a lingering close, RFC 9112 §9.6): closing now would reset the connection and lose the answer.
        if (!request.readableEnded) request.resume();
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let status = 200;
      // The hosts' own files in the build folder (wrangler.jsonc, nginx/, …) are not served, as Cloudflare's .assetsignore keeps them out.
      let file = isHostFile(path) ? null : await findFile(path);
      if (!file) {
        const rule = applyRedirects(redirects, path);
        if (rule && (rule.status === 301 || rule.status === 302)) {
          response.writeHead(rule.status, { location: rule.to }).end();
          return;
        }
        if (rule) {
          status = rule.status;
          file = await findFile(rule.to);
        }
      }
      if (!file) {
        // As Cloudflare's `not_found_handling: "404-page"`: the nearest 404.html up the path, with status 404.
        status = 404;
        file = await nearestNotFoundPage(path);
      }
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const headers = Object.fromEntries(headersFor(headerBlocks, path));
      const type = contentTypeOf(file) ?? 'application/octet-stream';
      let body: Buffer = await readFile(file);
      headers['content-type'] = type;
      // As Cloudflare's static assets: a path no rule gives a caching header is asked for again on every use.
      headers['cache-control'] ??= DEFAULT_CACHE_CONTROL;
      headers.vary = 'Accept-Encoding';
      // As Cloudflare's assets and nginx: a tag of the file's bytes, and 304 without them for
      // a browser that holds them already (a page's HTML on a visit after the first).
      const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      const encoding = compressibleType(type) && body.length >= COMPRESS_MIN_BYTES ? chosenCoding(String(request.headers['accept-encoding'] ?? '')) : null;
      // A copy compressed here is not the file's own bytes: its tag is weak, as Cloudflare's is.
      headers.etag = encoding ? `W/${tag}` : tag;
      if (status === 200 && heldAlready(request.headers['if-none-match'], tag)) {
        response.writeHead(304, headers).end();
        return;
      }
      if (encoding) {
        // By the file's bytes, not its name: a file rebuilt while the host runs is compressed again.
        const key = `${encoding}:${tag}`;
        let packed = compressed.get(key);
        if (!packed) {
          packed = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
          compressed.set(key, packed);
        }
        body = packed;
        headers['content-encoding'] = encoding;
      }
      headers['content-length'] = String(body.length);
      response.writeHead(status, headers);
      if (request.method === 'HEAD') response.end();
      else {
        if (options.bodyHeldMs) {
          response.flushHeaders?.();
          await delay(options.bodyHeldMs);
        }
        response.end(body);
      }
    } catch (error) {
      console.error('static host error', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
    }
  };
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, (request: Http2ServerRequest, response: Http2ServerResponse) => void serve(request, response))
    : createServer((request: IncomingMessage, response: ServerResponse) => void serve(request, response));
  const scheme = options.tls ? 'https' : 'http';

  return {
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(`${scheme}://${host}:${typeof address === 'object' && address ? address.port : port}`);
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whether `If-None-Match` names the file's tag (weakly compared, RFC 9110 §13.1.2: a weak
 * `W/` tag of the same bytes matches), or `*`.
 * @example heldAlready('W/"abc", "def"', '"abc"') // true
 */
export function heldAlready(ifNoneMatch: string | string[] | undefined, tag: string): boolean {
  const named = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : (ifNoneMatch ?? '')).split(',').map((entry) => entry.trim().replace(/^W\//, ''));
  return named.includes('*') || named.includes(tag);
}
