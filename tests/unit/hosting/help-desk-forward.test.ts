/**
 * The help-desk forward in front of the real sandbox provider, as `npm start`, the browser
 * tests and the bench run it (scripts/local-stack.ts): the site's port must never become a
 * way into the sandbox's control surface (issue 9, defect 12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HELP_DESK_PREFIX } from '../../../hosting/hosting-files.ts';
import { createStaticHost, type StaticHost } from '../../../hosting/static-server.ts';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/test-sandbox.ts';

let sandbox: TestSandbox;
let host: StaticHost;
let site: string;

/** Sends the target exactly as written (fetch would resolve its dot segments first). */
function raw(method: string, target: string, body?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(site);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: target, method, headers: body === undefined ? {} : { 'content-type': 'application/json' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ name: 'forward' });
  const root = mkdtempSync(join(tmpdir(), 'skyline-forward-'));
  writeFileSync(join(root, '_headers'), '');
  writeFileSync(join(root, '_redirects'), '');
  host = await createStaticHost(root, { forward: [{ prefix: HELP_DESK_PREFIX, origin: sandbox.origin }] });
  site = await host.listen(0);
});

afterAll(async () => {
  await host.close();
  await sandbox.close();
});

describe('the help-desk forward in front of the sandbox', () => {
  it.each(['/api/v2/../../__sandbox/api/accounts', '/api/v2/%2e%2e/%2e%2e/__sandbox/api/accounts', '/api/v2/..%2f..%2f__sandbox/api/accounts'])('hands out no login through %s', async (target) => {
    const answer = await raw('GET', target);
    expect(answer.status).not.toBe(200);
    expect(answer.body).not.toContain('hmac');
  });

  it('cannot move the sandbox clock', async () => {
    const before = await sandbox.control.clock();
    const answer = await raw('POST', '/api/v2/../../__sandbox/api/clock', JSON.stringify({ advanceMs: 86_400_000 }));
    expect(answer.status).not.toBe(200);
    expect((await sandbox.control.clock()).offsetMs).toBe(before.offsetMs);
  });
});
