/**
 * The error catalogue (spec section 8): permanent names, each with the way forward
 * a person is offered. The UI shows `error.<Name>.title` and `.hint` by name, never
 * raw server text.
 */
import type { AreaKey } from '../i18n/t.ts';

export type RecoveryAction =
  | 'retry'
  | 'refresh'
  | 'reorder'
  | 'payAgain'
  | 'contactSupport'
  | 'login'
  | 'otherMethod'
  | 'bindEmail'
  /** Through the human check again, then back to the same page with what was typed (ADR 0033). */
  | 'verifyAgain'
  | 'dismiss';

export const ERROR_CATALOGUE = {
  NetworkTrouble: 'retry',
  Timeout: 'retry',
  ServerError: 'retry',
  /** The provider answered 429 (too many requests) and kept doing so after waiting as it asked. */
  ProviderBusy: 'retry',
  MalformedResponse: 'refresh',
  HmacCheckFailed: 'login',
  RequestError: 'refresh',
  RenewalInvoiceFailed: 'contactSupport',
  InvoiceLoadFailed: 'refresh',
  PaymentMethodSwitchFailed: 'retry',
  PaymentFailed: 'payAgain',
  EmailCodeInvalid: 'retry',
  OrderTimedOut: 'reorder',
  QrExpired: 'otherMethod',
  UsdtAddressOccupied: 'retry',
  InvoiceExpired: 'reorder',
  InvoiceCancelled: 'reorder',
  TicketSubmitFailed: 'retry',
  /** The help desk took its 5 anonymous tickets this hour from this address (ADR 0038): the form says from when it can be sent. */
  TicketLimitReached: 'dismiss',
  UploadSucceeded: 'dismiss',
  UploadFailed: 'retry',
  AccountClosed: 'contactSupport',
  EmailNotBound: 'bindEmail',
  EmailAlreadyUsed: 'dismiss',
  SendFailed: 'retry',
  /** A code was sent to this address moments ago: the page shows when the next may go. */
  EmailCooldown: 'dismiss',
  /** A reset confirmed after its preview ran out (or twice): start the reset again. */
  ResetExpired: 'retry',
  /** The email binding changed elsewhere before this press arrived: nothing was done; the page shows it as it is now. */
  EmailStateChanged: 'dismiss',
  /** Cancelling a renewal was refused (nothing to cancel) or failed: nothing changed; support can help. */
  RenewalCancelFailed: 'contactSupport',
  /** The affiliate refusals (reference §2.4): nothing was sent or moved; the notice says what to change. */
  InviteRegistered: 'dismiss',
  InviteSelf: 'dismiss',
  InviteAlreadyInvited: 'dismiss',
  /** Today's invites are used up (429): the page says when the Hong Kong day starts again. */
  InviteDailyLimit: 'dismiss',
  MailboxRefused: 'dismiss',
  QuotaExhausted: 'dismiss',
  InviterNotEligible: 'dismiss',
  WithdrawalBelowMinimum: 'dismiss',
  WithdrawalOverAvailable: 'dismiss',
  WithdrawalPending: 'dismiss',
  HumanVerificationFailed: 'verifyAgain',
  NotFound: 'dismiss',
  LoginLinkInvalid: 'login',
  EmailRegistered: 'login',
  /**
   * The provider's hourly limit on new accounts from one address (429, ADR 0044): nothing
   * was made; log in with a link already held, or try again in the hour (the hint says both).
   */
  AccountLimitReached: 'dismiss',
  PaymentLinkUnexpected: 'otherMethod',
  QrCodeInvalid: 'otherMethod',
  /** The reseller keeps this to itself (its setting): its support can do it. */
  ResellerForbids: 'contactSupport',
  /** The client login changed since the dialog showed it (a reset elsewhere): start again. */
  ClientLoginChanged: 'retry',
  /** The provider does not offer this method to this account (403): the page offers only the ones it does. */
  MethodNotOffered: 'otherMethod',
  /** A redirect payment's window closed (the hosted crypto checkout's quote expired): start it again. */
  PaymentExpired: 'payAgain',
  /** The money arrived short (a crypto checkout underpaid, ADR 0061): it went to the balance; the page names both figures. */
  PaymentUnderpaid: 'payAgain',
} as const satisfies Record<string, RecoveryAction>;

/**
 * What any provider call can end in, whatever it asks: connection trouble, a busy or
 * failing provider, an answer that breaks the contract, a refusal, a login refused. Every
 * page that calls the provider can show these (its own list adds what its calls mean).
 */
export const CALL_ERRORS = ['NetworkTrouble', 'Timeout', 'ServerError', 'ProviderBusy', 'MalformedResponse', 'RequestError', 'HmacCheckFailed'] as const satisfies readonly AppErrorName[];

/**
 * Failures that say nothing of whether a call that changes something was carried out (no
 * answer, a timeout, a 5xx, "busy", an answer that could not be read): its outcome is read
 * back, never guessed (decision 0016).
 */
export const UNKNOWN_OUTCOME_ERRORS: ReadonlySet<AppErrorName> = new Set(['NetworkTrouble', 'Timeout', 'ServerError', 'ProviderBusy', 'MalformedResponse']);

export type AppErrorName = keyof typeof ERROR_CATALOGUE;

/** Every catalogued error has a translated title and hint (checked by the typecheck). */
export function errorMessageKeys<N extends AppErrorName>(name: N): { title: `error.${N}.title` & AreaKey<'error'>; hint: `error.${N}.hint` & AreaKey<'error'>; action: AreaKey<'action'> } {
  // TypeScript widens a template over a type parameter to string; the keys are exactly these.
  const title = `error.${name}.title` as `error.${N}.title` & AreaKey<'error'>;
  const hint = `error.${name}.hint` as `error.${N}.hint` & AreaKey<'error'>;
  return { title, hint, action: `action.${ERROR_CATALOGUE[name]}` };
}


/**
 * The keys a notice shows for an error: its own, or "request failed" when the page did
 * not send this error's words (a page sends only the errors it can raise, `errorKeysOf`).
 */
export function shownErrorKeys(name: AppErrorName, t: (key: AreaKey<'error'>) => string): ReturnType<typeof errorMessageKeys> {
  const own = errorMessageKeys(name);
  return t(own.title) === own.title ? errorMessageKeys('RequestError') : own;
}

/**
 * The strings of some catalogued errors, for a page that sends only the errors it can
 * raise instead of the whole `error` area (ErrorNotice says "request failed" for others).
 * @example errorKeysOf(['Timeout']) // ['error.Timeout.title', 'error.Timeout.hint']
 */
export function errorKeysOf(names: readonly AppErrorName[]): AreaKey<'error'>[] {
  return names.flatMap((name) => {
    const keys = errorMessageKeys(name);
    return [keys.title, keys.hint];
  });
}
