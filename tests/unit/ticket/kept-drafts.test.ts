import { describe, expect, it } from 'vitest';
import { hasKeptDraft } from '../../../src/lib/ticket/kept-drafts.ts';

describe('hasKeptDraft', () => {
  it('counts only this form’s entry among the ticket forms’ drafts', () => {
    const drafts = JSON.stringify({ 'pay-1042': { email: 'a@example.com' } });
    expect(hasKeptDraft(drafts, 'pay-1042')).toBe(true);
    expect(hasKeptDraft(drafts, 'contact')).toBe(false);
    expect(hasKeptDraft(JSON.stringify({ contact: {} }), 'contact')).toBe(true);
  });

  it('counts any stored draft for a form that names no key (the callback request)', () => {
    expect(hasKeptDraft(JSON.stringify({ phone: '+852 5555 0000' }))).toBe(true);
  });

  it('counts nothing stored, text that is not JSON, and JSON that is not an object of drafts as none', () => {
    expect(hasKeptDraft(undefined, 'contact')).toBe(false);
    expect(hasKeptDraft('{"contact":', 'contact')).toBe(false);
    expect(hasKeptDraft('null', 'contact')).toBe(false);
    expect(hasKeptDraft('"contact"', 'contact')).toBe(false);
    expect(hasKeptDraft('{}', 'toString')).toBe(false);
  });
});
