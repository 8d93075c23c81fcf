/**
 * The site's provider client: base URLs from the one build-time setting, HmacCheckFailed
 * wired to the session. Connection trouble is shown by each caller where it happened
 * (islands inline with a retry, the guard and the human check in the shell's notice),
 * so it is never shown twice.
 */
import { createProviderClient } from './provider-client.ts';
import { PROVIDER_BASES, visitBase } from './provider-origins.ts';
import { $credentials, $selectedService, clearCredentials } from '../stores/session.ts';
import { showError, showErrorOnNextPage, showInfoOnNextPage } from '../stores/notices.ts';
import { $guardState } from '../stores/guard.ts';
import { readPageContext } from '../page-context.ts';
import { routeHref } from '../routes.ts';

/**
 * HmacCheckFailed: forget the login and go to order/place, saying why there (spec
 * sections 4 and 8). A refused signature that is no longer the one stored (a reset in this
 * tab or another answered first, or a pasted link checked before it is stored) says
 * nothing of the login kept now, so it is kept; a refused link that had just arrived gives
 * back the login it replaced.
 */
export function handleHmacCheckFailed(sentSignature?: string): void {
  const stored = [$credentials.get()?.hmac, $selectedService.get()?.hmac];
  if (sentSignature !== undefined && $credentials.get() !== null && !stored.includes(sentSignature)) return;
  if (clearCredentials() === 'restored') {
    // A link that arrived unchecked was refused and the login it replaced came back: the
    // page starts again with it (the guard checks it) and says what happened.
    showInfoOnNextPage('login.arrivalRefused');
    $guardState.set('leaving');
    location.reload();
    return;
  }
  const { locale, page } = readPageContext();
  // The login page says at its field why the pasted link was refused, and keeps what was typed.
  if (page === 'userLogin') return;
  if (page === 'orderPlace') {
    showError('HmacCheckFailed');
    return;
  }
  showErrorOnNextPage('HmacCheckFailed');
  $guardState.set('leaving');
  location.replace(routeHref(locale, 'orderPlace'));
}

/**
 * AccountClosed (ADR 0056): the page hides what it offered and says the account is closed,
 * with the way to support (the shell's closed notice, `Shell.astro`). The login is kept: it
 * is what support needs to find the account.
 */
export function handleAccountClosed(): void {
  if ($guardState.get() !== 'leaving') $guardState.set('closed');
}

export const provider = createProviderClient({
  // The listed origins, in order: reads fail over when a domain stops answering (ADR 0052).
  baseURL: PROVIDER_BASES,
  workingBase: visitBase,
  onHmacCheckFailed: handleHmacCheckFailed,
  onAccountClosed: handleAccountClosed,
});
