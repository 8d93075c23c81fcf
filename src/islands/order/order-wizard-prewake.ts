/**
 * order/place before the wizard's island wakes (it hydrates on interaction): the
 * prerendered first step already works. Each choice goes straight to the order draft
 * store, which the island renders when it wakes; "Next" is kept the same way, with a
 * line saying the next step is loading (a failed download has its own notice).
 * Once the island is awake, React handles everything and this stands aside.
 *
 * A "Next" pressed before this script has even loaded (a tap while the page is still
 * arriving on a slow network) is noted on the island by a tiny inline script in
 * order/place (`data-wizard-next-pressed`); it is taken here exactly once.
 */
import { provider } from '../../lib/core/api/provider.ts';
import { parsePlanChoiceValue } from '../../lib/order/plans.ts';
import * as order from '../../lib/order/store.ts';
import { isAwake, wakeIsland, WAKE_FAILED_EVENT } from '../../lib/core/ui/island-wake.ts';

/** Set on the island once this script listens: a press after that is not the inline script's to note. */
export const BRIDGED_ATTRIBUTE = 'data-wizard-bridged';
/** Set by order/place's inline script on a "Next" pressed before this script listened. */
export const EARLY_NEXT_ATTRIBUTE = 'data-wizard-next-pressed';

/** `status` says the next step is loading when "Next" was pressed before the island woke. */
export function bridgePrebuiltWizard(island: HTMLElement, status: HTMLElement): void {
  const asleep = () => !isAwake(island);
  const checkedPlan = () => island.querySelector<HTMLInputElement>('input[name="plan"]:checked');

  function keepPlan(): void {
    const choice = parsePlanChoiceValue(checkedPlan()?.value ?? '');
    if (choice) order.choosePlan(choice.pid, choice.cycle);
  }

  /** "Next" on the first step: the plan shown, then step 2 (React renders it when it wakes). */
  function goOn(): void {
    keepPlan();
    order.goToStep(2);
    if (asleep()) status.hidden = false;
  }

  island.addEventListener('change', (event) => {
    if (asleep() && event.target instanceof HTMLInputElement && event.target.name === 'plan') keepPlan();
  });
  island.addEventListener('input', (event) => {
    if (asleep() && event.target instanceof HTMLInputElement && event.target.name === 'coupon') order.editCoupon(event.target.value);
  });
  island.addEventListener('submit', (event) => {
    if (!asleep()) return;
    event.preventDefault();
    keepPlan();
    void order.applyCoupon(provider);
  });
  island.addEventListener('click', (event) => {
    if (!asleep() || !(event.target instanceof Element) || !event.target.closest('[data-wizard-next]')) return;
    goOn();
  });
  island.addEventListener(WAKE_FAILED_EVENT, () => {
    status.hidden = true;
  });
  island.addEventListener('astro:hydrate', () => {
    status.hidden = true;
  });

  island.setAttribute(BRIDGED_ATTRIBUTE, '');
  // The press nobody was listening for yet: taken once, with the plan the visitor saw.
  if (island.hasAttribute(EARLY_NEXT_ATTRIBUTE)) {
    island.removeAttribute(EARLY_NEXT_ATTRIBUTE);
    goOn();
  }

  // A returning visitor sees their own choices at once (React keeps what the form holds
  // when it hydrates), and the island wakes now to price them and show the rest. So it
  // does half-way through an order (a reload on step 2 or 3), or when no plans were built in.
  const draft = order.$orderDraft.get();
  const shown = parsePlanChoiceValue(checkedPlan()?.value ?? '');
  const draftPlan = island.querySelector<HTMLInputElement>(`input[name="plan"][value="${draft.pid}:${draft.cycle}"]`);
  if (draftPlan) draftPlan.checked = true;
  const coupon = island.querySelector<HTMLInputElement>('input[name="coupon"]');
  if (coupon && draft.couponInput !== '') coupon.value = draft.couponInput;
  const ownInput = draft.step > 1 || draft.couponInput !== '' || draft.coupon !== null || (draftPlan !== null && (draft.pid !== shown?.pid || draft.cycle !== shown?.cycle));
  if (!shown || ownInput) wakeIsland(island);
}
