/**
 * English (US) · helpSearch: the help centre's search box and its results.
 * Keys starting with `helpSearch.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';
import type { WithPluralForms } from '../../../core/i18n/areas.ts';

export default {
  'helpSearch.label': 'Search help articles',
  'helpSearch.placeholder': 'e.g. refund, subscription address, data',
  'helpSearch.submit': 'Search',
  'helpSearch.searching': 'Searching…',
  'helpSearch.count': '{count} articles found',
  'helpSearch.count.one': '{count} article found',
  'helpSearch.none': 'No articles match “{query}”.',
  'helpSearch.noneHint': 'Try other words, or ask us directly:',
  'helpSearch.contact': 'Contact support',
  'helpSearch.savedIndex': 'The help centre cannot be reached right now, so these results come from the saved index of articles and may not be the latest.',
  'helpSearch.unavailable': 'Search is not available right now. Try again later, or contact support.',
} satisfies WithPluralForms<AreaMessages>;
