/**
 * Invoices, paying them and the balance (contract: src/lib/invoice/contract.ts). The
 * logged-in view is for the owner only (someone else's invoice is 404, like a missing
 * one); the no-login view and pay path need only the invoice id and never carry secrets.
 */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { fromMinor, toMinor } from '../../src/lib/core/rules/money.ts';
import { describeInvoice } from './view.ts';
import { applyCredit, assertPayable, requireInvoice, requireOwnInvoice, switchMethod } from './invoices.ts';
import { startPayment } from '../payment/rails/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { findUser } from '../core/account-rows.ts';
import { listBalanceEntries } from '../balance/data.ts';
import { money } from '../order/catalogue.ts';
import { withTransaction } from '../core/db/schema.ts';
import { once } from '../core/idempotency.ts';
import type { ApiRouter } from '../core/router.ts';
import { audienceOf, requireOffered } from '../payment/methods.ts';
import { authenticate, optionalLogin } from '../account/routes.ts';
import { refuseClosedAccount } from '../account/closed.ts';
import type { InvoiceRow } from './data.ts';

/** A bill of a closed account cannot be paid without a login either (ADR 0056). */
function refuseClosedOwner(ctx: SandboxContext, row: InvoiceRow): InvoiceRow {
  const owner = findUser(ctx.db, row.user_uuid);
  if (owner) refuseClosedAccount(owner);
  return row;
}

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
      const row = user ? requireOwnInvoice(ctx, body.invoiceId, user) : refuseClosedOwner(ctx, requireInvoice(ctx, body.invoiceId));
      assertPayable(row, now);
      const owner = findUser(ctx.db, row.user_uuid);
      // Both devices are offered the same methods (payment/regions.ts), so the device does not matter here.
      requireOffered(body.paymentMethod, audienceOf(owner, 'pc', user !== null));
      return describeInvoice(ctx, switchMethod(ctx, row, body.paymentMethod), user ? 'owner' : 'public', now);
    });
  });

  router.on(endpoints.invoicePay, ({ params, body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    return once(ctx, endpoints.invoicePay, body.requestKey, { id: params.id, ...body }, 200, () => startPayment(ctx, params.id, user, body));
  });

  router.on(endpoints.invoicePayPublic, ({ params, body }) => {
    refuseClosedOwner(ctx, requireInvoice(ctx, params.id));
    return once(ctx, endpoints.invoicePayPublic, body.requestKey, { id: params.id, ...body }, 200, () => startPayment(ctx, params.id, null, body));
  });

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
