/**
 * Fills the marketing page's visitor panel: IP, location and network provider as the
 * provider sees them, OS and browser from the user agent. Text only; a value that
 * cannot be found says so instead of spinning.
 */
import { endpoints } from '../../lib/contract/index.ts';
import type { ProviderClient } from '../../lib/api/client.ts';
import { describeUserAgent } from '../../lib/rules/user-agent.ts';

export async function fillVisitorPanel(panel: HTMLElement, client: ProviderClient): Promise<void> {
  const unknown = panel.dataset.unknown ?? '—';
  const set = (field: string, value: string | null) => {
    const cell = panel.querySelector<HTMLElement>(`[data-visitor="${field}"]`);
    if (cell) cell.textContent = value && value.trim() !== '' ? value : unknown;
  };
  const agent = describeUserAgent(navigator.userAgent);
  set('os', agent.os);
  set('browser', agent.browser);
  // Not worth a "network trouble" notice: the panel just says what it could not find.
  const result = await client.call(endpoints.visitorInfo, {});
  const info = result.ok ? result.data : null;
  set('ip', info?.ip ?? null);
  set('location', info ? [info.city, info.region, info.country].filter(Boolean).join(', ') : null);
  set('isp', info?.isp ?? null);
}
