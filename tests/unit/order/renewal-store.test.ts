// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/lib/core/contract/index.ts';
import { newRequestKey } from '../../../src/lib/core/api/request-key.ts';
import * as order from '../../../src/lib/order/store.ts';
import { placeOrder } from '../../../src/lib/order/placing.ts';
import { loadCatalogue } from '../../../src/lib/order/catalogue-store.ts';
import { $renewalCandidate, $renewalOffer, chooseRenewal, loadRenewalCandidate, requestRenewal } from '../../../src/lib/order/renewal-store.ts';
import { clearCredentials } from '../../../src/lib/core/stores/session.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();
const seed = (services: NonNullable<Parameters<typeof store.loggedInAccount>[0]>['services']) => store.loggedInAccount({ services });

beforeAll(async () => {
  await loadCatalogue(store.client);
});
beforeEach(() => {
  $renewalCandidate.set(null);
  order.$orderDraft.set({ ...order.$orderDraft.get(), step: 2, pid: 1, cycle: 'Annually', coupon: null, couponInput: '', paymentMethod: null, renewServiceId: null, declinedRenewalOf: null, orderKey: newRequestKey() });
});

describe('renewing instead of buying a second service', () => {
  it('chooses the renewal for a holder of a running service, with its own product (joined by id), and the order renews it', async () => {
    const account = await seed([{ status: 'Active', pid: 2, cycle: 'Monthly', expiresInDays: 5 }]);
    await loadRenewalCandidate(store.client);
    const candidate = $renewalCandidate.get();
    expect(candidate).toMatchObject({ serviceId: account.services[0]?.id, pid: 2, productName: 'Skyline Pro' });
    // Renewing keeps the service's product: the plan follows, in the cycle chosen.
    expect(order.$orderDraft.get()).toMatchObject({ pid: 2, cycle: 'Annually', renewServiceId: candidate?.serviceId });

    order.choosePaymentMethod('alipayhk');
    const invoiceId = await placeOrder(store.client, 'mobile');
    expect(invoiceId).toBeGreaterThan(0);
    const invoice = await store.client.call(endpoints.invoiceInfo, { params: { id: invoiceId ?? 0 }, body: { uuid: account.uuid, hmac: account.hmac } });
    expect(invoice.ok && { serviceId: invoice.data.serviceId, isRenewal: invoice.data.isRenewal }).toEqual({ serviceId: candidate?.serviceId, isRenewal: true });
  });

  it('keeps "buy a new service" once chosen: reading the offer again does not choose the renewal again', async () => {
    const account = await seed([{ status: 'Active', pid: 1, cycle: 'Monthly', expiresInDays: 5 }]);
    await loadRenewalCandidate(store.client);
    expect(order.$orderDraft.get().renewServiceId).toBe(account.services[0]?.id);
    chooseRenewal(null);
    await loadRenewalCandidate(store.client);
    expect(order.$orderDraft.get()).toMatchObject({ renewServiceId: null, declinedRenewalOf: account.services[0]?.id });
    chooseRenewal($renewalCandidate.get());
    expect(order.$orderDraft.get()).toMatchObject({ renewServiceId: account.services[0]?.id, declinedRenewalOf: null });
  });

  it('drops the renewal when another product or the trial is chosen after it', async () => {
    const account = await seed([{ status: 'Active', pid: 2, cycle: 'Monthly', expiresInDays: 5 }]);
    order.choosePlan(2, 'Monthly');
    await loadRenewalCandidate(store.client);
    order.choosePlan(2, 'Semi-annually');
    expect(order.$orderDraft.get().renewServiceId).toBe(account.services[0]?.id);
    order.choosePlan(1, 'Semi-annually');
    expect(order.$orderDraft.get().renewServiceId).toBeNull();
    chooseRenewal($renewalCandidate.get());
    order.choosePlan(2, 'Trial');
    expect(order.$orderDraft.get().renewServiceId).toBeNull();
  });

  it('drops the renewal when the cycle chosen after it is past the service’s threshold, and does not choose it for a cycle it cannot renew in', async () => {
    // Expired 10 days ago: 3 days' grace plus Monthly's 4 are over, Annually's 37 are not.
    const account = await seed([{ status: 'Active', pid: 1, cycle: 'Annually', expiresInDays: -10 }]);
    await loadRenewalCandidate(store.client);
    expect($renewalOffer.get()?.serviceId).toBe(account.services[0]?.id);
    expect(order.$orderDraft.get().renewServiceId).toBe(account.services[0]?.id);
    order.choosePlan(1, 'Monthly');
    expect($renewalOffer.get()).toBeNull();
    expect(order.$orderDraft.get().renewServiceId).toBeNull();
    await loadRenewalCandidate(store.client);
    expect(order.$orderDraft.get().renewServiceId).toBeNull();
  });

  it('offers nothing for terminated or blacklisted services, nor to a visitor who is not logged in', async () => {
    await seed([{ status: 'Terminated' }, { status: 'Blacklisted' }]);
    await loadRenewalCandidate(store.client);
    expect($renewalCandidate.get()).toBeNull();
    clearCredentials();
    await loadRenewalCandidate(store.client);
    expect($renewalCandidate.get()).toBeNull();
    expect(order.$orderDraft.get().renewServiceId).toBeNull();
  });
});

