/**
 * The reseller calls (contract: src/lib/reseller/contract.ts, ADR 0054): a service's
 * reseller setting, and the client login's password reset (what it would do, then the new
 * password, answered once and kept only as a hash).
 */
import { endpoints, LOGIN_HMAC_HEADER, LOGIN_UUID_HEADER } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService } from '../core/account-rows.ts';
import { withTransaction } from '../core/db/schema.ts';
import { ProviderError, type ApiRouter } from '../core/router.ts';
import { authenticate } from '../account/routes.ts';
import type { UserRow } from '../core/account-rows.ts';
import { findResellerService, newClientPassword, replaceClientPassword, resellerSettingOf, type ResellerServiceRow } from './data.ts';

/**
 * The client login of the account's own reseller service, when its reseller lets the
 * customer reset it.
 * @throws ProviderError 404 NotFound (not the account's service, or not a reseller's; the same answer)
 * @throws ProviderError 403 ResellerForbids
 */
function resettableLogin(ctx: SandboxContext, user: UserRow, serviceId: number): ResellerServiceRow {
  const service = findService(ctx.db, serviceId);
  const sold = service && service.user_uuid === user.uuid ? findResellerService(ctx.db, serviceId) : undefined;
  const setting = sold ? resellerSettingOf(ctx.db, serviceId) : null;
  if (!sold || !setting) throw new ProviderError(404, 'NotFound');
  if (!setting.customerMay.resetClientPassword) throw new ProviderError(403, 'ResellerForbids');
  return sold;
}

export function registerResellerRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.resellerSetting, ({ query }) => ({ reseller: resellerSettingOf(ctx.db, query.serviceId) }));

  router.on(endpoints.resellerPwdPreReset, ({ params, headers }) => {
    const user = authenticate(ctx, headers[LOGIN_UUID_HEADER], headers[LOGIN_HMAC_HEADER]);
    const sold = resettableLogin(ctx, user, params.id);
    return { username: sold.username, oldPasswordStops: true as const, clientPanelUrl: resellerSettingOf(ctx.db, params.id)?.clientPanelUrl ?? null };
  });

  router.on(endpoints.resellerPwdReset, ({ params, body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    return withTransaction(ctx.db, () => {
      resettableLogin(ctx, user, params.id);
      const password = newClientPassword();
      if (!replaceClientPassword(ctx.db, params.id, body.username, password, ctx.clock.now())) throw new ProviderError(409, 'ClientLoginChanged');
      return { username: body.username, password };
    });
  });
}
