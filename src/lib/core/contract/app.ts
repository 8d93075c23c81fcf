/** Client application versions and the human check (spec section 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { Count, Timestamp } from './common.ts';

export const CLIENT_PLATFORMS = ['android', 'windows', 'macos', 'ios', 'linux'] as const;
export const ClientPlatform = z.enum(CLIENT_PLATFORMS);

export const appVersion = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/app/version',
  query: z.object({ client: ClientPlatform }),
  response: z.object({
    client: ClientPlatform,
    version: z.string(),
    releasedAt: Timestamp,
    downloadUrl: z.string(),
    minimumOs: z.string(),
    /** The download's size in bytes and its SHA-256 (hex), so a person can check the file they got. */
    size: Count,
    sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  }),
});

/**
 * The human check is a proof of work: find a nonce so that
 * SHA-256(salt + nonce) starts with `difficulty` zero bits. It needs no third-party
 * captcha host, which would be blocked or slow in mainland China.
 */
export const VerificationChallenge = z.object({
  challengeId: z.string().check(z.minLength(8), z.maxLength(64)),
  salt: z.string().check(z.minLength(8), z.maxLength(64)),
  difficulty: z.number().check(z.int(), z.gte(0), z.lte(32)),
  expiresAt: Timestamp,
});
export type VerificationChallenge = z.infer<typeof VerificationChallenge>;

export const verifyChallenge = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/verify/cf',
  response: VerificationChallenge,
});

export const verifyAnswer = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/verify/cap',
  body: z.object({
    challengeId: z.string().check(z.minLength(8), z.maxLength(64)),
    nonce: z.string().check(z.regex(/^\d{1,12}$/)),
  }),
  response: z.object({ token: z.string(), verifiedAt: Timestamp, validForSeconds: Count }),
});

/**
 * The token `verify/cap` hands out, as the calls a bot must not make carry it: account
 * creation (`au/user`), orders (`au/order`), the login mail (`au/latestinfo`) and tickets
 * (`requests.json`). One field in the body of a POST (a custom header would cost those a
 * CORS preflight round trip on a slow line, ADR 0033). Two calls carry it in the header
 * `x-human-token` instead: a GET, which has no body and whose query would put it in
 * addresses, logs and histories (the login mail, ADR 0044), and the help desk's request,
 * whose body is Zendesk's own shape and nothing beside it (ADR 0045).
 * Optional in the shape: a request without it is answered by the provider with the
 * spec's "human verification failed" (403 `VerificationFailed`), not as a malformed request.
 */
export const HumanToken = z.string().check(z.regex(/^[0-9a-f]{16,128}$/));
export const HUMAN_TOKEN_FIELD = { humanToken: z.optional(HumanToken) };
/** The request header the login mail and a help-desk request carry the token in. */
export const HUMAN_TOKEN_HEADER = 'x-human-token';
export const HUMAN_TOKEN_HEADERS = z.object({ [HUMAN_TOKEN_HEADER]: z.optional(HumanToken) });
