/**
 * The island's side of a "send" pressed before it woke (the page script's side is
 * ./keep-before-wake.ts, which marks the island): true once, for the form to send when it
 * has woken, as if pressed awake. Kept apart from the page script's module so the page's
 * first script and the island's code share nothing but the attribute's name.
 * @example useEffect(() => { if (hydrated && sendPressedAsleep(formRef.current)) send(); }, [hydrated]);
 */
import { SEND_PRESSED_ATTRIBUTE } from '../../lib/core/ui/island-wake.ts';

export function sendPressedAsleep(form: HTMLFormElement | null): boolean {
  const island = form?.closest('astro-island');
  if (!island?.hasAttribute(SEND_PRESSED_ATTRIBUTE)) return false;
  island.removeAttribute(SEND_PRESSED_ATTRIBUTE);
  return true;
}
