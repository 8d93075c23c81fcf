import { describe, expect, it } from 'vitest';
import { pickDefaultService, resolveServiceChoice, serviceIdFromQuery } from '../../../src/lib/service/default-service.ts';

const expiredThenActive = {
  jjService: [
    { id: 11, relid: 101, status: 'Expired' as const },
    { id: 12, relid: 102, status: 'Active' as const },
  ],
  unpaidService: [{ id: 13 }],
};

describe('pickDefaultService (first Active, else first, else first unpaid)', () => {
  it('prefers the first Active service', () => {
    expect(pickDefaultService(expiredThenActive)).toEqual({ id: 12, relid: 102, status: 'Active' });
  });
  it('falls back to the first service', () => {
    expect(pickDefaultService({ jjService: [{ id: 11, relid: 101, status: 'Stopped' }], unpaidService: [] })?.id).toBe(11);
  });
  it('falls back to the first unpaid service', () => {
    expect(pickDefaultService({ jjService: [], unpaidService: [{ id: 13 }, { id: 14 }] })).toEqual({ id: 13, relid: null, status: 'Pending' });
  });
  it('has nothing to pick for an empty account', () => {
    expect(pickDefaultService({ jjService: [], unpaidService: [] })).toBeNull();
  });
});

describe('resolveServiceChoice', () => {
  it('shows the service in the address when it is the account’s', () => {
    expect(resolveServiceChoice(expiredThenActive, 11, 12)?.id).toBe(11);
  });
  it('keeps a stored selection that still exists', () => {
    expect(resolveServiceChoice(expiredThenActive, null, 13)?.id).toBe(13);
  });
  it('drops a stored selection that no longer exists and re-defaults', () => {
    expect(resolveServiceChoice(expiredThenActive, null, 99)?.id).toBe(12);
  });
});

describe('serviceIdFromQuery', () => {
  it('reads a positive service id from ?service=, and nothing else', () => {
    expect(serviceIdFromQuery('?service=12')).toBe(12);
    expect(serviceIdFromQuery('?topic=billing&service=7')).toBe(7);
    for (const search of ['', '?service=0', '?service=-3', '?service=1e3', '?service=12345678901', '?service=abc']) expect(serviceIdFromQuery(search)).toBeUndefined();
  });
});
