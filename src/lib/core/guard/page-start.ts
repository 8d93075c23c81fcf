/**
 * What every page's script starts (shell and bare): forwards, notices, login-link
 * capture, the language switcher, then the routing guard. Started at once by
 * ./page-entry.ts, and by ./static-page-entry.ts when a static page needs it
 * (docs/decisions/0039).
 */
import type { PageContext } from '../page-context.ts';
import { mountNoticeRegion } from '../ui/notice-region.ts';
import '../ui/offline.ts';
import { captureArrival, followLoginLinks } from './capture-login-link.ts';
import { followLoginInOtherTabs } from './login-in-other-tabs.ts';
import { runGuard } from './run-guard.ts';
import { showErrorLeftForThisPage } from '../stores/notices.ts';
import { $guardState } from '../stores/guard.ts';
import { $language, markFirstVisit } from '../stores/visitor.ts';
import { $isLoggedIn } from '../stores/session.ts';
import type { Locale } from '../i18n/locales.ts';
import { switchedLocale } from './language-switch.ts';
import { routeHref, type PageId } from '../routes.ts';
import { localeRedirect } from '../rules/locale-path.ts';
import { warmIntl } from '../i18n/intl.ts';

/** Pages that only send the visitor on (spec section 2); the query and fragment go along. */
const FORWARDS: Partial<Record<PageId, (locale: Locale) => string>> = {
  home: (locale) => routeHref(locale, 'userService', { serviceId: 0 }),
  landingPage: (locale) => routeHref(locale, 'home'),
};

/** The switcher keeps the current page (with its run-time ids) and stores the choice. */
export function switchLanguage(context: PageContext, target: Locale): void {
  $language.set(target);
  const rest = location.pathname.slice(context.locale.length + 1);
  location.assign(`/${target}${rest}${location.search}${location.hash}`);
}

function handleLanguageSwitch(context: PageContext): void {
  document.addEventListener('click', (event) => {
    const target = switchedLocale(event);
    if (target === null) return;
    event.preventDefault();
    switchLanguage(context, target);
  });
}

function start(context: PageContext): void {
  $guardState.subscribe((state) => {
    document.documentElement.dataset.guard = state;
  });
  $isLoggedIn.subscribe((loggedIn) => {
    document.documentElement.dataset.session = loggedIn ? 'in' : 'out';
  });
  mountNoticeRegion(document.getElementById('notice-region'));
  showErrorLeftForThisPage(context.page === 'waitingVerification');
  captureArrival(context);
  followLoginLinks();
  followLoginInOtherTabs(context);
  handleLanguageSwitch(context);
  void runGuard(context);
  // While the rest of the page's scripts and the provider's answers are on their way.
  const warm = () => warmIntl(context.locale);
  if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm);
}

/** Runs the page: a forward goes on at once; any other page starts the shell. */
export function startPage(context: PageContext): void {
  const forward = FORWARDS[context.page];
  const withLocale = context.page === 'notFound' ? localeRedirect(location.pathname, $language.get()) : null;
  if (document.documentElement.dataset.guard === 'leaving') {
    // The guard's inline part (early-guard.ts) is already sending the visitor elsewhere.
  } else if (withLocale !== null) {
    // The root 404 page answers every path outside the three languages.
    location.replace(withLocale + location.search + location.hash);
  } else if (forward) {
    if (context.page === 'home') markFirstVisit(Date.now());
    location.replace(forward(context.locale) + location.search + location.hash);
  } else {
    start(context);
  }
}
