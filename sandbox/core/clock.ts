/**
 * The sandbox's clock: real time plus an offset kept in the database, so a person or
 * a test can move time forward (expiry, challenge lifetimes, usage resets) and the
 * move survives a restart. Every time-based rule in the sandbox reads `now()`.
 *
 * @example
 * const clock = createClock(db);
 * clock.advance(24 * 3600_000); // tomorrow
 * clock.now(); // a Date one day ahead of the wall clock
 */
import type { DatabaseSync } from 'node:sqlite';
import { readMeta, writeMeta } from './db/schema.ts';

/** Far enough for any scenario, near enough that every Date stays valid and ISO-printable. */
export const MAX_CLOCK_OFFSET_MS = 50 * 365 * 24 * 3600_000;

export interface Clock {
  now(): Date;
  offsetMs(): number;
  /** Moves the clock by `ms` (negative moves it back); throws past ±50 years. */
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

const OFFSET_KEY = 'clock_offset_ms';

export function createClock(db: DatabaseSync, realNow: () => number = Date.now): Clock {
  const stored = Number(readMeta(db, OFFSET_KEY) ?? '0');
  if (!Number.isSafeInteger(stored)) throw new Error(`meta.${OFFSET_KEY} is not an integer: ${readMeta(db, OFFSET_KEY)}`);
  let offset = stored;

  function setOffset(next: number): void {
    if (!Number.isSafeInteger(next) || Math.abs(next) > MAX_CLOCK_OFFSET_MS) {
      throw new RangeError(`clock offset must be an integer within ±${MAX_CLOCK_OFFSET_MS} ms, got ${next}`);
    }
    writeMeta(db, OFFSET_KEY, String(next));
    offset = next;
  }

  return {
    now: () => new Date(realNow() + offset),
    offsetMs: () => offset,
    advance: (ms) => setOffset(offset + ms),
    reset: () => setOffset(0),
  };
}
