/** Attribution calls (contract: src/lib/attribution/contract.ts; ADR 0037). */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { isAffiliateCode, recordAdReport, recordFingerprint } from './data.ts';
import { findPromotion, isPromotionExpired } from '../order/catalogue.ts';
import { withTransaction } from '../core/db/schema.ts';
import type { ApiRouter } from '../core/router.ts';
import { authenticate } from '../account/routes.ts';
import { isInviteCode, normaliseTypedCode } from '../../src/lib/affiliate/invite-code.ts';

export function registerAttributionRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.fingerprintUpload, ({ body }) => {
    recordFingerprint(ctx.db, body, ctx.clock.now());
    return { recorded: true } as const;
  });

  router.on(endpoints.auAds, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    withTransaction(ctx.db, () => recordAdReport(ctx.db, user.uuid, body, ctx.clock.now()));
    return { recorded: true } as const;
  });

  router.on(endpoints.promoCheck, ({ query }) => {
    const code = query.code.trim();
    if (isAffiliateCode(ctx.db, code)) return { code, kind: 'affiliate' } as const;
    // A code a person typed (the order's coupon field): read as Crockford does, O→0 and I/L→1, upper-case.
    const typed = normaliseTypedCode(code);
    if (isInviteCode(typed) && isAffiliateCode(ctx.db, typed)) return { code: typed, kind: 'affiliate' } as const;
    const promotion = findPromotion(ctx.db, code);
    const live = promotion !== undefined && !isPromotionExpired(promotion, ctx.clock.now());
    return { code, kind: live ? 'coupon' : 'unknown' } as const;
  });
}
