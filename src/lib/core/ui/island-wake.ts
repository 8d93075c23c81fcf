/** The events between page scripts and islands hydrated with `client:interaction`. */

/** What counts as a person starting to use an island (its directive, the bill preview). */
export const WAKING_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Dispatched on an island: hydrate it now. */
export const WAKE_EVENT = 'skyline:wake';
/** Dispatched by an island whose code could not be fetched; the next interaction retries. */
export const WAKE_FAILED_EVENT = 'skyline:wake-failed';

/** Set on an island whose form's "send" was pressed before it woke: once awake, it sends and takes this off. */
export const SEND_PRESSED_ATTRIBUTE = 'data-send-pressed';

/** Names, space-separated, the scripts an island needs once woken (written by the build: hosting/module-preload.ts). */
export const WAKE_PRELOAD_ATTRIBUTE = 'data-wake-preload';

/**
 * Asks for every script the island's wake needs at once, instead of one import at a time
 * as each arrives. Only the build's own script paths are followed.
 */
export function preloadWakeScripts(island: Element): void {
  for (const href of island.getAttribute(WAKE_PRELOAD_ATTRIBUTE)?.split(' ') ?? []) {
    if (!href.startsWith('/_astro/') || document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

export function wakeIsland(island: Element): void {
  island.dispatchEvent(new Event(WAKE_EVENT));
}

/** Astro takes `ssr` off an island as its framework starts hydrating it (React may not be done). */
export function isAwake(island: Element): boolean {
  return !island.hasAttribute('ssr');
}

/**
 * Set on an island by its own code as React commits it: from then on its components hear
 * every change. Between `ssr` going and this, keys land in the fields unheard by React.
 */
export const LIVE_ATTRIBUTE = 'data-live';

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
