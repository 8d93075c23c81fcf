import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardFacts } from '../../../../src/lib/core/rules/guard.ts';

const NOW = Date.parse('2026-11-21T08:00:00+08:00');
const HOUR = 3_600_000;

/** A verified person with no login on a private page: the starting fixture of most cases. */
const person: GuardFacts = {
  access: 'private',
  onOrderPlace: false,
  isBot: false,
  verifiedAt: NOW - HOUR,
  now: NOW,
  hasCredentials: false,
  signature: 'unchecked',
};

describe('decideRoute (spec section 4, in order)', () => {
  it('1. sends bots to the not-found page before anything else', () => {
    expect(decideRoute({ ...person, isBot: true, verifiedAt: null, hasCredentials: true })).toEqual({ kind: 'not-found' });
  });

  it('2. sends a visitor without the human check to verification', () => {
    expect(decideRoute({ ...person, verifiedAt: null })).toEqual({ kind: 'verify', clearStaleCheck: false });
  });

  it('3. clears a human check older than 3 hours and repeats it', () => {
    expect(decideRoute({ ...person, verifiedAt: NOW - 3 * HOUR - 1 })).toEqual({ kind: 'verify', clearStaleCheck: true });
    expect(decideRoute({ ...person, verifiedAt: NOW - 3 * HOUR, hasCredentials: false, access: 'public' }).kind).toBe('show');
  });

  it('3. treats a check stamped far in the future as stale', () => {
    expect(decideRoute({ ...person, verifiedAt: NOW + 24 * HOUR })).toEqual({ kind: 'verify', clearStaleCheck: true });
  });

  it('4. checks a stored signature before showing anything', () => {
    expect(decideRoute({ ...person, hasCredentials: true })).toEqual({ kind: 'check-signature' });
  });

  it('4. HmacCheckFailed clears the login and goes to order/place', () => {
    expect(decideRoute({ ...person, hasCredentials: true, signature: 'rejected' })).toEqual({ kind: 'go', to: 'orderPlace', clearCredentials: true });
  });

  it('4. on order/place itself, a rejected login is cleared without a redirect loop', () => {
    expect(decideRoute({ ...person, access: 'public', onOrderPlace: true, hasCredentials: true, signature: 'rejected' })).toEqual({
      kind: 'show',
      clearCredentials: true,
      signatureUnverified: false,
    });
  });

  it('4. a network failure keeps the login and says the check could not be made', () => {
    expect(decideRoute({ ...person, hasCredentials: true, signature: 'unreachable' })).toEqual({ kind: 'show', clearCredentials: false, signatureUnverified: true });
  });

  it('4. a valid signature shows the page', () => {
    expect(decideRoute({ ...person, hasCredentials: true, signature: 'valid' })).toEqual({ kind: 'show', clearCredentials: false, signatureUnverified: false });
  });

  it('4. a closed account keeps its login and stays on every page, which then says only that (ADR 0056)', () => {
    for (const [access, onOrderPlace] of [['private', false], ['affiliate', false], ['public', true]] as const) {
      expect(decideRoute({ ...person, access, onOrderPlace, hasCredentials: true, signature: 'closed' })).toEqual({ kind: 'closed' });
    }
  });

  it('5. without credentials a private page goes to order/place', () => {
    expect(decideRoute(person)).toEqual({ kind: 'go', to: 'orderPlace', clearCredentials: false });
  });

  it('5. without credentials the affiliate page goes to user/login', () => {
    expect(decideRoute({ ...person, access: 'affiliate' })).toEqual({ kind: 'go', to: 'userLogin', clearCredentials: false });
  });

  it('5. without credentials order/place and the other public pages show', () => {
    expect(decideRoute({ ...person, access: 'public', onOrderPlace: true }).kind).toBe('show');
    expect(decideRoute({ ...person, access: 'public' }).kind).toBe('show');
  });
});
