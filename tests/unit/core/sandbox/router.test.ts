/** The router on a bare HTTP server with endpoints made up for the test. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../../../../src/lib/core/contract/index.ts';
import { Created, createApiRouter, ProviderError } from '../../../../sandbox/core/router.ts';

const logged: string[] = [];
const router = createApiRouter({ logError: (message) => logged.push(message) });

const echo = defineEndpoint({ method: 'POST', path: '/t/echo/:id', params: z.object({ id: z.coerce.number() }), body: z.object({ word: z.string() }), response: z.object({ id: z.number(), word: z.string() }) });
const make = defineEndpoint({ method: 'PUT', path: '/t/echo/:id', response: z.object({ made: z.literal(true) }) });
const broken = defineEndpoint({ method: 'GET', path: '/t/broken', response: z.object({ count: z.number() }) });
const crash = defineEndpoint({ method: 'GET', path: '/t/crash', response: z.object({}) });
const refuse = defineEndpoint({ method: 'GET', path: '/t/refuse', response: z.object({}) });

router.on(echo, ({ params, body }) => ({ id: params.id, word: body.word }));
router.on(make, () => new Created({ made: true as const }));
// A handler that answers outside its schema: the sandbox's own bug.
router.on(broken, () => JSON.parse('{"count":"three"}') as { count: number });
router.on(crash, () => {
  throw new Error('secret internals at /srv/sandbox.ts:12');
});
router.on(refuse, () => {
  throw new ProviderError(401, 'HmacCheckFailed', 'signature does not match');
});

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => void router.handle(request, response, new URL(request.url ?? '/', 'http://x')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const call = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, json: (await response.json()) as unknown };
};

describe('createApiRouter', () => {
  it('parses params and body with the endpoint schemas and wraps the answer in data', async () => {
    expect(await call('/t/echo/7', { method: 'POST', body: JSON.stringify({ word: 'hi', extra: 1 }) })).toEqual({ status: 200, json: { data: { id: 7, word: 'hi' } } });
  });

  it('answers 201 when the handler says it created something', async () => {
    expect(await call('/t/echo/7', { method: 'PUT' })).toEqual({ status: 201, json: { data: { made: true } } });
  });

  it('answers 500 Internal and logs when a handler breaks its own response schema', async () => {
    expect(await call('/t/broken')).toEqual({ status: 500, json: { error: 'Internal' } });
    expect(logged.some((line) => line.includes('/t/broken') && line.includes('response schema'))).toBe(true);
  });

  it('answers 500 Internal without any internals when a handler throws', async () => {
    const answer = await call('/t/crash');
    expect(answer).toEqual({ status: 500, json: { error: 'Internal' } });
    expect(JSON.stringify(answer.json)).not.toContain('srv');
  });

  it("answers a ProviderError with its status, name and message", async () => {
    expect(await call('/t/refuse')).toEqual({ status: 401, json: { error: 'HmacCheckFailed', message: 'signature does not match' } });
  });

  it('answers 405 with the allowed methods for a known path', async () => {
    const response = await fetch(`${base}/t/echo/1`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, PUT');
  });

  it('refuses two handlers for one endpoint', () => {
    expect(() => router.on(refuse, () => ({}))).toThrow(/two handlers/);
  });
});
