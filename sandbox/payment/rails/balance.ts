/**
 * The account balance: pays the whole bill at once. Part of a bill is paid with
 * `credit/pay` instead (billing/invoices.ts `applyCredit`), the rest another way. Both
 * record what the balance paid the same way, as the bill's credit, so the invoice's rows
 * add up (rules/invoice-amounts `billSettlement`).
 */
import { insertPayment } from '../data.ts';
import { ProviderError } from '../../core/router.ts';
import { applyCredit } from '../../invoice/invoices.ts';
import type { Rail } from './rail.ts';

export const balanceRail: Rail = {
  start({ ctx, invoice, payer, base, now }) {
    const due = base.amountCents;
    if (!payer || payer.balance_cents < due) {
      throw new ProviderError(409, 'ValidationFailed', 'the balance does not cover what is due: apply part of it with credit/pay and pay the rest another way', ['paymentMethod']);
    }
    insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: null, state: 'paid' });
    applyCredit(ctx, invoice.id, payer, due, now);
    return { kind: 'paid' };
  },
};
