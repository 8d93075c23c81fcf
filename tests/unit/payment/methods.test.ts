/** The payment-method registry the site and the sandbox share. */
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PaymentOption } from '../../../src/lib/order/contract.ts';
import { ALL_PAYMENT_METHODS, paymentMethod, paymentOptionOf } from '../../../src/lib/payment/methods.ts';
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

  it('sees money before it is booked on USDT and card only', () => {
    expect(ALL_PAYMENT_METHODS.filter((method) => method.moneySeenBy !== null).map((method) => [method.id, method.moneySeenBy])).toEqual([
      ['card', 'card-confirmed'],
      ['usdt', 'usdt-detected'],
    ]);
  });

  it('offers each method in the contract’s shape', () => {
    for (const id of PAYMENT_METHODS) expect(() => z.parse(PaymentOption, paymentOptionOf(id))).not.toThrow();
    expect(paymentOptionOf('alipay')).toEqual({ id: 'alipay', kind: 'qr', feePercent: '3', refundable: false });
  });
});
