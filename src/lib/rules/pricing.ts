/**
 * The order summary's arithmetic: plan price, coupon, payment-method fee, total.
 * Everything in minor units; the island only formats the result.
 */
import type { BillingCycle } from '../contract/common.ts';
import { percentToBasisPoints, shareOf, toMinor } from './money.ts';

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
  subtotalMinor: number;
  discountMinor: number;
  feeMinor: number;
  totalMinor: number;
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
  let discountMinor = 0;
  if (promotion && couponApplies) {
    discountMinor = promotion.type === 'percent' ? shareOf(subtotalMinor, percentToBasisPoints(promotion.value)) : toMinor(promotion.value);
    discountMinor = Math.min(discountMinor, subtotalMinor);
  }
  const afterDiscount = subtotalMinor - discountMinor;
  const feeMinor = input.methodFeePercent ? shareOf(afterDiscount, percentToBasisPoints(input.methodFeePercent)) : 0;
  return { subtotalMinor, discountMinor, feeMinor, totalMinor: afterDiscount + feeMinor, couponApplies };
}

/** Refund window shown in the summary and the FAQ: 30 days, 3 on the trial, none for Alipay/WeChat Pay. */
export function refundDays(cycle: BillingCycle, paymentMethod: string | null): number {
  if (paymentMethod === 'alipay' || paymentMethod === 'wechat') return 0;
  return cycle === 'Trial' ? 3 : 30;
}

/**
 * What the account balance pays of a bill, and what is left for the bill's method. The
 * method's fee is charged only on what the method pays, so the balance covers at most
 * what is due before the fee, and what is left carries the fee on itself alone.
 * @example balanceShare({ subtotalMinor: 690, discountMinor: 0, creditMinor: 0, feePercent: '3' }, 200) // { useMinor: 200, restMinor: 505 }
 * @example balanceShare({ subtotalMinor: 690, discountMinor: 0, creditMinor: 0, feePercent: '3' }, 2000) // { useMinor: 690, restMinor: 0 }
 */
export function balanceShare(
  bill: { subtotalMinor: number; discountMinor: number; creditMinor: number; feePercent: string | null },
  balanceMinor: number,
): { useMinor: number; restMinor: number } {
  const beforeFee = Math.max(0, bill.subtotalMinor - bill.discountMinor - bill.creditMinor);
  const useMinor = Math.max(0, Math.min(balanceMinor, beforeFee));
  const remainder = beforeFee - useMinor;
  const feeMinor = bill.feePercent && remainder > 0 ? shareOf(remainder, percentToBasisPoints(bill.feePercent)) : 0;
  return { useMinor, restMinor: remainder + feeMinor };
}
