import { describe, expect, it } from 'vitest';
import { fromMinor, shareOf, toMinor } from '../../../src/lib/rules/money.ts';
import { balanceShare, couponAppliesTo, priceOrder, refundDays, type PromotionTerms } from '../../../src/lib/rules/pricing.ts';

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

describe('balanceShare', () => {
  const alipayBill = { subtotalMinor: 690, discountMinor: 0, creditMinor: 0, feePercent: '3' };

  it('pays part of a bill; the rest carries the method’s fee on itself alone', () => {
    // 6.90 − 2.00 = 4.90 left, plus 3% of 4.90 = 5.05 (not 7.11 − 2.00).
    expect(balanceShare(alipayBill, 200)).toEqual({ useMinor: 200, restMinor: 505 });
  });

  it('covers at most what is due before the fee, and then no fee is left', () => {
    expect(balanceShare(alipayBill, 2000)).toEqual({ useMinor: 690, restMinor: 0 });
    expect(balanceShare(alipayBill, 700)).toEqual({ useMinor: 690, restMinor: 0 });
  });

  it('counts coupons and credit already applied', () => {
    expect(balanceShare({ subtotalMinor: 6590, discountMinor: 989, creditMinor: 1000, feePercent: null }, 10_000)).toEqual({ useMinor: 4601, restMinor: 0 });
    expect(balanceShare({ ...alipayBill, creditMinor: 690 }, 500)).toEqual({ useMinor: 0, restMinor: 0 });
  });

  it('offers nothing from an empty balance', () => {
    expect(balanceShare(alipayBill, 0)).toEqual({ useMinor: 0, restMinor: 711 });
  });
});
