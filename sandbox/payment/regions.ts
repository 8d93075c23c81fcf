/**
 * Who may pay with the mainland and Hong Kong wallets (spec section 9: "Alipay, WeChat
 * Pay, Alipay HK … only for some users"). The real provider's rule is not shown; the
 * sandbox's is by the account's region, kept on the account (docs/sandbox.md, ADR 0057):
 *
 * | region | Alipay | WeChat Pay | Alipay HK |
 * |---|---|---|---|
 * | `CN` mainland China | yes | yes | no |
 * | `HK` Hong Kong, `MO` Macau | yes | yes | yes |
 * | `TW` Taiwan, `OTHER` | no | no | no |
 *
 * Every other method is offered in every region. The device does not change the list:
 * a QR code is scanned from a computer with the phone, and on a phone the wallet's link
 * opens the app, for all three wallets alike.
 */
import type { PaymentMethodId } from '../../src/lib/core/contract/index.ts';

export const ACCOUNT_REGIONS = ['CN', 'HK', 'MO', 'TW', 'OTHER'] as const;
export type AccountRegion = (typeof ACCOUNT_REGIONS)[number];

/**
 * Where an account is when nothing says otherwise: Hong Kong, the provider's home market.
 * A visitor without an account is offered this region's methods, and the account the
 * order makes gets it, so a method chosen before the account existed stays payable after.
 */
export const DEFAULT_REGION: AccountRegion = 'HK';

const REGIONAL_WALLETS: Readonly<Partial<Record<PaymentMethodId, readonly AccountRegion[]>>> = {
  alipay: ['CN', 'HK', 'MO'],
  wechat: ['CN', 'HK', 'MO'],
  alipayhk: ['HK', 'MO'],
};

/**
 * Whether a method may be offered in a region (methods not in the table: everywhere).
 * @example offeredInRegion('alipay', 'TW') // false
 * @example offeredInRegion('alipayhk', 'HK') // true
 * @example offeredInRegion('card', 'TW') // true
 */
export function offeredInRegion(method: PaymentMethodId, region: AccountRegion): boolean {
  const regions = REGIONAL_WALLETS[method];
  return regions === undefined || regions.includes(region);
}
