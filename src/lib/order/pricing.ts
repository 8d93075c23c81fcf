/**
 * The order summary's arithmetic: plan price and coupon; the fee and total come from the
 * one amount rule (`invoice-amounts.ts`) the sandbox's invoices use too.
 * Everything in minor units; the island only formats the result.
 */
import type { BillingCycle } from '../core/contract/common.ts';
import type { PaymentMethodId } from './contract.ts';
import { invoiceAmounts, type Minor } from '../invoice/amounts.ts';
import { percentToBasisPoints, shareOf, toMinor } from '../core/rules/money.ts';
import { paymentMethod } from '../payment/methods.ts';

export interface PromotionTerms {
  code: string;
  /** `percent`: value is a percentage ("15"); `fixed`: value is an amount off ("2.00"). */
  type: 'percent' | 'fixed';
  value: string;
  /** Cycles the coupon applies to; empty means every standard cycle. */
  cycles: readonly BillingCycle[];
  /** Products the coupon applies to; empty means every product. */
  pids: readonly number[];
}

export interface PriceInput {
  pid: number;
  cycle: BillingCycle;
  /** The cycle's price as the provider sends it. */
  price: string;
  promotion?: PromotionTerms | null;
  /** Service fee of the chosen payment method, as a percentage ("3" for Alipay/WeChat), if any. */
  methodFeePercent?: string | null;
}

export interface PriceBreakdown {
  subtotalMinor: Minor;
  discountMinor: Minor;
  feeMinor: Minor;
  totalMinor: Minor;
  /** Whether the entered coupon counts for this plan and cycle. */
  couponApplies: boolean;
}

/** The one-off trial never takes a coupon: its price is already the offer. */
export function couponAppliesTo(promotion: PromotionTerms, pid: number, cycle: BillingCycle): boolean {
  if (cycle === 'Trial') return false;
  const cycleOk = promotion.cycles.length === 0 || promotion.cycles.includes(cycle);
  const productOk = promotion.pids.length === 0 || promotion.pids.includes(pid);
  return cycleOk && productOk;
}

/**
 * @example priceOrder({ pid: 1, cycle: 'Annually', price: '59.90', promotion: { code: 'SKY15', type: 'percent', value: '15', cycles: [], pids: [] } })
 * // { subtotalMinor: 5990, discountMinor: 899, feeMinor: 0, totalMinor: 5091, couponApplies: true }
 */
export function priceOrder(input: PriceInput): PriceBreakdown {
  const subtotalMinor = toMinor(input.price);
  const promotion = input.promotion ?? null;
  const couponApplies = promotion !== null && couponAppliesTo(promotion, input.pid, input.cycle);
  const discountMinor = promotion && couponApplies ? couponDiscount(promotion, subtotalMinor) : 0;
  const amounts = invoiceAmounts({ subtotalMinor, discountMinor, creditMinor: 0, feePercent: input.methodFeePercent ?? null });
  return { subtotalMinor, discountMinor, feeMinor: amounts.feeMinor, totalMinor: amounts.totalMinor, couponApplies };
}

/**
 * What a coupon takes off, never more than the subtotal.
 * @example couponDiscount({ type: 'percent', value: '15' }, 5990) // 899
 * @example couponDiscount({ type: 'fixed', value: '2.00' }, 150) // 150
 */
export function couponDiscount(promotion: Pick<PromotionTerms, 'type' | 'value'>, subtotalMinor: Minor): Minor {
  const off = promotion.type === 'percent' ? shareOf(subtotalMinor, percentToBasisPoints(promotion.value)) : toMinor(promotion.value);
  return Math.min(off, subtotalMinor);
}

/**
 * Refund window shown in the summary and the FAQ: 30 days, 3 on the trial, none for a
 * method the registry marks not refundable (Alipay, WeChat Pay).
 */
export function refundDays(cycle: BillingCycle, method: PaymentMethodId | null): number {
  if (method !== null && !paymentMethod(method).refundable) return 0;
  return cycle === 'Trial' ? 3 : 30;
}
