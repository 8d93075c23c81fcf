/** Client versions and the proof-of-work human check over real HTTP. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLIENT_PLATFORMS, endpoints } from '../../src/lib/core/contract/index.ts';
import { errorOf, solveProofOfWork, useHarness, TEST_DIFFICULTY, wrongNonce } from './harness.ts';

const h = useHarness({ seedDemo: false });
async function challenge() {
  const { status, json } = await h.call('/au/api/v1/verify/cf');
  expect(status).toBe(200);
  return h.data(endpoints.verifyChallenge, json);
}

const answer = (challengeId: string, nonce: string) => h.call('/au/api/v1/verify/cap', { method: 'POST', body: { challengeId, nonce } });

describe('GET /au/api/v1/app/version', () => {
  it('answers every platform from the seeded table, with a download on the sandbox', async () => {
    for (const client of CLIENT_PLATFORMS) {
      const { status, json } = await h.call(`/au/api/v1/app/version?client=${client}`);
      expect(status).toBe(200);
      const version = h.data(endpoints.appVersion, json);
      expect(version.client).toBe(client);
      expect(version.downloadUrl.startsWith(`${h.origin}/downloads/`)).toBe(true);
      const download = await fetch(version.downloadUrl);
      expect(download.status).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.toString()).toContain('placeholder');
      // The size and SHA-256 announced are the file's own, so a person can check what they got.
      expect(version.size).toBe(bytes.byteLength);
      expect(version.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('answers 400 ValidationFailed for an unknown platform', async () => {
    const { status, json } = await h.call('/au/api/v1/app/version?client=symbian');
    expect(status).toBe(400);
    expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['client'] });
  });
});

describe('the human check (verify/cf, verify/cap)', () => {
  it('issues a fresh challenge valid for 2 minutes at the configured difficulty', async () => {
    const first = await challenge();
    const second = await challenge();
    expect(first.difficulty).toBe(TEST_DIFFICULTY);
    expect(first.challengeId).not.toBe(second.challengeId);
    expect(first.salt).not.toBe(second.salt);
    const lifetime = Date.parse(first.expiresAt) - h.sandbox.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(110_000);
    expect(lifetime).toBeLessThanOrEqual(120_000);
  });

  it('accepts a correct nonce once, with a token valid for 3 hours', async () => {
    const { challengeId, salt, difficulty } = await challenge();
    const nonce = solveProofOfWork(salt, difficulty);
    const { status, json } = await answer(challengeId, nonce);
    expect(status).toBe(200);
    const result = h.data(endpoints.verifyAnswer, json);
    expect(result.validForSeconds).toBe(10_800);
    expect(result.token).toMatch(/^[0-9a-f]{32,}$/);
    expect(Math.abs(Date.parse(result.verifiedAt) - h.sandbox.clock.now().getTime())).toBeLessThan(5_000);

    const reused = await answer(challengeId, nonce);
    expect(reused.status).toBe(400);
    expect(errorOf(reused.json).error).toBe('VerificationFailed');
  });

  it('refuses a nonce that does not meet the difficulty', async () => {
    const { challengeId, salt } = await challenge();
    const { status, json } = await answer(challengeId, wrongNonce(salt));
    expect(status).toBe(400);
    expect(errorOf(json).error).toBe('VerificationFailed');
    // A wrong guess does not burn the challenge: the right answer still works.
    const retry = await answer(challengeId, solveProofOfWork(salt, TEST_DIFFICULTY));
    expect(retry.status).toBe(200);
  });

  it('refuses an unknown challenge', async () => {
    const { status, json } = await answer('0123456789abcdef0123456789abcdef', '1');
    expect(status).toBe(400);
    expect(errorOf(json).error).toBe('VerificationFailed');
  });

  it('refuses a challenge answered after it expired (clock moved 3 minutes)', async () => {
    const { challengeId, salt, difficulty } = await challenge();
    const nonce = solveProofOfWork(salt, difficulty);
    const moved = await h.call('/__sandbox/api/clock', { method: 'POST', body: { advanceMs: 3 * 60_000 } });
    expect(moved.status).toBe(200);
    try {
      const { status, json } = await answer(challengeId, nonce);
      expect(status).toBe(400);
      expect(errorOf(json).error).toBe('VerificationFailed');
    } finally {
      await h.call('/__sandbox/api/clock', { method: 'POST', body: { reset: true } });
    }
  });

  it('answers 400 ValidationFailed for a nonce that is not digits', async () => {
    const { challengeId } = await challenge();
    const { status, json } = await answer(challengeId, 'abc');
    expect(status).toBe(400);
    expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['nonce'] });
  });
});
