/**
 * Login by email (ADR 0032): `GET /au/api/v1/au/latestinfo?email` asks the provider to
 * mail that address its login link. The answer is the same whether or not the address
 * has an account, and never carries a login: only the mailbox gets the link, and only a
 * bound, verified address gets a mail. Every address, known or not, then waits
 * `resendAfterSeconds` before another mail can be asked for.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { Count, PageLanguage } from '../core/contract/common.ts';
import { HUMAN_TOKEN_HEADERS } from '../core/contract/app.ts';

export const loginMail = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/au/latestinfo',
  query: z.object({ email: z.string().check(z.maxLength(254)), lang: z.optional(PageLanguage) }),
  // The human check's token, never in the query (ADR 0044).
  headers: HUMAN_TOKEN_HEADERS,
  response: z.object({ accepted: z.literal(true), resendAfterSeconds: Count }),
});
