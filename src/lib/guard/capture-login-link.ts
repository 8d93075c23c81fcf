/**
 * Takes a login link out of the address on every page: stores it, reads it back, and
 * only then removes it from the address bar and history (decisions: "Accounts and login").
 * A link can also arrive while the page is open: opened in a tab already on that page,
 * only its fragment changes, so the page follows fragment changes too.
 */
import { readLoginLink } from '../rules/login-link.ts';
import { $credentials, storeCredentials } from '../stores/session.ts';
import { showError, showInfo } from '../stores/notices.ts';
import { captureArrivalParams, $language } from '../stores/visitor.ts';
import type { PageContext } from '../page-context.ts';

export function captureArrival(context: PageContext): void {
  const url = new URL(location.href);
  const reading = readLoginLink(url);
  if (reading.kind === 'valid') {
    if (storeCredentials(reading.pair)) {
      history.replaceState(history.state, '', reading.cleanedHref);
      showInfo('login.stored');
    } else {
      // Keep the link in the address: without storage it is the only way back in.
      showInfo('login.storageUnavailable');
    }
  } else if (reading.kind === 'malformed') {
    history.replaceState(history.state, '', reading.cleanedHref);
    showError('LoginLinkInvalid');
  }
  captureArrivalParams(url);
  $language.set(context.locale);
}

/**
 * A login link that arrives in the fragment of the page already open is captured like one
 * that opened the page. When it logs in another account (or logs in at all), the page
 * starts again, so nothing of the previous account stays on screen.
 */
export function followLoginLinks(): void {
  window.addEventListener('hashchange', () => {
    const reading = readLoginLink(new URL(location.href));
    if (reading.kind === 'none') return;
    if (reading.kind === 'malformed') {
      history.replaceState(history.state, '', reading.cleanedHref);
      showError('LoginLinkInvalid');
      return;
    }
    const previous = $credentials.get();
    if (!storeCredentials(reading.pair)) {
      showInfo('login.storageUnavailable');
      return;
    }
    history.replaceState(history.state, '', reading.cleanedHref);
    if (previous?.uuid === reading.pair.uuid && previous.hmac === reading.pair.hmac) {
      showInfo('login.stored');
      return;
    }
    location.reload();
  });
}
