import { describe, expect, it } from 'vitest';
import { couponProblemOf, couponProblemView, emailProblemView, placingProblemOf, placingProblemView } from '../../../src/lib/order/problems.ts';

describe('the order wizard’s problems', () => {
  it('picks out the provider refusals the person fixes at a field', () => {
    expect(couponProblemOf('CouponInvalid')).toBe('CouponInvalid');
    expect(couponProblemOf('CouponUsed')).toBe('CouponUsed');
    expect(couponProblemOf('TrialUsed')).toBeNull();
    expect(couponProblemOf(undefined)).toBeNull();
    expect(placingProblemOf('TrialUsed')).toBe('TrialUsed');
    expect(placingProblemOf('CouponUsed')).toBe('CouponUsed');
    expect(placingProblemOf('ValidationFailed')).toBeNull();
  });

  it('shows a coupon problem at the field, and a network or server problem as the catalogue’s notice', () => {
    expect(couponProblemView('CouponEmpty')).toEqual({ kind: 'field', message: 'order.coupon.CouponEmpty' });
    expect(couponProblemView('CouponUsed')).toEqual({ kind: 'field', message: 'order.coupon.CouponUsed' });
    expect(couponProblemView('NetworkTrouble')).toEqual({ kind: 'notice', error: 'NetworkTrouble' });
  });

  it('shows an email typed wrong at the field', () => {
    expect(emailProblemView('EmailEmpty')).toEqual({ kind: 'field', message: 'order.account.EmailEmpty' });
    expect(emailProblemView('EmailFormat')).toEqual({ kind: 'field', message: 'order.account.EmailFormat' });
    expect(emailProblemView('ServerError')).toEqual({ kind: 'notice', error: 'ServerError' });
  });

  it('shows the trial already had and a coupon refused at placing in the wizard’s own words', () => {
    expect(placingProblemView('TrialUsed')).toEqual({ kind: 'field', message: 'order.error.TrialUsed' });
    expect(placingProblemView('CouponInvalid')).toEqual({ kind: 'field', message: 'order.coupon.CouponInvalid' });
    expect(placingProblemView('NetworkTrouble')).toEqual({ kind: 'notice', error: 'NetworkTrouble' });
  });
});
