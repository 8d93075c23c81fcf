/**
 * The human check (contract: src/lib/contract/app.ts): `verify/cf` hands out a
 * proof-of-work challenge valid for 2 minutes; `verify/cap` accepts one correct answer
 * per challenge and returns a token valid for 3 hours (spec section 9).
 */
import { randomBytes } from 'node:crypto';
import { endpoints } from '../../src/lib/contract/index.ts';
import type { SandboxContext } from '../context.ts';
import { consumeChallenge, createChallenge, findChallenge, tokenIssuedAt } from '../data/challenges.ts';
import { meetsDifficulty } from '../proof-of-work.ts';
import { ProviderError, type ApiRouter } from '../router.ts';

export const HUMAN_CHECK_VALID_SECONDS = 3 * 60 * 60;

const failed = (message: string) => new ProviderError(400, 'VerificationFailed', message);

/**
 * The human check's token, required by the calls a bot must not make (account creation,
 * orders, the login mail, tickets: ADR 0033): missing, never handed out or older than
 * 3 hours by the sandbox clock, the call is refused with the spec's "human verification
 * failed" (403 `VerificationFailed`) before anything is done.
 * @throws ProviderError 403 VerificationFailed
 */
export function requireHumanToken(ctx: SandboxContext, token: string | undefined): void {
  const issuedAt = token === undefined ? null : tokenIssuedAt(ctx.db, token);
  if (issuedAt === null) throw new ProviderError(403, 'VerificationFailed', 'human verification failed');
  if (ctx.clock.now().getTime() - issuedAt.getTime() >= HUMAN_CHECK_VALID_SECONDS * 1000) throw new ProviderError(403, 'VerificationFailed', 'human verification expired');
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
