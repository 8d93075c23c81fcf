/**
 * The service page's calls (contract: src/lib/service/contract.ts, docs/decisions/0022):
 * renewal bills, reset, and binding an email through a service's keys. The subscription
 * document itself is not JSON and is served beside the router (routes/subscribe.ts).
 */
import { refuseUnlessResellerAllowsEmail } from '../reseller/data.ts';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { authenticateService, sendEmailCode, unbindEmail, verifyEmailCode } from '../email-binding/binding.ts';
import { confirmReset, previewReset, replayReset } from '../reset/reset.ts';
import { renewalBill, unpaidBill } from '../bills/service-bills.ts';
import type { SandboxContext } from '../core/context.ts';
import type { ApiRouter } from '../core/router.ts';
import { authenticate } from '../account/routes.ts';
import { validEmail } from '../order/routes.ts';

export function registerServiceRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.invoiceGen, ({ body }) => renewalBill(ctx, authenticate(ctx, body.uuid, body.hmac), body.serviceId));

  router.on(endpoints.invoiceMb, ({ body }) => unpaidBill(ctx, authenticate(ctx, body.uuid, body.hmac), body.serviceId));

  router.on(endpoints.resetPreview, ({ body }) => previewReset(ctx, authenticate(ctx, body.uuid, body.hmac), body.serviceId));

  router.on(endpoints.resetConfirm, ({ body }) => replayReset(ctx, body) ?? confirmReset(ctx, authenticate(ctx, body.uuid, body.hmac), body.confirmToken, body.lang));

  router.on(endpoints.serviceEmailBind, ({ params, body }) => {
    const { service, user } = authenticateService(ctx, params.id, body);
    refuseUnlessResellerAllowsEmail(ctx.db, service.id);
    return sendEmailCode(ctx, service, user, validEmail(body.email), body.lang ?? user.lang);
  });

  router.on(endpoints.serviceEmailUnbind, ({ params, body }) => {
    const { service, user } = authenticateService(ctx, params.id, body);
    refuseUnlessResellerAllowsEmail(ctx.db, service.id);
    return unbindEmail(ctx, user, body.intent);
  });

  router.on(endpoints.serviceEmailVerify, ({ params, query }) => verifyEmailCode(ctx, params.id, query));
}
