import { CALL_ERRORS, type AppErrorName } from '../../lib/core/api/errors';
import { SERVICE_STATUSES } from '../../lib/core/contract/common';
import type { AreaKey } from '../../lib/core/i18n/t';
import { EMAIL_BINDING_ERRORS } from '../email-binding/messages';
import { RESET_ERRORS } from '../reset/messages';

/** The areas the service page sends its panel: a key from any other fails the typecheck (ADR 0009). */
export const SERVICE_PANEL_AREAS = ['service', 'status', 'action', 'error', 'subscription', 'email', 'reset', 'reseller'] as const;
export type ServicePanelArea = (typeof SERVICE_PANEL_AREAS)[number];

/**
 * The errors the service page and its sections can show; only their words are sent
 * (the whole `error` area is 1.6 KiB brotli). An error outside the list reads "request
 * failed" (ErrorNotice). A section that adds a call adds the call's refusals here.
 */
export const SERVICE_PAGE_ERRORS = [
  ...CALL_ERRORS,
  'NotFound',
  'RenewalInvoiceFailed',
  'OrderTimedOut',
  ...RESET_ERRORS,
  ...EMAIL_BINDING_ERRORS,
  'QrCodeInvalid',
  'AccountClosed',
  'ResellerForbids',
  'ClientLoginChanged',
] as const satisfies readonly AppErrorName[];

/** The words the switch dialog speaks (SwitchServiceDialog): a page that does not send the whole service and status areas sends these. */
export const SWITCH_SERVICE_KEYS = [
  'service.switch.title',
  'service.switch.close',
  'service.switch.current',
  'service.choice',
  'service.number',
  ...SERVICE_STATUSES.map((status) => `status.${status}` as const),
] as const satisfies readonly AreaKey<'service' | 'status'>[];
export type SwitchServiceText = (typeof SWITCH_SERVICE_KEYS)[number];
