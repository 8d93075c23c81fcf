import { isbot } from 'isbot';

/** Automation flags and crawler user agents are bots (spec section 6). */
export function looksLikeBot(): boolean {
  return navigator.webdriver === true || isbot(navigator.userAgent);
}
