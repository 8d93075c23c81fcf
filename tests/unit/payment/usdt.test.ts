import { describe, expect, it } from 'vitest';
import { confirmationProgress, isUsdtLive, showsUsdtPanel, usdtFromInstruction, type UsdtInstruction } from '../../../src/lib/payment/usdt.ts';

const handedOut: UsdtInstruction = { kind: 'usdt', paymentId: 'pay_0123456789abcdef01234567', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', amount: '6.91', network: 'TRC20', expiresAt: '2026-03-01T08:15:00.000Z' };

const usdtBill = { status: 'Unpaid', paymentMethod: 'usdt', lastPayment: { paymentId: handedOut.paymentId, method: 'usdt', state: 'pending', at: '2026-03-01T08:00:00.000Z' } } as const;

describe('USDT states', () => {
  it('keeps asking the watcher only while the chain can still move', () => {
    expect(isUsdtLive('waiting')).toBe(true);
    expect(isUsdtLive('detected')).toBe(true);
    expect(isUsdtLive('confirmed')).toBe(false);
    expect(isUsdtLive('expired')).toBe(false);
    expect(isUsdtLive('occupied')).toBe(false);
  });

  it('shows what the pay call handed out as a waiting transfer', () => {
    expect(usdtFromInstruction(handedOut)).toEqual({ address: handedOut.address, amount: '6.91', expiresAt: handedOut.expiresAt, state: 'waiting', confirmations: 0, requiredConfirmations: 0, txid: null });
  });

  it('counts confirmations as "n of m", within bounds', () => {
    expect(confirmationProgress({ confirmations: 1, requiredConfirmations: 3 })).toEqual({ count: 1, required: 3 });
    expect(confirmationProgress({ confirmations: 5, requiredConfirmations: 3 })).toEqual({ count: 3, required: 3 });
    expect(confirmationProgress({ confirmations: -1, requiredConfirmations: 0 })).toEqual({ count: 0, required: 1 });
  });
});

describe('showsUsdtPanel', () => {
  it('shows the panel for the attempt on screen, also once its address expired (the panel refreshes it)', () => {
    expect(showsUsdtPanel(usdtBill, 'waiting', 'usdt')).toBe(true);
    expect(showsUsdtPanel(usdtBill, 'expired', 'usdt')).toBe(true);
  });

  it('finds the payment from the invoice alone after a reload or in another browser', () => {
    expect(showsUsdtPanel(usdtBill, 'waiting', null)).toBe(true);
    expect(showsUsdtPanel({ ...usdtBill, lastPayment: { ...usdtBill.lastPayment, state: 'expired' } }, 'expired', null)).toBe(true);
  });

  it('leaves the page to say "failed", "paid" or "closed", and to start a first payment', () => {
    expect(showsUsdtPanel(usdtBill, 'failed', null)).toBe(false);
    expect(showsUsdtPanel({ ...usdtBill, status: 'Paid' }, 'delivered', 'usdt')).toBe(false);
    expect(showsUsdtPanel({ ...usdtBill, lastPayment: null }, 'created', null)).toBe(false);
    expect(showsUsdtPanel(usdtBill, 'created', null)).toBe(false);
  });

  it('is only for USDT', () => {
    expect(showsUsdtPanel({ ...usdtBill, paymentMethod: 'alipay' }, 'waiting', 'qr')).toBe(false);
    expect(showsUsdtPanel({ ...usdtBill, lastPayment: { ...usdtBill.lastPayment, method: 'alipay' } }, 'waiting', null)).toBe(false);
  });
});
