import type { SavedCard } from '../../lib/stores/saved-cards';
import { savedCardLabel } from '../../lib/rules/saved-card';
import type { Translate } from '../../lib/i18n/t';
import type { SavedCardsText } from './messages';

/** "Visa ending in 4242": how the list, the dialog and the notices name a card. */
export function cardName(t: Translate<SavedCardsText>, card: SavedCard): string {
  const { brand, last4 } = savedCardLabel(card);
  return t('cards.card', { brand, last4 });
}