describe('"renew for another length" from a service page', () => {
  it("starts the wizard on that service's product and cycle with its renewal chosen, and keeps offering it, not the first Active one", async () => {
    const account = await seed([{ status: 'Active', pid: 1, cycle: 'Monthly' }, { status: 'Expired', pid: 2, cycle: 'Semi-annually', expiresInDays: -2 }]);
    const expired = account.services[1]?.id ?? 0;
    order.$orderDraft.set({ ...order.$orderDraft.get(), step: 3, declinedRenewalOf: expired });
    await requestRenewal(store.client, expired);
    expect(order.$orderDraft.get()).toMatchObject({ step: 1, pid: 2, cycle: 'Semi-annually', renewServiceId: expired, declinedRenewalOf: null });
    // The person picks another length on the plan step, then goes on to the account step.
    order.choosePlan(2, 'Annually');
    await loadRenewalCandidate(store.client);
    expect($renewalOffer.get()?.serviceId).toBe(expired);
    expect(order.$orderDraft.get()).toMatchObject({ pid: 2, cycle: 'Annually', renewServiceId: expired });
  });

  it('a product changed on the plan step is choosing not to renew', async () => {
    const account = await seed([{ status: 'Active', pid: 2, cycle: 'Monthly' }]);
    const id = account.services[0]?.id ?? 0;
    await requestRenewal(store.client, id);
    order.choosePlan(1, 'Monthly');
    await loadRenewalCandidate(store.client);
    expect(order.$orderDraft.get()).toMatchObject({ renewServiceId: null, declinedRenewalOf: id });
  });

  it('keeps a length the person chose while the service was being read: the late answer does not switch it back', async () => {
    const account = await seed([{ status: 'Active', pid: 1, cycle: 'Monthly', expiresInDays: 5 }]);
    const id = account.services[0]?.id ?? 0;
    order.$orderDraft.set({ ...order.$orderDraft.get(), step: 1, pid: 1, cycle: 'Monthly' });
    const asked = requestRenewal(store.client, id);
    // At once, before any answer: the plan step says it renews this service.
    expect(order.$orderDraft.get()).toMatchObject({ step: 1, renewServiceId: id });
    order.choosePlan(1, 'Annually');
    await asked;
    expect(order.$orderDraft.get()).toMatchObject({ pid: 1, cycle: 'Annually', renewServiceId: id });
  });

  it('keeps the plan shown when the person pressed "Next" on it while the service was being read', async () => {
    const account = await seed([{ status: 'Active', pid: 1, cycle: 'Monthly', expiresInDays: 5 }]);
    const id = account.services[0]?.id ?? 0;
    order.$orderDraft.set({ ...order.$orderDraft.get(), step: 1, pid: 1, cycle: 'Annually' });
    const asked = requestRenewal(store.client, id);
    order.goToStep(2);
    await asked;
    expect(order.$orderDraft.get()).toMatchObject({ step: 2, pid: 1, cycle: 'Annually', renewServiceId: id });
  });

  it('drops the renewal (not turned down) when the person chose another product while the service was being read', async () => {
    const account = await seed([{ status: 'Active', pid: 2, cycle: 'Monthly', expiresInDays: 5 }]);
    const id = account.services[0]?.id ?? 0;
    const asked = requestRenewal(store.client, id);
    order.choosePlan(1, 'Annually');
    await asked;
    expect(order.$orderDraft.get()).toMatchObject({ pid: 1, cycle: 'Annually', renewServiceId: null, declinedRenewalOf: null });
  });

  it('drops the renewal asked for, and keeps the plan, for a service that cannot be renewed or is not the account’s', async () => {
    const account = await seed([{ status: 'Terminated' }]);
    const before = order.$orderDraft.get();
    await requestRenewal(store.client, account.services[0]?.id ?? 0);
    await requestRenewal(store.client, 999_999);
    expect(order.$orderDraft.get()).toMatchObject({ pid: before.pid, cycle: before.cycle, renewServiceId: null });
  });
});
