/** Plans and coupons (contract: src/lib/order/contract.ts). */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { usableCoupon } from './orders.ts';
import type { SandboxContext } from '../core/context.ts';
import { listProducts, toProduct, toPromotion } from './catalogue.ts';
import { ProviderError, type ApiRouter } from '../core/router.ts';
import { optionalLogin } from '../account/routes.ts';

export function registerCatalogueRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.products, ({ query }) => ({ products: listProducts(ctx.db, query.gid).map(toProduct) }));

  router.on(endpoints.getPromotions, ({ query }) => {
    // With a login, "used by this account" is checked too; a wrong login is 401 as anywhere.
    const user = optionalLogin(ctx, query.uuid, query.hmac);
    const code = query.promocode.trim();
    if (code === '') throw new ProviderError(404, 'CouponInvalid');
    return toPromotion(usableCoupon(ctx, code, user ?? undefined, ctx.clock.now()));
  });
}
