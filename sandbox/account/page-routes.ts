/**
 * The manage-account page's own calls (contract: src/lib/account/page-contract.ts,
 * docs/decisions/0025): the balance's history, the provider's messages, and binding an
 * email from the account itself (the same binding and rules as the service page's calls:
 * account/email-binding.ts).
 */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { DEFAULT_LOCALE } from '../../src/lib/core/i18n/locales.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import { sendEmailCode, unbindEmail, verifyAccountEmailCode } from '../email-binding/binding.ts';
import type { SandboxContext } from '../core/context.ts';
import { listBalanceEntries } from '../balance/data.ts';
import { CURRENCY } from '../order/catalogue.ts';
import { listMessages } from './messages.ts';
import type { ApiRouter } from '../core/router.ts';
import { pageOf } from '../bills/list.ts';
import { withBalanceAfter } from '../balance/history.ts';
import { authenticate } from './routes.ts';
import { validEmail } from '../order/routes.ts';

/** Spec section 7 / ADR 0025: the message history answers at most this many. */
export const MESSAGE_HISTORY_LIMIT = 50;

export function registerAccountPageRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.balanceTrans, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    const history = withBalanceAfter(listBalanceEntries(ctx.db, user.uuid).map((entry) => ({ ...entry, amountCents: entry.amount_cents })));
    return {
      currency: CURRENCY,
      totalCount: history.length,
      entries: pageOf(history, body.limitstart, body.limitnum).map((entry) => ({
        id: entry.id,
        at: entry.at,
        amount: fromMinor(entry.amountCents),
        type: entry.type,
        invoiceId: entry.invoice_id,
        balanceAfter: fromMinor(entry.balanceAfterCents),
      })),
    };
  });

  router.on(endpoints.messageHistory, ({ query }) => {
    const user = authenticate(ctx, query.uuid, query.hmac);
    return { messages: listMessages(ctx.db, user.uuid, query.lang ?? DEFAULT_LOCALE, MESSAGE_HISTORY_LIMIT) };
  });

  router.on(endpoints.auEmailBind, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    return sendEmailCode(ctx, null, user, validEmail(body.email), body.lang ?? user.lang);
  });

  router.on(endpoints.auEmailUnbind, ({ body }) => unbindEmail(ctx, authenticate(ctx, body.uuid, body.hmac), body.intent));

  router.on(endpoints.auEmailVerify, ({ body }) => verifyAccountEmailCode(ctx, authenticate(ctx, body.uuid, body.hmac).uuid, body));
}
