import { describe, expect, it } from 'vitest';
import { isFollowablePaymentUrl } from '../../../src/lib/rules/payment-url.ts';

const PROVIDER = 'https://api.skyline.example';

describe('links the provider hands back for a payment', () => {
  it('are followed over https, on the provider itself, and into the wallet apps', () => {
    expect(isFollowablePaymentUrl('https://www.paypal.com/checkoutnow?token=EC-1', PROVIDER)).toBe(true);
    expect(isFollowablePaymentUrl(`${PROVIDER}/cashier/pay_1`, PROVIDER)).toBe(true);
    expect(isFollowablePaymentUrl('alipays://platformapi/startapp?saId=10000007', PROVIDER)).toBe(true);
    expect(isFollowablePaymentUrl('weixin://wxpay/bizpayurl?pr=abc', PROVIDER)).toBe(true);
  });
  it('are refused when they run script, stay in plain http elsewhere, or cannot be read', () => {
    expect(isFollowablePaymentUrl('javascript:alert(1)', PROVIDER)).toBe(false);
    expect(isFollowablePaymentUrl('data:text/html,<script>alert(1)</script>', PROVIDER)).toBe(false);
    expect(isFollowablePaymentUrl('http://cashier.example/pay', PROVIDER)).toBe(false);
    expect(isFollowablePaymentUrl('not a url', PROVIDER)).toBe(false);
  });
});
