import { describe, expect, it } from 'vitest';
import { appendEntries, balanceMovement, hasMoreEntries } from '../../../src/lib/balance/rules.ts';

describe('balanceMovement', () => {
  it('reads a minus as money out and shows the amount without it', () => {
    expect(balanceMovement('-6.90')).toEqual({ direction: 'out', amount: '6.90' });
    expect(balanceMovement('20.00')).toEqual({ direction: 'in', amount: '20.00' });
  });

  it('never calls nothing "out"', () => {
    expect(balanceMovement('-0.00')).toEqual({ direction: 'in', amount: '0.00' });
  });
});

describe('appendEntries', () => {
  it('adds the next page after those shown, in order', () => {
    expect(appendEntries([{ id: 5 }, { id: 4 }], [{ id: 3 }, { id: 2 }])).toEqual([{ id: 5 }, { id: 4 }, { id: 3 }, { id: 2 }]);
  });

  it('keeps an entry once when new ones pushed it onto the next page', () => {
    expect(appendEntries([{ id: 5 }, { id: 4 }], [{ id: 4 }, { id: 3 }])).toEqual([{ id: 5 }, { id: 4 }, { id: 3 }]);
  });
});

describe('hasMoreEntries', () => {
  it('offers more until every entry is shown', () => {
    expect(hasMoreEntries(20, 21)).toBe(true);
    expect(hasMoreEntries(21, 21)).toBe(false);
    expect(hasMoreEntries(0, 0)).toBe(false);
  });
});
