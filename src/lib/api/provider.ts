/**
 * The site's provider client: base URL from the one build-time setting, HmacCheckFailed
 * wired to the session. Connection trouble is shown by each caller where it happened
 * (islands inline with a retry, the guard and the human check in the shell's notice),
 * so it is never shown twice.
 */
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import { createProviderClient } from './client.ts';
import { clearCredentials } from '../stores/session.ts';
import { showError } from '../stores/notices.ts';
import { $guardState } from '../stores/guard.ts';
import { readPageContext } from '../page-context.ts';
import { routeHref } from '../routes.ts';

/** HmacCheckFailed: forget the login and go to order/place (spec sections 4 and 8). */
export function handleHmacCheckFailed(): void {
  clearCredentials();
  const { locale, page } = readPageContext();
  if (page === 'orderPlace') {
    showError('HmacCheckFailed');
    return;
  }
  $guardState.set('leaving');
  location.replace(routeHref(locale, 'orderPlace'));
}

export const provider = createProviderClient({
  baseURL: PUBLIC_PROVIDER_API_BASE,
  onHmacCheckFailed: handleHmacCheckFailed,
});
