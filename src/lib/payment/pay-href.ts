import type { Locale } from '../core/i18n/locales';
import { routeHref } from '../core/routes';

/**
 * Where a bill is paid: order/pay with its id (order/paying inside the app's web view),
 * as the bills, the invoice, the service page and the wizard open it.
 * @example payHref('zh-TW', 1042) // '/zh-TW/order/pay?invoice=1042'
 */
export function payHref(locale: Locale, invoiceId: number, inApp = false): string {
  return `${routeHref(locale, inApp ? 'orderPaying' : 'orderPay')}?invoice=${invoiceId}`;
}
