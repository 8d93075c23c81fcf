/** The events between page scripts and islands hydrated with `client:interaction`. */

/** What counts as a person starting to use an island (its directive, the bill preview). */
export const WAKING_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Dispatched on an island: hydrate it now. */
export const WAKE_EVENT = 'skyline:wake';
/** Dispatched by an island whose code could not be fetched; the next interaction retries. */
export const WAKE_FAILED_EVENT = 'skyline:wake-failed';

export function wakeIsland(island: Element): void {
  island.dispatchEvent(new Event(WAKE_EVENT));
}

/** Astro takes `ssr` off an island once its framework has hydrated it. */
export function isAwake(island: Element): boolean {
  return !island.hasAttribute('ssr');
}

/**
 * Shows a prerendered notice (WakeFailedNotice.astro) when an island's code could not be
 * downloaded; its retry button tries again, and the notice goes once the island is awake.
 */
export function showWakeFailures(island: HTMLElement, notice: HTMLElement): void {
  island.addEventListener(WAKE_FAILED_EVENT, () => {
    notice.hidden = false;
  });
  notice.querySelector('[data-wake-retry]')?.addEventListener('click', () => {
    notice.hidden = true;
    wakeIsland(island);
  });
  island.addEventListener('astro:hydrate', () => {
    notice.hidden = true;
  });
}
