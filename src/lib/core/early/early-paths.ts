/**
 * The paths of the calls pages start from their <head> (early-read.ts). The contract is
 * their one source (src/lib/contract); these are copies only because the inline script
 * cannot carry the contract's schemas, and tests/unit/early checks that they match it.
 *
 * One export each, read as `import * as EARLY_PATHS`: the bundler then puts into each
 * page's inline script only the paths that page asks, not every page's.
 */
export const hmacCheck = '/au/api/v1/hmac/check';
export const auInfo = '/au/api/v1/au/info';
export const auService = '/au/api/v1/au/service/:id';
export const invoiceList = '/au/api/v1/invoices';
export const invoiceLast = '/au/api/v1/invoices/last';
export const invoiceInfo = '/au/api/v1/invoices/info/:id';
export const invoiceInfoPublic = '/au/api/v1/invoices/n/info/:id';
export const messageHistory = '/au/api/v1/message/history';
export const affInfo = '/au/api/v1/aff/info';
export const affInviteQrcode = '/au/api/v1/aff/invite/qrcode';
export const affInviteList = '/au/api/v1/aff/invite/list';
export const accountBalance = '/au/api/v1/account/balance';
export const balanceTrans = '/au/api/v1/account/balance/trans';
export const stripeMethods = '/au/api/v1/pay/method/stripe';
export const resellerSetting = '/wl/v1/reseller/setting';
