/**
 * What a bill is for, in the page's language: composed from the bill's structured fields
 * (plan, cycle, new order or renewal), never the provider's own line of text, which is
 * written in one language ("Renewal: Skyline Pro (Monthly)" on a Chinese page, issue 23).
 * The bills list and the invoice say it the same way, with the same words.
 */
import type { BillingCycle } from '../contract/common.ts';
import { BILLING_CYCLES } from '../contract/common.ts';
import type { Translate } from './t.ts';

/** The keys the words need; a page that shows bills sends these (with its own areas). */
export const BILL_ITEM_KEYS = ['invoice.item.order', 'invoice.item.renewal', ...BILLING_CYCLES.map((cycle) => `cycle.${cycle}` as const)] as const;
export type BillItemKey = (typeof BILL_ITEM_KEYS)[number];

/**
 * @example billItemName(t, { productName: 'Skyline Pro', cycle: 'Monthly', isRenewal: true }) // zh-TW 'Skyline Pro 續費（月繳）', en-US 'Renewal: Skyline Pro (Monthly)'
 */
export function billItemName(t: Translate<BillItemKey>, item: { productName: string; cycle: BillingCycle; isRenewal: boolean }): string {
  return t(item.isRenewal ? 'invoice.item.renewal' : 'invoice.item.order', { product: item.productName, cycle: t(`cycle.${item.cycle}`) });
}
