/**
 * The service page's calls that bind an email to the account through a service (issue
 * 10, docs/decisions/0022): send a code, unbind or revoke a change, verify. Apart from
 * ./service.ts so a page that does not bind an email yet (the service page before its
 * email dialog opens) does not carry them. Spec section 7 names the paths; the shapes are
 * ours and the sandbox answers them.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { EmailBinding, PendingEmail } from '../account/contract.ts';
import { Hmac, NumericId, PageLanguage } from '../core/contract/common.ts';

/** The reseller calls authenticate with the service's own management values (spec section 7). */
const ServiceKeys = z.object({ hmac: Hmac, token: z.string().check(z.minLength(1), z.maxLength(128)), seed: z.string().check(z.minLength(1), z.maxLength(128)) });

/**
 * Sends a verification code (and a link holding it) to `email`, in `lang`. Answers the
 * binding with `pending` set. Refusals: `EmailAlreadyUsed` (another account has it
 * verified), `EmailCooldown` (a code was sent to it less than the cooldown ago; the
 * binding in `au/info` says how long), `SendFailed`.
 */
export const serviceEmailBind = defineEndpoint({
  method: 'POST',
  path: '/wl/v1/service/:id/email',
  params: z.object({ id: NumericId }),
  body: z.object({ ...ServiceKeys.shape, email: z.string().check(z.maxLength(254)), lang: z.optional(PageLanguage) }),
  response: EmailBinding,
});

/**
 * Unbinds: with a change pending, revokes the change (the verified address stays);
 * otherwise removes the bound address (status `unbound`). `EmailNotBound` when there is
 * nothing to remove.
 */
export const serviceEmailUnbind = defineEndpoint({
  method: 'DELETE',
  path: '/wl/v1/service/:id/email',
  params: z.object({ id: NumericId }),
  body: z.object({
    ...ServiceKeys.shape,
    /**
     * What the person pressed, as the page saw the binding: `revoke` a pending change or
     * `unbind` the address. When the binding has changed meanwhile (the change verified in
     * another tab) the provider refuses with `EmailStateChanged` instead of doing the
     * other thing: a stale "revoke" must never remove a verified address.
     */
    intent: z.optional(z.enum(['revoke', 'unbind'])),
  }),
  response: EmailBinding,
});

/**
 * Checks a code, typed or from the mailed link (which carries all four values).
 * `EmailCodeInvalid` for a wrong, expired or used code (one answer for all, so a guess
 * learns nothing); after five wrong codes the pending change needs a new code. A GET,
 * as the spec has it, so the client repeats it after a lost answer: the provider answers
 * a code that already verified this email with the verified binding again.
 *
 * The mailed link opens the service page with the four values in the fragment:
 * `/{lang}/user/service/{id}#email-verify=1&email=…&code=…&timestamp=…&sign=…`
 * (URLSearchParams encoding; docs/sandbox.md "The service page").
 */
export const serviceEmailVerify = defineEndpoint({
  method: 'GET',
  path: '/wl/v1/service/:id/email/verify',
  params: z.object({ id: NumericId }),
  query: z.object({
    timestamp: z.coerce.number().check(z.int(), z.positive()),
    code: z.string().check(z.regex(/^\d{6}$/)),
    email: z.string().check(z.maxLength(254)),
    sign: PendingEmail.shape.sign,
  }),
  response: EmailBinding,
});
