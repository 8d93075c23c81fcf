/**
 * user/account: starts reading the saved cards as soon as the page's script runs, while
 * React is still on its way, so the list is ready when the island wakes.
 */
import { provider } from '../../lib/api/provider.ts';
import { ensureCardList } from '../../lib/stores/saved-cards.ts';

ensureCardList(provider);
