import { describe, expect, it } from 'vitest';
import {
  checkRetainEmail,
  decideRetainPopup,
  isExitThroughTop,
  isLeavingByBack,
  markHistoryState,
  RETAIN_HISTORY_MARK,
  retainHistoryMark,
  retainOutcome,
  type RetainFacts,
} from '../../../src/lib/retain-popup/rules.ts';

/** A new visitor reading the marketing page: the one person the popup is for. */
const newVisitor: RetainFacts = { alreadyShown: false, loggedIn: false, inApp: false, wizardStep: 1, pageShown: true };

describe('decideRetainPopup (spec sections 2 and 9)', () => {
  it('opens for a new visitor still on the first step of the wizard', () => {
    expect(decideRetainPopup(newVisitor)).toEqual({ open: true });
  });

  it('opens at most once per visit', () => {
    expect(decideRetainPopup({ ...newVisitor, alreadyShown: true })).toEqual({ open: false, reason: 'already-shown' });
  });

  it('never opens for a visitor with a stored login', () => {
    expect(decideRetainPopup({ ...newVisitor, loggedIn: true })).toEqual({ open: false, reason: 'logged-in' });
  });

  it('never opens in the Android app’s in-app mode', () => {
    expect(decideRetainPopup({ ...newVisitor, inApp: true })).toEqual({ open: false, reason: 'in-app' });
  });

  it('never opens once the wizard is past step 1 (the visitor is buying)', () => {
    for (const wizardStep of [2, 3, 4]) expect(decideRetainPopup({ ...newVisitor, wizardStep })).toEqual({ open: false, reason: 'ordering' });
  });

  it('waits for the routing guard (a visitor on the way to the human check is not leaving)', () => {
    expect(decideRetainPopup({ ...newVisitor, pageShown: false, loggedIn: true })).toEqual({ open: false, reason: 'page-not-shown' });
  });
});

describe('isExitThroughTop (desktop exit intent)', () => {
  it('is true when the pointer leaves the document through its top edge', () => {
    expect(isExitThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitThroughTop({ clientY: -12, relatedTarget: null })).toBe(true);
  });

  it('is false through a side or the bottom, or when the pointer only moves onto another element', () => {
    expect(isExitThroughTop({ clientY: 300, relatedTarget: null })).toBe(false);
    expect(isExitThroughTop({ clientY: 0, relatedTarget: {} })).toBe(false);
  });
});

describe('the back button on phones', () => {
  const base = markHistoryState(null, 'base');
  const caught = markHistoryState({ scroll: 12 }, 'catch');

  it('marks the two entries and keeps what else the page stored in them', () => {
    expect(base).toEqual({ [RETAIN_HISTORY_MARK]: 'base' });
    expect(caught).toEqual({ scroll: 12, [RETAIN_HISTORY_MARK]: 'catch' });
    expect(markHistoryState(caught, 'base')).toEqual({ scroll: 12, [RETAIN_HISTORY_MARK]: 'base' });
  });

  it('recognises its own marks, and nothing else', () => {
    expect(retainHistoryMark(base)).toBe('base');
    expect(retainHistoryMark(caught)).toBe('catch');
    for (const state of [null, undefined, 'skyline-retain', {}, { [RETAIN_HISTORY_MARK]: true }, { [RETAIN_HISTORY_MARK]: 'other' }]) expect(retainHistoryMark(state)).toBeNull();
  });

  it('going back from the pushed entry onto the page as it arrived is leaving', () => {
    expect(isLeavingByBack({ state: base, caught: false })).toBe(true);
  });

  it('an in-page anchor (#faq-…), and back from it onto the pushed entry, are not leaving', () => {
    expect(isLeavingByBack({ state: null, caught: false })).toBe(false);
    expect(isLeavingByBack({ state: caught, caught: false })).toBe(false);
  });

  it('catches the back button once: afterwards back is only back', () => {
    expect(isLeavingByBack({ state: base, caught: true })).toBe(false);
  });
});

describe('checkRetainEmail (spec section 5: retain popup)', () => {
  it('sends a valid address from any other mailbox', () => {
    for (const email of ['lin@example.com', ' wang@qq.com ', 'chen@gmail.com', 'a@my163.com']) expect(checkRetainEmail(email), email).toBeNull();
  });

  it('says "please enter" for nothing and "format incorrect" for a malformed address', () => {
    expect(checkRetainEmail('   ')).toBe('EmailEmpty');
    expect(checkRetainEmail('lin@')).toBe('EmailFormat');
    expect(checkRetainEmail('lin@163')).toBe('EmailFormat');
  });

  it('refuses 163, 126 and yeah mailboxes, which drop our mail', () => {
    for (const email of ['lin@163.com', 'LIN@126.COM', 'lin@yeah.net', 'lin@vip.163.com']) expect(checkRetainEmail(email), email).toBe('MailboxRefused');
  });
});

describe('retainOutcome: which message for which answer', () => {
  it('a sent offer shows the "check your inbox" state', () => {
    expect(retainOutcome({ ok: true, data: { sent: true }, status: 200 })).toEqual({ kind: 'sent' });
  });

  it('a registered address is a problem of the field (with a way to log in)', () => {
    expect(retainOutcome({ ok: false, error: 'RequestError', providerError: 'EmailRegistered', status: 409 })).toEqual({ kind: 'problem', problem: 'EmailRegistered' });
  });

  it('a mailbox the provider refuses reads like the one refused before sending', () => {
    expect(retainOutcome({ ok: false, error: 'RequestError', providerError: 'MailboxRefused', status: 422 })).toEqual({ kind: 'problem', problem: 'MailboxRefused' });
  });

  it('an address the provider finds malformed says the format is incorrect', () => {
    expect(retainOutcome({ ok: false, error: 'RequestError', providerError: 'ValidationFailed', fields: ['email'], status: 400 })).toEqual({ kind: 'problem', problem: 'EmailFormat' });
  });

  it('connection and server trouble show the catalogued error (with a retry)', () => {
    expect(retainOutcome({ ok: false, error: 'NetworkTrouble' })).toEqual({ kind: 'error', error: 'NetworkTrouble' });
    expect(retainOutcome({ ok: false, error: 'Timeout' })).toEqual({ kind: 'error', error: 'Timeout' });
    expect(retainOutcome({ ok: false, error: 'ServerError', providerError: 'Internal', status: 500 })).toEqual({ kind: 'error', error: 'ServerError' });
    expect(retainOutcome({ ok: false, error: 'MalformedResponse', status: 200 })).toEqual({ kind: 'error', error: 'MalformedResponse' });
    expect(retainOutcome({ ok: false, error: 'RequestError', providerError: 'SomethingNew', status: 400 })).toEqual({ kind: 'error', error: 'RequestError' });
  });
});
