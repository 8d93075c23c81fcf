/**
 * The retain popup's offers. The discount is ONE number (decisions: "Money and
 * promotions"): the 7-day trial costs 45% of its price, written "55% off" in English
 * and "4.5 折" in Chinese, both rendered from this constant.
 */
import type { Locale } from '../core/i18n/locales.ts';

/** Share of the price paid, in percent. */
export const RETAIN_TRIAL_PRICE_PERCENT = 45;
export const RETAIN_FREE_TRIAL_DAYS = 3;
export const TRIAL_DAYS = 7;

/** @example retainDiscountLabel('zh-TW') // '4.5 折'; retainDiscountLabel('en-US') // '55% off' */
export function retainDiscountLabel(locale: Locale): string {
  if (locale === 'en-US') return `${100 - RETAIN_TRIAL_PRICE_PERCENT}% off`;
  return `${RETAIN_TRIAL_PRICE_PERCENT / 10} 折`;
}
