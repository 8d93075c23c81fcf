/**
 * The island's side of what was typed before it was live (the page script's side is
 * ./keep-before-wake.ts): as React commits the hydrated form, the drafts kept for the tab
 * are taken in and the island is marked live, so the page script stops keeping from the
 * very next key. Until then keys land in the fields unheard by React (Astro starts the
 * hydration as a transition, and React takes what a field holds as it hydrates as its
 * starting value), so without this the render after hydration would write the store's older
 * value over them: the first "+" of a phone number, lost on a slow phone.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { LIVE_ATTRIBUTE } from '../../lib/core/ui/island-wake.ts';
import { adoptKeptDrafts } from '../../lib/ticket/store';

export function useKeptUntilLive(formRef: RefObject<HTMLFormElement | null>): void {
  useLayoutEffect(() => {
    adoptKeptDrafts();
    formRef.current?.closest('astro-island')?.setAttribute(LIVE_ATTRIBUTE, '');
  }, [formRef]);
}
