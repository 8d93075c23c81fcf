/**
 * Which payment methods the sandbox offers a caller (spec section 9). The methods'
 * facts (panel, fee, refund terms) are the shared registry's
 * (`src/lib/payment/methods.ts`); this only decides who may use which. Both
 * devices get the same list (the real provider may hide WeChat Pay on a computer; the
 * sandbox keeps it so every panel can be tried anywhere).
 */
import type { Device, PaymentMethodId, PaymentOption } from '../../src/lib/core/contract/index.ts';
import type { Minor } from '../../src/lib/invoice/amounts.ts';
import { ALL_PAYMENT_METHODS, paymentOptionOf } from '../../src/lib/payment/methods.ts';

export interface MethodAudience {
  device: Device;
  /** The account's restriction (a test fixture option); null: every method. */
  restrictTo: readonly PaymentMethodId[] | null;
  /** The caller's balance, or null when nobody is logged in. */
  balanceMinor: Minor | null;
}

/**
 * Balance is offered only to a logged-in account with a positive balance.
 * @example offeredMethods({ device: 'pc', restrictTo: ['alipay'], balanceMinor: null }).map((m) => m.id) // ['alipay']
 */
export function offeredMethods(audience: MethodAudience): PaymentOption[] {
  return ALL_PAYMENT_METHODS.filter((method) => {
    if (audience.restrictTo !== null && !audience.restrictTo.includes(method.id)) return false;
    if (method.rail === 'balance') return audience.balanceMinor !== null && audience.balanceMinor > 0;
    return true;
  }).map((method) => paymentOptionOf(method.id));
}

export function isOffered(id: PaymentMethodId, audience: MethodAudience): boolean {
  return offeredMethods(audience).some((option) => option.id === id);
}
