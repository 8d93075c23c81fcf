/**
 * The sandbox help desk's limit on anonymous requests (ADR 0038): 5 an hour per
 * requester, over a rolling hour, with how long the sixth must wait.
 */
import { describe, expect, it } from 'vitest';
import { requestLimit } from '../../../../sandbox/core/request-limit.ts';

const NOW = new Date('2026-11-23T13:00:00Z');
const minutesAgo = (...minutes: number[]) => minutes.map((each) => new Date(NOW.getTime() - each * 60_000));

describe('requestLimit', () => {
  it('takes the first request of the hour, with 4 left after it', () => {
    expect(requestLimit([], NOW)).toEqual({ allowed: true, limit: 5, remaining: 4 });
  });

  it('takes the fifth, with none left', () => {
    expect(requestLimit(minutesAgo(50, 40, 30, 1), NOW)).toEqual({ allowed: true, limit: 5, remaining: 0 });
  });

  it('refuses the sixth until the oldest of the hour leaves it', () => {
    // Lin wrote at 12:10, 12:20, 12:30, 12:40 and 12:59 (any order): a place frees at 13:10.
    expect(requestLimit(minutesAgo(30, 50, 40, 20, 1), NOW)).toEqual({ allowed: false, limit: 5, remaining: 0, retryAfterSeconds: 600 });
  });

  it('forgets requests an hour old or older', () => {
    expect(requestLimit(minutesAgo(60, 61, 90, 30, 20, 10), NOW)).toEqual({ allowed: true, limit: 5, remaining: 1 });
  });

  it('asks for at least a second, and rounds part of a second up', () => {
    const almost = [new Date(NOW.getTime() - 3_599_500), ...minutesAgo(4, 3, 2, 1)];
    expect(requestLimit(almost, NOW)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });

  it('with more than five in the hour, waits for the one that leaves a place', () => {
    // Once the requests of 55 and 50 minutes ago have left, four remain: 10 minutes.
    expect(requestLimit(minutesAgo(55, 50, 45, 10, 5, 1), NOW)).toMatchObject({ allowed: false, retryAfterSeconds: 10 * 60 });
  });
});
