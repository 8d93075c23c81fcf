/**
 * The bills page's calls over real HTTP (contract: src/lib/bills/contract.ts,
 * docs/decisions/0025): a service's bills a page at a time, its next renewal, and
 * cancelling that renewal for good.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, INVOICE_PAGE_SIZE, type InvoiceSummary } from '../../src/lib/core/contract/index.ts';
import { toMinor } from '../../src/lib/core/rules/money.ts';
import type { AccountView, ServiceView } from '../../sandbox/core/control/schemas.ts';
import { DAY_MS, expectError, invoiceOf, moveClock, orderCall, pair, pay, publicInvoiceOf, resetClock, settle, uniqueEmail } from './buying.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(() => resetClock(h));

function firstService(account: AccountView): ServiceView {
  const service = account.services[0];
  if (!service) throw new Error('the fixture has no service');
  return service;
}

type ListBody = { limitnum?: number; limitstart?: number; orderby?: string; order?: string; relid?: number };

const listCall = (login: { uuid: string; hmac: string }, body: ListBody = {}) =>
  h.call('/au/api/v1/invoices', { method: 'POST', body: { ...pair(login), limitnum: INVOICE_PAGE_SIZE, limitstart: 0, ...body } });

async function list(login: { uuid: string; hmac: string }, body: ListBody = {}) {
  const { status, json } = await listCall(login, body);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.invoiceList, json);
}

/** Every bill of a query, page after page of 25. */
async function allPages(login: { uuid: string; hmac: string }, body: ListBody = {}): Promise<InvoiceSummary[]> {
  const bills: InvoiceSummary[] = [];
  for (let start = 0; ; start += INVOICE_PAGE_SIZE) {
    const page = await list(login, { ...body, limitstart: start });
    bills.push(...page.invoices);
    if (page.invoices.length < INVOICE_PAGE_SIZE) return bills;
  }
}

const lastCall = (login: { uuid: string; hmac: string }, relid: number) => h.call('/au/api/v1/invoices/last', { method: 'POST', body: { ...pair(login), relid } });
async function last(login: { uuid: string; hmac: string }, relid: number) {
  const { status, json } = await lastCall(login, relid);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.invoiceLast, json);
}

const cancelCall = (login: { uuid: string; hmac: string }, serviceId: number, reason?: string) =>
  h.call(`/au/api/v1/au/service/${serviceId}/renewal/cancel`, { method: 'POST', body: { ...pair(login), ...(reason === undefined ? {} : { reason }) } });
async function cancel(login: { uuid: string; hmac: string }, serviceId: number, reason?: string) {
  const { status, json } = await cancelCall(login, serviceId, reason);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.renewalCancel, json);
}

const gen = (login: { uuid: string; hmac: string }, serviceId: number) => h.call('/au/api/v1/invoices/gen', { method: 'POST', body: { ...pair(login), serviceId } });

async function serviceDetail(login: { uuid: string; hmac: string }, id: number) {
  const { status, json } = await h.call(`/au/api/v1/au/service/${id}?${new URLSearchParams(pair(login))}`);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.auService, json);
}

const byNewest = (a: InvoiceSummary, b: InvoiceSummary) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

