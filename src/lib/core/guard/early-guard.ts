/**
 * The routing guard's synchronous part (spec section 4), run inline in every page's
 * <head> before anything is painted (docs/decisions/0021): an automated browser goes to
 * the not-found page, a visitor without a fresh human check to `waiting-verification`, and a visitor
 * with no login away from a private page, before the page shows and without waiting for
 * a module to arrive. It also marks whether a login is kept (`data-session`), so the
 * shell's logged-in links are right in the first frame.
 *
 * It acts only when it is sure:
 * - a user agent that only may be a crawler (isbot's short pattern matches it, and also
 *   some phones) is left to the page script, which applies isbot's whole list;
 * - whenever a login is kept, the decision needs the provider's signature check, and the
 *   page script (`run-guard.ts`) makes it, holding back only the private content meanwhile;
 * - when a login link is arriving in the address, it does nothing at all: the page script
 *   stores the link and takes it out of the address first.
 *
 * When it settles a page for good (shown, with no login kept and no link arriving) it
 * says so in `data-early-guard="shown"`: a static page's script then needs nothing more
 * of the guard (./static-page-entry.ts, docs/decisions/0039).
 *
 * Built into a classic script at build time (`src/lib/core/build/inline-script.ts`); the
 * CSP allows it by its hash (`hosting/page-csp.ts`). Keep it small and free of
 * zod and the stores: it runs on every page before the first paint.
 */
import { decideRoute } from '../rules/guard.ts';
import { loginLinkParams } from '../../login/login-link-params.ts';
import { notFoundHref, routeHref, type RouteAccess } from '../routes.ts';
import { isLocale } from '../i18n/locales.ts';
import { COOKIE_PREFIX, STORAGE_PREFIX, STORED_NAMES } from '../stores/stored-names.ts';
import { botSignalsBeforePaint } from './bot-signals.ts';
import { hasEmailVerifyMarker } from '../../email-binding/verify-marker.ts';
import { humanCheckHref } from '../rules/human-check.ts';
import { reportPolicyViolations } from './policy-violation-reports.ts';

const root = document.documentElement;

// Before anything else: the page's meta policy names no report endpoint (ADR 0049).
reportPolicyViolations(window);

function keptLogin(): boolean {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + STORED_NAMES.credentials) ?? 'null');
    return typeof kept === 'object' && kept !== null && 'uuid' in kept && 'hmac' in kept && typeof kept.uuid === 'string' && typeof kept.hmac === 'string';
  } catch {
    // Storage refused (private mode) or a value edited by hand: the page script decides.
    return false;
  }
}

function cookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** The human check's time, read as the visitor store reads it (a JSON number), or null. */
function humanCheckAt(): number | null {
  try {
    const value: unknown = JSON.parse(cookie(COOKIE_PREFIX + STORED_NAMES.humanCheck) ?? 'null');
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

function leave(href: string): void {
  // Nothing of this page is painted while the browser goes (global.css hides it).
  root.dataset.guard = 'leaving';
  location.replace(href);
}

const hasLogin = keptLogin();
root.dataset.session = hasLogin ? 'in' : 'out';

const access = root.dataset.access as RouteAccess | undefined;
const locale = root.lang;
const linkArriving = loginLinkParams(new URL(location.href)) !== null;
// The language root only forwards (page-entry.ts), and the guard runs where it forwards to.
const forwards = root.dataset.page === 'home';
const bot = botSignalsBeforePaint();
const botUncertain = bot.uncertain && !bot.automated;
if (access === 'outside' && !linkArriving && !botUncertain) root.dataset.earlyGuard = 'shown';
if (!linkArriving && !forwards && !botUncertain && access !== undefined && access !== 'outside' && isLocale(locale)) {
  const decision = decideRoute({
    access,
    onOrderPlace: root.dataset.page === 'orderPlace',
    isBot: bot.automated,
    verifiedAt: humanCheckAt(),
    now: Date.now(),
    hasCredentials: hasLogin,
    signature: 'unchecked',
  });
  // A mailed email-verification link opened with no login here cannot be verified: its
  // code and signature leave the address (never into a `next=` query a host logs), and
  // the page the visitor lands on says why and what to do.
  const emailLinkWithoutLogin = !hasLogin && decision.kind !== 'check-signature' && decision.kind !== 'show' && hasEmailVerifyMarker(location.hash);
  if (emailLinkWithoutLogin) {
    try {
      sessionStorage.setItem(STORAGE_PREFIX + STORED_NAMES.infoForNextPage, JSON.stringify('login.emailLinkNeedsLogin'));
    } catch {
      // Storage refused: the visitor still leaves without the values.
    }
  }
  const hash = emailLinkWithoutLogin ? '' : location.hash;
  switch (decision.kind) {
    case 'not-found':
      leave(notFoundHref(locale));
      break;
    case 'verify':
      if (decision.clearStaleCheck) document.cookie = `${COOKIE_PREFIX}${STORED_NAMES.humanCheck}=; Max-Age=0; path=/`;
      leave(humanCheckHref(routeHref(locale, 'waitingVerification'), { pathname: location.pathname, search: location.search, hash }));
      break;
    case 'go':
      // The query goes along: the page there captures an affiliate code or ad click id in
      // it, as this page's script would have before sending the visitor on.
      leave(routeHref(locale, decision.to) + location.search);
      break;
    case 'show':
      if (!hasLogin) root.dataset.earlyGuard = 'shown';
      break;
    case 'check-signature':
      // The page script checks the signature with the network.
      break;
  }
}
