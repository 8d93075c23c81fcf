/**
 * user/account: starts reading the account info and the provider's messages as soon as
 * the page's script runs, while React is still on its way, so they are ready when the
 * island mounts (as service-page-entry.ts does for the service page). Nothing private
 * shows before the guard has passed (AccountPanel).
 */
import { provider } from '../../lib/api/provider.ts';
import { isLocale } from '../../lib/i18n/locales.ts';
import { ensureAccountPageLoaded } from '../../lib/stores/account-page.ts';

const lang = document.documentElement.lang;
if (isLocale(lang)) ensureAccountPageLoaded(provider, lang);