describe('POST /au/api/v1/invoices', () => {
  it('pages a service’s bills 25 at a time, newest first, with the true count, and an empty page past the end', async () => {
    const account = await h.createAccount({
      services: [{ status: 'Active', cycle: 'Monthly' }, { status: 'Active', cycle: 'Annually' }],
      extraInvoices: { paid: 12, unpaid: 6, refunded: 8, cancelled: 6 },
    });
    const [first, second] = account.services;
    if (!first || !second) throw new Error('two services expected');
    // 32 older bills and the first paid one.
    const page1 = await list(account, { relid: first.relid });
    expect(page1.totalCount).toBe(33);
    expect(page1.invoices).toHaveLength(25);
    const page2 = await list(account, { relid: first.relid, limitstart: 25 });
    expect(page2).toMatchObject({ totalCount: 33 });
    expect(page2.invoices).toHaveLength(8);
    expect(await list(account, { relid: first.relid, limitstart: 50 })).toEqual({ totalCount: 33, invoices: [] });

    const bills = [...page1.invoices, ...page2.invoices];
    expect(new Set(bills.map((bill) => bill.id)).size).toBe(33);
    expect(bills).toEqual([...bills].sort(byNewest));
    expect(bills.every((bill) => bill.relid === first.relid && bill.serviceId === first.id)).toBe(true);
    // Every status is on the first page, each told apart.
    expect(new Set(page1.invoices.map((bill) => bill.status))).toEqual(new Set(['Paid', 'Unpaid', 'Refunded', 'Cancelled']));

    // Without relid: the account's bills of every service.
    expect((await list(account)).totalCount).toBe(34);
    expect((await list(account, { relid: second.relid })).invoices.map((bill) => bill.id)).toEqual(second.invoices.map((bill) => bill.id));
  });

  it('sorts by each allow-listed field both ways, ties by bill number, and refuses anything else', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', renewalInvoice: { dueInDays: 3 } }], extraInvoices: { paid: 3, unpaid: 2, refunded: 2, cancelled: 2 } });
    const relid = firstService(account).relid;
    const ids = (bills: InvoiceSummary[]) => bills.map((bill) => bill.id);
    const all = await allPages(account, { relid });

    const byId = await allPages(account, { relid, orderby: 'id', order: 'asc' });
    expect(ids(byId)).toEqual(ids(all).sort((a, b) => a - b));
    const byDue = await allPages(account, { relid, orderby: 'duedate', order: 'asc' });
    expect(byDue.map((bill) => Date.parse(bill.dueAt))).toEqual(byDue.map((bill) => Date.parse(bill.dueAt)).sort((a, b) => a - b));
    const byTotal = await allPages(account, { relid, orderby: 'total', order: 'desc' });
    const totals = byTotal.map((bill) => toMinor(bill.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byStatus = await allPages(account, { relid, orderby: 'status', order: 'asc' });
    expect(byStatus.map((bill) => bill.status)).toEqual([...byStatus.map((bill) => bill.status)].sort());
    // Within one status, by bill number in the same direction.
    const paid = byStatus.filter((bill) => bill.status === 'Paid').map((bill) => bill.id);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    const oldestFirst = await allPages(account, { relid, orderby: 'date', order: 'asc' });
    expect(ids(oldestFirst)).toEqual(ids(all).reverse());

    for (const body of [{ orderby: 'amount' }, { orderby: 'id; DROP TABLE invoices' }, { order: 'up' }, { limitnum: 101 }, { limitnum: 0 }, { limitstart: -1 }]) {
      const answer = await listCall(account, { relid, ...body });
      expectError(answer, 400, 'ValidationFailed');
    }
  });

  it('carries each status’s amounts: still to pay, refunded so far, the deadline, and the refund’s transactions', async () => {
    const account = await h.createAccount({
      services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 3 } }],
      extraInvoices: { paid: 1, unpaid: 1, refunded: 2, cancelled: 1 },
    });
    const bills = await allPages(account, { relid: firstService(account).relid });
    const of = (status: InvoiceSummary['status'], renewalDue = false) => bills.filter((bill) => bill.status === status && (!renewalDue || bill.deadline.state === 'due'));

    const [waiting] = of('Unpaid', true);
    expect(waiting).toMatchObject({ isRenewal: true, refunded: '0.00', cancelReason: null, paidAt: null });
    expect(waiting?.balanceDue).toBe(waiting?.total);
    const old = of('Unpaid').find((bill) => bill.id !== waiting?.id);
    // An unpaid renewal long past paying: the list says "order again" instead of "pay".
    expect(old?.deadline.state).toBe('expired');

    for (const bill of of('Paid')) expect(bill).toMatchObject({ balanceDue: '0.00', refunded: '0.00' });
    const refunded = of('Refunded');
    expect(refunded).toHaveLength(2);
    for (const bill of refunded) {
      expect(bill.balanceDue).toBe('0.00');
      expect(bill.refunded).toBe(bill.total);
      const detail = await invoiceOf(h, bill.id, account);
      expect(detail.transactions.map((transaction) => [transaction.type, transaction.amount])).toEqual([
        ['buy', bill.total],
        ['refund', bill.total],
      ]);
    }
    // One refund went to the balance, the other back to the card.
    const refundMethods = await Promise.all(refunded.map(async (bill) => (await invoiceOf(h, bill.id, account)).transactions[1]?.method));
    expect(refundMethods.sort()).toEqual(['balance', 'card']);

    const [cancelled] = of('Cancelled');
    expect(cancelled).toMatchObject({ cancelReason: 'timeout', balanceDue: '0.00', refunded: '0.00', paidAt: null });
  });

  it('answers another account’s relid with no bills, and a wrong login with 401', async () => {
    const owner = await h.createAccount({ services: [{ status: 'Active' }] });
    const stranger = await h.createAccount({ services: [{ status: 'Active' }] });
    expect(await list(stranger, { relid: firstService(owner).relid })).toEqual({ totalCount: 0, invoices: [] });
    expectError(await listCall({ ...owner, hmac: stranger.hmac }), 401, 'HmacCheckFailed');
  });
});

