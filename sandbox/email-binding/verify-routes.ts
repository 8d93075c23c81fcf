/**
 * The human check (contract: src/lib/core/contract/app.ts): `verify/cf` hands out a
 * proof-of-work challenge valid for 2 minutes; `verify/cap` accepts one correct answer
 * per challenge and returns a token valid for 3 hours (spec section 9).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { accountCreationsSince, consumeChallenge, createChallenge, findChallenge, recordTokenSpend, tokenIssuedAt, tokenSpends, type TokenSpendKind } from '../core/challenges.ts';
import { withTransaction } from '../core/db/schema.ts';
import { FAULT_SCOPE_HEADER } from '../core/faults.ts';
import { meetsDifficulty } from '../core/proof-of-work.ts';
import { ProviderError, type ApiRouter } from '../core/router.ts';
// The same rolling hour as the help desk's limit on anonymous tickets (ADR 0038).
import { ANONYMOUS_REQUEST_WINDOW_MS, requestLimit } from '../core/request-limit.ts';
import { visitorAddress } from '../order/routes.ts';

export const HUMAN_CHECK_VALID_SECONDS = 3 * 60 * 60;
/** Calls one token is good for in all (ADR 0044): a person's visit, not a bot's night. */
export const HUMAN_TOKEN_CALLS = 20;
/** New accounts one caller (address) may make in a rolling hour, whatever tokens it brings (ADR 0044). */
export const ACCOUNTS_PER_CALLER_PER_HOUR = 5;

/** A token that passed `requireHumanToken`, to be spent by the call it came with. */
export interface HumanPass {
  token: string;
  caller: string;
}

/**
 * Who a call counts against: the caller's address as the provider sees it. A test sandbox
 * (`trustTestScope`) adds the test's scope header, so browser tests running side by side
 * from 127.0.0.1 are each their own caller; a real provider has no such header.
 */
export function callerOf(ctx: SandboxContext, request: Pick<IncomingMessage, 'socket' | 'headers'>): string {
  const address = visitorAddress(request, ctx.trustProxy) || 'unknown';
  const scope = request.headers[FAULT_SCOPE_HEADER];
  return ctx.trustTestScope && typeof scope === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(scope) ? `${address} scope:${scope}` : address;
}

const failed = (message: string) => new ProviderError(400, 'VerificationFailed', message);

/**
 * The human check's token, required by the calls a bot must not make (account creation,
 * orders, the login mail, tickets: ADR 0033): missing, never handed out, older than
 * 3 hours by the sandbox clock, or already spent on HUMAN_TOKEN_CALLS calls, the call is
 * refused with the spec's "human verification failed" (403 `VerificationFailed`) before
 * anything is done. The call then spends it (`spendHumanToken`) in the transaction that
 * does its work, so a refused call spends nothing.
 * @throws ProviderError 403 VerificationFailed
 */
export function requireHumanToken(ctx: SandboxContext, token: string | undefined, request: Pick<IncomingMessage, 'socket' | 'headers'>): HumanPass {
  const issuedAt = token === undefined ? null : tokenIssuedAt(ctx.db, token);
  if (token === undefined || issuedAt === null) throw new ProviderError(403, 'VerificationFailed', 'human verification failed');
  if (ctx.clock.now().getTime() - issuedAt.getTime() >= HUMAN_CHECK_VALID_SECONDS * 1000) throw new ProviderError(403, 'VerificationFailed', 'human verification expired');
  if (tokenSpends(ctx.db, token).calls >= HUMAN_TOKEN_CALLS) throw new ProviderError(403, 'VerificationFailed', 'human verification used up');
  return { token, caller: callerOf(ctx, request) };
}

/**
 * Spends a token on this call (ADR 0044). An `account` spend is refused when the token
 * already made an account (403 `VerificationFailed`: one check, one account) or when its
 * caller made ACCOUNTS_PER_CALLER_PER_HOUR in the last hour (429 `AccountLimitReached`,
 * `Retry-After` the seconds until a place frees, by the sandbox clock). Call it inside the
 * call's transaction: a refusal after it rolls the spend back.
 * @throws ProviderError 403 VerificationFailed, 429 AccountLimitReached
 */
export function spendHumanToken(ctx: SandboxContext, pass: HumanPass, kind: TokenSpendKind): void {
  withTransaction(ctx.db, () => {
    const now = ctx.clock.now();
    const spent = tokenSpends(ctx.db, pass.token);
    if (spent.calls >= HUMAN_TOKEN_CALLS) throw new ProviderError(403, 'VerificationFailed', 'human verification used up');
    if (kind === 'account') {
      if (spent.accounts > 0) throw new ProviderError(403, 'VerificationFailed', 'this human verification already made an account');
      const limit = requestLimit(accountCreationsSince(ctx.db, pass.caller, new Date(now.getTime() - ANONYMOUS_REQUEST_WINDOW_MS)), now, ACCOUNTS_PER_CALLER_PER_HOUR);
      if (!limit.allowed) {
        throw new ProviderError(429, 'AccountLimitReached', 'too many new accounts from this address in the last hour', undefined, {
          'retry-after': String(limit.retryAfterSeconds),
          'x-rate-limit': String(limit.limit),
          'x-rate-limit-remaining': '0',
        });
      }
    }
    recordTokenSpend(ctx.db, { token: pass.token, kind, caller: pass.caller, at: now });
  });
}

export function registerVerifyRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.verifyChallenge, () => {
    const challenge = createChallenge(ctx.db, ctx.verifyDifficulty, ctx.clock.now());
    return { challengeId: challenge.id, salt: challenge.salt, difficulty: challenge.difficulty, expiresAt: challenge.expires_at.toISOString() };
  });

  router.on(endpoints.verifyAnswer, ({ body }) => {
    const now = ctx.clock.now();
    const challenge = findChallenge(ctx.db, body.challengeId);
    if (!challenge) throw failed('unknown challenge');
    if (challenge.used_at !== null) throw failed('challenge already answered');
    if (now.getTime() >= challenge.expires_at.getTime()) throw failed('challenge expired');
    if (!meetsDifficulty(challenge.salt, body.nonce, challenge.difficulty)) throw failed('nonce does not meet the difficulty');
    const token = randomBytes(24).toString('hex');
    if (!consumeChallenge(ctx.db, challenge.id, token, now)) throw failed('challenge already answered');
    return { token, verifiedAt: now.toISOString(), validForSeconds: HUMAN_CHECK_VALID_SECONDS };
  });
}
