/**
 * Taking the money: the pay call checks what every rail shares (the invoice is the
 * caller's and payable, the method is offered, the request's extras fit the method),
 * switches the invoice to the method and hands over to that method's rail, which opens
 * the attempt and says how the page takes it. The rails are simulated: the cashier page
 * and the control surface settle an attempt (`../settle.ts`), step the USDT chain and
 * confirm test cards.
 */
import type { PaymentInstruction, PaymentMethodId } from '../../../src/lib/core/contract/index.ts';
import type { PaymentRailKind } from '../../../src/lib/payment/methods.ts';
import { paymentMethod } from '../../../src/lib/payment/methods.ts';
import type { SandboxContext } from '../../core/context.ts';
import { findUser, type UserRow } from '../../core/account-rows.ts';
import { findCard } from '../../saved-cards/data.ts';
import { withTransaction } from '../../core/db/schema.ts';
import { validationFailed } from '../../core/router.ts';
import { audienceOf, requireOffered } from '../methods.ts';
import { assertPayable, requireInvoice, requireOwnInvoice, switchMethod, unpaidMinor } from '../../invoice/invoices.ts';
import { balanceRail } from './balance.ts';
import { cardRail } from './card.ts';
import { cryptoRail } from './crypto.ts';
import { answerAsArmed } from './next-answer.ts';
import { paypalRail } from './paypal.ts';
import { qrRail } from './qr.ts';
import type { PayRequest, Rail } from './rail.ts';
import { unionpayRail } from './unionpay.ts';
import { usdtRail } from './usdt.ts';

export type { PayRequest } from './rail.ts';

/** The rail of each kind the registry names (`rules/payment-methods.ts`). */
const RAIL_OF_KIND: Record<PaymentRailKind, Rail> = {
  qr: qrRail,
  'two-step-qr': unionpayRail,
  redirect: paypalRail,
  'hosted-crypto': cryptoRail,
  card: cardRail,
  usdt: usdtRail,
  balance: balanceRail,
};

/** A method's rail, as its registry entry names it. */
export function railOf(method: PaymentMethodId): Rail {
  return RAIL_OF_KIND[paymentMethod(method).rail];
}

/**
 * Starts paying an invoice: `payer` is the logged-in owner, or null for the no-login
 * path (which cannot use the balance or saved cards).
 * @throws ProviderError 404 (unknown or someone else's invoice), 409 (not payable,
 * balance short, USDT pool busy), 400 ValidationFailed (method not offered, bad pmId/paymentId).
 */
export function startPayment(ctx: SandboxContext, invoiceId: number, payer: UserRow | null, request: PayRequest, now = ctx.clock.now()): PaymentInstruction {
  return withTransaction(ctx.db, () => {
    const found = payer ? requireOwnInvoice(ctx, invoiceId, payer) : requireInvoice(ctx, invoiceId);
    assertPayable(found, now);
    const owner = findUser(ctx.db, found.user_uuid);
    if (!owner) throw new Error(`invoice ${found.id} has no owner`);
    const method = request.paymentMethod;
    requireOffered(method, audienceOf(owner, request.device, payer !== null));
    if (request.pmId !== undefined && (method !== 'card' || !payer || findCard(ctx.db, request.pmId)?.user_uuid !== payer.uuid)) {
      throw validationFailed(['pmId'], 'not a saved card of this account');
    }
    if (request.paymentId !== undefined && paymentMethod(method).rail !== 'two-step-qr') throw validationFailed(['paymentId'], 'only UnionPay takes a paymentId');

    const invoice = switchMethod(ctx, found, method);
    const base = { invoiceId: invoice.id, method, amountCents: unpaidMinor(invoice), currency: invoice.currency, createdAt: now };
    // A test may have armed an odd answer for this invoice (control surface, next-answer).
    return answerAsArmed(ctx, invoice.id, railOf(method).start({ ctx, invoice, payer, request, base, now }));
  });
}
