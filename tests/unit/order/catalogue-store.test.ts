// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createProviderClient } from '../../../src/lib/core/api/provider-client.ts';
import type { Product } from '../../../src/lib/core/contract/index.ts';
import { $catalogue, loadCatalogue, productById, seedCatalogue } from '../../../src/lib/order/catalogue-store.ts';
import { useTestSandbox } from '../../support/sandbox-harness.ts';

const harness = useTestSandbox();
const standard: Product = { pid: 1, gid: 1, name: 'Skyline Standard', description: 'Five devices', deviceLimit: 5, cycles: [{ cycle: 'Monthly', price: { amount: '6.90', currency: 'USD' } }] };
const retired: Product = { pid: 9, gid: 1, name: 'Skyline Legacy', description: 'Retired', deviceLimit: 1, cycles: [] };

beforeEach(() => $catalogue.set({ kind: 'idle' }));

describe('the catalogue store', () => {
  it('shows the built plans on offer at once, and a product without cycles not at all', () => {
    seedCatalogue([standard, retired]);
    expect($catalogue.get()).toEqual({ kind: 'ready', value: [standard] });
    // Seeding never replaces a list already read.
    seedCatalogue([]);
    expect($catalogue.get()).toEqual({ kind: 'ready', value: [standard] });
  });

  it('reads the live plans, and says why when none can be shown', async () => {
    await loadCatalogue(createProviderClient({ baseURL: harness.origin }));
    const live = $catalogue.get();
    expect(live.kind === 'ready' && live.value.map((product) => product.pid)).toEqual([1, 2]);
    $catalogue.set({ kind: 'idle' });
    await loadCatalogue(createProviderClient({ baseURL: 'http://127.0.0.1:9', timeoutMs: 1_000 }));
    expect($catalogue.get()).toEqual({ kind: 'error', error: 'NetworkTrouble' });
  });

  it('finds a product by id once read', () => {
    expect(productById({ kind: 'loading' }, 1)).toBeNull();
    expect(productById({ kind: 'ready', value: [standard] }, 1)).toBe(standard);
    expect(productById({ kind: 'ready', value: [standard] }, null)).toBeNull();
  });
});
