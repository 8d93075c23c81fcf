/**
 * Migration and marketing consent calls (contract: src/lib/migration/contract.ts and
 * marketing.ts; ADR 0035).
 */
import type { IncomingMessage } from 'node:http';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { checkMigrationPassword } from '../../src/lib/migration/rules.ts';
import type { SandboxContext } from '../core/context.ts';
import { once } from '../core/idempotency.ts';
import { changeConsent, consentByOffNum, toConsent, type ConsentChangeBy } from '../unsubscribe/consent.ts';
import { inviteeByOffNum, setInviteeConsent } from '../affiliate/suppressions.ts';
import { isRegisteredThere, latestMigration, serviceUntil, settle, startMigration, toMigration } from './migrations.ts';
import { validationFailed, type ApiRouter } from '../core/router.ts';
import { authenticate } from '../account/routes.ts';
import { validEmail } from '../order/routes.ts';

/**
 * Who sent an unsubscribe: a mail client's RFC 8058 one-click POST carries the form body
 * `List-Unsubscribe=One-Click`; the page's button sends no body.
 */
function changedBy(request: IncomingMessage): ConsentChangeBy {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? 'one-click' : 'page';
}

export function registerMigrationRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.drtEmailCheck, ({ body }) => {
    authenticate(ctx, body.uuid, body.hmac);
    return { registered: isRegisteredThere(ctx.db, validEmail(body.email)) };
  });

  router.on(endpoints.accountMigrate, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    const email = validEmail(body.email);
    // The message names the rule, never the value.
    const problem = checkMigrationPassword(body.password);
    if (problem) throw validationFailed(['password'], 'the password must have 8 to 20 characters');
    // The password is left out of what the request key remembers: it is never stored, not even hashed there.
    return once(ctx, endpoints.accountMigrate, body.requestKey, { uuid: user.uuid, email }, 201, () =>
      toMigration(ctx, startMigration(ctx, user, { email, password: body.password, lang: body.lang ?? user.lang })),
    );
  });

  router.on(endpoints.drtMigrateCheck, ({ query }) => {
    const user = authenticate(ctx, query.uuid, query.hmac);
    const latest = latestMigration(ctx.db, user.uuid);
    const migration = latest ? toMigration(ctx, settle(ctx, latest)) : null;
    return { migration, serviceUntil: serviceUntil(ctx, user.uuid)?.toISOString() ?? null };
  });

  // An invited friend's token (issue 25) is answered first: the same page and calls serve both kinds of mail.
  router.on(endpoints.emsUnsubscribe, ({ query, request }) => {
    const invitee = inviteeByOffNum(ctx, query.off_num);
    if (invitee) return setInviteeConsent(ctx, invitee, false);
    const consent = consentByOffNum(ctx, query.off_num);
    return toConsent(ctx, changeConsent(ctx, consent, false, changedBy(request)));
  });

  router.on(endpoints.emsSubscribe, ({ query }) => {
    const invitee = inviteeByOffNum(ctx, query.off_num);
    if (invitee) return setInviteeConsent(ctx, invitee, true);
    return toConsent(ctx, changeConsent(ctx, consentByOffNum(ctx, query.off_num), true, 'page'));
  });
}
