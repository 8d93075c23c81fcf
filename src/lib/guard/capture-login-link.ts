/**
 * Takes a login link out of the address on every page: stores it, reads it back, and
 * only then removes it from the address bar and history (decisions: "Accounts and login").
 */
import { readLoginLink } from '../rules/login-link.ts';
import { storeCredentials } from '../stores/session.ts';
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
