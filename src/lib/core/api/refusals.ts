/**
 * What each call's failures mean to a person, in one place per call (issue 8: "one
 * provider-error-to-catalogue mapping per call"). The provider client turns transport
 * trouble into catalogue names itself; a refusal (the provider's own error answer)
 * reaches the caller as `RequestError` with the provider's name beside it, and this
 * table says which of those names a call explains with its own catalogue entry.
 *
 * Keyed by endpoint name rather than by the endpoint object, so that importing the table
 * does not bring every endpoint's schema into a page's script.
 */
import type { EndpointName } from '../contract/index.ts';
import type { ApiResult } from './provider-client.ts';
import type { AppErrorName } from './errors.ts';

export interface Refusals {
  /** Provider error names this call answers that have their own catalogue entry. */
  known?: Readonly<Partial<Record<string, AppErrorName>>>;
  /** Any other refusal of this call: a 4xx the page has no better words for. */
  refused?: AppErrorName;
  /** Any failure but connection trouble (a 5xx or a garbled answer too): the call has one word for all. */
  failed?: AppErrorName;
}

/** A bill that can no longer be paid says why; the pool of USDT addresses can be busy. */
const PAY_REFUSALS = {
  known: { InvoiceExpired: 'InvoiceExpired', InvoiceCancelled: 'InvoiceCancelled', OrderTimedOut: 'OrderTimedOut', UsdtAddressOccupied: 'UsdtAddressOccupied', MethodNotOffered: 'MethodNotOffered' },
} as const satisfies Refusals;

/**
 * A bill that can no longer be paid, answered to a call that is not a payment (switching
 * its method, a new USDT address): the way forward is a new order, not "try again".
 */
const CLOSED_BILL = { InvoiceExpired: 'InvoiceExpired', InvoiceCancelled: 'InvoiceCancelled', OrderTimedOut: 'OrderTimedOut' } as const;

/** What a mailed invite or a gift may be refused for (reference §2.4); each has its own words. */
const INVITE_REFUSALS = {
  InviteSelf: 'InviteSelf',
  InviteRegistered: 'InviteRegistered',
  InviteAlreadyInvited: 'InviteAlreadyInvited',
  InviteDailyLimit: 'InviteDailyLimit',
  MailboxRefused: 'MailboxRefused',
  QuotaExhausted: 'QuotaExhausted',
  InviterNotEligible: 'InviterNotEligible',
  EmailNotBound: 'EmailNotBound',
  SendFailed: 'SendFailed',
} as const;

