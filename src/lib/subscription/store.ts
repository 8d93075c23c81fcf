/**
 * One-click import in progress: which client's link was just opened, and whether the
 * page should now ask "didn't open?". A browser never says whether an app answered a
 * link, so the page waits a few seconds: if the page was hidden meanwhile (the app came
 * to the front), it says nothing; otherwise it shows the download link for this device
 * and the copy-and-paste steps. A client with no link (v2rayN, OpenClash) is copied
 * and goes straight to the paste steps.
 *
 * The link itself is opened by the button the person pressed (an `<a href>`): Chrome
 * opens apps only from a user gesture, never from a timer (features-2 §1.1).
 */
import { atom } from 'nanostores';
import type { ImportClientId } from './import-links.ts';
import { clientPlatformOf, inAppBrowserOf, type DevicePlatform, type InAppBrowser } from './client-platform.ts';

/**
 * 'opening': the link was followed, the page waits for the app; 'unanswered': it waited
 * and the page is still in front (or the address was copied for a client with no link):
 * the way forward shows.
 */
export type ImportAttempt = { client: ImportClientId; phase: 'opening' | 'unanswered' };

export const $importAttempt = atom<ImportAttempt | null>(null);

/** How long the page waits for an app before asking "didn't open?". */
export const IMPORT_WAIT = { ms: 3000 };

let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

/** The app came to the front and hid the page: the import is in its hands. */
function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden' && $importAttempt.get()?.phase === 'opening') {
    clearTimeout(timer);
    $importAttempt.set(null);
  }
}

/** From the import button's click, as the browser follows its link. */
export function startImport(client: ImportClientId): void {
  clearTimeout(timer);
  if (!watching && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibilityChange);
    watching = true;
  }
  $importAttempt.set({ client, phase: 'opening' });
  timer = setTimeout(() => {
    const attempt = $importAttempt.get();
    if (attempt?.client === client && attempt.phase === 'opening') $importAttempt.set({ client, phase: 'unanswered' });
  }, IMPORT_WAIT.ms);
}

/** A client with no link: its address was copied, the paste steps show at once. */
export function copiedForPaste(client: ImportClientId): void {
  clearTimeout(timer);
  $importAttempt.set({ client, phase: 'unanswered' });
}

/** Another platform chosen, or the help closed. */
export function endImport(): void {
  clearTimeout(timer);
  $importAttempt.set(null);
}

/** This browser's platform (null: the agent names none) and in-app browser (null: none). */
export interface Device {
  platform: DevicePlatform | null;
  inApp: InAppBrowser | null;
}

/** This browser's platform and in-app browser, read from its user agent. */
export function readDevice(): Device {
  if (typeof navigator === 'undefined') return { platform: null, inApp: null };
  return { platform: clientPlatformOf(navigator.userAgent, navigator.maxTouchPoints), inApp: inAppBrowserOf(navigator.userAgent) };
}
