/** Attribution calls (contract: src/lib/contract/attribution.ts; ADR 0037). */
import { endpoints } from '../../src/lib/contract/index.ts';
import type { SandboxContext } from '../context.ts';
import { isAffiliateCode, recordAdReport, recordFingerprint } from '../data/attribution.ts';
import { findPromotion, isPromotionExpired } from '../data/catalogue.ts';
import { withTransaction } from '../db/schema.ts';
import type { ApiRouter } from '../router.ts';
import { authenticate } from './account.ts';

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
    const promotion = findPromotion(ctx.db, code);
    const live = promotion !== undefined && !isPromotionExpired(promotion, ctx.clock.now());
    return { code, kind: live ? 'coupon' : 'unknown' } as const;
  });
}
