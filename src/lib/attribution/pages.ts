/**
 * The pages attribution is sent from (ADR 0037): the landing pages and order/place, where
 * ads and invites land; never a private page (`user/*`, `order/pay`, `order/paying`,
 * `win/*`). Its own small module: the shell's page script reads it on every page.
 */
export const ATTRIBUTION_PAGES: readonly string[] = ['orderPlace', 'landingAndroid'];

/**
 * @example isAttributionPage('orderPlace') // true
 * @example isAttributionPage('userAccount') // false
 */
export function isAttributionPage(page: string): boolean {
  return ATTRIBUTION_PAGES.includes(page);
}
