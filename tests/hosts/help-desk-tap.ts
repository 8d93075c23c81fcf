/**
 * A recording tap between the hosts' help desk forward and the sandbox: every request
 * goes on to the sandbox unchanged and its answer comes back unchanged, and the tap keeps
 * what arrived (path, cookie, authorization) so a test can see what the host sent on.
 * `/api/v2/tap/redirect` answers a redirect (with a cookie) instead, whose target only
 * records being reached: a forward that followed it would show up there.
 */
import { createServer, type Server } from 'node:http';

export interface TapRecord {
  path: string;
  cookie: string | null;
  authorization: string | null;
}

export const TAP_REDIRECT_PATH = '/api/v2/tap/redirect';
export const TAP_FOLLOWED_PATH = '/api/v2/tap/followed';
export const TAP_SEEN_PATH = '/tap/seen';

export async function startHelpDeskTap(port: number, deskOrigin: string): Promise<{ origin: string; close(): Promise<void> }> {
  const seen: TapRecord[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      if (path === TAP_SEEN_PATH) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
        return;
      }
      seen.push({ path, cookie: request.headers.cookie ?? null, authorization: request.headers.authorization ?? null });
      if (path.startsWith(TAP_REDIRECT_PATH)) {
        response.writeHead(302, { location: `http://127.0.0.1:${port}${TAP_FOLLOWED_PATH}`, 'set-cookie': 'desk=1' }).end();
        return;
      }
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)).map(([name, value]) => [name, String(value)]));
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      fetch(`${deskOrigin}${path}`, { method: request.method ?? 'GET', headers, ...(hasBody ? { body: Buffer.concat(chunks) } : {}), redirect: 'manual' })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          response.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)))).end(body);
        })
        .catch((error: unknown) => {
          console.error('help desk tap: the sandbox did not answer', error);
          response.writeHead(502).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
