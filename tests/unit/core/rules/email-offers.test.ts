import { describe, expect, it } from 'vitest';
import { checkEmail, isRefusedRetainMailbox } from '../../../../src/lib/core/rules/email.ts';
import { retainDiscountLabel, RETAIN_TRIAL_PRICE_PERCENT } from '../../../../src/lib/order/offers.ts';

describe('checkEmail (spec section 5)', () => {
  it('accepts letters, digits and _ + - . before the @ and a 2-8 letter TLD', () => {
    for (const email of ['lin@example.com', 'a.b+c_d-e@mail.example.co', ' wang@qq.com ', 'x@y.travel']) expect(checkEmail(email)).toBeNull();
  });
  it('says "please enter" for nothing and "format incorrect" for the rest', () => {
    expect(checkEmail('  ')).toBe('EmailEmpty');
    for (const email of ['lin', 'lin@', 'lin@example', 'lin@example.c', 'lin@example.abcdefghi', 'li n@example.com', 'lin@exa_mple.com', '林@example.com']) {
      expect(checkEmail(email), email).toBe('EmailFormat');
    }
  });
});

describe('retain offer', () => {
  it('refuses 163, 126 and yeah mailboxes, sub-domains included', () => {
    expect(isRefusedRetainMailbox('a@163.com')).toBe(true);
    expect(isRefusedRetainMailbox('a@VIP.126.com')).toBe(true);
    expect(isRefusedRetainMailbox('a@yeah.net')).toBe(true);
    expect(isRefusedRetainMailbox('a@qq.com')).toBe(false);
    expect(isRefusedRetainMailbox('a@my163.com')).toBe(false);
  });
  it('writes the one discount the Chinese way and the English way', () => {
    expect(RETAIN_TRIAL_PRICE_PERCENT).toBe(45);
    expect(retainDiscountLabel('zh-TW')).toBe('4.5 折');
    expect(retainDiscountLabel('zh-CN')).toBe('4.5 折');
    expect(retainDiscountLabel('en-US')).toBe('55% off');
  });
});
