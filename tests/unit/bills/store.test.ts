// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $billList,
  $billsPage,
  $cancelReason,
  $cancelRenewal,
  $nextRenewal,
  closeCancelRenewal,
  confirmCancelRenewal,
  dismissCancelRenewal,
  loadBillsPage,
  openCancelRenewal,
  setCancelReason,
} from '../../../src/lib/bills/store.ts';
import { $credentials } from '../../../src/lib/core/stores/session.ts';
import { $selectedService } from '../../../src/lib/core/stores/session.ts';
import { closeReset, confirmReset, hasUnansweredReset, previewReset } from '../../../src/lib/reset/store.ts';
import { DEFAULT_BILLS_SORT } from '../../../src/lib/bills/list.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();
const FIRST_PAGE = { page: 1, ...DEFAULT_BILLS_SORT };

beforeEach(() => {
  closeCancelRenewal();
  dismissCancelRenewal();
  setCancelReason('');
  $selectedService.set(null);
});

async function cancelledAt(uuid: string): Promise<string | null | undefined> {
  return (await store.control.accounts()).find((account) => account.uuid === uuid)?.services[0]?.renewalCancelledAt;
}

describe('the address after the bills are shown (issue 23)', () => {
  it('holds only the applied, allow-listed page and sort: values the page never sends are gone', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { paid: 30 } });
    history.replaceState(null, '', '/en-US/user/service/0/invoice?orderby=password&limitnum=1000&sort=password&page=abc');
    await loadBillsPage(store.client, null);
    expect($billList.get()).toMatchObject({ kind: 'ready', page: { query: FIRST_PAGE } });
    expect(location.search).toBe('');

    history.replaceState(null, '', '/en-US/user/service/0/invoice?page=2&sort=total&order=asc&limitnum=1000&limitstart=0');
    await loadBillsPage(store.client, null);
    expect($billList.get()).toMatchObject({ kind: 'ready', page: { query: { page: 2, orderby: 'total', order: 'asc' } } });
    expect(location.search).toBe('?page=2&sort=total&order=asc');
  });
});

describe('loadBillsPage', () => {
  it('with a reset whose answer was lost and cannot be recovered yet, reads nothing with the old login and says the connection failed; then recovers', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    await previewReset(store.client, null);
    await store.control.fault({ pathPrefix: '/au/api/v1/au/reset/confirm', mode: 'drop-after', times: 4 });
    await confirmReset(store.client, 'en-US');
    closeReset();
    expect(hasUnansweredReset()).toBe(true);
    // The replay cannot reach the provider either: the page must not check the old login.
    await store.control.fault({ pathPrefix: '/au/api/v1/au/reset/confirm', mode: 'drop', times: 4 });
    await loadBillsPage(store.client, null, FIRST_PAGE);
    expect($billsPage.get()).toEqual({ kind: 'error', error: 'NetworkTrouble' });
    expect($credentials.get()?.hmac).toBe(account.hmac);

    await store.control.clearFaults();
    await loadBillsPage(store.client, null, FIRST_PAGE);
    expect(hasUnansweredReset()).toBe(false);
    expect($credentials.get()?.hmac).not.toBe(account.hmac);
    expect($billsPage.get()).toMatchObject({ kind: 'ready' });
  });

  it('shows the default service’s bills, a page at a time, and its next renewal', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Expired' }, { status: 'Active', cycle: 'Monthly' }], extraInvoices: { paid: 2 } });
    await loadBillsPage(store.client, null, FIRST_PAGE);
    const active = account.services.find((service) => service.status === 'Active');
    expect($billsPage.get()).toMatchObject({ kind: 'ready', service: { id: active?.id, relid: active?.relid }, requestedMissing: false });
    const list = $billList.get();
    if (list.kind !== 'ready') throw new Error(`not ready: ${JSON.stringify(list)}`);
    expect(list.page.invoices.every((bill) => bill.serviceId === active?.id)).toBe(true);
    expect(list.page.totalCount).toBe(list.page.invoices.length);
    expect($nextRenewal.get()).toMatchObject({ kind: 'ready', value: { state: 'scheduled', serviceId: active?.id } });
  });

  it('clamps a page past the end to the last page', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { paid: 30 } });
    await loadBillsPage(store.client, null, { ...FIRST_PAGE, page: 9 });
    const list = $billList.get();
    if (list.kind !== 'ready') throw new Error(`not ready: ${JSON.stringify(list)}`);
    expect(list.page.query.page).toBe(2);
    expect(list.page.pageCount).toBe(2);
    expect(list.page.invoices.length).toBe(list.page.totalCount - 25);
  });

  it('an address naming a service the account does not have shows the default, and says so', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await loadBillsPage(store.client, 987_654, FIRST_PAGE);
    expect($billsPage.get()).toMatchObject({ kind: 'ready', service: { id: account.services[0]?.id }, requestedMissing: true });
  });

  it('says so when the account has no service', async () => {
    await store.loggedInAccount({ services: [] });
    await loadBillsPage(store.client, null, FIRST_PAGE);
    expect($billsPage.get()).toEqual({ kind: 'empty' });
  });
});

