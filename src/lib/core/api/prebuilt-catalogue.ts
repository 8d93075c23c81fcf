/**
 * The plans order/place prerenders, read from the provider once per build: the wizard's
 * first step is then plain HTML that shows and takes a choice before React has loaded.
 * The wizard re-reads the live catalogue when it wakes. If the provider cannot be
 * reached while building, the page says so in the build log and loads the plans in the
 * browser instead (as it would without prerendering).
 */
import type { Product } from '../contract/index.ts';
import { products } from '../../order/contract.ts';
import { plansOnOffer } from '../../order/plans.ts';
import { BUILD_TIMEOUT_MS, buildTimeProvider } from './build-time-provider.ts';

/** `baseURL`: the build setting, one base or several in order (ADR 0052); the read fails over like the site's. */
export async function readCatalogue(baseURL: string, timeoutMs = BUILD_TIMEOUT_MS): Promise<Product[] | null> {
  const result = await buildTimeProvider(baseURL, timeoutMs).call(products, { query: {} });
  if (!result.ok) {
    console.warn(`[skyline] The provider at ${baseURL} did not give its plans (${result.error}); order/place will load them in the browser.`);
    return null;
  }
  return plansOnOffer(result.data.products);
}

const builds = new Map<string, Promise<Product[] | null>>();

/** One read per provider per build, shared by the three languages' pages. */
export function prebuiltCatalogue(baseURL: string): Promise<Product[] | null> {
  let pending = builds.get(baseURL);
  if (!pending) {
    pending = readCatalogue(baseURL);
    builds.set(baseURL, pending);
  }
  return pending;
}
