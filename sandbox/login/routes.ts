/**
 * Login by email (contract: src/lib/login/contract.ts; ADR 0032). `au/latestinfo?email`
 * mails the address's login link, in the page's language, when it is an account's bound
 * and verified address. Every address gets the same answer after the same work (the
 * account looked up, the mail written), and the same cooldown, so neither the answer,
 * its timing nor a second request tells a known address from an unknown one.
 */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { HUMAN_TOKEN_HEADER } from '../../src/lib/core/contract/app.ts';
import { DEFAULT_LOCALE } from '../../src/lib/core/i18n/locales.ts';
import type { SandboxContext } from '../core/context.ts';
import { findUserByEmail } from '../core/account-rows.ts';
import { claimLoginMail, LOGIN_MAIL_COOLDOWN_SECONDS } from './login-mail.ts';
import { withTransaction } from '../core/db/schema.ts';
import { mailAskedLoginLink } from '../core/mail/outgoing.ts';
import type { ApiRouter } from '../core/router.ts';
import { validEmail } from '../order/routes.ts';
import { requireHumanToken, spendHumanToken } from '../email-binding/verify-routes.ts';

export function registerLoginRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.loginMail, ({ query, headers, request }) => {
    // The token comes in its header, never in the query (ADR 0044): one in the query is not read.
    const pass = requireHumanToken(ctx, headers[HUMAN_TOKEN_HEADER], request);
    const email = validEmail(query.email);
    return withTransaction(ctx.db, () => {
      spendHumanToken(ctx, pass, 'call');
      const now = ctx.clock.now();
      const waitSeconds = claimLoginMail(ctx.db, email, now);
      if (waitSeconds > 0) return { accepted: true as const, resendAfterSeconds: waitSeconds };
      mailAskedLoginLink(ctx, { email, user: findUserByEmail(ctx.db, email), lang: query.lang ?? DEFAULT_LOCALE }, now);
      return { accepted: true as const, resendAfterSeconds: LOGIN_MAIL_COOLDOWN_SECONDS };
    });
  });
}
