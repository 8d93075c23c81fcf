import { describe, expect, it } from 'vitest';
import { cardExpired, savedCardLabel } from '../../../src/lib/saved-cards/rules.ts';

describe('savedCardLabel', () => {
  it('writes the brand as its owner does, the month with two digits', () => {
    expect(savedCardLabel({ brand: 'amex', last4: '0005', expMonth: 3, expYear: 2031 })).toEqual({ brand: 'American Express', last4: '0005', month: '03', year: '2031' });
  });

  it('shows an unknown brand as sent, and never reads inherited names', () => {
    expect(savedCardLabel({ brand: 'cartes_bancaires', last4: '1111', expMonth: 12, expYear: 2030 }).brand).toBe('cartes_bancaires');
    expect(savedCardLabel({ brand: 'constructor', last4: '1111', expMonth: 12, expYear: 2030 }).brand).toBe('constructor');
  });
});

describe('cardExpired', () => {
  it('keeps a card good through the last day of its expiry month, in Hong Kong time', () => {
    expect(cardExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T15:59:00Z'))).toBe(false);
    expect(cardExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T16:00:00Z'))).toBe(true);
  });

  it('compares the year before the month', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    expect(cardExpired({ expMonth: 12, expYear: 2025 }, now)).toBe(true);
    expect(cardExpired({ expMonth: 1, expYear: 2027 }, now)).toBe(false);
    expect(cardExpired({ expMonth: 5, expYear: 2026 }, now)).toBe(true);
    expect(cardExpired({ expMonth: 6, expYear: 2026 }, now)).toBe(false);
  });
});
