/**
 * The paths of the calls pages start from their <head> (early-read.ts). The contract is
 * their one source (src/lib/contract); these are copies only because the inline script
 * cannot carry the contract's schemas, and tests/unit/early checks that they match it.
 */
export const EARLY_PATHS = {
  hmacCheck: '/au/api/v1/hmac/check',
  auInfo: '/au/api/v1/au/info',
  auService: '/au/api/v1/au/service/:id',
  invoiceList: '/au/api/v1/invoices',
  invoiceLast: '/au/api/v1/invoices/last',
  invoiceInfo: '/au/api/v1/invoices/info/:id',
  invoiceInfoPublic: '/au/api/v1/invoices/n/info/:id',
  messageHistory: '/au/api/v1/message/history',
  affInfo: '/au/api/v1/aff/info',
  affInviteQrcode: '/au/api/v1/aff/invite/qrcode',
  affInviteList: '/au/api/v1/aff/invite/list',
  accountBalance: '/au/api/v1/account/balance',
  balanceTrans: '/au/api/v1/account/balance/trans',
  stripeMethods: '/au/api/v1/pay/method/stripe',
} as const;
