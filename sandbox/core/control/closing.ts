/**
 * Closing an account, as the provider's staff would (issue 27 item 6, ADR 0056): a button
 * on the control page (`POST /__sandbox/accounts/{uuid}/close`, back to the page) and the
 * same for tests (`POST /__sandbox/api/accounts/{uuid}/close`, the account after). For
 * good: nothing reopens it, as nothing on the site can.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context.ts';
import { closeAccount, findUser } from '../account-rows.ts';
import { sendJson } from '../http.ts';
import { ControlError } from './request.ts';
import { describeAccount } from './views.ts';

const PAGE_CLOSE = /^\/__sandbox\/accounts\/([^/]+)\/close$/;
const API_CLOSE = /^\/__sandbox\/api\/accounts\/([^/]+)\/close$/;

/** Answers a close of either form; false when the request is for another route. */
export function routeAccountClosing(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (request.method !== 'POST') return false;
  const match = PAGE_CLOSE.exec(url.pathname) ?? API_CLOSE.exec(url.pathname);
  if (!match?.[1]) return false;
  const uuid = decodeURIComponent(match[1]);
  if (!findUser(ctx.db, uuid)) throw new ControlError(404, 'NotFound', `no account ${uuid}`);
  closeAccount(ctx.db, uuid, ctx.clock.now());
  const user = findUser(ctx.db, uuid);
  if (!user) throw new Error(`account ${uuid} vanished while it was closed`);
  if (url.pathname.startsWith('/__sandbox/api/')) sendJson(response, 200, describeAccount(ctx, user));
  else response.writeHead(303, { location: '/__sandbox/', 'cache-control': 'no-store' }).end();
  return true;
}
