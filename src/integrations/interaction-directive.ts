/**
 * `client:interaction`: hydrates an island on the visitor's first touch, click, key or
 * focus inside it, or when a page script dispatches `skyline:wake` on it (for instance
 * because the visitor is half-way through the wizard). Until then the island is its
 * prerendered HTML and its framework is not downloaded.
 *
 * Astro catches a failed download itself (the island stays as it is); the directive then
 * dispatches `skyline:wake-failed` and the next interaction tries again.
 *
 * On waking it asks for every script the island needs at once (`data-wake-preload`,
 * written by the build), not one import at a time.
 */
import type { ClientDirective } from 'astro';
import { isAwake, preloadWakeScripts, WAKE_EVENT, WAKE_FAILED_EVENT, WAKING_INTERACTIONS } from '../lib/core/ui/island-wake.ts';

const TRIGGERS = [...WAKING_INTERACTIONS, WAKE_EVENT] as const;

const interactionDirective: ClientDirective = (load, _options, island) => {
  let waking = false;
  const wake = async () => {
    if (waking) return;
    waking = true;
    preloadWakeScripts(island);
    const hydrate = await load();
    await hydrate();
    if (isAwake(island)) {
      for (const type of TRIGGERS) island.removeEventListener(type, onTrigger);
    } else {
      waking = false;
      island.dispatchEvent(new Event(WAKE_FAILED_EVENT, { bubbles: true }));
    }
  };
  const onTrigger = () => void wake();
  for (const type of TRIGGERS) island.addEventListener(type, onTrigger, { passive: true });
};

export default interactionDirective;
