/**
 * The desktop panel's provider client (docs/decisions/0034). The site's client
 * (./provider.ts) answers HmacCheckFailed by forgetting the SITE's login and going to
 * order/place; the panel keeps its own login (lib/win/store.ts) and stays in the
 * panel, so its calls go through a client that leaves HmacCheckFailed to the panel's
 * store: it forgets the panel's login only, and says so on the page.
 */
import { createProviderClient } from './provider-client.ts';
import { PROVIDER_BASES, PROVIDER_ORIGINS, visitBase } from './provider-origins.ts';

export const panelProvider = createProviderClient({ baseURL: PROVIDER_BASES, workingBase: visitBase });

/** Where the provider serves its answers, its downloads and its subscription addresses: any of its listed origins (ADR 0052). */
export const PANEL_PROVIDER_ORIGINS = PROVIDER_ORIGINS;
