import { describe, expect, it } from 'vitest';
import { noteLength, SUPPORT_NOTE_MAX } from '../../../src/lib/ticket/support-request.ts';

describe('what a person writes to support', () => {
  it('is counted in characters as a person counts them', () => {
    expect(noteLength('😀'.repeat(SUPPORT_NOTE_MAX))).toBe(SUPPORT_NOTE_MAX);
    expect(noteLength('  已付款  ')).toBe(3);
  });
});
