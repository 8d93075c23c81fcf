/** order/place: lets the prerendered wizard step work before its island wakes. */
import { bridgePrebuiltWizard } from './order-wizard-prewake.ts';
import { showWakeFailures } from '../../lib/ui/island-wake.ts';

const island = document.querySelector<HTMLElement>('astro-island:has(#order-wizard)');
const status = document.querySelector<HTMLElement>('[data-wizard-status]');
const failure = document.querySelector<HTMLElement>('[data-wake-failed]');
if (island && status && failure) {
  bridgePrebuiltWizard(island, status);
  showWakeFailures(island, failure);
}
