/** Plans and coupons (contract: src/lib/contract/order.ts). */
import { endpoints } from '../../src/lib/contract/index.ts';
import { usableCoupon } from '../billing/orders.ts';
import type { SandboxContext } from '../context.ts';
import { listProducts, toProduct, toPromotion } from '../data/catalogue.ts';
import { ProviderError, type ApiRouter } from '../router.ts';
import { optionalLogin } from './account.ts';

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
