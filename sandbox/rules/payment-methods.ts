/**
 * The payment methods the sandbox offers (spec section 9) and how the payment page
 * takes each. Both devices get the same list (the real provider may hide WeChat Pay on
 * a computer; the sandbox keeps it so every panel can be tried anywhere).
 */
import type { Device, PaymentMethodId, PaymentOption } from '../../src/lib/contract/index.ts';

export const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  { id: 'alipay', kind: 'qr', feePercent: '3', refundable: false },
  { id: 'wechat', kind: 'qr', feePercent: '3', refundable: false },
  { id: 'alipayhk', kind: 'qr', feePercent: null, refundable: true },
  { id: 'unionpay', kind: 'qr', feePercent: null, refundable: true },
  { id: 'card', kind: 'card', feePercent: null, refundable: true },
  { id: 'usdt', kind: 'usdt', feePercent: null, refundable: true },
  { id: 'paypal', kind: 'redirect', feePercent: null, refundable: true },
  { id: 'balance', kind: 'balance', feePercent: null, refundable: true },
];

export function paymentOption(id: PaymentMethodId): PaymentOption {
  const option = PAYMENT_OPTIONS.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`unknown payment method ${id}`);
  return option;
}

/** The fee percentage of a method ("3"), or null. */
export function feePercentOf(id: PaymentMethodId): string | null {
  return paymentOption(id).feePercent;
}

export interface MethodAudience {
  device: Device;
  /** The account's restriction (a test fixture option); null: every method. */
  restrictTo: readonly PaymentMethodId[] | null;
  /** The caller's balance in cents, or null when nobody is logged in. */
  balanceCents: number | null;
}

/**
 * Balance is offered only to a logged-in account with a positive balance.
 * @example offeredMethods({ device: 'pc', restrictTo: ['alipay'], balanceCents: null }).map((m) => m.id) // ['alipay']
 */
export function offeredMethods(audience: MethodAudience): PaymentOption[] {
  return PAYMENT_OPTIONS.filter((option) => {
    if (audience.restrictTo !== null && !audience.restrictTo.includes(option.id)) return false;
    if (option.id === 'balance') return audience.balanceCents !== null && audience.balanceCents > 0;
    return true;
  });
}

export function isOffered(id: PaymentMethodId, audience: MethodAudience): boolean {
  return offeredMethods(audience).some((option) => option.id === id);
}
