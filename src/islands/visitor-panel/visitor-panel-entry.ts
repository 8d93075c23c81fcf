/** order/place: fill the visitor panel once the page is idle (it is below the fold). */
import { provider } from '../../lib/core/api/provider.ts';
import { fillVisitorPanel } from './visitor-panel.ts';

const panel = document.querySelector<HTMLElement>('[data-visitor-panel]');
if (panel) {
  const run = () => void fillVisitorPanel(panel, provider);
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
