/**
 * The strings the help search's script writes (src/islands/help/help-search-live.ts): the page
 * sends these and no others (the label, placeholder and button are already in its HTML).
 * Their own module, so the component and the script name one list without the component
 * importing the script.
 */
export const SCRIPT_KEYS = ['helpSearch.searching', 'helpSearch.count', 'helpSearch.none', 'helpSearch.noneHint', 'helpSearch.contact', 'helpSearch.savedIndex', 'helpSearch.unavailable'] as const;
