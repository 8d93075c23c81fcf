/** The payment-method registry the site and the sandbox share. */
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PaymentOption } from '../../../src/lib/order/contract.ts';
import { ALL_PAYMENT_METHODS, listedMethods, paymentMethod, paymentOptionOf } from '../../../src/lib/payment/methods.ts';
import * as z from 'zod/mini';

describe('payment-method registry', () => {
  it('has one entry per contract method, in the contract’s order', () => {
    expect(ALL_PAYMENT_METHODS.map((method) => method.id)).toEqual([...PAYMENT_METHODS]);
  });

  it('names the app to scan with for the QR methods only', () => {
    expect(paymentMethod('alipay').scanWith).toBe('alipay');
    expect(paymentMethod('wechat').scanWith).toBe('wechat');
    expect(paymentMethod('alipayhk').scanWith).toBe('alipayhk');
    expect(paymentMethod('unionpay').scanWith).toBe('unionpay');
    expect(ALL_PAYMENT_METHODS.filter((method) => method.scanWith !== null).every((method) => method.panel === 'qr')).toBe(true);
  });

  it('shows UnionPay’s two-step rail in the QR panel', () => {
    expect(paymentMethod('unionpay')).toMatchObject({ rail: 'two-step-qr', panel: 'qr' });
  });

  it('charges 3% and refuses refunds on Alipay and WeChat Pay only', () => {
    const feeOrNoRefund = ALL_PAYMENT_METHODS.filter((method) => method.feePercent !== null || !method.refundable).map((method) => method.id);
    expect(feeOrNoRefund).toEqual(['alipay', 'wechat']);
  });

  it('sees money before it is booked on USDT and the Stripe card intent (card field or Google Pay) only', () => {
    expect(ALL_PAYMENT_METHODS.filter((method) => method.moneySeenBy !== null).map((method) => [method.id, method.moneySeenBy])).toEqual([
      ['card', 'card-confirmed'],
      ['googlepay', 'card-confirmed'],
      ['usdt', 'usdt-detected'],
    ]);
  });

  it('takes Google Pay on the card rail and panel, without a fee, refundable, sending nobody anywhere', () => {
    expect(paymentMethod('googlepay')).toMatchObject({ rail: 'card', panel: 'card', feePercent: null, refundable: true, sendsTo: [] });
    expect(paymentOptionOf('googlepay')).toEqual({ id: 'googlepay', kind: 'card', feePercent: null, refundable: true });
  });

  it('lists every method as a choice of its own but Google Pay, which is a button of the card panel', () => {
    expect(listedMethods(PAYMENT_METHODS.map(paymentOptionOf)).map((method) => method.id)).toEqual(PAYMENT_METHODS.filter((id) => id !== 'googlepay'));
  });

  it('offers each method in the contract’s shape', () => {
    for (const id of PAYMENT_METHODS) expect(() => z.parse(PaymentOption, paymentOptionOf(id))).not.toThrow();
    expect(paymentOptionOf('alipay')).toEqual({ id: 'alipay', kind: 'qr', feePercent: '3', refundable: false });
  });
});
