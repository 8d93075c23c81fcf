// @vitest-environment happy-dom
/**
 * The invoice page's store against a real sandbox provider: whose view of a bill the page
 * gets (its owner's, or the bill link's with nothing from an account), what the bill
 * settles to and its way forward, a bill that does not exist, and the address it reads.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceIdFromPath } from '../../../src/lib/rules/invoice-path.ts';
import { $invoiceDetail, loadInvoiceDetail, readInvoiceAsViewer } from '../../../src/lib/stores/invoice-detail.ts';
import { storeCredentials } from '../../../src/lib/stores/session.ts';
import { toMinor } from '../../../src/lib/rules/money.ts';
import type { AccountView, InvoiceSummary } from '../../../sandbox/control/schemas.ts';
import { renewalBill, useStoreTest } from './store-test.ts';
import { uniqueEmail } from '../../support/unique-email.ts';

const store = useStoreTest();

beforeEach(() => $invoiceDetail.set({ kind: 'loading' }));

function billOf(account: AccountView, status: InvoiceSummary['status']): InvoiceSummary {
  const bill = account.services[0]?.invoices.find((invoice) => invoice.status === status);
  if (!bill) throw new Error(`no ${status} bill`);
  return bill;
}

describe('invoiceIdFromPath', () => {
  it('reads the bill number from the page address; the template and anything else are none', () => {
    expect(invoiceIdFromPath('/en-US/user/invoice/1042')).toBe(1042);
    expect(invoiceIdFromPath('/zh-TW/user/invoice/1042/')).toBe(1042);
    expect(invoiceIdFromPath('/zh-TW/user/invoice/_/')).toBeNull();
    expect(invoiceIdFromPath('/zh-TW/user/invoice/0')).toBeNull();
    expect(invoiceIdFromPath('/zh-TW/user/invoice/12abc')).toBeNull();
  });
});

describe('whose view of a bill', () => {
  it('the owner gets the owner’s view, with the payer', async () => {
    const email = uniqueEmail('detail-owner');
    const account = await store.loggedInAccount({ email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    await loadInvoiceDetail(store.client, billOf(account, 'Paid').id);
    const state = $invoiceDetail.get();
    expect(state).toMatchObject({ kind: 'ready', viewer: 'owner', wayForward: 'none', standing: { kind: 'paid' } });
    expect(state.kind === 'ready' && state.invoice.payerEmail).toBe(email);
  });

  it('no login: the bill link’s view, with no payer and no delivery', async () => {
    const email = uniqueEmail('detail-public');
    const account = await store.control.createAccount({ email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
    const bill = renewalBill(account);
    await loadInvoiceDetail(store.client, bill.id);
    const state = $invoiceDetail.get();
    expect(state).toMatchObject({ kind: 'ready', viewer: 'public', wayForward: 'pay', settlement: { owedMinor: toMinor(bill.balanceDue) } });
    expect(JSON.stringify(state)).not.toContain(email);
  });

  it('someone else’s bill, logged in: the bill link’s view, never the other account’s data', async () => {
    const email = uniqueEmail('detail-other');
    const other = await store.control.createAccount({ email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    const { result, viewer } = await readInvoiceAsViewer(store.client, billOf(other, 'Paid').id);
    expect(viewer).toBe('public');
    expect(result.ok && result.data.payerEmail).toBeNull();
    expect(result.ok && result.data.delivery).toBeNull();
    expect(JSON.stringify(result)).not.toContain(email);
  });

  it('a login the provider no longer accepts reads the bill link’s view instead of failing', async () => {
    const account = await store.control.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    storeCredentials({ uuid: account.uuid, hmac: 'f'.repeat(account.hmac.length) });
    await loadInvoiceDetail(store.client, billOf(account, 'Paid').id);
    expect($invoiceDetail.get()).toMatchObject({ kind: 'ready', viewer: 'public' });
  });
});

describe('what a bill settles to', () => {
  it('a refunded bill: paid and refunded from its transactions, nothing owed', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { refunded: 1, cancelled: 1 } });
    await loadInvoiceDetail(store.client, billOf(account, 'Refunded').id);
    const refunded = $invoiceDetail.get();
    if (refunded.kind !== 'ready') throw new Error(`not ready: ${refunded.kind}`);
    const total = toMinor(refunded.invoice.total);
    expect(refunded.settlement).toEqual({ paidMinor: total, refundedMinor: total, owedMinor: 0 });
    expect(refunded.wayForward).toBe('none');

    await loadInvoiceDetail(store.client, billOf(account, 'Cancelled').id);
    expect($invoiceDetail.get()).toMatchObject({ kind: 'ready', standing: { kind: 'cancelled', reason: 'cancelled' }, wayForward: 'reorder', settlement: { owedMinor: 0 } });
  });

  it('a bill number the provider does not know is "not found", and so is an address with none', async () => {
    await loadInvoiceDetail(store.client, 987_654_321);
    expect($invoiceDetail.get()).toEqual({ kind: 'notFound' });
    $invoiceDetail.set({ kind: 'loading' });
    await loadInvoiceDetail(store.client, null);
    expect($invoiceDetail.get()).toEqual({ kind: 'notFound' });
  });
});