describe('cancelling the renewal', () => {
  it('is done once confirmed: the renewal reads cancelled, ending at the expiry', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 20 }] });
    await loadBillsPage(store.client, null, FIRST_PAGE);
    openCancelRenewal();
    setCancelReason('  too expensive  ');
    await confirmCancelRenewal(store.client);
    expect($cancelRenewal.get()).toEqual({ kind: 'done', endsAt: account.services[0]?.expiresAt });
    expect($nextRenewal.get()).toMatchObject({ kind: 'ready', value: { state: 'cancelled', endsAt: account.services[0]?.expiresAt } });
    expect($cancelReason.get()).toBe('');
    expect(await cancelledAt(account.uuid)).not.toBeNull();
  });

  it('a lost answer is checked by reading the renewal: cancelled there is done', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    await loadBillsPage(store.client, null, FIRST_PAGE);
    const id = account.services[0]?.id ?? 0;
    await store.control.fault({ pathPrefix: `/au/api/v1/au/service/${id}/renewal/cancel`, mode: 'drop-after', times: 10 });
    openCancelRenewal();
    await confirmCancelRenewal(store.client);
    await store.control.clearFaults();
    expect($cancelRenewal.get()).toMatchObject({ kind: 'done' });
    expect($nextRenewal.get()).toMatchObject({ kind: 'ready', value: { state: 'cancelled' } });
  });

  it('a failure keeps the dialog open with RenewalCancelFailed and the reason as typed; nothing changed', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    await loadBillsPage(store.client, null, FIRST_PAGE);
    const id = account.services[0]?.id ?? 0;
    await store.control.fault({ pathPrefix: `/au/api/v1/au/service/${id}/renewal/cancel`, mode: 'error500', times: 10 });
    openCancelRenewal();
    setCancelReason('moving abroad');
    await confirmCancelRenewal(store.client);
    await store.control.clearFaults();
    expect($cancelRenewal.get()).toEqual({ kind: 'open', error: 'RenewalCancelFailed' });
    expect($cancelReason.get()).toBe('moving abroad');
    expect(await cancelledAt(account.uuid)).toBeNull();
  });

  it('a trial has no renewal to cancel: the provider refuses, and the store says RenewalCancelFailed', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Trial', expiresInDays: 3 }] });
    await loadBillsPage(store.client, null, FIRST_PAGE);
    expect($nextRenewal.get()).toMatchObject({ kind: 'ready', value: { state: 'none', reason: 'trial' } });
    openCancelRenewal();
    await confirmCancelRenewal(store.client);
    expect($cancelRenewal.get()).toEqual({ kind: 'open', error: 'RenewalCancelFailed' });
  });
});
