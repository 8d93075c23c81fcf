/**
 * Cards: a Stripe-style payment intent whose client secret the site's Stripe.js (a test
 * double in the sandbox) confirms, with a new card number or a saved card; and card
 * set-ups, which save a card for later.
 */
import { PUBLISHABLE_KEY, cardBrand, checkTestCard } from '../../saved-cards/rules.ts';
import type { SandboxContext } from '../../core/context.ts';
import { consumeCardSetup, findCard, insertCard } from '../../saved-cards/data.ts';
import { findPayment, insertPayment, setPaymentMethod, settlePayment, type PaymentRow } from '../data.ts';
import { paymentMethod } from '../../../src/lib/payment/methods.ts';
import { findUser } from '../../core/account-rows.ts';
import { audienceOf, isOffered } from '../methods.ts';
import { withTransaction } from '../../core/db/schema.ts';
import { requireInvoice } from '../../invoice/invoices.ts';
import { assertPending, RailRefusal, settle } from '../settle.ts';
import type { Rail } from './rail.ts';

export const clientSecretOf = (paymentId: string) => `${paymentId}_secret_sandbox`;

export const cardRail: Rail = {
  start({ ctx, request, base }) {
    const payment = insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: null, pmId: request.pmId ?? null });
    return { kind: 'card', paymentId: payment.id, clientSecret: clientSecretOf(payment.id), publishableKey: PUBLISHABLE_KEY };
  },
};

export interface CardConfirmation {
  clientSecret: string;
  cardNumber?: string | undefined;
  expMonth?: number | undefined;
  expYear?: number | undefined;
  cvc?: string | undefined;
  pmId?: string | undefined;
  wallet?: 'google_pay' | 'google_pay_declined' | undefined;
}

export type CardResult = { kind: 'payment'; paymentId: string } | { kind: 'setup'; setupId: string; pmId: string };

/** A saved card's own test behaviour: the declining test card's last four decline. */
const SAVED_DECLINING_LAST4 = '0002';

/**
 * What Stripe.js would do with a client secret and a card: pay (or decline) a card
 * payment, or save a card for a set-up.
 * @throws RailRefusal 400 (invalid card, with Stripe's code), 402 CardDeclined, 404, 409.
 */
export function confirmCard(ctx: SandboxContext, confirmation: CardConfirmation, now = ctx.clock.now()): CardResult {
  return withTransaction(ctx.db, () => {
    const setup = /^(seti_[0-9a-f]{24})_secret_sandbox$/.exec(confirmation.clientSecret);
    if (setup?.[1]) return confirmSetup(ctx, setup[1], confirmation, now);
    const intent = /^(pay_[0-9a-f]{24})_secret_sandbox$/.exec(confirmation.clientSecret);
    const payment = intent?.[1] ? findPayment(ctx.db, intent[1]) : undefined;
    if (!payment || paymentMethod(payment.method).rail !== 'card') throw new RailRefusal(404, 'NotFound', 'No such payment_intent.', 'resource_missing');
    assertPending(payment, now);
    if (confirmation.wallet !== undefined) return confirmWithGooglePay(ctx, payment, confirmation.wallet === 'google_pay_declined', now);

    const pmId = confirmation.pmId ?? payment.pm_id;
    let declined: boolean;
    if (pmId) {
      const card = findCard(ctx.db, pmId);
      const owner = requireInvoice(ctx, payment.invoice_id).user_uuid;
      if (!card || card.user_uuid !== owner) throw new RailRefusal(400, 'CardInvalid', 'No such PaymentMethod.', 'resource_missing');
      declined = card.last4 === SAVED_DECLINING_LAST4;
    } else {
      const outcome = checkTestCard({ ...confirmation, cardNumber: confirmation.cardNumber ?? '' }, now);
      if (outcome.outcome === 'invalid') throw new RailRefusal(400, 'CardInvalid', outcome.message, outcome.code);
      declined = outcome.outcome === 'decline';
    }
    if (declined) {
      settlePayment(ctx.db, payment.id, 'declined', now);
      return { kind: 'payment', paymentId: payment.id };
    }
    settle(ctx, payment, now);
    return { kind: 'payment', paymentId: payment.id };
  });
}

/**
 * Google Pay through the Express Checkout element confirms the same payment intent as the
 * card field: Stripe reports the card's wallet, and the provider books the bill as paid
 * with Google Pay (its method, its transaction) when the account is offered it.
 * @throws RailRefusal 400 (Google Pay not offered to the bill's owner).
 */
function confirmWithGooglePay(ctx: SandboxContext, payment: PaymentRow, declined: boolean, now: Date): CardResult {
  const invoice = requireInvoice(ctx, payment.invoice_id);
  const owner = findUser(ctx.db, invoice.user_uuid);
  if (!isOffered('googlepay', audienceOf(owner, 'pc', false))) {
    throw new RailRefusal(400, 'CardInvalid', 'The payment method type "google_pay" is not activated for this account.', 'payment_method_not_available');
  }
  if (declined) {
    settlePayment(ctx.db, payment.id, 'declined', now);
    return { kind: 'payment', paymentId: payment.id };
  }
  setPaymentMethod(ctx.db, payment.id, 'googlepay');
  settle(ctx, { ...payment, method: 'googlepay' }, now);
  return { kind: 'payment', paymentId: payment.id };
}

function confirmSetup(ctx: SandboxContext, setupId: string, confirmation: CardConfirmation, now: Date): CardResult {
  const outcome = checkTestCard({ ...confirmation, cardNumber: confirmation.cardNumber ?? '' }, now);
  if (outcome.outcome === 'invalid') throw new RailRefusal(400, 'CardInvalid', outcome.message, outcome.code);
  if (outcome.outcome === 'decline') throw new RailRefusal(402, 'CardDeclined', outcome.message, outcome.code);
  const uuid = consumeCardSetup(ctx.db, setupId, now);
  if (uuid === null) throw new RailRefusal(404, 'NotFound', 'No such setup_intent (or it was already confirmed).', 'resource_missing');
  const digits = (confirmation.cardNumber ?? '').replace(/[\s-]/g, '');
  const pmId = insertCard(
    ctx.db,
    uuid,
    { brand: cardBrand(digits), last4: digits.slice(-4), expMonth: confirmation.expMonth ?? 12, expYear: confirmation.expYear ?? now.getUTCFullYear() + 3 },
    now,
  );
  return { kind: 'setup', setupId, pmId };
}
