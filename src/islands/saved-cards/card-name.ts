import type { SavedCard } from '../../lib/saved-cards/store';
import { savedCardLabel } from '../../lib/saved-cards/rules';
import type { Translate } from '../../lib/core/i18n/t';
import type { SavedCardsText } from './messages';

/** "Visa ending in 4242": how the list, the dialog and the notices name a card. */
export function cardName(t: Translate<SavedCardsText>, card: SavedCard): string {
  const { brand, last4 } = savedCardLabel(card);
  return t('cards.card', { brand, last4 });
}
