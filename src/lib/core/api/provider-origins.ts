/**
 * The provider API's addresses this build was made for (`PUBLIC_PROVIDER_API_BASE`, an
 * ordered list: docs/decisions/0052), as the site's code uses them: the bases the clients
 * call, and the origins a link from the provider (a cashier, a subscription address, a
 * download) may be on. The build checked the list (hosting/provider-origin.ts), so it is
 * never empty here.
 */
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import { parseProviderBases } from './provider-bases.ts';

export const PROVIDER_BASES: readonly string[] = parseProviderBases(PUBLIC_PROVIDER_API_BASE);

/** Every listed origin, in order; the first is where a visit starts. */
export const PROVIDER_ORIGINS: readonly string[] = PROVIDER_BASES.map((base) => new URL(base).origin);
