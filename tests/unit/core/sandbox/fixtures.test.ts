import { describe, expect, it } from 'vitest';
import { buildAccount, buildService, FixtureError } from '../../../../sandbox/core/fixtures.ts';

const now = new Date('2030-05-15T12:00:00Z');
const DAY_MS = 24 * 3600_000;

describe('buildAccount', () => {
  it('derives the email state from what is given', () => {
    expect(buildAccount({}, 'fixture', now)).toMatchObject({ email: null, emailStatus: 'none', label: null, services: [] });
    expect(buildAccount({ email: 'a@example.com' }, 'fixture', now)).toMatchObject({ email: 'a@example.com', emailStatus: 'unverified' });
    expect(buildAccount({ emailStatus: 'unbound' }, 'demo', now)).toMatchObject({ email: null, emailStatus: 'unbound', origin: 'demo' });
  });

  it('refuses a bound status without an email, and an email with an unbound status', () => {
    expect(() => buildAccount({ emailStatus: 'verified' }, 'fixture', now)).toThrow(FixtureError);
    expect(() => buildAccount({ email: 'a@example.com', emailStatus: 'unbound' }, 'fixture', now)).toThrow(FixtureError);
  });
});

describe('buildService', () => {
  it('places an Active Monthly service one period before its expiry, with the plan price', () => {
    const service = buildService({ status: 'Active', expiresInDays: 10 }, now);
    expect(service.expiresAt.getTime() - now.getTime()).toBe(10 * DAY_MS);
    expect(service.registeredAt.toISOString()).toBe('2030-04-25T12:00:00.000Z');
    expect(service).toMatchObject({ cycle: 'Monthly', productName: 'Skyline Standard', price: { amount: '6.90', currency: 'USD' }, autoRenew: true });
    expect(service.resetAt.getTime()).toBeGreaterThan(now.getTime());
    expect(service.resetAt.toISOString()).toBe('2030-05-25T12:00:00.000Z');
  });

  it('makes a Pending service a never-paid order unless told it was paid before', () => {
    expect(buildService({ status: 'Pending' }, now)).toMatchObject({ deliveredAt: null, registeredAt: now, expiresAt: now, autoRenew: false });
    expect(buildService({ status: 'Pending', everPaid: true }, now).deliveredAt).not.toBeNull();
    expect(() => buildService({ status: 'Active', everPaid: false }, now)).toThrow(FixtureError);
  });

  it('never registers a service in the future, even when paid far ahead', () => {
    const service = buildService({ status: 'Active', cycle: 'Monthly', expiresInDays: 300 }, now);
    expect(service.registeredAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(service.resetAt.getTime() - now.getTime()).toBeLessThanOrEqual(31 * DAY_MS);
  });

  it('prices the trial and does not renew it', () => {
    expect(buildService({ status: 'Active', cycle: 'Trial', expiresInDays: 5 }, now)).toMatchObject({ price: { amount: '0.90' }, autoRenew: false });
  });

  it('prices Skyline Pro, and refuses a cycle or product the catalogue lacks', () => {
    expect(buildService({ status: 'Active', pid: 2, cycle: 'Biennially' }, now)).toMatchObject({ pid: 2, productName: 'Skyline Pro', price: { amount: '205.90' }, deviceLimit: 10 });
    expect(() => buildService({ status: 'Active', pid: 2, cycle: 'Trial' }, now)).toThrow(FixtureError);
    expect(() => buildService({ status: 'Active', pid: 3 }, now)).toThrow(FixtureError);
  });

  it('ends the paid period on the renewal invoice due date unless told otherwise', () => {
    expect(buildService({ status: 'Active', renewalInvoice: { dueInDays: -5 } }, now).expiresAt.getTime() - now.getTime()).toBe(-5 * DAY_MS);
    expect(buildService({ status: 'Active', expiresInDays: 3, renewalInvoice: { dueInDays: -5 } }, now).expiresAt.getTime() - now.getTime()).toBe(3 * DAY_MS);
    expect(() => buildService({ status: 'Pending', renewalInvoice: { dueInDays: 1 } }, now)).toThrow(FixtureError);
  });
});
