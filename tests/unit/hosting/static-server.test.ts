import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticHost, heldAlready, type StaticHost } from '../../../hosting/static-server.ts';

let upstream: Server;
let upstreamOrigin: string;
let host: StaticHost;
let site: string;
/** The site's folder. */
let root: string;
/** Every request target that reached the help desk. */
const reached: string[] = [];

/**
 * A GET with the target exactly as written: fetch() and the URL class resolve dot
 * segments before sending, which is what an attacker's raw request does not do.
 */
function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: target, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  // Stands in for the help desk: echoes what reached it.
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      reached.push(request.url ?? '');
      // A Set-Cookie and a CORS header of its own: neither may reach the site's visitor.
      // The rate-limit headers of a help desk that counts anonymous requests (Zendesk's names).
      response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'desk=1', 'access-control-allow-origin': '*', 'x-rate-limit': '5', 'x-rate-limit-remaining': '4', 'retry-after': '60' });
      response.end(
        JSON.stringify({
          method: request.method,
          url: request.url,
          scope: request.headers['x-sandbox-scope'] ?? null,
          body: Buffer.concat(chunks).toString(),
          cookie: request.headers.cookie ?? null,
          authorization: request.headers.authorization ?? null,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  upstreamOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  root = mkdtempSync(join(tmpdir(), 'skyline-host-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>site</title>');
  host = await createStaticHost(root, { forward: [{ prefix: '/api/v2/', origin: upstreamOrigin }] });
  site = await host.listen(0);
});

afterAll(async () => {
  await host.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('the static host', () => {
  it('hands the help desk prefix on with its method, body and headers, and passes the answer back', async () => {
    const response = await fetch(`${site}/api/v2/requests.json?x=1`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-sandbox-scope': 't1' }, body: '{"request":{}}' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ method: 'POST', url: '/api/v2/requests.json?x=1', scope: 't1', body: '{"request":{}}', cookie: null, authorization: null });
  });

  it('never passes on the visitor\'s cookies or credentials', async () => {
    const response = await fetch(`${site}/api/v2/requests.json`, { method: 'POST', headers: { cookie: 'skyline_verified_at=1; session=secret', authorization: 'Bearer secret', 'proxy-authorization': 'Basic c2VjcmV0' }, body: '{}' });
    expect(await response.json()).toMatchObject({ cookie: null, authorization: null });
  });

  it('adds the security headers to what the help desk answers, and drops its cookies and CORS', async () => {
    const response = await fetch(`${site}/api/v2/requests.json`, { method: 'POST', body: '{}' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('passes back how long to wait and the rate-limit counts, which the ticket form reads', async () => {
    const response = await fetch(`${site}/api/v2/requests.json`, { method: 'POST', body: '{}' });
    expect([response.headers.get('retry-after'), response.headers.get('x-rate-limit'), response.headers.get('x-rate-limit-remaining')]).toEqual(['60', '5', '4']);
  });

  it.each([
    ['dot segments', '/api/v2/../../__sandbox/api/accounts'],
    ['encoded dot segments', '/api/v2/%2e%2e/%2E%2E/__sandbox/api/accounts'],
    ['mixed dots', '/api/v2/.%2e/./.%2E/__sandbox/api/clock'],
  ])('never forwards a path that leaves the prefix through %s', async (_name, target) => {
    const before = reached.length;
    const answer = await rawGet(site, target);
    expect(answer.status).toBe(404);
    expect(reached.slice(before)).toEqual([]);
  });

  it.each([
    ['an encoded slash', '/api/v2/..%2F..%2F__sandbox/api/accounts'],
    ['an encoded backslash', '/api/v2/..%5C..%5C__sandbox/api/accounts'],
    ['a backslash', '/api/v2/..\\..\\__sandbox/api/accounts'],
    ['a broken encoding', '/api/v2/%E0%A4%A'],
  ])('refuses %s with 400, with the security headers', async (_name, target) => {
    const before = reached.length;
    const answer = await rawGet(site, target);
    expect(answer.status).toBe(400);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(reached.slice(before)).toEqual([]);
  });

  it('forwards the normalised path, and a doubly encoded dot stays a name', async () => {
    expect(await (await rawGet(site, '/api/v2/x/../requests.json')).body).toContain('"url":"/api/v2/requests.json"');
    expect(await (await rawGet(site, '/api/v2/%252e%252e/requests.json')).body).toContain('"url":"/api/v2/%252e%252e/requests.json"');
  });

  it('serves its own files for every other path', async () => {
    const response = await fetch(`${site}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>site</title>');
  });

  it('answers a browser that holds the page already with 304 and no body, as Cloudflare and nginx do; a changed file comes whole again', async () => {
    const first = await fetch(`${site}/`);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^(W\/)?"[\w-]{22}"$/);
    const again = await rawGet(site, '/', { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBeTruthy();
    expect((await rawGet(site, '/', { 'if-none-match': '"someone-else"' })).status).toBe(200);
    writeFileSync(join(root, 'changed.html'), '<!doctype html><title>one</title>');
    const before = (await rawGet(site, '/changed.html')).headers.etag ?? '';
    writeFileSync(join(root, 'changed.html'), '<!doctype html><title>two</title>');
    const after = await rawGet(site, '/changed.html', { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(after.body).toContain('two');
  });

  it('sends a compressed file rebuilt while it runs as it is now, not as it was first compressed', async () => {
    writeFileSync(join(root, 'rebuilt.js'), `export const first = ${JSON.stringify('a'.repeat(400))};`);
    expect(await (await fetch(`${site}/rebuilt.js`, { headers: { 'accept-encoding': 'br' } })).text()).toContain('first');
    writeFileSync(join(root, 'rebuilt.js'), `export const second = ${JSON.stringify('b'.repeat(400))};`);
    const again = await fetch(`${site}/rebuilt.js`, { headers: { 'accept-encoding': 'br' } });
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toContain('second');
  });

  it('compares tags weakly, and takes `*`', () => {
    expect(heldAlready('W/"abc", "def"', '"abc"')).toBe(true);
    expect(heldAlready('"def"', '"abc"')).toBe(false);
    expect(heldAlready('*', '"abc"')).toBe(true);
    expect(heldAlready(undefined, '"abc"')).toBe(false);
  });

  it('over HTTPS speaks HTTP/2, as the production hosts do: its files and the help desk forward both answer', async () => {
    // A certificate for 127.0.0.1 made for the tests only (tests/support/tls/); the bench makes its own per run.
    const tls = { key: readFileSync(join(import.meta.dirname, '../../support/tls/test-only-key.pem'), 'utf8'), cert: readFileSync(join(import.meta.dirname, '../../support/tls/test-only-cert.pem'), 'utf8') };
    root = mkdtempSync(join(tmpdir(), 'skyline-host-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>over h2</title>');
    const secure = await createStaticHost(root, { forward: [{ prefix: '/api/v2/', origin: upstreamOrigin }], tls });
    const origin = await secure.listen(0);
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(origin, { ca: tls.cert });
    const get = (path: string, method = 'GET') =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': path, ':method': method, 'x-sandbox-scope': 'h2' });
        let status = 0;
        const chunks: Buffer[] = [];
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString() }));
        stream.on('error', reject);
        stream.end();
      });
    expect(await get('/')).toEqual({ status: 200, body: '<!doctype html><title>over h2</title>' });
    expect(session.alpnProtocol).toBe('h2');
    const forwarded = await get('/api/v2/requests.json', 'POST');
    expect(forwarded.status).toBe(201);
    expect(JSON.parse(forwarded.body)).toMatchObject({ method: 'POST', url: '/api/v2/requests.json', scope: 'h2' });
    session.close();
    await secure.close();
  });

  it('for the bench, sends a file\'s headers ahead of its body by `bodyHeldMs`, over HTTP/1.1 and HTTP/2, and the body whole', async () => {
    root = mkdtempSync(join(tmpdir(), 'skyline-host-'));
    const text = '<!doctype html><title>held</title>' + 'x'.repeat(5000);
    writeFileSync(join(root, 'index.html'), text);
    type Arrival = { headersAt: number; bodyAt: number; body: string };
    /** When the headers and the body's first bytes arrived, and the body. */
    const arrivalOf = (answer: NodeJS.ReadableStream, headersAt: number, resolve: (arrival: Arrival) => void) => {
      let bodyAt = 0;
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => {
        bodyAt ||= performance.now();
        chunks.push(chunk);
      });
      answer.on('end', () => resolve({ headersAt, bodyAt, body: Buffer.concat(chunks).toString() }));
    };
    const plain = await createStaticHost(root, { bodyHeldMs: 300 });
    const { hostname, port } = new URL(await plain.listen(0));
    const overHttp1 = await new Promise<Arrival>((resolve, reject) => {
      const outgoing = httpRequest({ hostname, port, path: '/', headers: { 'accept-encoding': 'identity' } }, (answer) => arrivalOf(answer, performance.now(), resolve));
      outgoing.on('error', reject);
      outgoing.end();
    });
    await plain.close();
    const tls = { key: readFileSync(join(import.meta.dirname, '../../support/tls/test-only-key.pem'), 'utf8'), cert: readFileSync(join(import.meta.dirname, '../../support/tls/test-only-cert.pem'), 'utf8') };
    const secure = await createStaticHost(root, { tls, bodyHeldMs: 300 });
    const session = connect(await secure.listen(0), { ca: tls.cert });
    const overHttp2 = await new Promise<Arrival>((resolve, reject) => {
      const stream = session.request({ ':path': '/', 'accept-encoding': 'identity' });
      stream.on('response', () => arrivalOf(stream, performance.now(), resolve));
      stream.on('error', reject);
      stream.end();
    });
    session.close();
    await secure.close();
    for (const arrival of [overHttp1, overHttp2]) {
      expect(arrival.body).toBe(text);
      // A lower bound only: a loaded machine makes the wait longer, never shorter.
      expect(arrival.bodyAt - arrival.headersAt).toBeGreaterThanOrEqual(250);
    }
  });

  it('answers 502 when the help desk cannot be reached', async () => {
    root = mkdtempSync(join(tmpdir(), 'skyline-host-'));
    const lonely = await createStaticHost(root, { forward: [{ prefix: '/api/v2/', origin: 'http://127.0.0.1:9' }] });
    const origin = await lonely.listen(0);
    expect((await fetch(`${origin}/api/v2/requests.json`, { method: 'POST', body: '{}' })).status).toBe(502);
    await lonely.close();
  });
});
