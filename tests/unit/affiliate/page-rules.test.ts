import { describe, expect, it } from 'vitest';
import { giftBlock, inviteBlock, invitesLeftToday, paypalReachable, withdrawReadiness } from '../../../src/lib/affiliate/page-rules.ts';

/** The figures of an account that has earned a little (reference §2.5's example answer). */
const earning = {
  minimums: { balance: '3.00', paypal: '20.00' },
  bonus: { toBeConfirmed: '12.40', withdrawable: '3.50', withdrawn: '20.00', inProgress: '0.00' },
  invites: { usedToday: 3, dailyCap: 10, resetsAt: '2026-11-30T00:00:00+08:00' },
  quota: { left: 2 },
  canSendInvites: true,
};

describe('withdrawReadiness', () => {
  it('lets 3.00 go to the balance and keeps 2.99 back, naming the minimum the provider sent', () => {
    expect(withdrawReadiness({ ...earning, bonus: { ...earning.bonus, withdrawable: '3.00' } })).toEqual({ kind: 'ready' });
    expect(withdrawReadiness({ ...earning, bonus: { ...earning.bonus, withdrawable: '2.99' } })).toEqual({ kind: 'below-minimum', minimum: '3.00' });
    expect(withdrawReadiness({ ...earning, minimums: { balance: '5.00', paypal: '20.00' } })).toEqual({ kind: 'below-minimum', minimum: '5.00' });
  });

  it('says how much is to be clawed back when a refund made withdrawable negative', () => {
    expect(withdrawReadiness({ ...earning, bonus: { ...earning.bonus, withdrawable: '-1.50' } })).toEqual({ kind: 'clawback', owed: '1.50' });
  });
});

describe('paypalReachable', () => {
  it('opens PayPal at its own minimum, not before', () => {
    expect(paypalReachable({ ...earning, bonus: { ...earning.bonus, withdrawable: '19.99' } })).toBe(false);
    expect(paypalReachable({ ...earning, bonus: { ...earning.bonus, withdrawable: '20.00' } })).toBe(true);
  });
});

describe('invites and gifts', () => {
  it('counts what is left today and never below 0', () => {
    expect(invitesLeftToday(earning)).toBe(7);
    expect(invitesLeftToday({ invites: { ...earning.invites, usedToday: 11 } })).toBe(0);
  });

  it('blocks an account without a paid plan first, then the daily cap, then (gifts) an empty quota', () => {
    expect(inviteBlock({ ...earning, canSendInvites: false, invites: { ...earning.invites, usedToday: 10 } })).toBe('not-eligible');
    expect(inviteBlock({ ...earning, invites: { ...earning.invites, usedToday: 10 } })).toBe('daily-limit');
    expect(inviteBlock(earning)).toBeNull();
    expect(giftBlock({ ...earning, quota: { left: 0 } })).toBe('no-quota');
    expect(giftBlock(earning)).toBeNull();
  });
});
