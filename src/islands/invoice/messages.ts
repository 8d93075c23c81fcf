import type { AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey } from '../../lib/core/i18n/t';
import { PAYMENT_METHODS } from '../../lib/order/contract';
import { BILLING_CYCLES } from '../../lib/core/contract/common';

/**
 * The errors reading a bill can end in; only their words are sent (ErrorNotice tells any
 * other as "request failed"). A missing bill is the page's own "not found", not an error.
 */
export const INVOICE_PAGE_ERRORS = ['NetworkTrouble', 'Timeout', 'ServerError', 'ProviderBusy', 'MalformedResponse', 'RequestError', 'InvoiceLoadFailed'] as const satisfies readonly AppErrorName[];

/** The words of the other areas the page shows: payment methods and billing cycles in words. */
export const INVOICE_PAGE_KEYS = [...PAYMENT_METHODS.map((method) => `order.method.${method}` as const), ...BILLING_CYCLES.map((cycle) => `cycle.${cycle}` as const), 'action.retry'] as const;

/** Every key the invoice page may send its island (a key from elsewhere fails the typecheck). */
export type InvoicePageKey = AreaKey<'invoice' | 'error' | 'action'> | (typeof INVOICE_PAGE_KEYS)[number];
