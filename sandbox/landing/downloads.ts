/**
 * Client downloads named by `app/version`. The sandbox has no real client builds, so
 * each known file answers a short text placeholder instead of a broken link.
 */
import type { ServerResponse } from 'node:http';
import type { SandboxContext } from '../core/context.ts';
import { downloadBody, findAppVersionByPath } from './app-versions.ts';
import { sendError } from '../core/http.ts';

export const DOWNLOADS_PREFIX = '/downloads/';

export function serveDownload(ctx: SandboxContext, pathname: string, response: ServerResponse): void {
  const row = findAppVersionByPath(ctx.db, pathname);
  if (!row) {
    sendError(response, 404, { error: 'NotFound' });
    return;
  }
  const body = downloadBody(row);
  response.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(body.byteLength),
    'content-disposition': `attachment; filename="${pathname.slice(DOWNLOADS_PREFIX.length)}.txt"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}
