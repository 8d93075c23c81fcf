/**
 * user/account: starts reading the account info and the provider's messages as soon as
 * the page's script runs (again when a login arrives later), and draws the account
 * without React (docs/decisions/0040; account-view). Nothing private shows before the
 * guard has passed.
 */
import { provider } from '../../lib/api/provider.ts';
import { ensureAccountPageLoaded } from '../../lib/stores/account-page.ts';
import { $credentials } from '../../lib/stores/session.ts';
import { translatorFrom } from '../../lib/i18n/t.ts';
import { readPageContext } from '../../lib/page-context.ts';
import { prerenderedPart } from '../../lib/ui/dom-view.ts';
import { readPageMessages } from '../../lib/ui/page-messages.ts';
import { mountAccount } from './account-view.tsx';
import type { AccountPageText } from './messages.ts';

const { locale } = readPageContext();

$credentials.subscribe((credentials) => {
  if (credentials) ensureAccountPageLoaded(provider, locale);
});

const place = document.getElementById('account-view');
const skeleton = place && prerenderedPart(place, ':scope > div');
if (place && skeleton) mountAccount(place, { locale, t: translatorFrom<AccountPageText>(locale, readPageMessages<AccountPageText>('account-messages')) }, skeleton);
