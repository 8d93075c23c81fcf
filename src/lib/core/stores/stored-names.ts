/**
 * The names values are kept under in the browser, written once: the stores build their
 * keys from these, and so does the guard's inline part (lib/core/guard/early-guard.ts), which
 * reads two of them before any module has loaded.
 */
/** Every localStorage and sessionStorage key starts with this, so a reset can find them all. */
export const STORAGE_PREFIX = 'skyline:';
/**
 * The text kept in this tab's sessionStorage under `name`; undefined when there is none or
 * storage cannot be read. Imports nothing, so page scripts and the inline guard use it too.
 */
export function sessionText(name: string): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_PREFIX + name) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The text kept in localStorage under `name`, like `sessionText`; undefined when there is none. */
export function localText(name: string): string | undefined {
  try {
    return globalThis.localStorage?.getItem(STORAGE_PREFIX + name) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a value in localStorage as the stores encode it (JSON), for a script that runs
 * without them (a static page keeps the language it is read in: lib/core/guard/static-page-entry.ts).
 * Unchanged text is not written again, so other tabs hear of real changes only.
 */
export function keepLocalJson(name: string, value: unknown): void {
  const text = JSON.stringify(value);
  try {
    if (globalThis.localStorage?.getItem(STORAGE_PREFIX + name) !== text) globalThis.localStorage?.setItem(STORAGE_PREFIX + name, text);
  } catch {
    // Storage refused (private mode): nothing is kept, as with the stores.
  }
}

/** Every cookie the site sets starts with this. */
export const COOKIE_PREFIX = 'skyline_';

export const STORED_NAMES = {
  /** The email typed on user/login, kept through the human check (sessionStorage; islands/login/login-page.ts). */
  loginEmail: 'login-email',
  /** The human check's token for the calls that create things (localStorage; lib/core/stores/visitor.ts, ADR 0033). */
  humanToken: 'human-token',
  /** The login pair (localStorage). */
  credentials: 'credentials',
  /** When the human check was passed (cookie). */
  humanCheck: 'verified_at',
  /**
   * The login an arriving link replaced before the provider had accepted the link
   * (localStorage; lib/core/stores/session.ts): it comes back if the link is refused, and goes once
   * the link is accepted. Never a second account kept side by side.
   */
  replacedLogin: 'replaced-login',
  /** The account's email and its state, from the last account info (localStorage; lib/core/stores/session.ts). */
  accountEmail: 'account-email',
  /** The service the person last chose (localStorage; read by the service page's early reads too). */
  selectedService: 'selected-service',
  /** The last services loaded, for a bad network (localStorage; forgotten with the login). */
  keptServices: 'kept-services',
  /**
   * A reset confirmation sent whose answer never came (sessionStorage): the login it
   * replaces and the preview's token, so the new login can still be had by sending the
   * same confirmation again (lib/reset/store.ts).
   */
  resetUnanswered: 'reset-unanswered',
  /**
   * A notice for the next page this tab opens (sessionStorage, a JSON string key): the
   * guard's inline part writes it when it sends a visitor on (notices.ts shows it).
   */
  infoForNextPage: 'info-for-next-page',
  /** A shell error for the next page this tab opens (sessionStorage, a JSON string key; notices.ts). */
  errorForNextPage: 'error-for-next-page',
  /**
   * The provider API base this tab last reached (sessionStorage, plain text; lib/core/api/provider-origins.ts):
   * with several listed (ADR 0052), the visit's next calls and its pages' early reads start there.
   */
  providerBase: 'provider-base',
  /** What was typed in each ticket form, by the form's key (sessionStorage; lib/ticket/store.ts). */
  ticketDrafts: 'ticket-drafts',
  /** What was typed in the callback request (sessionStorage; lib/ticket/store.ts). */
  callbackDraft: 'callback-draft',
  /**
   * The desktop panel's own login pair (localStorage; lib/win/store.ts), apart from the
   * site's `credentials`: a login in the browser and the one imported into the desktop
   * client's panel never replace or clear each other (docs/decisions/0034).
   */
  panelLogin: 'win-login',
  /** Which desktop client opened the panel, and its version (sessionStorage; lib/win/store.ts). */
  panelClient: 'win-client',
  /**
   * Attribution (localStorage, and the affiliate code's cookie): written by lib/core/stores/visitor.ts
   * and lib/attribution/store.ts, and by the Android landing page's inline script
   * (landing/landing-inline.ts), which runs without them (ADR 0036).
   */
  adTracking: 'ad-tracking',
  traffics: 'traffics',
  installId: 'install-id',
  inApp: 'in-app',
  language: 'language',
  affiliateCode: 'aff',
  /** How the affiliate code arrived: link, QR code or typed (localStorage; lib/attribution/ad-tracking.ts). */
  affiliateArrival: 'aff-arrival',
  /** A friend's free-trial gift token from an invite mail's link, until an order carries it (localStorage; issue 25). */
  giftToken: 'gift-token',
  attributionReported: 'attribution-reported',
} as const;
