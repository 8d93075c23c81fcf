/**
 * Support requests (contract: src/lib/contract/support.ts). The help desk is a third
 * party the site reaches on its own origin; the sandbox stands in for it, stores the
 * request and mails the requester a receipt to the local mailbox, in the page's language.
 */
import { endpoints } from '../../src/lib/contract/index.ts';
import { checkEmail } from '../../src/lib/rules/email.ts';
import type { SandboxContext } from '../context.ts';
import { mailSupportReceipt } from '../mail/outgoing.ts';
import { insertSupportRequest } from '../data/support.ts';
import { withTransaction } from '../db/schema.ts';
import { validationFailed, type ApiRouter } from '../router.ts';

export function registerSupportRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.supportRequest, ({ body }) => {
    const { requester, subject, comment, issues, lang } = body.request;
    const email = requester.email.trim();
    const problem = checkEmail(email);
    if (problem) throw validationFailed(['email'], problem === 'EmailEmpty' ? 'please enter an email' : 'email format incorrect');
    const id = withTransaction(ctx.db, () => {
      const now = ctx.clock.now();
      const number = insertSupportRequest(ctx.db, { email, subject, body: comment.body, issues: [...new Set(issues)] }, now);
      mailSupportReceipt(ctx, { to: email, lang, requestId: number, subject, comment: comment.body }, now);
      return number;
    });
    return { request: { id, status: 'new' as const } };
  });
}