export const REFUSALS = {
  /**
   * An order refused because the order it repeats (same request key) timed out, or
   * because the service it renews is past renewing: both ask for a new order.
   */
  auOrder: { known: { OrderTimedOut: 'OrderTimedOut', InvoiceExpired: 'InvoiceExpired', VerificationFailed: 'HumanVerificationFailed', AccountLimitReached: 'AccountLimitReached', MethodNotOffered: 'MethodNotOffered' } },
  invoiceInfo: { refused: 'InvoiceLoadFailed' },
  invoiceInfoPublic: { refused: 'InvoiceLoadFailed' },
  invoiceUpdate: { known: { ...CLOSED_BILL, MethodNotOffered: 'MethodNotOffered' }, refused: 'PaymentMethodSwitchFailed' },
  usdtExpire: { known: { ...CLOSED_BILL, UsdtAddressOccupied: 'UsdtAddressOccupied' } },
  invoicePay: PAY_REFUSALS,
  invoicePayPublic: PAY_REFUSALS,
  invoiceCreditPay: PAY_REFUSALS,
  verifyAnswer: { refused: 'HumanVerificationFailed' },
  supportRequest: { known: { VerificationFailed: 'HumanVerificationFailed' }, failed: 'TicketSubmitFailed' },
  /** Spec section 8: "renewal invoice generation failed, contact support", whatever went wrong. */
  invoiceGen: { failed: 'RenewalInvoiceFailed' },
  /** No unpaid bill: a new order's bill that timed out (or was cancelled) is ordered again. */
  invoiceMb: { known: { NotFound: 'OrderTimedOut' }, failed: 'RenewalInvoiceFailed' },
  resetConfirm: { known: { ResetExpired: 'ResetExpired' } },
  resellerPwdPreReset: { known: { ResellerForbids: 'ResellerForbids' } },
  resellerPwdReset: { known: { ResellerForbids: 'ResellerForbids', ClientLoginChanged: 'ClientLoginChanged' } },
  serviceEmailBind: { known: { EmailAlreadyUsed: 'EmailAlreadyUsed', EmailCooldown: 'EmailCooldown', SendFailed: 'SendFailed' } },
  serviceEmailUnbind: { known: { EmailNotBound: 'EmailNotBound', EmailStateChanged: 'EmailStateChanged' } },
  serviceEmailVerify: { known: { EmailCodeInvalid: 'EmailCodeInvalid' } },
  auEmailBind: { known: { EmailAlreadyUsed: 'EmailAlreadyUsed', EmailCooldown: 'EmailCooldown', SendFailed: 'SendFailed' } },
  auEmailUnbind: { known: { EmailNotBound: 'EmailNotBound', EmailStateChanged: 'EmailStateChanged' } },
  auEmailVerify: { known: { EmailCodeInvalid: 'EmailCodeInvalid' } },
  /** Spec section 8: "get invoice failed". */
  invoiceList: { refused: 'InvoiceLoadFailed' },
  invoiceLast: { refused: 'InvoiceLoadFailed' },
  renewalCancel: { failed: 'RenewalCancelFailed' },
  /** The human check's token was missing, forged or out of date (ADR 0033): the check again, then the same press. */
  auUser: { known: { VerificationFailed: 'HumanVerificationFailed', AccountLimitReached: 'AccountLimitReached' } },
  loginMail: { known: { VerificationFailed: 'HumanVerificationFailed' } },
  /** Without a verified email the page shows the bind prompt instead of the figures (reference §2.3). */
  affInfo: { known: { EmailNotBound: 'EmailNotBound' } },
  affInviteFree: { known: INVITE_REFUSALS },
  affInviteEmail: { known: INVITE_REFUSALS },
  affBalanceWithdraw: { known: { WithdrawalBelowMinimum: 'WithdrawalBelowMinimum', WithdrawalOverAvailable: 'WithdrawalOverAvailable', WithdrawalPending: 'WithdrawalPending', EmailNotBound: 'EmailNotBound' } },
} as const satisfies Partial<Record<EndpointName, Refusals>>;

/** Failures that keep their own words whatever the call: connection trouble, and a login that stopped working. */
const KEEP_OWN_NAME: ReadonlySet<AppErrorName> = new Set(['NetworkTrouble', 'Timeout', 'HmacCheckFailed']);

/** A failed call, as the provider client reports it. */
export type CallFailure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * A failed call's catalogue name, the way that call explains it.
 * @example catalogued('invoicePay', { ok: false, error: 'RequestError', providerError: 'OrderTimedOut' }) // 'OrderTimedOut'
 * @example catalogued('invoiceUpdate', { ok: false, error: 'RequestError', providerError: 'ValidationFailed' }) // 'PaymentMethodSwitchFailed'
 * @example catalogued('supportRequest', { ok: false, error: 'ServerError' }) // 'TicketSubmitFailed'
 */
export function catalogued(call: keyof typeof REFUSALS, failure: CallFailure): AppErrorName {
  const refusals: Refusals = REFUSALS[call];
  const known = failure.providerError ? refusals.known?.[failure.providerError] : undefined;
  if (known) return known;
  if (refusals.failed && !KEEP_OWN_NAME.has(failure.error)) return refusals.failed;
  if (refusals.refused && failure.error === 'RequestError') return refusals.refused;
  return failure.error;
}
