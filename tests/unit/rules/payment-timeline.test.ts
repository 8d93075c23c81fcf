import { describe, expect, it } from 'vitest';
import { TIMELINE_STEPS, timelineStep, type PaymentStage } from '../../../src/lib/rules/payment-timeline.ts';

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
