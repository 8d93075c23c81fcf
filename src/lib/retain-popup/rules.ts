/**
 * The retain popup's decisions (spec sections 2, 5 and 9): when it may open, what the
 * email field says before anything is sent, and which message answers which outcome.
 * Pure functions over plain data; the page script (`src/islands/retain-popup/retain-popup.ts`)
 * gathers the facts and acts.
 */
import type { ApiResult } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { checkEmail, isRefusedRetainMailbox } from '../core/rules/email.ts';

/** How the visitor was leaving: the pointer left through the top (desktop) or the back button (mobile). */
export type RetainTrigger = 'exit-intent' | 'back';

/** What the page knows when the visitor seems to be leaving. */
export interface RetainFacts {
  /** The popup was already shown in this visit (sessionStorage). */
  alreadyShown: boolean;
  /** Stored credentials: an account holder needs no trial offer. */
  loggedIn: boolean;
  /** The Android app's in-app mode has its own trial offer. */
  inApp: boolean;
  /** The order wizard's step; past step 1 the visitor is buying, not leaving. */
  wizardStep: number;
  /** The routing guard let the page show (not on its way to the human check). */
  pageShown: boolean;
}

export type RetainVerdict = { open: true } | { open: false; reason: 'already-shown' | 'logged-in' | 'in-app' | 'ordering' | 'page-not-shown' };

/**
 * At most once per visit, never for a logged-in visitor, in the Android app, or once the
 * wizard has moved past its first step.
 * @example decideRetainPopup({ alreadyShown: false, loggedIn: false, inApp: false, wizardStep: 1, pageShown: true }) // { open: true }
 */
export function decideRetainPopup(facts: RetainFacts): RetainVerdict {
  if (!facts.pageShown) return { open: false, reason: 'page-not-shown' };
  if (facts.alreadyShown) return { open: false, reason: 'already-shown' };
  if (facts.loggedIn) return { open: false, reason: 'logged-in' };
  if (facts.inApp) return { open: false, reason: 'in-app' };
  if (facts.wizardStep > 1) return { open: false, reason: 'ordering' };
  return { open: true };
}

/** A pointer event as far as exit intent is concerned. */
export interface PointerExit {
  clientY: number;
  /** Where the pointer went: null when it left the document. */
  relatedTarget: unknown;
}

/**
 * Exit intent: the pointer leaves the document through its top edge (towards the tabs,
 * the address bar or the close button), not through a side or the bottom.
 * @example isExitThroughTop({ clientY: -2, relatedTarget: null }) // true
 */
export function isExitThroughTop(event: PointerExit): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/**
 * The key the popup keeps in `history.state` on phones: the page as it arrived is the
 * `base` entry, the one pushed above it for the same address is the `catch` entry.
 */
export const RETAIN_HISTORY_MARK = 'skyline-retain';
export type RetainHistoryMark = 'base' | 'catch';

/** Which of the popup's entries a history state is, if any. */
export function retainHistoryMark(state: unknown): RetainHistoryMark | null {
  if (typeof state !== 'object' || state === null || !(RETAIN_HISTORY_MARK in state)) return null;
  const mark = state[RETAIN_HISTORY_MARK];
  return mark === 'base' || mark === 'catch' ? mark : null;
}

/**
 * A history state with the popup's mark added, keeping whatever else the page stored.
 * @example markHistoryState(null, 'catch') // { 'skyline-retain': 'catch' }
 */
export function markHistoryState(state: unknown, mark: RetainHistoryMark): Record<string, unknown> {
  return { ...(typeof state === 'object' && state !== null ? state : {}), [RETAIN_HISTORY_MARK]: mark };
}

/**
 * On `popstate`: the visitor pressed back from the `catch` entry onto the `base` one
 * (the page as it arrived), the first time. An in-page anchor (`#faq-refunds`) makes
 * an unmarked entry, and going back from it lands on `catch`: neither is leaving.
 * @example isLeavingByBack({ state: { 'skyline-retain': 'base' }, caught: false }) // true
 */
export function isLeavingByBack(input: { state: unknown; caught: boolean }): boolean {
  return !input.caught && retainHistoryMark(input.state) === 'base';
}

/** What the email field can say before and after sending. */
export type RetainProblem = 'EmailEmpty' | 'EmailFormat' | 'MailboxRefused' | 'EmailRegistered';

/**
 * Checks an address before sending: empty, malformed, or a mailbox that drops our mail
 * (163, 126, yeah). Null when it may be sent.
 * @example checkRetainEmail('lin@163.com') // 'MailboxRefused'
 */
export function checkRetainEmail(text: string): Exclude<RetainProblem, 'EmailRegistered'> | null {
  const problem = checkEmail(text);
  if (problem) return problem;
  return isRefusedRetainMailbox(text) ? 'MailboxRefused' : null;
}

/** What the popup shows after a send. */
export type RetainOutcome =
  | { kind: 'sent' }
  /** About the address: shown under the field; the person edits it and sends again. */
  | { kind: 'problem'; problem: RetainProblem }
  /** About the connection or the server: the catalogued message and a retry. */
  | { kind: 'error'; error: AppErrorName };

/**
 * Maps the provider's answer to what the popup says.
 * @example retainOutcome({ ok: false, error: 'RequestError', providerError: 'EmailRegistered' }) // { kind: 'problem', problem: 'EmailRegistered' }
 */
export function retainOutcome(result: ApiResult<{ sent: true }>): RetainOutcome {
  if (result.ok) return { kind: 'sent' };
  switch (result.providerError) {
    case 'EmailRegistered':
      return { kind: 'problem', problem: 'EmailRegistered' };
    case 'MailboxRefused':
      return { kind: 'problem', problem: 'MailboxRefused' };
    case 'ValidationFailed':
      // The provider read the address differently from our check: say it is malformed.
      return { kind: 'problem', problem: 'EmailFormat' };
    default:
      return { kind: 'error', error: result.error };
  }
}
