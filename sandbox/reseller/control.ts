/**
 * The reseller's side of the client login, for tests (ADR 0054): whether a user name and
 * password sign in to a service's client login now, as the reseller's panel would check it
 * (`POST /__sandbox/api/reseller/login-check`). The password is compared with its hash only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import type { SandboxContext } from '../core/context.ts';
import { sendJson } from '../core/http.ts';
import { parseWith, readJson } from '../core/control/request.ts';
import { findResellerService, passwordMatches } from './data.ts';

export const LoginCheckSpec = z.object({ serviceId: z.number().check(z.int(), z.positive()), username: z.string(), password: z.string() });
export const LoginCheckView = z.object({ signsIn: z.boolean() });

const API = '/__sandbox/api/reseller/login-check';

/** Answers the check; false when the request is for another route. */
export async function routeResellerControl(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  if (request.method !== 'POST' || url.pathname !== API) return false;
  const check = parseWith(LoginCheckSpec, await readJson(request));
  const sold = findResellerService(ctx.db, check.serviceId);
  sendJson(response, 200, { signsIn: sold !== undefined && sold.username === check.username && passwordMatches(sold, check.password) });
  return true;
}
