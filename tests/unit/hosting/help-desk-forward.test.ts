/**
 * The help-desk forward in front of the real sandbox provider, as `npm start`, the browser
 * tests and the bench run it (scripts/local-stack.ts): the site's port must never become a
 * way into the sandbox's control surface (issue 9, defect 12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HELP_DESK_PREFIX } from '../../../hosting/hosting-files.ts';
import { createStaticHost, type StaticHost } from '../../../hosting/static-server.ts';
import { HELP_DESK_UPLOAD_MAX_BYTES } from '../../../src/lib/help/contract.ts';
import { HUMAN_TOKEN_HEADER } from '../../../src/lib/core/contract/app.ts';
import { ticketFields } from '../../../src/lib/ticket/contract.ts';
import { humanToken } from '../../contract/harness.ts';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/core/test-sandbox.ts';

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

describe('an upload past the help desk\'s 50 MB through the forward', () => {
  /** Posts `bytes` to uploads.json through the site's port as the ticket form's XMLHttpRequest does. */
  function upload(bytes: Buffer): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(site);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ hostname, port, path: '/api/v2/uploads.json?filename=capture.zip', method: 'POST', headers: { 'content-type': 'application/binary', 'content-length': String(bytes.length) } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      outgoing.on('error', reject);
      outgoing.end(bytes);
    });
  }

  it('is the help desk\'s own 413 AttachmentTooLarge every time, never a 502', async () => {
    // The help desk answers as soon as it sees the size and closes the connection while the
    // forward is still sending: that early answer is the one to pass back. Five tries: the
    // 502 came on some of them only.
    const bytes = Buffer.alloc(HELP_DESK_UPLOAD_MAX_BYTES + 1024 * 1024);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await upload(bytes);
      expect({ attempt, status: answer.status }).toEqual({ attempt, status: 413 });
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'AttachmentTooLarge' });
    }
  }, 60_000);
});

describe('the help desk\'s 413 to an upload past 50 MB', () => {
  it('reads on to the end of what is being sent, so its answer is not lost to a reset', async () => {
    // A server that closes while the sender is still writing resets the connection, and the
    // sender (the forward) can lose the answer with it: the 502 of issue 23 item 12. The
    // help desk answers at once and then reads the rest away (a lingering close, RFC 9112 §9.6).
    const { hostname, port } = new URL(sandbox.origin);
    const total = HELP_DESK_UPLOAD_MAX_BYTES + 1024 * 1024;
    const socket = connect(Number(port), hostname);
    const answered = new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    const failures: string[] = [];
    socket.on('error', (error: NodeJS.ErrnoException) => failures.push(error.code ?? error.message));
    const write = (bytes: Buffer | string) => new Promise<void>((resolve) => socket.write(bytes, (error) => {
      if (error) failures.push((error as NodeJS.ErrnoException).code ?? error.message);
      resolve();
    }));
    await write(`POST /api/v2/uploads.json?filename=capture.zip HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/binary\r\nContent-Length: ${total}\r\n\r\n`);
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('AttachmentTooLarge');
    // The rest of the file, as a sender still writing when the answer came would send it.
    const chunk = Buffer.alloc(1024 * 1024);
    for (let sent = 0; sent < total && failures.length === 0; sent += chunk.length) await write(chunk);
    socket.destroy();
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('a ticket through the forward', () => {
  it('reaches the help desk with the human check\'s token in its header, the body Zendesk\'s own', async () => {
    const email = `forward.${Date.now().toString(36)}@example.com`;
    const request = { requester: { email }, subject: 'No connection', comment: { body: 'Since 9 pm.' }, custom_fields: ticketFields({ categories: ['connection'], language: 'en-US' }) };
    const token = await humanToken({ origin: sandbox.origin });
    const { hostname, port } = new URL(site);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest({ hostname, port, path: '/api/v2/requests.json', method: 'POST', headers: { 'content-type': 'application/json', [HUMAN_TOKEN_HEADER]: token } }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      });
      outgoing.on('error', reject);
      outgoing.end(JSON.stringify({ request }));
    });
    expect(status).toBe(201);
    expect(await sandbox.control.supportRequests(email)).toHaveLength(1);
  });
});
