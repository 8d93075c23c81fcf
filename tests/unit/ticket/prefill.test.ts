import { describe, expect, it } from 'vitest';
import { fillsInAtOnce, storedAccountEmail } from '../../../src/lib/ticket/prefill.ts';

const verified = JSON.stringify({ email: 'ann@example.com', status: 'verified' });
const none = JSON.stringify({ email: null, status: 'none' });

describe('what a ticket form fills in before a touch', () => {
  it('reads the account email kept on this device, and nothing from an empty, unbound or garbled value', () => {
    expect(storedAccountEmail(verified)).toBe('ann@example.com');
    expect(storedAccountEmail(none)).toBeUndefined();
    expect(storedAccountEmail(JSON.stringify({ email: '  ', status: 'unverified' }))).toBeUndefined();
    expect(storedAccountEmail('{"email":')).toBeUndefined();
    expect(storedAccountEmail('null')).toBeUndefined();
    expect(storedAccountEmail(undefined)).toBeUndefined();
  });

  it('wakes the form at once for the service page’s "contact support" or a kept account email, not otherwise', () => {
    expect(fillsInAtOnce('?service=12', undefined)).toBe(true);
    expect(fillsInAtOnce('', verified)).toBe(true);
    expect(fillsInAtOnce('?page=2', none)).toBe(false);
    expect(fillsInAtOnce('', undefined)).toBe(false);
  });
});
