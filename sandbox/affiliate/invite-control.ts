/**
 * The control surface's invite actions (docs/sandbox.md): an operator's quota change
 * (`admin-operation`, with a note) and a bounce of an invite's mail. JSON for tests and
 * the typed control client.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import type { SandboxContext } from '../core/context.ts';
import { findUser } from '../core/account-rows.ts';
import { withTransaction } from '../core/db/schema.ts';
import { sendJson } from '../core/http.ts';
import { ControlError, parseWith, readJson } from '../core/control/request.ts';
import { addQuotaEntry, bounceInvite, settleGiftReturns } from './quota.ts';
import { quotaLeft } from './inviter.ts';
import { inviteById, progressOf, toInvite } from './invites.ts';

export const QUOTA_PATH = '/__sandbox/api/affiliate/quota';
const BOUNCE_PATH = /^\/__sandbox\/api\/affiliate\/invites\/(\d{1,9})\/bounce$/;

export const QuotaChange = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(64)),
  change: z.number().check(z.int(), z.gte(-100), z.lte(100), z.refine((value) => value !== 0, 'a change is never 0')),
  note: z.string().check(z.minLength(1), z.maxLength(500)),
});
export const QuotaView = z.object({ quotaLeft: z.number() });

/** Answers an invite control route; false when the request is for another route. */
export async function routeInviteControl(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  if (request.method !== 'POST') return false;
  const now = ctx.clock.now();
  if (url.pathname === QUOTA_PATH) {
    const change = parseWith(QuotaChange, await readJson(request));
    if (!findUser(ctx.db, change.uuid)) throw new ControlError(404, 'NotFound', `no account ${change.uuid}`);
    const left = withTransaction(ctx.db, () => {
      settleGiftReturns(ctx.db, change.uuid, now);
      try {
        addQuotaEntry(ctx.db, { userUuid: change.uuid, change: change.change, reason: 'admin-operation', inviteId: null, note: change.note }, now);
      } catch (error) {
        if (error instanceof RangeError) throw new ControlError(409, 'QuotaExhausted', error.message, ['change']);
        throw error;
      }
      return quotaLeft(ctx.db, change.uuid, now);
    });
    sendJson(response, 200, { quotaLeft: left });
    return true;
  }
  const bounce = BOUNCE_PATH.exec(url.pathname);
  if (bounce) {
    const id = Number(bounce[1]);
    const found = withTransaction(ctx.db, () => bounceInvite(ctx.db, id, now));
    const row = inviteById(ctx.db, id);
    if (!found || !row) throw new ControlError(404, 'NotFound', `no invite ${id}`);
    sendJson(response, 200, toInvite(row, progressOf(ctx.db, row), now));
    return true;
  }
  return false;
}
