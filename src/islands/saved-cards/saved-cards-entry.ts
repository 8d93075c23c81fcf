/**
 * user/account: reads the saved cards as soon as the page's script runs (again when a
 * login arrives later), and draws them without React (ADR 0040; saved-cards-view).
 */
import { provider } from '../../lib/api/provider.ts';
import { ensureCardList } from '../../lib/stores/saved-cards.ts';
import { $credentials } from '../../lib/stores/session.ts';
import { translatorFrom } from '../../lib/i18n/t.ts';
import { readPageContext } from '../../lib/page-context.ts';
import { readPageMessages } from '../../lib/ui/page-messages.ts';
import { mountSavedCards } from './saved-cards-view.tsx';
import type { SavedCardsText } from './messages.ts';

$credentials.subscribe((credentials) => {
  if (credentials) ensureCardList(provider);
});

const { locale } = readPageContext();
const place = document.getElementById('saved-cards-view');
if (place) mountSavedCards(place, locale, translatorFrom<SavedCardsText>(locale, readPageMessages<SavedCardsText>('saved-cards-messages')));
