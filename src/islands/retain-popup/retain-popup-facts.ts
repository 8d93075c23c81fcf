/**
 * What the retain popup needs to know about the visitor, read at the moment they seem
 * to be leaving (not at page load: a login link, the in-app flag or the wizard's step
 * can change while the page is open).
 */
import type { RetainFacts } from '../../lib/retain-popup/rules.ts';
import { $credentials } from '../../lib/core/stores/session.ts';
import { $inApp } from '../../lib/core/stores/visitor.ts';
import { $guardState } from '../../lib/core/stores/guard.ts';
import { STORAGE_PREFIX } from '../../lib/core/stores/persist.ts';
// The wizard on this page loads the same store, so reading its step here costs nothing.
import { $orderDraft } from '../../lib/order/store.ts';

/** Once per visit: kept in sessionStorage, which a new tab or a closed browser forgets. */
const SHOWN_KEY = `${STORAGE_PREFIX}retain-shown`;

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
    wizardStep: $orderDraft.get().step,
    pageShown: $guardState.get() === 'pass',
  };
}
