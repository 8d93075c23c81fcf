/**
 * Which payment methods the sandbox offers a caller (spec section 9). The methods'
 * facts (panel, fee, refund terms) are the shared registry's
 * (`src/lib/payment/methods.ts`); this only decides who may use which: the account's
 * region (./regions.ts), a fixture's restriction, and the balance.
 */
import type { Device, PaymentMethodId, PaymentOption } from '../../src/lib/core/contract/index.ts';
import type { Minor } from '../../src/lib/invoice/amounts.ts';
import { ALL_PAYMENT_METHODS, paymentOptionOf } from '../../src/lib/payment/methods.ts';
import type { UserRow } from '../core/account-rows.ts';
import { ProviderError } from '../core/router.ts';
import { DEFAULT_REGION, offeredInRegion, type AccountRegion } from './regions.ts';

export interface MethodAudience {
  device: Device;
  /** The account's region; a visitor without an account is the default region's. */
  region: AccountRegion;
  /** The account's restriction (a test fixture option); null: every method. */
  restrictTo: readonly PaymentMethodId[] | null;
  /** The caller's balance, or null when nobody is logged in. */
  balanceMinor: Minor | null;
}

/**
 * Who an account (or, with null, a visitor without one) is to the method rules.
 * `payer`: whether the caller is logged in as the account (only then is the balance offered).
 * @example audienceOf(null, 'pc', false) // { device: 'pc', region: 'HK', restrictTo: null, balanceMinor: null }
 */
export function audienceOf(account: UserRow | null | undefined, device: Device, payer: boolean): MethodAudience {
  return {
    device,
    region: account?.region ?? DEFAULT_REGION,
    restrictTo: account?.payment_methods ?? null,
    balanceMinor: payer && account ? account.balance_cents : null,
  };
}

/**
 * Balance is offered only to a logged-in account with a positive balance.
 * @example offeredMethods({ device: 'pc', region: 'HK', restrictTo: ['alipay'], balanceMinor: null }).map((m) => m.id) // ['alipay']
 */
export function offeredMethods(audience: MethodAudience): PaymentOption[] {
  return ALL_PAYMENT_METHODS.filter((method) => {
    if (audience.restrictTo !== null && !audience.restrictTo.includes(method.id)) return false;
    if (!offeredInRegion(method.id, audience.region)) return false;
    if (method.rail === 'balance') return audience.balanceMinor !== null && audience.balanceMinor > 0;
    return true;
  }).map((method) => paymentOptionOf(method.id));
}

export function isOffered(id: PaymentMethodId, audience: MethodAudience): boolean {
  return offeredMethods(audience).some((option) => option.id === id);
}

/**
 * Refuses a method the caller may not use, with the provider's own words for it (403
 * `MethodNotOffered`), on every call that takes a method: an order, a switch, a payment.
 * @throws ProviderError 403 MethodNotOffered
 */
export function requireOffered(id: PaymentMethodId, audience: MethodAudience): void {
  if (!isOffered(id, audience)) throw new ProviderError(403, 'MethodNotOffered', `${id} is not offered to this account; choose one of the methods au/payments lists`);
}
