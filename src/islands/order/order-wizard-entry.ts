/** order/place: lets the prerendered wizard step work before its island wakes. */
import { bridgePrebuiltWizard } from './order-wizard-prewake.ts';
import { showWakeFailures, wakeIsland } from '../../lib/core/ui/island-wake.ts';
import { renewRequestOf } from '../../lib/order/renewal.ts';
import { $credentials } from '../../lib/core/stores/session.ts';

const island = document.querySelector<HTMLElement>('astro-island:has(#order-wizard)');
const status = document.querySelector<HTMLElement>('[data-wizard-status]');
const failure = document.querySelector<HTMLElement>('[data-wake-failed]');
if (island && status && failure) {
  bridgePrebuiltWizard(island, status);
  showWakeFailures(island, failure);
  takeRenewRequest(island);
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
