/**
 * Intl's formatters, made once per language and options and kept for the page's life.
 * Making one is far dearer than using it (it loads the language's data): on the service
 * page a new `Intl.DateTimeFormat` per date cost about 50 ms of a phone's main thread
 * before the service showed (docs/performance.md). Every formatter in the site comes from here.
 */
const made = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  if (made.has(key)) return made.get(key) as T;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function pluralRules(locale: string): Intl.PluralRules {
  return once(`plural ${locale}`, () => new Intl.PluralRules(locale));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return once(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
}

/**
 * Loads the language's date and number data ahead of need. A browser's first date
 * formatter pays for that data, whatever its options (about 15–30 ms on a fast computer,
 * four times that on a slow phone); every later one costs well under 1 ms. A page calls
 * this while it waits for its scripts and answers, not while drawing them.
 */
export function warmIntl(locale: string): void {
  dateTimeFormat(locale, {}).format(0);
  numberFormat(locale).format(0);
}
