/**
 * The human check in the browser: fetch a challenge (`GET /verify/cf`), find the
 * proof of work with WebCrypto, answer (`POST /verify/cap`). No third-party captcha.
 * The waiting-verification page runs it, and so does a press that needs a token and has
 * none (send-with-human-token.ts), in place, with the client it is given.
 */
import type { ProviderClient } from '../api/provider-client.ts';
import type { VerificationChallenge } from '../contract/index.ts';
import { verifyAnswer, verifyChallenge } from '../contract/app.ts';
import { leadingZeroBits } from '../rules/human-check.ts';
import type { AppErrorName } from '../api/errors.ts';
import { catalogued } from '../api/refusals.ts';
import { keepHumanToken, markHumanCheckPassed } from '../stores/visitor.ts';

/** Upper bound on attempts, so a broken challenge ends in a message, not a hang. */
const MAX_ATTEMPTS = 5_000_000;
const BATCH = 256;

export async function solveChallenge(challenge: VerificationChallenge): Promise<string | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start < MAX_ATTEMPTS; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_unused, offset) => crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + String(start + offset)))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= challenge.difficulty);
    if (found >= 0) return String(start + found);
  }
  return null;
}

export type HumanCheckOutcome = { ok: true; token: string; validForSeconds: number } | { ok: false; error: AppErrorName };

export async function passHumanCheck(provider: ProviderClient): Promise<HumanCheckOutcome> {
  if (!globalThis.crypto?.subtle) return { ok: false, error: 'HumanVerificationFailed' };
  const challenge = await provider.call(verifyChallenge, {});
  if (!challenge.ok) return { ok: false, error: challenge.error };
  const nonce = await solveChallenge(challenge.data);
  if (nonce === null) return { ok: false, error: 'HumanVerificationFailed' };
  const answer = await provider.call(verifyAnswer, { body: { challengeId: challenge.data.challengeId, nonce } });
  if (answer.ok) return { ok: true, token: answer.data.token, validForSeconds: answer.data.validForSeconds };
  return { ok: false, error: catalogued('verifyAnswer', answer) };
}

/**
 * Passes the check and keeps what it earned: the visit flag the guard reads and the token
 * the protected calls carry (lib/core/stores/visitor.ts), by this browser's clock.
 */
export async function passAndKeepHumanCheck(provider: ProviderClient): Promise<HumanCheckOutcome> {
  const outcome = await passHumanCheck(provider);
  if (outcome.ok) {
    markHumanCheckPassed(Date.now());
    keepHumanToken(outcome.token, outcome.validForSeconds, Date.now());
  }
  return outcome;
}
