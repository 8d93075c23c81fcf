/**
 * Whether the money of the payment on screen has been seen before the provider booked
 * it (a USDT transfer on the chain, a card the bank accepted): the timeline's "detected".
 * Its own module because it reads the USDT and card stores, which read the payment store.
 */
import { computed } from 'nanostores';
import { moneySeen } from './timeline.ts';
import { $invoice } from './invoice-store.ts';
import { $usdt, usdtPhase } from './usdt-store.ts';
import { $cardConfirm, $googlePay } from './card-store.ts';

// A card the bank accepted, typed in the card field or approved in Google Pay's sheet (same intent, same rail).
export const $moneySeen = computed([$invoice, $usdt, $cardConfirm, $googlePay], (state, usdt, card, googlePay) =>
  state.kind === 'ready' ? moneySeen(state.invoice.paymentMethod, { usdtPhase: usdtPhase(usdt), cardConfirmed: card.kind === 'confirmed' || googlePay.kind === 'confirmed' }) : false,
);
