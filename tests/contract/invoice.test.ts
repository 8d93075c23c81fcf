/** Invoices: the two views, the order timeout, renewal deadlines, switching method, the balance. */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { addMonthsUtc } from '../../sandbox/service/rules.ts';
import { DAY_MS, expectError, invoiceOf, moveClock, newKey, order, pair, pay, payCall, publicInvoiceOf, resetClock, settle, uniqueEmail } from './buying.ts';
import { errorOf, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
async function payByQr(invoiceId: number, login?: { uuid: string; hmac: string }) {
  const instruction = await pay(h, invoiceId, { paymentMethod: 'alipay' }, login);
  if (instruction.kind !== 'qr') throw new Error(`expected a QR payment, got ${instruction.kind}`);
  return settle(h, instruction.paymentId, 'pay');
}

const renewalInvoiceOf = (account: { services: { invoices: { id: number; isRenewal: boolean; status: string }[] }[] }) => {
  const invoice = account.services[0]?.invoices.find((candidate) => candidate.isRenewal && candidate.status === 'Unpaid');
  if (!invoice) throw new Error('fixture has no renewal invoice');
  return invoice.id;
};

describe('invoice views', () => {
  it("shows the owner the invoice, answers someone else's with 404 like a missing one", async () => {
    const email = uniqueEmail('views');
    const owner = await h.createAccount({ email });
    const placed = await order(h, { ...pair(owner) });
    expect((await invoiceOf(h, placed.invoiceId, owner)).payerEmail).toBe(email);
    const stranger = await h.createAccount({});
    expectError(await h.call(`/au/api/v1/invoices/info/${placed.invoiceId}`, { method: 'POST', body: pair(stranger) }), 404, 'NotFound');
    expectError(await h.call('/au/api/v1/invoices/info/999999', { method: 'POST', body: pair(owner) }), 404, 'NotFound');
    expectError(await h.call('/au/api/v1/invoices/n/info/999999'), 404, 'NotFound');
    expectError(await h.call(`/au/api/v1/invoices/info/${placed.invoiceId}`, { method: 'POST', body: { uuid: owner.uuid, hmac: 'd'.repeat(64) } }), 401, 'HmacCheckFailed');
  });

  it('delivers on payment: the owner sees the service and login, the no-login view no secrets', async () => {
    const email = uniqueEmail('delivery');
    const placed = await order(h, { email });
    const login = placed.login;
    if (!login) throw new Error('expected a login');
    await payByQr(placed.invoiceId);
    const owned = await invoiceOf(h, placed.invoiceId, login);
    expect(owned).toMatchObject({ status: 'Paid', payerEmail: email, delivery: { serviceId: placed.serviceId, status: 'Active', login } });
    expect(owned.delivery?.subscriptionUrl).toMatch(new RegExp(`^${h.origin}/wl/v1/subscribe/${placed.serviceId}\\?hmac=[0-9a-f]{64}$`));

    const open = await publicInvoiceOf(h, placed.invoiceId);
    expect(open).toMatchObject({ status: 'Paid', payerEmail: null, delivery: null });
    const text = JSON.stringify(open);
    for (const secret of [login.uuid, login.hmac, email, '/wl/v1/subscribe']) expect(text).not.toContain(secret);
  });

  it('answers user/check by invoice id with its owner', async () => {
    const verified = await h.createAccount({ email: uniqueEmail('check.invoice'), emailStatus: 'verified' });
    const placed = await order(h, { ...pair(verified) });
    const check = async (invoiceId: number) => h.data(endpoints.userCheck, (await h.call(`/au/api/v1/user/check?invoiceId=${invoiceId}`)).json);
    expect(await check(placed.invoiceId)).toEqual({ exists: true, emailBound: true });
    const anonymous = await h.createAccount({});
    expect(await check((await order(h, { ...pair(anonymous) })).invoiceId)).toEqual({ exists: true, emailBound: false });
  });
});

describe('the 24-hour order timeout', () => {
  it('cancels an unpaid new order after 24 hours of sandbox time; paying then is 409 OrderTimedOut', async () => {
    const buyer = await h.createAccount({});
    const placed = await order(h, { ...pair(buyer) });
    await moveClock(h, DAY_MS);
    try {
      expect(await invoiceOf(h, placed.invoiceId, buyer)).toMatchObject({ status: 'Cancelled', cancelReason: 'timeout' });
      expect(await publicInvoiceOf(h, placed.invoiceId)).toMatchObject({ status: 'Cancelled', cancelReason: 'timeout' });
      expectError(await payCall(h, placed.invoiceId, { paymentMethod: 'alipay' }, buyer), 409, 'OrderTimedOut');
      expectError(await payCall(h, placed.invoiceId, { paymentMethod: 'alipay' }), 409, 'OrderTimedOut');
    } finally {
      await resetClock(h);
    }
    // Derived on read: moving the clock back undoes it.
    expect((await invoiceOf(h, placed.invoiceId, buyer)).status).toBe('Unpaid');
  });

  it('answers a paid invoice with 409 InvoicePaid', async () => {
    const buyer = await h.createAccount({});
    const placed = await order(h, { ...pair(buyer) });
    await payByQr(placed.invoiceId, buyer);
    expectError(await payCall(h, placed.invoiceId, { paymentMethod: 'alipay' }, buyer), 409, 'InvoicePaid');
  });
});

describe('renewal invoices', () => {
  it('extends from the ORIGINAL expiry when paid late, and records the transaction', async () => {
    const owner = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: -5 } }] });
    const service = owner.services[0];
    if (!service) throw new Error('fixture has no service');
    const invoiceId = renewalInvoiceOf(owner);
    const before = await invoiceOf(h, invoiceId, owner);
    expect(before).toMatchObject({ isRenewal: true, status: 'Unpaid', dueAt: service.expiresAt, deadline: { state: 'late' } });
    await payByQr(invoiceId, owner);
    const after = await invoiceOf(h, invoiceId, owner);
    const expected = addMonthsUtc(new Date(service.expiresAt), 1).toISOString();
    expect(after).toMatchObject({ status: 'Paid', delivery: { serviceId: service.id, status: 'Active', expiresAt: expected } });
    expect(after.items[0]).toMatchObject({ periodStart: service.expiresAt, periodEnd: expected });
    expect(after.transactions).toMatchObject([{ type: 'buy', method: 'alipay', amount: after.total }]);
  });

  it('cannot be paid past grace plus the threshold (409 InvoiceExpired), also by moving the clock', async () => {
    const overdue = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: -8 } }] });
    const overdueId = renewalInvoiceOf(overdue);
    expect((await invoiceOf(h, overdueId, overdue)).deadline.state).toBe('expired');
    expectError(await payCall(h, overdueId, { paymentMethod: 'alipay' }, overdue), 409, 'InvoiceExpired');

    const due = await h.createAccount({ services: [{ status: 'Active', cycle: 'Annually', renewalInvoice: { dueInDays: 1 } }] });
    const dueId = renewalInvoiceOf(due);
    // Annually: 3 days of grace and 37 more; a renewal never times out after 24 hours.
    await moveClock(h, 30 * DAY_MS);
    try {
      expect(await invoiceOf(h, dueId, due)).toMatchObject({ status: 'Unpaid', deadline: { state: 'late' } });
      await moveClock(h, 12 * DAY_MS);
      expectError(await payCall(h, dueId, { paymentMethod: 'alipay' }, due), 409, 'InvoiceExpired');
    } finally {
      await resetClock(h);
    }
  });
});

