/**
 * The provider API's addresses this build was made for (`PUBLIC_PROVIDER_API_BASE`, an
 * ordered list: docs/decisions/0052), as the site's code uses them: the bases the clients
 * call, and the origins a link from the provider (a cashier, a subscription address, a
 * download) may be on. The build checked the list (hosting/provider-origin.ts), so it is
 * never empty here.
 */
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import { parseProviderBases } from './provider-bases.ts';
import type { WorkingBaseMemory } from './provider-client.ts';
import { sessionText, STORAGE_PREFIX, STORED_NAMES } from '../stores/stored-names.ts';

export const PROVIDER_BASES: readonly string[] = parseProviderBases(PUBLIC_PROVIDER_API_BASE);

/** Every listed origin, in order; the first is where a visit starts. */
export const PROVIDER_ORIGINS: readonly string[] = PROVIDER_BASES.map((base) => new URL(base).origin);

/**
 * The base this visit last reached, kept in the tab's sessionStorage: the next call, and
 * the next page's early reads in its <head> (lib/core/early/kept-values.ts), start there
 * instead of at a blocked first origin. Only a listed base is taken back.
 */
export const visitBase: WorkingBaseMemory = {
  read: () => sessionText(STORED_NAMES.providerBase),
  keep(base) {
    try {
      if (sessionText(STORED_NAMES.providerBase) !== base) globalThis.sessionStorage?.setItem(STORAGE_PREFIX + STORED_NAMES.providerBase, base);
    } catch {
      // Storage refused (private mode): each page starts at the first origin again.
    }
  },
};
