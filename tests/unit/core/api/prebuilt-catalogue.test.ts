import { describe, expect, it, vi } from 'vitest';
import { readCatalogue } from '../../../../src/lib/core/api/prebuilt-catalogue.ts';
import { useTestSandbox } from '../../../support/sandbox-harness.ts';

const harness = useTestSandbox();


describe('the plans order/place is built with', () => {
  it('are the provider’s plans on offer, with their cycles and prices', async () => {
    const plans = await readCatalogue(harness.origin);
    expect(plans?.map((plan) => plan.name)).toEqual(['Skyline Standard', 'Skyline Pro']);
    expect(plans?.[0]?.cycles.find((entry) => entry.cycle === 'Annually')?.price).toEqual({ amount: '65.90', currency: 'USD' });
    expect(plans?.[0]?.cycles.some((entry) => entry.cycle === 'Trial')).toBe(true);
  });

  it('are none, with a warning in the build log, when the provider cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await readCatalogue('http://127.0.0.1:9', 1_000)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('order/place will load them in the browser'));
    warn.mockRestore();
  });
});
