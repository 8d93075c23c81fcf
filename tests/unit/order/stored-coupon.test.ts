// @vitest-environment happy-dom
/**
 * Issue 9, defect 14: the order summary never trusts a stored coupon. Only the provider's
 * answer on this page prices it; a reload asks again, and nothing shows until it answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { newRequestKey } from '../../../src/lib/core/api/request-key.ts';
import * as order from '../../../src/lib/order/store.ts';
import { loadCatalogue } from '../../../src/lib/order/catalogue-store.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();
const DRAFT_KEY = 'skyline:order-draft';

/** What a person (or a script) leaves in storage: a draft whose coupon says whatever they like. */
function storeEditedDraft(coupon: unknown): void {
  const draft = { ...order.$orderDraft.get(), pid: 1, cycle: 'Annually', couponInput: 'SKY15', coupon, orderKey: newRequestKey() };
  const text = JSON.stringify(draft);
  localStorage.setItem(DRAFT_KEY, text);
  // As another tab's write (or the next page load) is read: through the draft's schema.
  window.dispatchEvent(new StorageEvent('storage', { key: DRAFT_KEY, newValue: text }));
}

beforeEach(async () => {
  order.removeCoupon();
  order.$couponState.set({ kind: 'idle' });
  await loadCatalogue(store.client);
});

describe('a coupon kept in storage', () => {
  it('prices nothing from storage, then the provider’s own terms once asked again', async () => {
    storeEditedDraft({ code: 'SKY15', type: 'percent', value: '90', cycles: [], pids: [] });
    expect(order.$orderDraft.get().coupon).toEqual({ code: 'SKY15' });
    // Until the provider answers, no discount.
    expect(order.$orderSummary.get()?.price).toMatchObject({ subtotalMinor: 6590, discountMinor: 0, totalMinor: 6590 });

    const asking = order.recheckStoredCoupon(store.client);
    expect(order.$couponState.get()).toEqual({ kind: 'checking' });
    expect(order.$orderSummary.get()?.price.discountMinor).toBe(0);
    await asking;
    expect(order.$couponState.get()).toEqual({ kind: 'applied' });
    expect(order.$orderSummary.get()?.price).toMatchObject({ subtotalMinor: 6590, discountMinor: 989, totalMinor: 5601 });
  });

  it('drops a code the provider refuses, with its message, and the total is the plan’s', async () => {
    storeEditedDraft({ code: 'FREE100', type: 'fixed', value: '65.90', cycles: [], pids: [] });
    await order.recheckStoredCoupon(store.client);
    expect(order.$couponState.get()).toEqual({ kind: 'problem', problem: 'CouponInvalid' });
    expect(order.$orderDraft.get().coupon).toBeNull();
    expect(order.$orderSummary.get()?.price).toMatchObject({ discountMinor: 0, totalMinor: 6590 });
  });

  it('keeps the code but shows no discount while the provider cannot be reached', async () => {
    storeEditedDraft({ code: 'SKY15' });
    await store.control.fault({ pathPrefix: '/au/api/v2/products/getpromotions', mode: 'error500', times: 4 });
    await order.recheckStoredCoupon(store.client);
    expect(order.$couponState.get()).toEqual({ kind: 'problem', problem: 'ServerError' });
    expect(order.$orderDraft.get().coupon).toEqual({ code: 'SKY15' });
    expect(order.$confirmedCoupon.get()).toBeNull();
    expect(order.$orderSummary.get()?.price.discountMinor).toBe(0);
  });
});
