/**
 * The in-app trial offer (spec section 3's "in-app trial flag", ADR 0063): the Android app
 * opens order/place with `?inapp=1&inapptrial=1` from its "try it" button, and the wizard
 * then starts on the one-off 7-day trial instead of the usual default plan. Pure.
 */
import type { Product } from '../core/contract/index.ts';
import type { PlanChoice } from './plans.ts';

/** The in-app flags as stored (lib/core/stores/visitor.ts `$inApp`). */
export interface InAppFlags {
  inApp: boolean;
  inAppTrial: boolean;
}

/**
 * The trial plan the app asked for: the first product that sells the Trial cycle, or null
 * when the page was not opened by the app's trial offer or no trial is on sale.
 * @example inAppTrialChoice(products, { inApp: true, inAppTrial: true }) // { pid: 1, cycle: 'Trial' }
 * @example inAppTrialChoice(products, { inApp: true, inAppTrial: false }) // null
 */
export function inAppTrialChoice(products: readonly Product[], flags: InAppFlags): PlanChoice | null {
  if (!flags.inApp || !flags.inAppTrial) return null;
  const product = products.find((candidate) => candidate.cycles.some((entry) => entry.cycle === 'Trial'));
  return product ? { pid: product.pid, cycle: 'Trial' } : null;
}
