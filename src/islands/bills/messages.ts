import { CALL_ERRORS, type AppErrorName } from '../../lib/core/api/errors';
import { PAYMENT_METHODS, type PaymentMethodId } from '../../lib/order/contract';
import type { AreaKey } from '../../lib/core/i18n/t';
import type { BillItemKey } from '../../lib/core/i18n/bill-item';

/** The areas the bills page sends its island whole: a key from any other fails the typecheck (ADR 0009). */
export const BILLS_AREAS = ['bills', 'status', 'action'] as const;
export type BillsArea = (typeof BILLS_AREAS)[number];

/**
 * The errors the bills page and its dialog can show; only their words are sent (an error
 * outside the list reads "request failed", ErrorNotice).
 */
export const BILLS_PAGE_ERRORS = [
  ...CALL_ERRORS,
  'NotFound',
  'InvoiceLoadFailed',
  'RenewalCancelFailed',
] as const satisfies readonly AppErrorName[];

/** The payment methods' names (the order area's), the only keys of that area the page needs. */
export type MethodKey = `order.method.${PaymentMethodId}`;
export const METHOD_KEYS: readonly MethodKey[] = PAYMENT_METHODS.map((method) => `order.method.${method}` as const);

/** Every key the island may look up (a bill's words: lib/core/i18n/bill-item). */
export type BillsText = AreaKey<BillsArea | 'error'> | MethodKey | BillItemKey;
/** The dialog's words: the page's, and its own area fetched with it (`loadArea('billsDialog', …)`). */
export type BillsDialogText = BillsText | AreaKey<'billsDialog'>;
