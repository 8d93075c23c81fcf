/**
 * The one fetch handler every host runs for `/api/*` (hosting/edge-handler.ts), called as
 * a Worker or an edge function calls it: a Request in, a Response out, a real help desk
 * stand-in on a loopback port behind it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { FORWARD_BODY_MAX_BYTES, handleEdgeRequest, safeReportValue } from '../../../hosting/edge-handler.ts';

let desk: Server;
let deskOrigin: string;
const reached: { url: string; cookie: string | undefined }[] = [];

beforeAll(async () => {
  desk = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      reached.push({ url: request.url ?? '', cookie: request.headers.cookie });
      if (request.url?.startsWith('/api/v2/moved')) {
        response.writeHead(302, { location: 'https://elsewhere.example/steal', 'set-cookie': 'desk=1' }).end('moved');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'desk=1' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => desk.listen(0, '127.0.0.1', resolve));
  const address = desk.address();
  deskOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => desk.close(() => resolve())));

const SITE = 'https://site.example';

describe('the help desk forward', () => {
  it('passes a redirect back as it is, without following it or its Location and cookie', async () => {
    const answer = await handleEdgeRequest(new Request(`${SITE}/api/v2/moved`, { headers: { cookie: 'session=secret' } }), { HELP_DESK_ORIGIN: deskOrigin });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reached.at(-1)).toEqual({ url: '/api/v2/moved', cookie: undefined });
  });

  it('refuses a body over the cap with 413 in the help desk\'s own shape, without sending anything on', async () => {
    const before = reached.length;
    const answer = await handleEdgeRequest(new Request(`${SITE}/api/v2/uploads.json?filename=a.zip`, { method: 'POST', headers: { 'content-length': String(FORWARD_BODY_MAX_BYTES + 1) }, body: 'x' }), { HELP_DESK_ORIGIN: deskOrigin });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'AttachmentTooLarge' });
    expect(reached.length).toBe(before);
  });

  it('counts a body sent without its length as it reads it', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > FORWARD_BODY_MAX_BYTES + chunk.byteLength) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const answer = await handleEdgeRequest(new Request(`${SITE}/api/v2/requests.json`, { method: 'POST', body, duplex: 'half' } as RequestInit), { HELP_DESK_ORIGIN: deskOrigin });
    expect(answer.status).toBe(413);
  });

  it('answers only its own paths, and refuses an encoded separator', async () => {
    expect((await handleEdgeRequest(new Request(`${SITE}/api/v1/anything`), { HELP_DESK_ORIGIN: deskOrigin })).status).toBe(404);
    expect((await handleEdgeRequest(new Request(`${SITE}/api/v2/..%2F..%2F__sandbox/api/accounts`), { HELP_DESK_ORIGIN: deskOrigin })).status).toBe(400);
    // The URL parser resolves dot segments before the handler sees them: out of the prefix, no forward.
    expect((await handleEdgeRequest(new Request(`${SITE}/api/v2/../../__sandbox/api/accounts`), { HELP_DESK_ORIGIN: deskOrigin })).status).toBe(404);
  });

  it('says the help desk is not configured rather than guessing an origin', async () => {
    expect((await handleEdgeRequest(new Request(`${SITE}/api/v2/help_center/en-us/articles.json`), {})).status).toBe(503);
  });
});

describe('the report endpoint', () => {
  const post = (body: string, type: string, log: (line: string) => void) => handleEdgeRequest(new Request(`${SITE}/api/report`, { method: 'POST', headers: { 'content-type': type }, body }), {}, log);

  it('logs a CSP report in one line, without the query or fragment of any address', async () => {
    const lines: string[] = [];
    const report = { 'csp-report': { 'document-uri': 'https://site.example/zh-TW/user/login?uuid=u-1&hmac=h-2#secret', 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem', 'line-number': 3 } };
    const answer = await post(JSON.stringify(report), 'application/csp-report', (line) => lines.push(line));
    expect(answer.status).toBe(204);
    expect(lines).toEqual(['report csp-violation document="https://site.example/zh-TW/user/login" blocked="inline" directive="script-src-elem" line="3"']);
  });

  it('logs each report of a Reporting API batch, client errors included', async () => {
    const lines: string[] = [];
    const batch = [
      { type: 'csp-violation', body: { documentURL: 'https://site.example/en-US/order/pay?invoice=9', blockedURL: 'https://evil.example/x.js?k=1', effectiveDirective: 'script-src-elem' } },
      { type: 'client-error', body: { url: 'https://site.example/en-US/help#frag', message: 'TypeError: x is undefined\nsecond line' } },
    ];
    expect((await post(JSON.stringify(batch), 'application/reports+json', (line) => lines.push(line))).status).toBe(204);
    expect(lines).toEqual([
      'report csp-violation document="https://site.example/en-US/order/pay" blocked="https://evil.example/x.js" directive="script-src-elem"',
      'report client-error document="https://site.example/en-US/help" message="TypeError: x is undefined second line"',
    ]);
  });

  it('refuses what is not a report, too large, or not a POST, and logs nothing', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect((await post('not json', 'application/csp-report', log)).status).toBe(400);
    expect((await post('{"x":1}', 'application/csp-report', log)).status).toBe(400);
    expect((await post('[{"type":"csp-violation"}]', 'application/reports+json', log)).status).toBe(400);
    expect((await post(JSON.stringify({ 'csp-report': { message: 'x'.repeat(20_000) } }), 'application/csp-report', log)).status).toBe(413);
    expect((await post('{}', 'text/html', log)).status).toBe(415);
    expect((await handleEdgeRequest(new Request(`${SITE}/api/report`), {}, log)).status).toBe(405);
    expect(lines).toEqual([]);
  });

  it('keeps a reported value short and on one line', () => {
    expect(safeReportValue('a\nb\u0000c')).toBe('a b c');
    expect(safeReportValue('x'.repeat(500))).toHaveLength(200);
    expect(safeReportValue({ nested: true })).toBeUndefined();
  });
});
