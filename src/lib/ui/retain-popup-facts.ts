/**
 * What the retain popup needs to know about the visitor, read at the moment they seem
 * to be leaving (not at page load: a login link, the in-app flag or the wizard's step
 * can change while the page is open).
 */
import * as z from 'zod/mini';
import type { RetainFacts } from '../rules/retain.ts';
import { $credentials } from '../stores/session.ts';
import { $inApp } from '../stores/visitor.ts';
import { $guardState } from '../stores/guard.ts';
import { decodeJson, STORAGE_PREFIX } from '../stores/persist.ts';

/** Once per visit: kept in sessionStorage, which a new tab or a closed browser forgets. */
const SHOWN_KEY = `${STORAGE_PREFIX}retain-shown`;
/** The order wizard's draft (`src/lib/stores/order-draft.ts` keeps it under this key). */
const ORDER_DRAFT_KEY = `${STORAGE_PREFIX}order-draft`;
const DraftStep = z.object({ step: z.number() });

/** Without storage the page itself still remembers, so the popup opens at most once per page. */
let shownOnThisPage = false;

function readStorage(storage: () => Storage, key: string): string | undefined {
  try {
    return storage().getItem(key) ?? undefined;
  } catch {
    // Storage refused (private mode, some in-app browsers): read as "nothing stored".
    return undefined;
  }
}

/**
 * The wizard's step as stored; a missing or unreadable draft is step 1 (a new visitor).
 * @example wizardStep() // 1
 */
export function wizardStep(): number {
  return decodeJson(DraftStep, readStorage(() => localStorage, ORDER_DRAFT_KEY), { step: 1 }).step;
}

export function wasRetainShown(): boolean {
  return shownOnThisPage || readStorage(() => sessionStorage, SHOWN_KEY) === '1';
}

export function markRetainShown(): void {
  shownOnThisPage = true;
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage refused: `shownOnThisPage` still keeps it to once on this page.
  }
}

export function readRetainFacts(): RetainFacts {
  return {
    alreadyShown: wasRetainShown(),
    loggedIn: $credentials.get() !== null,
    inApp: $inApp.get().inApp,
    wizardStep: wizardStep(),
    pageShown: $guardState.get() === 'pass',
  };
}
