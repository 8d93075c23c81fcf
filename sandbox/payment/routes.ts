/**
 * The payment rails' own calls (contract: src/lib/invoice/contract.ts): the USDT chain
 * watcher, by invoice id and without a login like the no-login invoice view (it shows
 * only an address, an amount and a state), and saved cards.
 */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { currentUsdt, describeUsdt, refreshUsdt } from './rails/usdt.ts';
import type { SandboxContext } from '../core/context.ts';
import { deleteCard, insertCardSetup, listCards } from '../saved-cards/data.ts';
import { Created, ProviderError, type ApiRouter } from '../core/router.ts';
import { PUBLISHABLE_KEY } from '../saved-cards/rules.ts';
import { authenticate } from '../account/routes.ts';

export function registerPayRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.usdtInvoice, ({ params }) => describeUsdt(currentUsdt(ctx, params.id), ctx.clock.now()));
  router.on(endpoints.usdtTransaction, ({ params }) => describeUsdt(currentUsdt(ctx, params.id), ctx.clock.now()));
  router.on(endpoints.usdtExpire, ({ params }) => refreshUsdt(ctx, params.id));

  router.on(endpoints.stripeMethods, ({ query }) => {
    const user = authenticate(ctx, query.uuid, query.hmac);
    return { cards: listCards(ctx.db, user.uuid).map((card) => ({ pmId: card.pm_id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year })) };
  });

  router.on(endpoints.stripeSetup, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    const setupId = insertCardSetup(ctx.db, user.uuid, ctx.clock.now());
    return new Created({ setupClientSecret: `${setupId}_secret_sandbox`, publishableKey: PUBLISHABLE_KEY });
  });

  router.on(endpoints.stripeRemove, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    if (!deleteCard(ctx.db, user.uuid, body.pmId)) throw new ProviderError(404, 'NotFound');
    return { removed: true } as const;
  });
}
