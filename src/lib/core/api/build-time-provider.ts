/**
 * The provider client a build reads with (the plans order/place prerenders, the Android
 * release, the subscription-address articles): the build setting's bases in order,
 * failing over as the site does (ADR 0052), and never waiting long, so a build does not
 * hang on a provider that does not answer.
 */
import { createProviderClient, type ProviderClient } from './provider-client.ts';
import { parseProviderBases } from './provider-bases.ts';

/** How long a build waits for one answer. */
export const BUILD_TIMEOUT_MS = 10_000;

/** `setting`: `PUBLIC_PROVIDER_API_BASE` as the build has it, one base or several, comma-separated. */
export function buildTimeProvider(setting: string, timeoutMs = BUILD_TIMEOUT_MS): ProviderClient {
  return createProviderClient({ baseURL: parseProviderBases(setting), timeoutMs });
}
