/**
 * The failover spec's own build of the site (ADR 0052): its provider API list names a
 * blocked origin first and the browser tests' sandbox second. The e2e suite's main build
 * names the sandbox alone, so one build cannot serve both; this one is made once per run
 * of the spec, in its own folder, while the suite's sandbox is up (the build reads plans,
 * the Android release and the help centre from it, failing over past the blocked origin
 * as the pages do).
 *
 * `startBlockableApi` is the blocked origin when a test needs it alive first: a relay to
 * the sandbox that goes dark for good the moment an answer is lost on it (the sandbox's
 * `drop-after` fault), as a domain blocked mid-visit does. With it closed, nothing listens
 * on that port: the browser's connection is refused.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { buildSite, e2eBuildDir } from '../../../scripts/lib.ts';
import { createStaticHost } from '../../../hosting/static-server.ts';
import { HELP_DESK_PREFIX } from '../../../hosting/hosting-files.ts';
import { E2E_BLOCKED_API_ORIGIN, E2E_BLOCKED_API_PORT, E2E_ORIGINS_SITE_PORT, E2E_SANDBOX_ORIGIN, E2E_SANDBOX_PORT, E2E_SITE_PORT } from '../ports.ts';

export const FAILOVER_API_BASES = [E2E_BLOCKED_API_ORIGIN, E2E_SANDBOX_ORIGIN] as const;

/** Builds the failover site and serves it on its port; returns how to stop serving it. */
export async function startFailoverSite(): Promise<() => Promise<void>> {
  const outDir = `${e2eBuildDir(E2E_SITE_PORT)}-origins`;
  await buildSite(FAILOVER_API_BASES.join(','), outDir, { HELP_DESK_ORIGIN: E2E_SANDBOX_ORIGIN });
  const site = await createStaticHost(outDir, { forward: [{ prefix: HELP_DESK_PREFIX, origin: E2E_SANDBOX_ORIGIN }] });
  await site.listen(E2E_ORIGINS_SITE_PORT);
  return () => site.close();
}

/** Relays the blocked origin's port to the sandbox until an answer is lost on it; then nothing listens there. */
export async function startBlockableApi(): Promise<{ blocked: () => boolean; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let blocked = false;
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    // The sandbox handled the request and dropped its answer (before its head, or in its
    // body): the browser gets no answer either, and from now on the domain is gone.
    const lost = () => {
      incoming.socket.destroy();
      goDark();
    };
    const upstream = request({ host: '127.0.0.1', port: E2E_SANDBOX_PORT, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: `127.0.0.1:${E2E_SANDBOX_PORT}` } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      answer.on('close', () => {
        if (!answer.complete) lost();
      });
    });
    upstream.on('error', lost);
    incoming.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const closed = new Promise<void>((resolve) => server.on('close', resolve));
  function goDark(): void {
    if (blocked) return;
    blocked = true;
    server.close();
    for (const socket of sockets) socket.destroy();
  }
  await new Promise<void>((resolve) => server.listen(E2E_BLOCKED_API_PORT, '127.0.0.1', resolve));
  return {
    blocked: () => blocked,
    close: async () => {
      goDark();
      await closed;
    },
  };
}
