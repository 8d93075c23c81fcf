/** Account and service calls (contract: src/lib/account/contract.ts). */
import { endpoints, type ServiceDetail } from '../../src/lib/core/contract/index.ts';
import { isNeverPaid, serviceState } from '../core/accounts.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService, findUser, listServices, type ServiceRow, type UserRow } from '../core/account-rows.ts';
import { findInvoice } from '../invoice/data.ts';
import { subscriptionUrl } from '../core/links.ts';
import { ProviderError, validationFailed, type ApiRouter } from '../core/router.ts';
import { refuseClosedAccount } from './closed.ts';
import { FAIR_USE_BYTES } from '../service/rules.ts';
import { emailBindingOf } from '../email-binding/binding.ts';
import { activeAddons, devicesInUse, extraTrafficBytes } from '../subscription/devices.ts';

/**
 * The user a login pair belongs to. An unknown id and a wrong signature get the same
 * answer (and the same work: a signature is computed either way). Only the holder of the
 * right pair learns that the account is closed.
 * @throws ProviderError 401 HmacCheckFailed
 * @throws ProviderError 403 AccountClosed
 */
export function authenticate(ctx: SandboxContext, uuid: string, hmac: string): UserRow {
  const user = findUser(ctx.db, uuid);
  const expected = ctx.signer.userHmac(uuid, user?.link_version ?? 1);
  if (!ctx.signer.matches(expected, hmac) || !user) throw new ProviderError(401, 'HmacCheckFailed');
  return refuseClosedAccount(user);
}

/**
 * The user of an optional login pair: null when neither half is given, the account when
 * both are (401 when they do not match), 400 naming the missing half otherwise.
 */
export function optionalLogin(ctx: SandboxContext, uuid: string | undefined, hmac: string | undefined): UserRow | null {
  if (uuid === undefined && hmac === undefined) return null;
  if (uuid === undefined || hmac === undefined) throw validationFailed([uuid === undefined ? 'uuid' : 'hmac'], 'a login needs both uuid and hmac');
  return authenticate(ctx, uuid, hmac);
}

export function toServiceDetail(ctx: SandboxContext, row: ServiceRow, now: Date): ServiceDetail {
  const state = serviceState(row, now, extraTrafficBytes(ctx, row.id, now));
  return {
    id: row.id,
    relid: row.relid,
    hmac: ctx.signer.serviceHmac(row.id, row.link_version),
    status: state.status,
    isNew: row.is_new,
    seed: row.seed,
    token: row.token,
    pid: row.pid,
    productName: row.product_name,
    cycle: row.cycle,
    price: { amount: row.price_amount, currency: row.price_currency },
    registeredAt: row.registered_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    autoRenew: row.auto_renew,
    renewalCancelledAt: row.renewal_cancelled_at ? row.renewal_cancelled_at.toISOString() : null,
    usage: { usedBytes: state.usedBytes, fairUseBytes: FAIR_USE_BYTES, throttledMbps: row.speed_limit_mbps, resetAt: state.resetAt.toISOString() },
    speedLimitMbps: state.speedLimitMbps,
    deviceLimit: row.device_limit,
    devicesInUse: devicesInUse(ctx, row.id, now),
    addons: activeAddons(ctx, row.id, now),
    // Spec section 6: the subscription address shows only for an active service.
    subscriptionUrl: state.status === 'Active' ? subscriptionUrl(ctx.publicOrigin(), row.id, ctx.signer.subscriptionHmac(row.id, row.link_version)) : null,
  };
}

export function registerAccountRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.hmacCheck, ({ body }) => {
    authenticate(ctx, body.uuid, body.hmac);
    return { valid: true } as const;
  });

  router.on(endpoints.auInfo, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    const now = ctx.clock.now();
    const services = listServices(ctx.db, user.uuid);
    return {
      email: user.email,
      status: user.email_status,
      pending: emailBindingOf(ctx, user.uuid, now).pending,
      jjService: services.filter((row) => !isNeverPaid(row)).map((row) => ({ id: row.id, relid: row.relid, status: serviceState(row, now).status })),
      unpaidService: services.filter(isNeverPaid).map((row) => ({ id: row.id })),
    };
  });

  router.on(endpoints.auService, ({ params, query }) => {
    const user = authenticate(ctx, query.uuid, query.hmac);
    const row = findService(ctx.db, params.id);
    // Someone else's service is answered exactly like a missing one.
    if (!row || row.user_uuid !== user.uuid) throw new ProviderError(404, 'NotFound');
    return toServiceDetail(ctx, row, ctx.clock.now());
  });

  router.on(endpoints.userCheck, ({ query }) => {
    if ('uuid' in query) {
      const user = findUser(ctx.db, query.uuid);
      // "emailBound" answers whether email recovery is possible: only a verified email can recover.
      return { exists: user !== undefined, emailBound: user?.email_status === 'verified' };
    }
    // The owner of an invoice (the no-login payment page offers email recovery when it can).
    const invoice = findInvoice(ctx.db, query.invoiceId);
    const owner = invoice ? findUser(ctx.db, invoice.user_uuid) : undefined;
    return { exists: owner !== undefined, emailBound: owner?.email_status === 'verified' };
  });
}
