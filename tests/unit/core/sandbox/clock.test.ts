import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock, MAX_CLOCK_OFFSET_MS } from '../../../../sandbox/core/clock.ts';
import { openDatabase } from '../../../../sandbox/core/db/schema.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skyline-clock-'));
  dirs.push(dir);
  return join(dir, 'sandbox.db');
}

describe('createClock', () => {
  const wall = () => Date.UTC(2030, 0, 1);

  it('is real time plus the offset, and the offset survives reopening the database', () => {
    const path = tempDbPath();
    const db = openDatabase(path);
    const clock = createClock(db, wall);
    expect(clock.now().getTime()).toBe(wall());
    clock.advance(3_600_000);
    clock.advance(-600_000);
    expect(clock.offsetMs()).toBe(3_000_000);
    expect(clock.now().toISOString()).toBe('2030-01-01T00:50:00.000Z');
    db.close();

    const reopened = openDatabase(path);
    expect(createClock(reopened, wall).offsetMs()).toBe(3_000_000);
    createClock(reopened, wall).reset();
    expect(createClock(reopened, wall).now().getTime()).toBe(wall());
    reopened.close();
  });

  it('refuses offsets beyond its range or that are not whole milliseconds', () => {
    const db = openDatabase(tempDbPath());
    const clock = createClock(db, wall);
    expect(() => clock.advance(MAX_CLOCK_OFFSET_MS + 1)).toThrow(RangeError);
    expect(() => clock.advance(0.5)).toThrow(RangeError);
    expect(clock.offsetMs()).toBe(0);
    db.close();
  });
});
