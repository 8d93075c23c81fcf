// @vitest-environment happy-dom
/**
 * The invoice page's store against a real sandbox provider: whose view of a bill the page
 * gets (its owner's, or the bill link's with nothing from an account), what the bill
 * settles to and its way forward, a bill that does not exist, and the address it reads.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceIdFromPath } from '../../../src/lib/invoice/path.ts';
import { $invoiceDetail, loadInvoiceDetail, readInvoiceAsViewer, type InvoiceDetailState } from '../../../src/lib/invoice/store.ts';
import { $credentials, storeCredentials } from '../../../src/lib/core/stores/session.ts';
import { endpoints } from '../../../src/lib/core/contract/index.ts';
import { newRequestKey } from '../../../src/lib/core/api/request-key.ts';
import { toMinor } from '../../../src/lib/core/rules/money.ts';
import type { AccountView, InvoiceSummary } from '../../../sandbox/core/control/schemas.ts';
import { renewalBill, useStoreTest } from '../../support/store-test.ts';
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
    expect(refunded.settlement).toMatchObject({ creditMinor: 0, paidMinor: total, refundedMinor: total, owedMinor: 0 });
    expect(refunded.wayForward).toBe('none');

    await loadInvoiceDetail(store.client, billOf(account, 'Cancelled').id);
    expect($invoiceDetail.get()).toMatchObject({ kind: 'ready', standing: { kind: 'cancelled', reason: 'timeout' }, wayForward: 'reorder', settlement: { owedMinor: 0 } });
  });

  it('a bill number the provider does not know is "not found", and so is an address with none', async () => {
    await loadInvoiceDetail(store.client, 987_654_321);
    expect($invoiceDetail.get()).toEqual({ kind: 'notFound' });
    $invoiceDetail.set({ kind: 'loading' });
    await loadInvoiceDetail(store.client, null);
    expect($invoiceDetail.get()).toEqual({ kind: 'notFound' });
  });
});

/** The bill on the page once read; its rows read down: total − balance credit − paid = still owed. */
async function readyBill(id: number): Promise<Extract<InvoiceDetailState, { kind: 'ready' }>> {
  await loadInvoiceDetail(store.client, id);
  const state = $invoiceDetail.get();
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  const { invoice, settlement } = state;
  expect(toMinor(invoice.total) - settlement.creditMinor - settlement.paidMinor, 'the rows add up as printed').toBe(settlement.owedMinor);
  return state;
}

function login() {
  const pair = $credentials.get();
  if (!pair) throw new Error('the fixture is logged in');
  return pair;
}

describe('a bill paid from the balance counts the balance once (issue 23)', () => {
  const renewal = (balance: string) => ({ balance, services: [{ status: 'Active' as const, cycle: 'Monthly' as const, renewalInvoice: { dueInDays: 2 } }] });

  it('mixed: 2.00 from the balance, then the rest by Alipay', async () => {
    const bill = renewalBill(await store.loggedInAccount(renewal('2.00')));
    await store.client.call(endpoints.invoiceCreditPay, { params: { id: bill.id }, body: { amount: '2.00', requestKey: newRequestKey(), ...login() } });
    const unpaid = await readyBill(bill.id);
    expect(unpaid.invoice).toMatchObject({ status: 'Unpaid', credit: '2.00', paymentMethod: 'alipay' });
    expect(unpaid.settlement).toMatchObject({ creditMinor: 200, paidMinor: 0, owedMinor: toMinor(unpaid.invoice.balanceDue), paidWith: ['balance', 'alipay'] });

    const started = await store.client.call(endpoints.invoicePay, { params: { id: bill.id }, body: { paymentMethod: 'alipay', device: 'pc', requestKey: newRequestKey(), ...login() } });
    if (!started.ok || started.data.kind !== 'qr') throw new Error(`expected a QR payment: ${JSON.stringify(started)}`);
    await store.control.settlePayment(started.data.paymentId, 'pay');
    const paid = await readyBill(bill.id);
    expect(paid.settlement).toMatchObject({ creditMinor: 200, paidMinor: toMinor(paid.invoice.total) - 200, paidBy: ['alipay'], owedMinor: 0, paidWith: ['balance', 'alipay'] });
  });

  it('wholly from the balance with credit/pay: paid once, and the balance is its method', async () => {
    const bill = renewalBill(await store.loggedInAccount(renewal('20.00')));
    await store.client.call(endpoints.invoiceCreditPay, { params: { id: bill.id }, body: { amount: '20.00', requestKey: newRequestKey(), ...login() } });
    const { invoice, settlement } = await readyBill(bill.id);
    expect(invoice).toMatchObject({ status: 'Paid', paymentMethod: 'balance', credit: invoice.total });
    expect(invoice.transactions.map((transaction) => transaction.method)).toEqual(['balance']);
    expect(settlement).toMatchObject({ creditMinor: toMinor(invoice.total), paidMinor: 0, owedMinor: 0, paidWith: ['balance'] });
  });

  it('wholly from the balance as the bill’s method: the same rows as credit/pay', async () => {
    const bill = renewalBill(await store.loggedInAccount(renewal('20.00')));
    const started = await store.client.call(endpoints.invoicePay, { params: { id: bill.id }, body: { paymentMethod: 'balance', device: 'pc', requestKey: newRequestKey(), ...login() } });
    expect(started).toMatchObject({ ok: true, data: { kind: 'paid' } });
    const { invoice, settlement } = await readyBill(bill.id);
    expect(invoice).toMatchObject({ status: 'Paid', paymentMethod: 'balance', credit: invoice.total });
    expect(settlement).toMatchObject({ creditMinor: toMinor(invoice.total), paidMinor: 0, owedMinor: 0, paidWith: ['balance'] });
  });
});
