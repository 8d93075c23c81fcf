import { describe, expect, it } from 'vitest';
import { pickRenewable, preselectsRenewal, renewalCandidateOf, renewalFits, renewalOffered, renewalPlanOf, renewRequestOf, type RenewalCandidate } from '../../../src/lib/order/renewal.ts';

describe('which service the wizard offers to renew', () => {
  it('prefers the first Active service', () => {
    expect(pickRenewable([{ id: 1, status: 'Expired' as const }, { id: 2, status: 'Active' as const }])?.id).toBe(2);
  });

  it('falls back to an expired one; one stopped by hand is not offered (paying would not start it again)', () => {
    expect(pickRenewable([{ id: 1, status: 'Terminated' as const }, { id: 2, status: 'Stopped' as const }])).toBeNull();
    expect(pickRenewable([{ id: 3, status: 'Expired' as const }])?.id).toBe(3);
  });

  it('offers none when every service is terminated or blacklisted', () => {
    expect(pickRenewable([{ id: 1, status: 'Terminated' as const }, { id: 2, status: 'Blacklisted' as const }])).toBeNull();
    expect(pickRenewable([])).toBeNull();
  });
});

describe('when the renewal is offered', () => {
  const expiring = (expiresAt: string): RenewalCandidate => ({ serviceId: 7, pid: 1, productName: 'Skyline Standard', expiresAt });
  const now = Date.parse('2026-11-21T00:00:00Z');

  it('not for the one-off trial, nor before a cycle is chosen', () => {
    expect(renewalOffered(expiring('2026-12-01T00:00:00Z'), 'Trial', now)).toBe(false);
    expect(renewalOffered(expiring('2026-12-01T00:00:00Z'), null, now)).toBe(false);
  });

  it('for a running service, and in its grace period and threshold', () => {
    expect(renewalOffered(expiring('2026-12-01T00:00:00Z'), 'Monthly', now)).toBe(true);
    // Expired 5 days ago: 3 days' grace plus Monthly's 4-day threshold still allow it.
    expect(renewalOffered(expiring('2026-11-16T00:00:00Z'), 'Monthly', now)).toBe(true);
  });

  it('not once past grace and threshold: that service is reordered', () => {
    // Expired 8 days ago: past 3 + 4 days for Monthly, still within 3 + 37 for Annually.
    expect(renewalOffered(expiring('2026-11-13T00:00:00Z'), 'Monthly', now)).toBe(false);
    expect(renewalOffered(expiring('2026-11-13T00:00:00Z'), 'Annually', now)).toBe(true);
  });
});

describe('the renewal a service gives, and when the wizard chooses it', () => {
  const products = [
    { pid: 1, name: 'Skyline Standard' },
    { pid: 2, name: 'Skyline Pro' },
  ];
  const now = Date.parse('2026-11-21T00:00:00Z');
  const runningPro: RenewalCandidate = { serviceId: 7, pid: 2, productName: 'Skyline Pro', expiresAt: '2026-12-01T00:00:00Z' };

  it('joins the service to the catalogue by product id, not by the name shown', () => {
    expect(renewalCandidateOf({ id: 7, pid: 2, expiresAt: '2026-12-01T00:00:00Z', renewalCancelledAt: null }, products)).toEqual(runningPro);
    // Renamed or translated names do not matter; a product no longer sold cannot be priced.
    expect(renewalCandidateOf({ id: 7, pid: 2, expiresAt: '2026-12-01T00:00:00Z', renewalCancelledAt: null }, [{ pid: 2, name: 'Skyline Pro (2027)' }])?.productName).toBe('Skyline Pro (2027)');
    expect(renewalCandidateOf({ id: 7, pid: 3, expiresAt: '2026-12-01T00:00:00Z', renewalCancelledAt: null }, products)).toBeNull();
  });

  it('never offers a renewal its owner cancelled (cancelling is for good)', () => {
    expect(renewalCandidateOf({ id: 7, pid: 2, expiresAt: '2026-12-01T00:00:00Z', renewalCancelledAt: '2026-11-20T00:00:00Z' }, products)).toBeNull();
  });

  it('keeps a chosen renewal only on the service’s own product, in a cycle it renews in', () => {
    expect(renewalFits(runningPro, { pid: 2, cycle: 'Annually' }, now)).toBe(true);
    expect(renewalFits(runningPro, { pid: 1, cycle: 'Annually' }, now)).toBe(false);
    expect(renewalFits(runningPro, { pid: 2, cycle: 'Trial' }, now)).toBe(false);
  });

  it('chooses the renewal for the holder, unless they turned it down for this service', () => {
    expect(preselectsRenewal(runningPro, { cycle: 'Annually', declinedRenewalOf: null }, now)).toBe(true);
    expect(preselectsRenewal(runningPro, { cycle: 'Annually', declinedRenewalOf: 7 }, now)).toBe(false);
    expect(preselectsRenewal(runningPro, { cycle: 'Annually', declinedRenewalOf: 8 }, now)).toBe(true);
    expect(preselectsRenewal(runningPro, { cycle: 'Trial', declinedRenewalOf: null }, now)).toBe(false);
  });
});

describe('a renewal asked for from a service page (order/place?renew={id})', () => {
  it('reads the service id, and nothing else', () => {
    expect(renewRequestOf('?renew=12')).toBe(12);
    expect(renewRequestOf('?inapp=1&renew=7')).toBe(7);
    expect(renewRequestOf('')).toBeNull();
    expect(renewRequestOf('?renew=0')).toBeNull();
    expect(renewRequestOf('?renew=-3')).toBeNull();
    expect(renewRequestOf('?renew=12abc')).toBeNull();
    expect(renewRequestOf('?renew=1e3')).toBeNull();
  });

  it('offers the service asked for when it is renewable, else the usual one', () => {
    const services = [{ id: 1, status: 'Active' as const }, { id: 2, status: 'Expired' as const }, { id: 3, status: 'Terminated' as const }, { id: 4, status: 'Stopped' as const }];
    expect(pickRenewable(services, 2)?.id).toBe(2);
    expect(pickRenewable(services, 3)?.id).toBe(1);
    expect(pickRenewable(services, 4)?.id).toBe(1);
    expect(pickRenewable(services, 99)?.id).toBe(1);
  });

  it("starts on the service's product in its own cycle; a trial's cycle is not chosen", () => {
    expect(renewalPlanOf({ pid: 2, cycle: 'Semi-annually' })).toEqual({ pid: 2, cycle: 'Semi-annually' });
    expect(renewalPlanOf({ pid: 1, cycle: 'Trial' })).toEqual({ pid: 1, cycle: null });
  });
});
