/**
 * Fills the marketing page's visitor panel: IP, location and network provider as the
 * provider sees them, OS and browser from the user agent. Text only; a value that
 * cannot be found says so instead of spinning.
 */
import { visitorInfo } from '../../lib/order/contract.ts';
import type { ProviderClient } from '../../lib/core/api/provider-client.ts';
import * as z from 'zod/mini';
import { describeUserAgent, type BrowserNames } from '../../lib/core/rules/user-agent.ts';
import { formatPlace } from '../../lib/core/i18n/format.ts';
import { readPageContext } from '../../lib/core/page-context.ts';
import { decodeJson } from '../../lib/core/stores/persist.ts';

/** The copy's in-app browser names, written by VisitorPanel.astro. */
const BrowserNamesData = z.object({ wechat: z.string(), uc: z.string(), samsung: z.string() });

export async function fillVisitorPanel(panel: HTMLElement, client: ProviderClient): Promise<void> {
  const unknown = panel.dataset.unknown ?? '—';
  const set = (field: string, value: string | null) => {
    const cell = panel.querySelector<HTMLElement>(`[data-visitor="${field}"]`);
    if (cell) cell.textContent = value && value.trim() !== '' ? value : unknown;
  };
  // Unreadable names (a damaged page) show as unknown rather than in another language.
  const names: BrowserNames = decodeJson(BrowserNamesData, panel.dataset.browserNames, { wechat: unknown, uc: unknown, samsung: unknown });
  const agent = describeUserAgent(navigator.userAgent, names);
  set('os', agent.os);
  set('browser', agent.browser);
  // Not worth a "network trouble" notice: the panel just says what it could not find.
  const result = await client.call(visitorInfo, {});
  const info = result.ok ? result.data : null;
  set('ip', info?.ip ?? null);
  set('location', info ? formatPlace(readPageContext().locale, [info.city, info.region, info.country]) : null);
  set('isp', info?.isp ?? null);
}
