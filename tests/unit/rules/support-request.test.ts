import { describe, expect, it } from 'vitest';
import { noteLength, SUPPORT_NOTE_MAX, supportRequestProblem } from '../../../src/lib/rules/support-request.ts';

describe('a support request before it is sent', () => {
  it('needs a valid email first', () => {
    expect(supportRequestProblem({ email: ' ', note: '' })).toBe('EmailEmpty');
    expect(supportRequestProblem({ email: 'lin@', note: '' })).toBe('EmailFormat');
  });
  it('takes a note up to the limit, counted in characters as a person counts them', () => {
    expect(supportRequestProblem({ email: 'lin@example.com', note: '付'.repeat(SUPPORT_NOTE_MAX) })).toBeNull();
    expect(supportRequestProblem({ email: 'lin@example.com', note: '付'.repeat(SUPPORT_NOTE_MAX + 1) })).toBe('NoteTooLong');
    expect(noteLength('😀'.repeat(SUPPORT_NOTE_MAX))).toBe(SUPPORT_NOTE_MAX);
    expect(noteLength('  已付款  ')).toBe(3);
  });
});
