/**
 * Money-moving calls answer a repeated request key with their first answer instead of
 * acting twice (style habit 9): a double click, a retry after a timeout or a reload
 * never orders, charges or creates twice. Keys are kept per endpoint.
 *
 * @example
 * router.on(endpoints.auUser, ({ body }) => once(ctx, endpoints.auUser, body.requestKey, body, 201, () => makeAccount()));
 */
import * as z from 'zod/mini';
import type { EndpointSpec } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from './context.ts';
import { fingerprintOf, recallRequest, rememberRequest } from './request-keys.ts';
import { withTransaction } from './db/schema.ts';
import { Created, validationFailed } from './router.ts';

type Answer<E extends EndpointSpec> = z.output<E['response']>;

export interface OnceOptions<E extends EndpointSpec> {
  /** What a repeat answers, from the stored first answer (default: that answer). */
  replay?: (first: Answer<E>) => Answer<E>;
}

/**
 * Runs `act` once per (endpoint, key). `request` is what must be the same on a
 * repeat (the key itself is left out); the same key with another request is refused
 * with 400 ValidationFailed ["requestKey"]. Refusals are not remembered: a request that
 * failed may be sent again with the same key.
 */
export function once<E extends EndpointSpec>(
  ctx: SandboxContext,
  endpoint: E,
  key: string,
  request: unknown,
  status: 200 | 201,
  act: () => Answer<E>,
  options: OnceOptions<E> = {},
): Answer<E> | Created<Answer<E>> {
  const name = `${endpoint.method} ${endpoint.path}`;
  const fingerprint = fingerprintOf(request);
  const wrap = (answer: Answer<E>) => (status === 201 ? new Created(answer) : answer);
  return withTransaction(ctx.db, () => {
    const recalled = recallRequest(ctx.db, name, key, fingerprint);
    if (recalled.kind === 'conflict') throw validationFailed(['requestKey'], 'this requestKey was already used for a different request');
    if (recalled.kind === 'answer') {
      const schema: E['response'] = endpoint.response;
      const first = z.parse(schema, recalled.answer);
      return wrap(options.replay ? options.replay(first) : first);
    }
    const answer = act();
    rememberRequest(ctx.db, { endpoint: name, key, fingerprint, status, answer, at: ctx.clock.now() });
    return wrap(answer);
  });
}
