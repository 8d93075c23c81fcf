/**
 * order/place before the wizard's island wakes (it hydrates on interaction): the
 * prerendered first step already works. Each choice goes straight to the order draft
 * store, which the island renders when it wakes; "Next" is kept the same way, with a
 * line saying the next step is loading, and a download that fails says so with a retry.
 * Once the island is awake, React handles everything and this stands aside.
 */
import { provider } from '../api/provider.ts';
import { parsePlanChoiceValue } from '../rules/plans.ts';
import * as order from '../stores/order-draft.ts';
import { isAwake, wakeIsland, WAKE_FAILED_EVENT } from './island-wake.ts';

export interface WizardStatusTexts {
  waking: string;
  failed: string;
  retry: string;
}

export function bridgePrebuiltWizard(island: HTMLElement, status: HTMLElement, texts: WizardStatusTexts): void {
  const asleep = () => !isAwake(island);
  const checkedPlan = () => island.querySelector<HTMLInputElement>('input[name="plan"]:checked');

  function keepPlan(): void {
    const choice = parsePlanChoiceValue(checkedPlan()?.value ?? '');
    if (choice) order.choosePlan(choice.pid, choice.cycle);
  }

  function say(text: string, withRetry: boolean): void {
    status.replaceChildren(text);
    if (withRetry) {
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'button button--small';
      retry.textContent = texts.retry;
      retry.addEventListener('click', () => {
        say(texts.waking, false);
        wakeIsland(island);
      });
      status.append(' ', retry);
    }
    status.hidden = false;
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
    keepPlan();
    order.goToStep(2);
    say(texts.waking, false);
  });
  island.addEventListener(WAKE_FAILED_EVENT, () => say(texts.failed, true));
  island.addEventListener('astro:hydrate', () => {
    status.hidden = true;
  });

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
