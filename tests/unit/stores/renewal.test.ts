// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderClient, type ProviderClient } from '../../../src/lib/api/client.ts';
import { endpoints } from '../../../src/lib/contract/index.ts';
import { newRequestKey } from '../../../src/lib/api/request-key.ts';
import * as order from '../../../src/lib/stores/order-draft.ts';
import { loadCatalogue } from '../../../src/lib/stores/catalogue.ts';
import { $renewalCandidate, $renewalOffer, chooseRenewal, loadRenewalCandidate } from '../../../src/lib/stores/renewal.ts';
import { clearCredentials, storeCredentials } from '../../../src/lib/stores/session.ts';
import { useTestSandbox } from '../sandbox-harness.ts';

const harness = useTestSandbox();
let client: ProviderClient;

interface Seeded { uuid: string; hmac: string; services: { id: number }[] }
const seed = async (services: object[]) => {
  const account = (await harness.control('accounts', { method: 'POST', body: { services } })) as unknown as Seeded;
  storeCredentials({ uuid: account.uuid, hmac: account.hmac });
  return account;
};

beforeAll(async () => {
  client = createProviderClient({ baseURL: harness.origin });
  await loadCatalogue(client);
});
beforeEach(() => {
  clearCredentials();
  $renewalCandidate.set(null);
  order.$orderDraft.set({ ...order.$orderDraft.get(), step: 2, pid: 1, cycle: 'Annually', coupon: null, couponInput: '', paymentMethod: null, renewServiceId: null, declinedRenewalOf: null, orderKey: newRequestKey() });
});

describe('renewing instead of buying a second service', () => {
  it('chooses the renewal for a holder of a running service, with its own product (joined by id), and the order renews it', async () => {
    const account = await seed([{ status: 'Active', pid: 2, cycle: 'Monthly', expiresInDays: 5 }]);
    await loadRenewalCandidate(client);
    const candidate = $renewalCandidate.get();
    expect(candidate).toMatchObject({ serviceId: account.services[0]?.id, pid: 2, productName: 'Skyline Pro' });
    // Renewing keeps the service's product: the plan follows, in the cycle chosen.
    expect(order.$orderDraft.get()).toMatchObject({ pid: 2, cycle: 'Annually', renewServiceId: candidate?.serviceId });

    order.choosePaymentMethod('alipayhk');
    const invoiceId = await order.placeOrder(client, 'mobile');
    expect(invoiceId).toBeGreaterThan(0);
    const invoice = await client.call(endpoints.invoiceInfo, { params: { id: invoiceId ?? 0 }, body: { uuid: account.uuid, hmac: account.hmac } });
    expect(invoice.ok && { serviceId: invoice.data.serviceId, isRenewal: invoice.data.isRenewal }).toEqual({ serviceId: candidate?.serviceId, isRenewal: true });
  });

  it('keeps "buy a new service" once chosen: reading the offer again does not choose the renewal again', async () => {
    const account = await seed([{ status: 'Active', pid: 1, cycle: 'Monthly', expiresInDays: 5 }]);
    await loadRenewalCandidate(client);
    expect(order.$orderDraft.get().renewServiceId).toBe(account.services[0]?.id);
    chooseRenewal(null);
    await loadRenewalCandidate(client);
    expect(order.$orderDraft.get()).toMatchObject({ renewServiceId: null, declinedRenewalOf: account.services[0]?.id });
    chooseRenewal($renewalCandidate.get());
    expect(order.$orderDraft.get()).toMatchObject({ renewServiceId: account.services[0]?.id, declinedRenewalOf: null });
  });

  it('drops the renewal when another product or the trial is chosen after it', async () => {
    const account = await seed([{ status: 'Active', pid: 2, cycle: 'Monthly', expiresInDays: 5 }]);
    order.choosePlan(2, 'Monthly');
    await loadRenewalCandidate(client);
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
    await loadRenewalCandidate(client);
    expect($renewalOffer.get()?.serviceId).toBe(account.services[0]?.id);
    expect(order.$orderDraft.get().renewServiceId).toBe(account.services[0]?.id);
    order.choosePlan(1, 'Monthly');
    expect($renewalOffer.get()).toBeNull();
    expect(order.$orderDraft.get().renewServiceId).toBeNull();
    await loadRenewalCandidate(client);
    expect(order.$orderDraft.get().renewServiceId).toBeNull();
  });

  it('offers nothing for terminated or blacklisted services, nor to a visitor who is not logged in', async () => {
    await seed([{ status: 'Terminated' }, { status: 'Blacklisted' }]);
    await loadRenewalCandidate(client);
    expect($renewalCandidate.get()).toBeNull();
    clearCredentials();
    await loadRenewalCandidate(client);
    expect($renewalCandidate.get()).toBeNull();
    expect(order.$orderDraft.get().renewServiceId).toBeNull();
  });
});
