import { loadArea } from '../../lib/i18n/load-area';
import type { Locale } from '../../lib/i18n/locales';
import type { AreaKey, AreaMessages } from '../../lib/i18n/t';

/** The areas the subscription section needs from the page that shows it (its first view's words). */
export const SUBSCRIPTION_AREAS = ['subscription', 'action', 'error'] as const;
export type SubscriptionText = AreaKey<(typeof SUBSCRIPTION_AREAS)[number]>;

/** The words of the section's on-demand parts (the setup guide, the share dialog), fetched with them. */
export type GuideWords = AreaMessages<'subscriptionGuide'>;
export type GuideText = AreaKey<'subscriptionGuide'>;

/**
 * An on-demand part of the section and its words, fetched together: it shows when both
 * have arrived, and fails (to "try again") when either cannot be fetched.
 * @example useOnDemand(() => withGuideWords(import('./ShareDialog'), locale))
 */
export async function withGuideWords<M>(part: Promise<M>, locale: Locale): Promise<{ part: M; words: GuideWords }> {
  const [module, words] = await Promise.all([part, loadArea('subscriptionGuide', locale)]);
  return { part: module, words };
}