describe('POST /au/api/v1/invoices/update', () => {
  it('switches the method and recomputes the fee, logged in or not', async () => {
    const buyer = await h.createAccount({});
    const placed = await order(h, { ...pair(buyer), paymentMethod: 'wechat' });
    const update = (paymentMethod: string, login?: object) => h.call('/au/api/v1/invoices/update', { method: 'POST', body: { invoiceId: placed.invoiceId, paymentMethod, ...login } });
    const card = await update('card', pair(buyer));
    expect(card.status).toBe(200);
    expect(h.data(endpoints.invoiceUpdate, card.json)).toMatchObject({ paymentMethod: 'card', fee: '0.00', total: '6.90' });
    const alipay = h.data(endpoints.invoiceUpdate, (await update('alipay')).json);
    expect(alipay).toMatchObject({ paymentMethod: 'alipay', fee: '0.21', total: '7.11', payerEmail: null });
    expectError(await update('balance'), 403, 'MethodNotOffered');
    await payByQr(placed.invoiceId, buyer);
    expectError(await update('card'), 409, 'InvoicePaid');
  });
});

describe('the balance', () => {
  it('answers the balance and its history', async () => {
    const account = await h.createAccount({ balance: '5.00' });
    const { status, json } = await h.call('/au/api/v1/account/balance', { method: 'POST', body: pair(account) });
    expect(status).toBe(200);
    const balance = h.data(endpoints.accountBalance, json);
    expect(balance.balance).toEqual({ amount: '5.00', currency: 'USD' });
    expect(balance.history).toMatchObject([{ amount: '5.00', type: 'top-up', invoiceId: null }]);
  });

  it('pays part of an invoice from the balance, then the rest; a repeated key applies nothing twice', async () => {
    const account = await h.createAccount({ balance: '10.00' });
    const placed = await order(h, { ...pair(account), paymentMethod: 'alipay' });
    const credit = (amount: string, requestKey = newKey()) =>
      h.call(`/au/api/v1/invoices/${placed.invoiceId}/credit/pay`, { method: 'POST', body: { amount, requestKey, ...pair(account) } });
    const requestKey = newKey();
    const partial = await credit('5.00', requestKey);
    expect(partial.status).toBe(200);
    // The Alipay fee is on what is left: 3% of 1.90 = 0.06.
    expect(h.data(endpoints.invoiceCreditPay, partial.json)).toMatchObject({ status: 'Unpaid', credit: '5.00', fee: '0.06', total: '6.96', balanceDue: '1.96' });
    expect(h.data(endpoints.invoiceCreditPay, (await credit('5.00', requestKey)).json)).toMatchObject({ credit: '5.00', balanceDue: '1.96' });

    for (const amount of ['0', '5.01']) {
      const refused = await credit(amount);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.json)).toMatchObject({ error: 'ValidationFailed', fields: ['amount'] });
    }
    // More than is due: only what is due is taken.
    const full = h.data(endpoints.invoiceCreditPay, (await credit('5.00')).json);
    expect(full).toMatchObject({ status: 'Paid', credit: '6.90', fee: '0.00', balanceDue: '0.00', delivery: { status: 'Active' } });
    expect(full.transactions.map((transaction) => [transaction.method, transaction.amount])).toEqual([
      ['balance', '5.00'],
      ['balance', '1.90'],
    ]);
    const balance = h.data(endpoints.accountBalance, (await h.call('/au/api/v1/account/balance', { method: 'POST', body: pair(account) })).json);
    expect(balance.balance.amount).toBe('3.10');
    expect(balance.history.map((entry) => [entry.type, entry.amount])).toEqual([
      ['pay-bill', '-1.90'],
      ['pay-bill', '-5.00'],
      ['top-up', '10.00'],
    ]);
  });

  it('pays with the balance method when it covers everything, and refuses when it does not', async () => {
    const rich = await h.createAccount({ balance: '7.00' });
    const placed = await order(h, { ...pair(rich), paymentMethod: 'card' });
    expect(await pay(h, placed.invoiceId, { paymentMethod: 'balance' }, rich)).toEqual({ kind: 'paid' });
    expect(await invoiceOf(h, placed.invoiceId, rich)).toMatchObject({ status: 'Paid', paymentMethod: 'balance', lastPayment: { method: 'balance', state: 'paid' } });

    const short = await h.createAccount({ balance: '1.00' });
    const unpaid = await order(h, { ...pair(short), paymentMethod: 'card' });
    expectError(await payCall(h, unpaid.invoiceId, { paymentMethod: 'balance' }, short), 409, 'ValidationFailed');
    // Without a login the balance is never offered.
    expectError(await payCall(h, unpaid.invoiceId, { paymentMethod: 'balance' }), 403, 'MethodNotOffered');
  });
});
