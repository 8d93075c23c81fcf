// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { $billOwner, checkBillOwner } from '../../../src/lib/payment/bill-owner-store.ts';
import { renewalBill, useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();
const withBill: Parameters<typeof store.control.createAccount>[0] = { services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] };

describe('what a bill paid without a login says of its owner (user/check)', () => {
  it('offers the email way for an account with a verified email', async () => {
    const { id } = renewalBill(await store.control.createAccount({ ...withBill, email: 'owner.verified@example.com', emailStatus: 'verified' }));
    await checkBillOwner(store.client, id);
    expect($billOwner.get()).toEqual({ kind: 'email' });
  });

  it('says only the saved link opens an anonymous account, or one whose email is not verified', async () => {
    const anonymous = renewalBill(await store.control.createAccount(withBill));
    await checkBillOwner(store.client, anonymous.id);
    expect($billOwner.get()).toEqual({ kind: 'linkOnly' });
    const unverified = renewalBill(await store.control.createAccount({ ...withBill, email: 'owner.unverified@example.com', emailStatus: 'unverified' }));
    await checkBillOwner(store.client, unverified.id);
    expect($billOwner.get()).toEqual({ kind: 'linkOnly' });
  });

  it('stays unknown, with the reason, when the check cannot be made', async () => {
    const { id } = renewalBill(await store.control.createAccount(withBill));
    await store.control.fault({ pathPrefix: '/au/api/v1/user/check', mode: 'error500', times: 4 });
    await checkBillOwner(store.client, id);
    expect($billOwner.get()).toEqual({ kind: 'unknown', error: 'ServerError' });
  });
});
