import { describe, expect, it } from 'vitest';
import { inviteState, type InviteFacts } from '../../../src/lib/affiliate/invite-state.ts';

const DAY = 24 * 3600_000;
const sent = new Date('2026-11-01T02:00:00Z');
const after = (days: number) => new Date(sent.getTime() + days * DAY);

const mailed: InviteFacts = { via: 'email', at: sent, giftExpiresAt: null, claimedAt: null, bouncedAt: null, registered: false, paid: false };
const gift: InviteFacts = { ...mailed, via: 'gift', giftExpiresAt: after(7) };

describe('a mailed invite', () => {
  it('is sent, then expired after 30 days', () => {
    expect(inviteState(mailed, after(29.9))).toBe('sent');
    expect(inviteState(mailed, after(30))).toBe('expired');
  });

  it('is registered once the friend has an account, paid once they pay', () => {
    expect(inviteState({ ...mailed, registered: true }, after(40))).toBe('registered');
    expect(inviteState({ ...mailed, registered: true, paid: true }, after(40))).toBe('paid');
  });

  it('is bounced when the mail came back, from that moment on', () => {
    const bounced = { ...mailed, bouncedAt: after(1) };
    expect(inviteState(bounced, after(0.5))).toBe('sent');
    expect(inviteState(bounced, after(2))).toBe('bounced');
  });
});

describe('a gift', () => {
  it('is returned when unclaimed for 7 days (moving the clock back undoes it)', () => {
    expect(inviteState(gift, after(6.99))).toBe('sent');
    expect(inviteState(gift, after(7))).toBe('returned');
  });

  it('is claimed when the trial starts, paid once the friend pays', () => {
    expect(inviteState({ ...gift, claimedAt: after(2) }, after(10))).toBe('claimed');
    expect(inviteState({ ...gift, claimedAt: after(2), paid: true }, after(10))).toBe('paid');
  });

  it('is returned at once when the mail bounced', () => {
    expect(inviteState({ ...gift, bouncedAt: after(1) }, after(1))).toBe('returned');
  });
});

describe('a friend who came by link, QR or code', () => {
  it('is registered (bound at the first order), then paid', () => {
    for (const via of ['link', 'qrcode', 'code'] as const) {
      expect(inviteState({ ...mailed, via, registered: true }, after(1))).toBe('registered');
      expect(inviteState({ ...mailed, via, registered: true, paid: true }, after(1))).toBe('paid');
    }
  });
});
