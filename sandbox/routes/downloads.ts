/**
 * Client downloads named by `app/version`. The sandbox has no real client builds, so
 * each known file answers a short text placeholder instead of a broken link.
 */
import type { ServerResponse } from 'node:http';
import type { SandboxContext } from '../context.ts';
import { findAppVersionByPath } from '../data/app-versions.ts';
import { sendError } from '../http.ts';

export const DOWNLOADS_PREFIX = '/downloads/';

export function serveDownload(ctx: SandboxContext, pathname: string, response: ServerResponse): void {
  const row = findAppVersionByPath(ctx.db, pathname);
  if (!row) {
    sendError(response, 404, { error: 'NotFound' });
    return;
  }
  const body = `Skyline ${row.client} client ${row.version}: a placeholder from the sandbox provider, not a real build.\n`;
  response.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'content-disposition': `attachment; filename="${pathname.slice(DOWNLOADS_PREFIX.length)}.txt"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}
