/**
 * Support requests (tickets). Spec section 7: help-centre calls go to the site's own
 * origin, `POST /api/v2/requests.json`; section 5: an email (required, valid) and at
 * least one issue, details optional. Attachments are not taken yet.
 */
import * as z from 'zod/mini';
import { PageLanguage } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const SUPPORT_ISSUES = ['payment-not-activated', 'payment', 'connection', 'account', 'other'] as const;
export const SupportIssue = z.enum(SUPPORT_ISSUES);
export type SupportIssue = z.infer<typeof SupportIssue>;

/** Errors: `ValidationFailed` (400, `fields: ['email']` for an empty or malformed email). */
export const supportRequest = defineEndpoint({
  method: 'POST',
  path: '/api/v2/requests.json',
  body: z.object({
    request: z.object({
      requester: z.object({ email: z.string().check(z.maxLength(254)) }),
      subject: z.string().check(z.minLength(1), z.maxLength(200)),
      comment: z.object({ body: z.string().check(z.maxLength(5000)) }),
      issues: z.array(SupportIssue).check(z.minLength(1), z.maxLength(SUPPORT_ISSUES.length)),
      /** The page language: the receipt is mailed in it. */
      lang: z.optional(PageLanguage),
    }),
  }),
  response: z.object({ request: z.object({ id: z.number(), status: z.literal('new') }) }),
});
