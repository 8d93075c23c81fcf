/**
 * The payment timeline (issue: "created → waiting → detected → paid → delivered"): how
 * far a payment has come, from where the payment page stands and whether the money has
 * been seen before the provider has booked it.
 */
import type { PaymentMethodId } from '../order/contract.ts';
import { paymentMethod } from './methods.ts';

import type { PaymentStage } from './stage.ts';

export const TIMELINE_STEPS = ['created', 'waiting', 'detected', 'paid', 'delivered'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/**
 * The last step reached. "Detected" is its own moment only where a rail reports money on
 * its way (a USDT transfer seen on the chain, a card the bank has accepted); for the
 * others it passes together with "paid".
 * @example timelineStep('waiting', false) // 'waiting'
 * @example timelineStep('waiting', true) // 'detected'
 * @example timelineStep('paid', false) // 'paid'
 */
export function timelineStep(stage: PaymentStage, moneySeen: boolean): TimelineStep {
  switch (stage) {
    case 'delivered':
    case 'paid':
      return stage;
    case 'waiting':
      return moneySeen ? 'detected' : 'waiting';
    case 'failed':
      return 'waiting';
    case 'created':
    case 'expired':
    case 'closed':
      return 'created';
  }
}

/**
 * Whether the money is on its way but not booked yet, by what the method's registry
 * entry says its rail reports: a USDT transfer the chain watcher has seen (or confirmed,
 * before the invoice reads paid), a card the bank has accepted. Other rails report only "paid".
 * @example moneySeen('usdt', { usdtPhase: 'detected', cardConfirmed: false }) // true
 * @example moneySeen('alipay', { usdtPhase: null, cardConfirmed: false }) // false
 */
export function moneySeen(method: PaymentMethodId, facts: { usdtPhase: string | null; cardConfirmed: boolean }): boolean {
  switch (paymentMethod(method).moneySeenBy) {
    case 'usdt-detected':
      return facts.usdtPhase === 'detected' || facts.usdtPhase === 'confirmed';
    case 'card-confirmed':
      return facts.cardConfirmed;
    case null:
      return false;
  }
}
