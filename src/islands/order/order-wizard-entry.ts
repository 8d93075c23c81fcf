/** order/place: lets the prerendered wizard step work before its island wakes. */
import { bridgePrebuiltWizard } from './order-wizard-prewake.ts';
import { showWakeFailures, wakeIsland } from '../../lib/core/ui/island-wake.ts';
import { renewRequestOf } from '../../lib/order/renewal.ts';
import { $credentials } from '../../lib/core/stores/session.ts';
import { $inApp, captureArrivalParams } from '../../lib/core/stores/visitor.ts';

const island = document.querySelector<HTMLElement>('astro-island:has(#order-wizard)');
const status = document.querySelector<HTMLElement>('[data-wizard-status]');
const failure = document.querySelector<HTMLElement>('[data-wake-failed]');
if (island && status && failure) {
  bridgePrebuiltWizard(island, status);
  showWakeFailures(island, failure);
  takeRenewRequest(island);
  takeInAppTrialOffer(island);
}

/**
 * Opened by the Android app's trial button (`?inapp=1&inapptrial=1`, ADR 0063): the trial is
 * shown chosen at once, and the wizard wakes so its store puts the trial in the order
 * (lib/order/store.ts `offerInAppTrial`, once the plans are there) and says why.
 */
function takeInAppTrialOffer(wizard: HTMLElement): void {
  // The shell's script reads the same flags; read here too, so the order of scripts does not matter.
  captureArrivalParams(new URL(location.href));
  const flags = $inApp.get();
  if (!flags.inApp || !flags.inAppTrial) return;
  const trial = wizard.querySelector<HTMLInputElement>('input[name="plan"][value$=":Trial"]');
  if (!trial) return;
  trial.checked = true;
  wakeIsland(wizard);
}

/**
 * "Renew for another length" from a service page (`?renew={id}`): the wizard wakes at once
 * to show that service's renewal chosen (its plan is not the prerendered default), and the
 * request is taken out of the address, so a reload later in the order does not start over.
 */
function takeRenewRequest(wizard: HTMLElement): void {
  const serviceId = renewRequestOf(location.search);
  if (serviceId === null) return;
  const url = new URL(location.href);
  url.searchParams.delete('renew');
  history.replaceState(history.state, '', url);
  if ($credentials.get() === null) return;
  // The person came to choose a length, not to read the hero: on a phone the wizard is below it.
  document.getElementById('order-wizard')?.scrollIntoView({ block: 'start' });
  wakeIsland(wizard);
  // Loaded only for this link: the renewal store and the provider client are the wizard's, not the page's first load.
  void Promise.all([import('../../lib/order/renewal-store.ts'), import('../../lib/core/api/provider.ts')]).then(([{ requestRenewal }, { provider }]) => requestRenewal(provider, serviceId));
}
