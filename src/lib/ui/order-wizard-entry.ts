/** order/place: lets the prerendered wizard step work before its island wakes. */
import { bridgePrebuiltWizard } from './order-wizard-prewake.ts';

const island = document.querySelector<HTMLElement>('astro-island:has(#order-wizard)');
const status = document.querySelector<HTMLElement>('[data-wizard-status]');
if (island && status) {
  const { waking = '', failed = '', retry = '' } = status.dataset;
  bridgePrebuiltWizard(island, status, { waking, failed, retry });
}