describe('POST /au/api/v1/invoices/last', () => {
  it('answers "scheduled" a week before expiry at the service’s own price and cycle', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', cycle: 'Annually', pid: 2, expiresInDays: 30 }] });
    const service = firstService(account);
    expect(await last(account, service.relid)).toEqual({
      state: 'scheduled',
      serviceId: service.id,
      issuesAt: new Date(Date.parse(service.expiresAt) - 7 * DAY_MS).toISOString(),
      dueAt: service.expiresAt,
      amount: service.price,
      cycle: 'Annually',
    });
  });

  it('answers "billed" with the unpaid renewal bill, and "scheduled" again once it is paid', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
    const service = firstService(account);
    const bill = service.invoices.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
    if (!bill) throw new Error('a renewal bill expected');
    const detail = await invoiceOf(h, bill.id, account);
    expect(await last(account, service.relid)).toEqual({
      state: 'billed',
      serviceId: service.id,
      invoiceId: bill.id,
      dueAt: bill.dueAt,
      amount: { amount: detail.total, currency: detail.currency },
      cycle: 'Monthly',
    });
    const instruction = await pay(h, bill.id, { paymentMethod: 'alipay' }, account);
    if (instruction.kind !== 'qr') throw new Error(`a QR code expected, not ${instruction.kind}`);
    await settle(h, instruction.paymentId, 'pay');
    const renewed = await serviceDetail(account, service.id);
    expect(renewed.expiresAt).not.toBe(service.expiresAt);
    expect(await last(account, service.relid)).toMatchObject({ state: 'scheduled', dueAt: renewed.expiresAt });
  });

  it('answers "cancelled" with when, and the day the service ends', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', expiresInDays: 12, renewalCancelled: true }] });
    const service = firstService(account);
    const answer = await last(account, service.relid);
    expect(answer).toMatchObject({ state: 'cancelled', serviceId: service.id, endsAt: service.expiresAt });
    expect(answer.state === 'cancelled' && answer.cancelledAt).toBe(service.renewalCancelledAt);
  });

  it('answers "none" for a trial, an order never paid, and a service that has ended', async () => {
    const account = await h.createAccount({
      services: [
        { status: 'Active', cycle: 'Trial', expiresInDays: 3 },
        { status: 'Pending' },
        { status: 'Terminated' },
        { status: 'Expired', cycle: 'Monthly', expiresInDays: -10 },
      ],
    });
    const reasons = await Promise.all(account.services.map(async (service) => await last(account, service.relid)));
    expect(reasons.map((answer) => (answer.state === 'none' ? answer.reason : answer.state))).toEqual(['trial', 'pending', 'ended', 'ended']);
  });

  it('answers another account’s service and an unknown relid with 404 NotFound', async () => {
    const owner = await h.createAccount({ services: [{ status: 'Active' }] });
    const stranger = await h.createAccount({ services: [{ status: 'Active' }] });
    expectError(await lastCall(stranger, firstService(owner).relid), 404, 'NotFound');
    expectError(await lastCall(owner, 999_999), 404, 'NotFound');
  });
});

