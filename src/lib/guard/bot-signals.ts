import { isbot, isbotNaive } from 'isbot';

/** Automation flags and crawler user agents are bots (spec section 6): isbot's whole list. */
export function looksLikeBot(): boolean {
  return navigator.webdriver === true || isbot(navigator.userAgent);
}

/**
 * The same signals with isbot's short pattern (bot, crawl, spider, search…), which catches
 * the common crawlers: the guard's inline part runs it before the first paint, where
 * the whole list's regular expression cost about 20 ms on a slow phone (docs/performance.md).
 * The page script then applies the whole list.
 */
export function looksLikeCommonBot(): boolean {
  return navigator.webdriver === true || isbotNaive(navigator.userAgent);
}
