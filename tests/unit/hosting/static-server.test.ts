import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticHost, type StaticHost } from '../../../hosting/static-server.ts';

let upstream: Server;
let upstreamOrigin: string;
let host: StaticHost;
let site: string;

beforeAll(async () => {
  // Stands in for the help desk: echoes what reached it.
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, url: request.url, scope: request.headers['x-sandbox-scope'] ?? null, body: Buffer.concat(chunks).toString() }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  upstreamOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const root = mkdtempSync(join(tmpdir(), 'skyline-host-'));
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
    expect(await response.json()).toEqual({ method: 'POST', url: '/api/v2/requests.json?x=1', scope: 't1', body: '{"request":{}}' });
  });

  it('serves its own files for every other path', async () => {
    const response = await fetch(`${site}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>site</title>');
  });

  it('answers 502 when the help desk cannot be reached', async () => {
    const root = mkdtempSync(join(tmpdir(), 'skyline-host-'));
    const lonely = await createStaticHost(root, { forward: [{ prefix: '/api/v2/', origin: 'http://127.0.0.1:9' }] });
    const origin = await lonely.listen(0);
    expect((await fetch(`${origin}/api/v2/requests.json`, { method: 'POST', body: '{}' })).status).toBe(502);
    await lonely.close();
  });
});
