import { describe, expect, it } from 'vitest';
import { allows, serviceOffer, type ServiceFacts } from '../../../src/lib/service/actions.ts';

const now = Date.parse('2026-11-20T04:00:00Z');
const DAY = 24 * 3600_000;
const at = (days: number) => new Date(now + days * DAY).toISOString();

/** Named services as the sandbox's demo accounts have them. */
const runningMonthly: ServiceFacts = { status: 'Active', cycle: 'Monthly', expiresAt: at(21), renewalCancelledAt: null };
const runningTrial: ServiceFacts = { status: 'Active', cycle: 'Trial', expiresAt: at(3), renewalCancelledAt: null };
const unpaidOrder: ServiceFacts = { status: 'Pending', cycle: 'Monthly', expiresAt: at(0), renewalCancelledAt: null };
const longUnpaid: ServiceFacts = { status: 'Pending', cycle: 'Monthly', expiresAt: at(-30), renewalCancelledAt: null };
const justExpired: ServiceFacts = { status: 'Expired', cycle: 'Monthly', expiresAt: at(-6), renewalCancelledAt: null };
const longExpired: ServiceFacts = { status: 'Expired', cycle: 'Monthly', expiresAt: at(-8), renewalCancelledAt: null };
const stopped: ServiceFacts = { status: 'Stopped', cycle: 'Annually', expiresAt: at(12), renewalCancelledAt: null };
const terminated: ServiceFacts = { status: 'Terminated', cycle: 'Monthly', expiresAt: at(-45), renewalCancelledAt: null };
const blacklisted: ServiceFacts = { status: 'Blacklisted', cycle: 'Semi-annually', expiresAt: at(17), renewalCancelledAt: null };

const cancelledRenewal: ServiceFacts = { ...runningMonthly, renewalCancelledAt: at(-2) };

describe('what each status allows', () => {
  it('Active with its renewal cancelled: no renewal ever again, it ends at its expiry; a new plan instead', () => {
    expect(serviceOffer(cancelledRenewal, now)).toEqual({
      standing: { kind: 'renewalCancelled', endsAt: Date.parse(cancelledRenewal.expiresAt) },
      actions: ['reorder', 'share', 'reset', 'bindEmail', 'contactSupport'],
      subscription: true,
      started: true,
    });
    const expiredAfterCancelling: ServiceFacts = { ...justExpired, renewalCancelledAt: at(-20) };
    expect(serviceOffer(expiredAfterCancelling, now).actions).toEqual(['reorder', 'contactSupport']);
    expect(allows(expiredAfterCancelling, 'renew', now)).toBe(false);
  });

  it('Active: renew (also in advance), another length, share, reset, bind email, support', () => {
    expect(serviceOffer(runningMonthly, now)).toEqual({
      standing: { kind: 'running' },
      actions: ['renew', 'renewOtherLength', 'share', 'reset', 'bindEmail', 'contactSupport'],
      subscription: true,
      started: true,
    });
  });

  it('an Active trial is never renewed: its holder orders a plan', () => {
    const offer = serviceOffer(runningTrial, now);
    expect(offer.standing).toEqual({ kind: 'trialEnds' });
    expect(offer.actions).toEqual(['reorder', 'share', 'reset', 'bindEmail', 'contactSupport']);
    expect(offer.subscription).toBe(true);
  });

  it('Pending: pay the bill or contact support, until the bill can no longer be paid', () => {
    const offer = serviceOffer(unpaidOrder, now);
    expect(offer.actions).toEqual(['payBill', 'contactSupport']);
    expect(offer.standing).toEqual({ kind: 'payBy', until: Date.parse(at(7)) });
    // Never started: no expiry, data used, reset date or devices to speak of.
    expect(offer.started).toBe(false);
    expect(serviceOffer(longUnpaid, now)).toEqual({ standing: { kind: 'billClosed' }, actions: ['reorder', 'contactSupport'], subscription: false, started: false });
  });

  it('Expired: renew within grace and threshold (Monthly: 3 + 4 days), then reorder', () => {
    expect(serviceOffer(justExpired, now)).toEqual({
      standing: { kind: 'renewBy', until: Date.parse(at(1)) },
      actions: ['renew', 'renewOtherLength', 'contactSupport'],
      subscription: false,
      started: true,
    });
    expect(serviceOffer(longExpired, now)).toEqual({ standing: { kind: 'renewalClosed' }, actions: ['reorder', 'contactSupport'], subscription: false, started: true });
  });

  it('exactly at the deadline a renewal is still open; a moment later it is not', () => {
    const deadline = Date.parse(at(-6)) + 7 * DAY;
    expect(allows(justExpired, 'renew', deadline)).toBe(true);
    expect(allows(justExpired, 'renew', deadline + 1)).toBe(false);
    expect(allows(justExpired, 'reorder', deadline + 1)).toBe(true);
  });

  it('an expired trial is reordered, never renewed', () => {
    expect(serviceOffer({ status: 'Expired', cycle: 'Trial', expiresAt: at(-1), renewalCancelledAt: null }, now).actions).toEqual(['reorder', 'contactSupport']);
  });

  it('Stopped (by hand): contact support only, since paying would not start it again', () => {
    expect(serviceOffer(stopped, now)).toEqual({ standing: { kind: 'stopped' }, actions: ['contactSupport'], subscription: false, started: true });
  });

  it('Terminated: reorder or contact support', () => {
    expect(serviceOffer(terminated, now)).toEqual({ standing: { kind: 'terminated' }, actions: ['reorder', 'contactSupport'], subscription: false, started: true });
  });

  it('Blacklisted: reset or contact support, and says why', () => {
    expect(serviceOffer(blacklisted, now)).toEqual({ standing: { kind: 'blacklisted' }, actions: ['reset', 'contactSupport'], subscription: false, started: true });
  });

  it('only an Active service shows its address, shares it, or binds an email from here', () => {
    for (const service of [unpaidOrder, justExpired, stopped, terminated, blacklisted]) {
      const offer = serviceOffer(service, now);
      expect(offer.subscription).toBe(false);
      expect(offer.actions).not.toContain('share');
      expect(offer.actions).not.toContain('bindEmail');
    }
  });

  it('every status can contact support', () => {
    for (const service of [runningMonthly, runningTrial, unpaidOrder, longUnpaid, justExpired, longExpired, stopped, terminated, blacklisted]) {
      expect(serviceOffer(service, now).actions).toContain('contactSupport');
    }
  });
});