describe('POST /au/api/v1/au/service/{id}/renewal/cancel', () => {
  it('cancels the unpaid renewal bill, turns auto-renew off, keeps the service running to its expiry, and answers a repeat the same', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 3, renewalInvoice: { dueInDays: 3 } }] });
    const service = firstService(account);
    const bill = service.invoices.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
    if (!bill) throw new Error('a renewal bill expected');

    const answer = await cancel(account, service.id, '  <b>Too expensive</b> for now  ');
    expect(answer).toMatchObject({ endsAt: service.expiresAt, cancelledInvoiceIds: [bill.id] });
    expect(await cancel(account, service.id, 'another reason')).toEqual(answer);

    expect(await invoiceOf(h, bill.id, account)).toMatchObject({ status: 'Cancelled', cancelReason: 'cancelled', balanceDue: '0.00' });
    expect(await serviceDetail(account, service.id)).toMatchObject({ status: 'Active', autoRenew: false, renewalCancelledAt: answer.cancelledAt, expiresAt: service.expiresAt });
    expect(await last(account, service.relid)).toEqual({ state: 'cancelled', serviceId: service.id, cancelledAt: answer.cancelledAt, endsAt: service.expiresAt });

    // No renewal bill is issued for it again, by "renew now" or by a renewal order.
    expectError(await gen(account, service.id), 400, 'RenewalNotAllowed');
    const renewal = await orderCall(h, { ...pair(account), renewServiceId: service.id, cycle: 'Monthly' });
    expectError(renewal, 400, 'ValidationFailed');
    // The cancelled bill cannot be paid.
    expectError(await h.call(`/au/api/v1/invoices/n/${bill.id}/pay`, { method: 'PUT', body: { paymentMethod: 'alipay', device: 'pc', requestKey: 'a'.repeat(32) } }), 409, 'InvoiceCancelled');

    // Past its expiry it reads Expired, like any service, and still nothing renews it.
    await moveClock(h, 4 * DAY_MS);
    expect((await serviceDetail(account, service.id)).status).toBe('Expired');
    expectError(await gen(account, service.id), 400, 'RenewalNotAllowed');
    const bills = await list(account, { relid: service.relid });
    expect(bills.invoices.filter((invoice) => invoice.status === 'Unpaid')).toEqual([]);
    expect(bills.totalCount).toBe(service.invoices.length);
  });

  it('cancels a renewal with no bill yet: none is made later', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', cycle: 'Annually', expiresInDays: 60 }] });
    const service = firstService(account);
    expect((await cancel(account, service.id)).cancelledInvoiceIds).toEqual([]);
    await moveClock(h, 55 * DAY_MS);
    expectError(await gen(account, service.id), 400, 'RenewalNotAllowed');
  });

  it('refuses a trial, a Pending, Terminated or Blacklisted service and one past renewing with 400 RenewalNotAllowed, changing nothing', async () => {
    const account = await h.createAccount({
      services: [
        { status: 'Active', cycle: 'Trial', expiresInDays: 3 },
        { status: 'Pending' },
        { status: 'Pending', everPaid: true, expiresInDays: 1, renewalInvoice: { dueInDays: 1 } },
        { status: 'Terminated' },
        { status: 'Blacklisted' },
        { status: 'Expired', cycle: 'Monthly', expiresInDays: -10 },
      ],
    });
    for (const service of account.services) expectError(await cancelCall(account, service.id), 400, 'RenewalNotAllowed');
    for (const service of account.services) expect((await serviceDetail(account, service.id)).renewalCancelledAt).toBeNull();
    const awaiting = account.services[2];
    const bill = awaiting?.invoices.find((invoice) => invoice.isRenewal);
    if (!bill) throw new Error('a renewal bill expected');
    expect((await invoiceOf(h, bill.id, account)).status).toBe('Unpaid');
  });

  it('answers another account’s service with 404 NotFound and a reason over 500 characters with 400', async () => {
    const owner = await h.createAccount({ services: [{ status: 'Active' }] });
    const stranger = await h.createAccount({ services: [{ status: 'Active' }] });
    expectError(await cancelCall(stranger, firstService(owner).id), 404, 'NotFound');
    expectError(await cancelCall(owner, firstService(owner).id, 'x'.repeat(501)), 400, 'ValidationFailed');
    expect((await serviceDetail(owner, firstService(owner).id)).renewalCancelledAt).toBeNull();
  });
});

describe('an invoice’s payer and seller', () => {
  it('keeps the payer’s email as it was when the bill was issued, and never shows it without a login', async () => {
    const before = uniqueEmail('payer-before');
    const account = await h.createAccount({ email: before, emailStatus: 'verified', services: [{ status: 'Active', renewalInvoice: { dueInDays: 5 } }] });
    const bill = firstService(account).invoices.find((invoice) => invoice.isRenewal);
    if (!bill) throw new Error('a renewal bill expected');
    // The account changes its email afterwards (the account page's own calls).
    const after = uniqueEmail('payer-after');
    expect((await h.call('/au/api/v1/au/email/bind', { method: 'POST', body: { ...pair(account), email: after } })).status).toBe(200);
    const [mail] = (await h.control.mail(after)).filter((entry) => entry.kind === 'email-verification');
    const values = new URLSearchParams(new URL(/(http\S+)/.exec(mail?.body ?? '')?.[1] ?? 'http://x/').hash.slice(1));
    const verified = await h.call('/au/api/v1/au/email/verify', {
      method: 'POST',
      body: { ...pair(account), email: values.get('email'), code: values.get('code'), timestamp: Number(values.get('timestamp')), sign: values.get('sign') },
    });
    expect(h.data(endpoints.auEmailVerify, verified.json)).toMatchObject({ email: after, status: 'verified' });

    const detail = await invoiceOf(h, bill.id, account);
    expect(detail.payerEmail).toBe(before);
    expect(detail.seller).toMatchObject({ name: 'Skyline Network Ltd.', registration: expect.stringMatching(/^BR /) });
    expect(detail.seller.address.length).toBeGreaterThan(0);
    expect((await publicInvoiceOf(h, bill.id)).payerEmail).toBeNull();
  });
});
