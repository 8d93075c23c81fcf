import { isbot, isbotNaive } from 'isbot';

/** Automation flags and crawler user agents are bots (spec section 6): isbot's whole list. */
export function looksLikeBot(): boolean {
  return navigator.webdriver === true || isbot(navigator.userAgent);
}

/**
 * What the guard's inline part can tell before the first paint without isbot's whole
 * list, whose regular expression cost about 20 ms on a slow phone (docs/performance.md):
 * - `automated`: the browser says it is driven by automation, a bot for certain;
 * - `uncertain`: isbot's short pattern (bot, crawl, spider, search…) matches. It also
 *   matches some people (a Cubot phone, Baidu's SearchCraft browser), so the inline part
 *   decides nothing then and leaves the whole list to the page script.
 */
export function botSignalsBeforePaint(): { automated: boolean; uncertain: boolean } {
  return { automated: navigator.webdriver === true, uncertain: isbotNaive(navigator.userAgent) };
}
