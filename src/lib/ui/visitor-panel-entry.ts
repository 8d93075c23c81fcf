/** order/place: fill the visitor panel once the page is idle (it is below the fold). */
import { createProviderClient } from '../api/client.ts';
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import { fillVisitorPanel } from './visitor-panel.ts';

const panel = document.querySelector<HTMLElement>('[data-visitor-panel]');
// A quiet client: a failure here must not put a network-trouble notice over the order page.
const client = createProviderClient({ baseURL: PUBLIC_PROVIDER_API_BASE, timeoutMs: 10_000 });
if (panel) {
  const run = () => void fillVisitorPanel(panel, client);
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
