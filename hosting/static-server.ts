/**
 * Serves the build output like a static host: files first, then the `_redirects`
 * rules (200 rewrites, 404 pages), with `_headers` on every answer and brotli or
 * gzip for text. `forward` hands paths under a prefix to another origin, as the real
 * host does for the help desk (spec section 7: help-centre calls go to the site's origin):
 * only a normalised path under that prefix, without the visitor's cookies, and its answer
 * comes back with the security headers (docs/decisions/0018).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { HUMAN_TOKEN_HEADER } from '../src/lib/core/contract/app.ts';
import { DEFAULT_CACHE_CONTROL } from './hosting-files.ts';
import { applyRedirects, encodePath, headersFor, normaliseRequestPath, parseHeaders, parseRedirects, type HeaderBlock, type RedirectRule } from './rules.ts';

const CONTENT_TYPES: Record<string, string> = {
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
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export interface StaticHost {
  server: Server;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export interface Forward {
  /** A path prefix such as `/api/v2/`. */
  prefix: string;
  /** Where its requests go, e.g. the sandbox provider's origin. */
  origin: string;
}

/**
 * The request headers the help desk gets: what describes the body and the caller's
 * language, the human check's token on a ticket (the sandbox checks it: lib/ticket/contract.ts
 * `HUMAN_TOKEN_HEADER`), and the sandbox's fault scope (tests). Nothing else: no cookie, no
 * Authorization, nothing a browser attaches for the site's origin, so a call through the
 * forward can never spend the visitor's credentials at another server.
 */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent', HUMAN_TOKEN_HEADER, 'x-sandbox-scope'] as const;

/**
 * The security headers on every forwarded answer (decisions.md: Hosting): the answer is
 * data, never a page, so its policy allows nothing, and nobody may frame, sniff or cache it.
 */
const FORWARD_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/**
 * The answer headers that come back besides the type: how long a 429 asks the caller to
 * wait and the help desk's rate-limit counts (Zendesk's `X-Rate-Limit`,
 * `X-Rate-Limit-Remaining`), which the ticket form reads to say when to send again.
 */
const FORWARDED_ANSWER_HEADERS = ['retry-after', 'x-rate-limit', 'x-rate-limit-remaining'] as const;

/** Passes one request on and its answer back (method, the allowed headers, body, status, content type, rate-limit headers). */
async function forwardRequest(request: IncomingMessage, response: ServerResponse, target: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = FORWARDED_REQUEST_HEADERS.flatMap((name) => {
    const value = request.headers[name];
    return value === undefined ? [] : [[name, String(value)] as [string, string]];
  });
  const answer = await fetch(target, {
    method: request.method ?? 'GET',
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    // A redirect is passed back as it is, never followed to wherever it points.
    redirect: 'manual',
  }).catch((error: unknown) => {
    // The help desk could not be reached: the caller gets 502, the log says why.
    console.warn(`static host: forward to ${new URL(target).origin} failed`, error);
    return null;
  });
  if (!answer) {
    response.writeHead(502, { ...FORWARD_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end('Bad gateway');
    return;
  }
  const body = Buffer.from(await answer.arrayBuffer());
  // Only the status, the type, the rate-limit headers and the body come back: no Set-Cookie, no Location, no CORS of the upstream's.
  const limits = Object.fromEntries(FORWARDED_ANSWER_HEADERS.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name) ?? '']] : [])));
  response.writeHead(answer.status, { ...FORWARD_SECURITY_HEADERS, ...limits, 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream', 'content-length': String(body.length) });
  response.end(body);
}

export async function createStaticHost(root: string, options: { forward?: readonly Forward[] } = {}): Promise<StaticHost> {
  // A build without them serves plain files, but says so: redirects and security headers would be missing.
  const hostingFile = (name: string) =>
    readFile(join(root, name), 'utf8').catch((error: unknown) => {
      console.warn(`static host: no ${name} in ${root} (${error instanceof Error ? error.message : String(error)}); serving without it`);
      return '';
    });
  const redirects: RedirectRule[] = parseRedirects(await hostingFile('_redirects'));
  const headerBlocks: HeaderBlock[] = parseHeaders(await hostingFile('_headers'));
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

  // Every failure is answered inside (500), so the server never sees a rejected promise.
  const serve = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      // Every decision reads the normalised path, never the raw target (issue 9, defect 12).
      const target = normaliseRequestPath(request.url ?? '/');
      if ('reason' in target) {
        response.writeHead(target.status, { ...FORWARD_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end(`Bad request: ${target.reason}`);
        return;
      }
      const path = target.path;
      const forward = options.forward?.find((entry) => path.startsWith(entry.prefix));
      if (forward) {
        const raw = request.url ?? '/';
        const query = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
        await forwardRequest(request, response, `${forward.origin}${encodePath(path)}${query}`);
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let status = 200;
      let file = await findFile(path);
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
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const headers = Object.fromEntries(headersFor(headerBlocks, path));
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      let body: Buffer = await readFile(file);
      headers['content-type'] = type;
      // As Cloudflare's static assets: a path no rule gives a caching header is asked for again on every use.
      headers['cache-control'] ??= DEFAULT_CACHE_CONTROL;
      headers.vary = 'Accept-Encoding';
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (COMPRESSIBLE.test(type) && body.length > 256) {
        const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
        if (encoding) {
          const key = `${encoding}:${file}`;
          let packed = compressed.get(key);
          if (!packed) {
            packed = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
            compressed.set(key, packed);
          }
          body = packed;
          headers['content-encoding'] = encoding;
        }
      }
      headers['content-length'] = String(body.length);
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error('static host error', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
    }
  };
  const server = createServer((request, response) => void serve(request, response));

  return {
    server,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
