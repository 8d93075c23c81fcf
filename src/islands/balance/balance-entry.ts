/**
 * user/account: reads the balance and the first page of its history as soon as the
 * page's script runs (again when a login arrives later), and draws them without React
 * (ADR 0040; balance-view).
 */
import { provider } from '../../lib/api/provider.ts';
import { ensureBalanceLoaded } from '../../lib/stores/balance.ts';
import { $credentials } from '../../lib/stores/session.ts';
import { translatorFrom } from '../../lib/i18n/t.ts';
import { readPageContext } from '../../lib/page-context.ts';
import { readPageMessages } from '../../lib/ui/page-messages.ts';
import { mountBalance } from './balance-view.tsx';
import type { BalanceText } from './messages.ts';

$credentials.subscribe((credentials) => {
  if (credentials) ensureBalanceLoaded(provider);
});

const { locale } = readPageContext();
const place = document.getElementById('balance-view');
if (place) mountBalance(place, locale, translatorFrom<BalanceText>(locale, readPageMessages<BalanceText>('balance-messages')));
