import { describe, expect, it } from 'vitest';
import { fromMinor, shareOf, toMinor } from '../../../src/lib/core/rules/money.ts';
import { couponAppliesTo, couponDiscount, priceOrder, refundDays, type PromotionTerms } from '../../../src/lib/order/pricing.ts';

const SKY15: PromotionTerms = { code: 'SKY15', type: 'percent', value: '15', cycles: [], pids: [] };
const TWO_OFF_YEARLY: PromotionTerms = { code: 'YEAR2', type: 'fixed', value: '2.00', cycles: ['Annually', 'Biennially'], pids: [1] };

describe('money in minor units', () => {
  it('reads and writes decimal strings exactly', () => {
    expect(toMinor('12.9')).toBe(1290);
    expect(toMinor('0.90')).toBe(90);
    expect(toMinor('-3')).toBe(-300);
    expect(fromMinor(1290)).toBe('12.90');
    expect(fromMinor(5)).toBe('0.05');
    expect(() => toMinor('1.234')).toThrow();
  });

  it('adds what floats would get wrong', () => {
    expect(fromMinor(toMinor('0.10') + toMinor('0.20'))).toBe('0.30');
  });

  it('takes a share rounded half up to the cent', () => {
    expect(shareOf(1999, 1500)).toBe(300);
    expect(shareOf(5, 5000)).toBe(3);
  });
});

describe('priceOrder', () => {
  it('applies a percent coupon to a standard cycle', () => {
    expect(priceOrder({ pid: 1, cycle: 'Annually', price: '59.90', promotion: SKY15 })).toEqual({
      subtotalMinor: 5990,
      discountMinor: 899,
      feeMinor: 0,
      totalMinor: 5091,
      couponApplies: true,
    });
  });

  it('ignores a coupon for a cycle or product it does not cover', () => {
    expect(priceOrder({ pid: 1, cycle: 'Monthly', price: '6.90', promotion: TWO_OFF_YEARLY })).toMatchObject({ discountMinor: 0, totalMinor: 690, couponApplies: false });
    expect(couponAppliesTo(TWO_OFF_YEARLY, 2, 'Annually')).toBe(false);
  });

  it('never discounts the trial and never goes below zero', () => {
    expect(priceOrder({ pid: 1, cycle: 'Trial', price: '0.90', promotion: SKY15 })).toMatchObject({ totalMinor: 90, couponApplies: false });
    expect(priceOrder({ pid: 1, cycle: 'Annually', price: '1.50', promotion: TWO_OFF_YEARLY })).toMatchObject({ discountMinor: 150, totalMinor: 0 });
  });

  it('adds the Alipay / WeChat Pay service fee after the discount', () => {
    expect(priceOrder({ pid: 1, cycle: 'Monthly', price: '10.00', promotion: SKY15, methodFeePercent: '3' })).toMatchObject({
      discountMinor: 150,
      feeMinor: 26,
      totalMinor: 876,
    });
  });
});

describe('refundDays', () => {
  it('is 30 days on standard plans, 3 on the trial, none for Alipay and WeChat Pay', () => {
    expect(refundDays('Annually', 'card')).toBe(30);
    expect(refundDays('Trial', 'usdt')).toBe(3);
    expect(refundDays('Monthly', 'alipay')).toBe(0);
    expect(refundDays('Trial', 'wechat')).toBe(0);
  });
});

describe('couponDiscount', () => {
  it('takes a percentage or a fixed amount off, never more than the subtotal', () => {
    expect(couponDiscount(SKY15, 5990)).toBe(899);
    expect(couponDiscount(TWO_OFF_YEARLY, 5990)).toBe(200);
    expect(couponDiscount(TWO_OFF_YEARLY, 150)).toBe(150);
  });
});
