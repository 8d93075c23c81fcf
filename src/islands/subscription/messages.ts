import type { AreaKey } from '../../lib/i18n/t';

/** The areas the subscription section needs from the page that shows it. */
export const SUBSCRIPTION_AREAS = ['subscription', 'action', 'error'] as const;
export type SubscriptionText = AreaKey<(typeof SUBSCRIPTION_AREAS)[number]>;
