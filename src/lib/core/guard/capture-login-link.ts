/**
 * Takes a login link out of the address on every page: stores it, reads it back, and
 * only then removes it from the address bar and history (decisions: "Accounts and login").
 * A link can also arrive while the page is open: opened in a tab already on that page,
 * only its fragment changes, so the page follows fragment changes too.
 */
import { readLoginLink, type LoginLinkReading } from '../../login/login-link.ts';
import { $credentials, storeCredentials } from '../stores/session.ts';
import { showError, showInfo } from '../stores/notices.ts';
import { captureArrivalParams, $language } from '../stores/visitor.ts';
import type { PageContext } from '../page-context.ts';
import { isAttributionPage } from '../../attribution/pages.ts';

/**
 * Stores the login link an address carries and takes it out of the address once it is
 * kept (a link the browser will not keep stays: it is then the only way back in). Shows
 * the notice for a malformed or unkept link; says what happened.
 */
function takeLoginLink(reading: LoginLinkReading): 'none' | 'kept' | 'not kept' | 'malformed' {
  if (reading.kind === 'none') return 'none';
  if (reading.kind === 'malformed') {
    history.replaceState(history.state, '', reading.cleanedHref);
    showError('LoginLinkInvalid');
    return 'malformed';
  }
  // Stored before the provider has answered for it, so the login it replaces is kept aside
  // until then: a link that no longer works brings that login back (lib/core/stores/session.ts).
  if (!storeCredentials(reading.pair, { checked: false })) {
    showInfo('login.storageUnavailable');
    return 'not kept';
  }
  history.replaceState(history.state, '', reading.cleanedHref);
  return 'kept';
}

export function captureArrival(context: PageContext): void {
  const url = new URL(location.href);
  if (takeLoginLink(readLoginLink(url)) === 'kept') showInfo('login.stored');
  captureArrivalParams(url);
  $language.set(context.locale);
  // Ad and invite values, read only after the login link has left the address, by a module
  // loaded only when there is a query at all (ADR 0037). They are sent from order/place and
  // the landing pages only, never a private page, and only when the arrival brings some.
  if (url.search === '') return;
  void import('../../attribution/ad-tracking.ts').then(({ captureAdParams }) => {
    const arrival = captureAdParams(url);
    const brings = arrival.affiliateCode !== null || arrival.tracking.adClickId !== undefined || arrival.tracking.adId !== undefined;
    if (!brings || !isAttributionPage(context.page)) return;
    void Promise.all([import('../api/provider.ts'), import('../../attribution/store.ts')]).then(([{ provider }, { keepArrival }]) => keepArrival(provider, arrival));
  });
}

/**
 * A login link that arrives in the fragment of the page already open is captured like one
 * that opened the page. When it logs in another account (or logs in at all), the page
 * starts again, so nothing of the previous account stays on screen.
 */
export function followLoginLinks(): void {
  window.addEventListener('hashchange', () => {
    const reading = readLoginLink(new URL(location.href));
    const previous = $credentials.get();
    if (takeLoginLink(reading) !== 'kept' || reading.kind !== 'valid') return;
    if (previous?.uuid === reading.pair.uuid && previous.hmac === reading.pair.hmac) {
      showInfo('login.stored');
      return;
    }
    location.reload();
  });
}
