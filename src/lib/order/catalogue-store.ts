/**
 * The plans on sale (`GET /au/api/v2/products`), for the order wizard. order/place is
 * built with them, so the first step shows them before the live list answers; the order
 * draft keeps its choice on a plan still on offer (a listener in order-draft.ts).
 */
import { atom } from 'nanostores';
import type { Product } from '../core/contract/index.ts';
import { products } from './contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import { plansOnOffer } from './plans.ts';
import type { Loadable } from '../core/stores/loadable.ts';

export const $catalogue = atom<Loadable<Product[]>>({ kind: 'idle' });

/**
 * The plans the page was built with (order/place prerenders them), shown until the live
 * catalogue answers, so the first step never blinks back to "loading".
 */
export function seedCatalogue(prebuilt: readonly Product[]): void {
  if ($catalogue.get().kind === 'ready') return;
  $catalogue.set({ kind: 'ready', value: plansOnOffer(prebuilt) });
}

/**
 * Reads the live catalogue. Over prebuilt plans it refreshes in place, and a failure
 * keeps them: the provider prices the order itself, and the bill shows what it charges.
 */
export async function loadCatalogue(client: ProviderClient): Promise<void> {
  const shown = $catalogue.get().kind === 'ready';
  if (!shown) $catalogue.set({ kind: 'loading' });
  const result = await client.call(products, { query: {} });
  if (!result.ok) {
    if (!shown) $catalogue.set({ kind: 'error', error: result.error });
    return;
  }
  $catalogue.set({ kind: 'ready', value: plansOnOffer(result.data.products) });
}

/**
 * The product with this id, once the catalogue is read.
 * @example productById({ kind: 'ready', value: [standard] }, 1) // standard
 */
export function productById(catalogue: Loadable<Product[]>, pid: number | null): Product | null {
  return catalogue.kind === 'ready' ? (catalogue.value.find((product) => product.pid === pid) ?? null) : null;
}
