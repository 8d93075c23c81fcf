import { describe, expect, it } from 'vitest';
import { moneySeen, TIMELINE_STEPS, timelineStep } from '../../../src/lib/payment/timeline.ts';
import type { PaymentStage } from '../../../src/lib/payment/stage.ts';

describe('payment timeline', () => {
  it('runs created → waiting → detected → paid → delivered', () => {
    expect(TIMELINE_STEPS).toEqual(['created', 'waiting', 'detected', 'paid', 'delivered']);
  });

  it.each<[PaymentStage, boolean, string]>([
    ['created', false, 'created'],
    ['waiting', false, 'waiting'],
    ['waiting', true, 'detected'],
    ['paid', false, 'paid'],
    ['paid', true, 'paid'],
    ['delivered', false, 'delivered'],
    // A declined payment leaves the bill waiting for another try.
    ['failed', false, 'waiting'],
    // An expired QR or a closed bill: nothing is under way.
    ['expired', false, 'created'],
    ['closed', false, 'created'],
  ])('%s (money seen: %s) reaches %s', (stage, moneySeen, step) => {
    expect(timelineStep(stage, moneySeen)).toBe(step);
  });
});

describe('money seen before it is booked', () => {
  it('a USDT transfer once the chain watcher sees it', () => {
    expect(moneySeen('usdt', { usdtPhase: 'waiting', cardConfirmed: false })).toBe(false);
    expect(moneySeen('usdt', { usdtPhase: 'detected', cardConfirmed: false })).toBe(true);
    expect(moneySeen('usdt', { usdtPhase: 'confirmed', cardConfirmed: false })).toBe(true);
    expect(moneySeen('usdt', { usdtPhase: 'expired', cardConfirmed: false })).toBe(false);
  });

  it('a card once the bank accepted it', () => {
    expect(moneySeen('card', { usdtPhase: null, cardConfirmed: false })).toBe(false);
    expect(moneySeen('card', { usdtPhase: null, cardConfirmed: true })).toBe(true);
    // Google Pay confirms the same Stripe intent: seen once Stripe accepted it.
    expect(moneySeen('googlepay', { usdtPhase: null, cardConfirmed: false })).toBe(false);
    expect(moneySeen('googlepay', { usdtPhase: null, cardConfirmed: true })).toBe(true);
  });

  it('never for rails that only report paid', () => {
    for (const method of ['alipay', 'wechat', 'alipayhk', 'unionpay', 'paypal', 'balance'] as const) {
      expect(moneySeen(method, { usdtPhase: 'detected', cardConfirmed: true })).toBe(false);
    }
  });
});
