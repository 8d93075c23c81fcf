/**
 * Whether a static page (no island: help, an article, the landing page) must start the
 * shell's stores as it opens, or can show as it is and start them only when something
 * asks (docs/decisions/0039). The stores decode what is kept through zod, and zod is most
 * of the shell's weight (about 9 of its 19 KiB brotli); a first visit to a help page has
 * nothing kept for them to decode and nothing for the guard to decide that the guard's
 * inline part has not decided already.
 */
export interface StaticPageFacts {
  /** The guard's inline part showed the page for good: no login kept, no link arriving, not a possible crawler. */
  earlyGuardShown: boolean;
  /** isbot's whole list (the inline part only knows its short pattern): the guard sends bots to the not-found page. */
  isBot: boolean;
  /** The address has a query for the shell (an ad click id, an affiliate code, the in-app flags: see `arrivalInQuery`) or a login link to capture. */
  arrivalInAddress: boolean;
  /** A notice another page left for this one (sessionStorage). */
  noticeLeft: boolean;
  /** The route sets the first-visit cookie (spec section 2). */
  firstVisitCookie: boolean;
}

/**
 * @example shellNeededAtOnce({ earlyGuardShown: true, isBot: false, arrivalInAddress: false, noticeLeft: false, firstVisitCookie: false }) // false
 * @example shellNeededAtOnce({ earlyGuardShown: false, isBot: false, arrivalInAddress: false, noticeLeft: false, firstVisitCookie: false }) // true (a login is kept: its signature is checked)
 */
export function shellNeededAtOnce(facts: StaticPageFacts): boolean {
  return !facts.earlyGuardShown || facts.isBot || facts.arrivalInAddress || facts.noticeLeft || facts.firstVisitCookie;
}

/** Query names a static page reads itself (help's search box, `?q=`): they ask nothing of the shell. */
const PAGE_OWN_QUERY: ReadonlySet<string> = new Set(['q']);

/**
 * Whether a query may carry something the shell takes in as the page opens. Any name the
 * page does not read itself counts, so a parameter added to the shell later is never
 * missed; a search's `?q=` alone does not.
 * @example arrivalInQuery('?q=退款') // false
 * @example arrivalInQuery('?q=refund&utm_source=x') // true
 */
export function arrivalInQuery(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((name) => !PAGE_OWN_QUERY.has(name));
}
