import type { Locale } from '../../lib/core/i18n/locales';
import { routeHref } from '../../lib/core/routes';

/** Where an unpaid bill is paid: order/pay with its id, as the service page's "pay the bill" opens it. */
export function payHref(locale: Locale, invoiceId: number): string {
  return `${routeHref(locale, 'orderPay')}?invoice=${invoiceId}`;
}
