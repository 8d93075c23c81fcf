import type { AreaKey, AreaMessages } from '../../lib/core/i18n/t';

/** The areas the subscription section needs from the page that shows it (its first view's words). */
export const SUBSCRIPTION_AREAS = ['subscription', 'action', 'error'] as const;
export type SubscriptionText = AreaKey<(typeof SUBSCRIPTION_AREAS)[number]>;

/** The words of the section's on-demand parts (the setup guide, the share dialog), fetched with them. */
export type GuideWords = AreaMessages<'subscriptionGuide'>;
export type GuideText = AreaKey<'subscriptionGuide'>;
