/**
 * Invoices, paying them and the balance (contract: src/lib/contract/invoice.ts). The
 * logged-in view is for the owner only (someone else's invoice is 404, like a missing
 * one); the no-login view and pay path need only the invoice id and never carry secrets.
 */
import { endpoints } from '../../src/lib/contract/index.ts';
import { fromMinor, toMinor } from '../../src/lib/rules/money.ts';
import { describeInvoice } from '../billing/invoice-view.ts';
import { applyCredit, assertPayable, requireInvoice, requireOwnInvoice, switchMethod } from '../billing/invoices.ts';
import { startPayment } from '../billing/rails/index.ts';
import type { SandboxContext } from '../context.ts';
import { findUser } from '../data/accounts.ts';
import { listBalanceEntries } from '../data/balance.ts';
import { money } from '../data/catalogue.ts';
import { withTransaction } from '../db/schema.ts';
import { once } from '../idempotency.ts';
import { validationFailed, type ApiRouter } from '../router.ts';
import { isOffered } from '../rules/payment-methods.ts';
import { authenticate, optionalLogin } from './account.ts';

export function registerInvoiceRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.invoiceInfo, ({ params, body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    return describeInvoice(ctx, requireOwnInvoice(ctx, params.id, user), 'owner');
  });

  router.on(endpoints.invoiceInfoPublic, ({ params }) => describeInvoice(ctx, requireInvoice(ctx, params.id), 'public'));

  router.on(endpoints.invoiceUpdate, ({ body }) => {
    const user = optionalLogin(ctx, body.uuid, body.hmac);
    return withTransaction(ctx.db, () => {
      const now = ctx.clock.now();
      const row = user ? requireOwnInvoice(ctx, body.invoiceId, user) : requireInvoice(ctx, body.invoiceId);
      assertPayable(row, now);
      const owner = findUser(ctx.db, row.user_uuid);
      // Both devices are offered the same methods, so the device does not matter here.
      const audience = { device: 'pc' as const, restrictTo: owner?.payment_methods ?? null, balanceMinor: user ? user.balance_cents : null };
      if (!isOffered(body.paymentMethod, audience)) throw validationFailed(['paymentMethod'], `${body.paymentMethod} is not offered for this invoice`);
      return describeInvoice(ctx, switchMethod(ctx, row, body.paymentMethod), user ? 'owner' : 'public', now);
    });
  });

  router.on(endpoints.invoicePay, ({ params, body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    return once(ctx, endpoints.invoicePay, body.requestKey, { id: params.id, ...body }, 200, () => startPayment(ctx, params.id, user, body));
  });

  router.on(endpoints.invoicePayPublic, ({ params, body }) =>
    once(ctx, endpoints.invoicePayPublic, body.requestKey, { id: params.id, ...body }, 200, () => startPayment(ctx, params.id, null, body)),
  );

  router.on(endpoints.accountBalance, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    return {
      balance: money(user.balance_cents),
      history: listBalanceEntries(ctx.db, user.uuid).map((entry) => ({ at: entry.at, amount: fromMinor(entry.amount_cents), type: entry.type, invoiceId: entry.invoice_id })),
    };
  });

  router.on(endpoints.invoiceCreditPay, ({ params, body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    return once(
      ctx,
      endpoints.invoiceCreditPay,
      body.requestKey,
      { id: params.id, ...body },
      200,
      () => describeInvoice(ctx, applyCredit(ctx, params.id, user, toMinor(body.amount)), 'owner'),
      // A repeat applies nothing and answers the invoice as it is now.
      { replay: () => describeInvoice(ctx, requireOwnInvoice(ctx, params.id, user), 'owner') },
    );
  });
}
