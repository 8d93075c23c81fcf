/** Placing orders: validation, who the order is for, request keys, the trial, coupons, renewals. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { MailView } from '../../sandbox/core/control/schemas.ts';
import { expectError, invoiceOf, newKey, order, orderCall, pair, pay, settle, uniqueEmail } from './buying.ts';
import { errorOf, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
const info = async (login: { uuid: string; hmac: string }) => h.data(endpoints.auInfo, (await h.call('/au/api/v1/au/info', { method: 'POST', body: pair(login) })).json);
const mailTo = async (to: string) => z.array(MailView).parse((await h.call(`/__sandbox/api/mail?to=${encodeURIComponent(to)}`)).json);
const invoiceCount = async (login: { uuid: string; hmac: string }) => {
  const { json } = await h.call('/__sandbox/api/accounts');
  const accounts = z.array(z.object({ uuid: z.string(), services: z.array(z.object({ invoices: z.array(z.unknown()) })) })).parse(json);
  return accounts.find((account) => account.uuid === login.uuid)?.services.reduce((count, service) => count + service.invoices.length, 0) ?? 0;
};

/** Pays an invoice with Alipay through the control surface. */
async function payByQr(invoiceId: number, login: { uuid: string; hmac: string }) {
  const instruction = await pay(h, invoiceId, { paymentMethod: 'alipay' }, login);
  if (instruction.kind !== 'qr') throw new Error(`expected a QR payment, got ${instruction.kind}`);
  await settle(h, instruction.paymentId, 'pay');
}

describe('POST /au/api/v1/au/order: what is ordered', () => {
  it('creates a Pending service (listed as unpaid) and an invoice with the Alipay fee', async () => {
    const buyer = await h.createAccount({});
    const placed = await order(h, { ...pair(buyer), cycle: 'Monthly', paymentMethod: 'alipay' });
    expect(placed).toMatchObject({ appliedToExistingAccount: false, login: null });
    expect((await info(buyer)).unpaidService).toEqual([{ id: placed.serviceId }]);
    const invoice = await invoiceOf(h, placed.invoiceId, buyer);
    expect(invoice).toMatchObject({
      status: 'Unpaid',
      serviceId: placed.serviceId,
      cycle: 'Monthly',
      isRenewal: false,
      subtotal: '6.90',
      discount: '0.00',
      fee: '0.21',
      total: '7.11',
      balanceDue: '7.11',
      paymentMethod: 'alipay',
      deadline: { state: 'due' },
      lastPayment: null,
      delivery: null,
      transactions: [],
    });
    expect(Date.parse(invoice.dueAt) - Date.parse(invoice.createdAt)).toBe(24 * 3600_000);
  });

  it('charges no fee for methods without one', async () => {
    const buyer = await h.createAccount({});
    const placed = await order(h, { ...pair(buyer), pid: 2, cycle: 'Annually', paymentMethod: 'card' });
    expect(await invoiceOf(h, placed.invoiceId, buyer)).toMatchObject({ subtotal: '113.90', fee: '0.00', total: '113.90' });
  });

  it('answers 404 NotFound for an unknown product and 400 for a cycle the product lacks', async () => {
    const buyer = await h.createAccount({});
    expectError(await orderCall(h, { ...pair(buyer), pid: 99 }), 404, 'NotFound');
    const trialOnPro = await orderCall(h, { ...pair(buyer), pid: 2, cycle: 'Trial' });
    expect(trialOnPro.status).toBe(400);
    expect(errorOf(trialOnPro.json)).toMatchObject({ error: 'ValidationFailed', fields: ['cycle'] });
  });

  it('refuses a method the account is not offered', async () => {
    const restricted = await h.createAccount({ paymentMethods: ['usdt'] });
    expectError(await orderCall(h, { ...pair(restricted), paymentMethod: 'alipay' }), 403, 'MethodNotOffered');
    expectError(await orderCall(h, { email: uniqueEmail('balance'), paymentMethod: 'balance' }), 403, 'MethodNotOffered');
  });
});

describe('POST /au/api/v1/au/order: who it is for', () => {
  it('creates an unverified account for a new email, returns its login and mails it', async () => {
    const email = uniqueEmail('new.buyer');
    const placed = await order(h, { email: ` ${email} ` });
    expect(placed.appliedToExistingAccount).toBe(false);
    if (!placed.login) throw new Error('expected the new login');
    expect(await info(placed.login)).toMatchObject({ email, status: 'unverified', unpaidService: [{ id: placed.serviceId }] });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`#uuid=${placed.login.uuid}&hmac=${placed.login.hmac}`);
  });

  it('applies the order to the account that has the email, without returning its login, and mails the link', async () => {
    const email = uniqueEmail('existing');
    const owner = await h.createAccount({ email, emailStatus: 'verified' });
    const placed = await order(h, { email: email.toUpperCase(), lang: 'en-US' });
    expect(placed).toMatchObject({ appliedToExistingAccount: true, login: null });
    expect((await info(owner)).unpaidService).toEqual([{ id: placed.serviceId }]);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.body).toContain('was placed with this email address');
    expect(mails[0]?.body).toContain(owner.loginUrl.replace('/zh-TW/', '/en-US/'));
  });

  it('answers 400 ValidationFailed without an email or login, and for a malformed email', async () => {
    for (const body of [{}, { email: 'not an email' }]) {
      const { status, json } = await orderCall(h, body);
      expect(status).toBe(400);
      expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['email'] });
    }
  });

  it('answers 401 HmacCheckFailed for a wrong login', async () => {
    expectError(await orderCall(h, { uuid: 'nobody-here', hmac: 'c'.repeat(64) }), 401, 'HmacCheckFailed');
  });
});

describe('POST /au/api/v1/au/order: request keys', () => {
  it('answers a repeated key with the first order: same ids, one service, one invoice', async () => {
    const buyer = await h.createAccount({});
    const requestKey = newKey();
    const first = await orderCall(h, { ...pair(buyer), requestKey });
    const second = await orderCall(h, { ...pair(buyer), requestKey });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(h.data(endpoints.auOrder, second.json)).toEqual(h.data(endpoints.auOrder, first.json));
    expect((await info(buyer)).unpaidService).toHaveLength(1);
    expect(await invoiceCount(buyer)).toBe(1);
  });

  it('creates one account for a new email however often the order is repeated', async () => {
    const email = uniqueEmail('repeat');
    const requestKey = newKey();
    const first = await order(h, { email, requestKey });
    const second = await order(h, { email, requestKey });
    expect(second).toEqual(first);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('refuses the same key with a different order', async () => {
    const buyer = await h.createAccount({});
    const requestKey = newKey();
    await order(h, { ...pair(buyer), requestKey });
    const other = await orderCall(h, { ...pair(buyer), requestKey, cycle: 'Annually' });
    expect(other.status).toBe(400);
    expect(errorOf(other.json)).toMatchObject({ error: 'ValidationFailed', fields: ['requestKey'] });
  });
});

describe('POST /au/api/v1/au/order: one trial per person', () => {
  it('refuses a second trial while the first is unpaid, and after it was paid', async () => {
    const buyer = await h.createAccount({});
    const trial = await order(h, { ...pair(buyer), cycle: 'Trial' });
    expect(await invoiceOf(h, trial.invoiceId, buyer)).toMatchObject({ subtotal: '0.90', cycle: 'Trial' });
    expectError(await orderCall(h, { ...pair(buyer), cycle: 'Trial' }), 409, 'TrialUsed');
    await payByQr(trial.invoiceId, buyer);
    expectError(await orderCall(h, { ...pair(buyer), cycle: 'Trial' }), 409, 'TrialUsed');
  });

  it('refuses a trial for an email whose account had one, and for an account that has a trial service', async () => {
    const email = uniqueEmail('trial.email');
    await h.createAccount({ email, services: [{ status: 'Expired', cycle: 'Trial' }] });
    expectError(await orderCall(h, { email, cycle: 'Trial' }), 409, 'TrialUsed');
    const fresh = uniqueEmail('trial.fresh');
    expect((await orderCall(h, { email: fresh, cycle: 'Trial' })).status).toBe(201);
  });

  it('never discounts the trial', async () => {
    const buyer = await h.createAccount({});
    const trial = await order(h, { ...pair(buyer), cycle: 'Trial', promocode: 'SKY15', paymentMethod: 'card' });
    expect(await invoiceOf(h, trial.invoiceId, buyer)).toMatchObject({ subtotal: '0.90', discount: '0.00', total: '0.90' });
  });
});

describe('POST /au/api/v1/au/order: coupons', () => {
  it('applies a percentage before the method fee', async () => {
    const buyer = await h.createAccount({});
    const placed = await order(h, { ...pair(buyer), cycle: 'Annually', promocode: 'sky15' });
    // 15% of 65.90 = 9.885 → 9.89; 3% of 56.01 = 1.6803 → 1.68.
    expect(await invoiceOf(h, placed.invoiceId, buyer)).toMatchObject({ subtotal: '65.90', discount: '9.89', fee: '1.68', total: '57.69' });
  });

  it('applies a fixed amount only to the cycles it names, and ignores it elsewhere', async () => {
    const buyer = await h.createAccount({});
    const annual = await order(h, { ...pair(buyer), cycle: 'Biennially', promocode: 'YEAR2', paymentMethod: 'card' });
    expect(await invoiceOf(h, annual.invoiceId, buyer)).toMatchObject({ subtotal: '119.90', discount: '2.00', total: '117.90' });
    const monthly = await order(h, { ...pair(buyer), cycle: 'Monthly', promocode: 'YEAR2', paymentMethod: 'card' });
    expect(await invoiceOf(h, monthly.invoiceId, buyer)).toMatchObject({ subtotal: '6.90', discount: '0.00', total: '6.90' });
    const pro = await order(h, { ...pair(buyer), pid: 2, cycle: 'Annually', promocode: 'YEAR2', paymentMethod: 'card' });
    expect(await invoiceOf(h, pro.invoiceId, buyer)).toMatchObject({ discount: '0.00' });
  });

  it('answers 404 CouponInvalid for unknown and expired codes, and 409 CouponUsed for a used one', async () => {
    const buyer = await h.createAccount({ services: [{ status: 'Active', promocode: 'WELCOME10' }] });
    expectError(await orderCall(h, { ...pair(buyer), promocode: 'NOPE' }), 404, 'CouponInvalid');
    expectError(await orderCall(h, { ...pair(buyer), promocode: 'EXPIRED5' }), 404, 'CouponInvalid');
    expectError(await orderCall(h, { ...pair(buyer), promocode: 'welcome10' }), 409, 'CouponUsed');
    // Nothing was stored by the refused orders.
    expect((await info(buyer)).unpaidService).toEqual([]);
  });

  it('refuses a coupon the account used once that order is paid', async () => {
    const buyer = await h.createAccount({});
    const first = await order(h, { ...pair(buyer), promocode: 'SKY15' });
    // Unpaid, it is not used yet.
    const second = await order(h, { ...pair(buyer), promocode: 'SKY15' });
    await payByQr(first.invoiceId, buyer);
    expectError(await orderCall(h, { ...pair(buyer), promocode: 'SKY15' }), 409, 'CouponUsed');
    expect((await invoiceOf(h, second.invoiceId, buyer)).discount).toBe('1.04');
  });
});

describe('POST /au/api/v1/au/order: renewals', () => {
  it('makes a renewal invoice due at the current expiry, for the same service', async () => {
    const buyer = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 5 }] });
    const service = buyer.services[0];
    if (!service) throw new Error('fixture has no service');
    const renewal = await order(h, { ...pair(buyer), renewServiceId: service.id, cycle: 'Annually' });
    expect(renewal.serviceId).toBe(service.id);
    const invoice = await invoiceOf(h, renewal.invoiceId, buyer);
    expect(invoice).toMatchObject({ isRenewal: true, cycle: 'Annually', subtotal: '65.90', dueAt: service.expiresAt });
    expect(invoice.items[0]?.periodStart).toBe(service.expiresAt);
    expect((await info(buyer)).unpaidService).toEqual([]);
  });

  it("refuses someone else's service (404), a renewal without a login (400), a trial renewal and a never-paid order (400)", async () => {
    const owner = await h.createAccount({ services: [{ status: 'Active' }, { status: 'Pending' }] });
    const stranger = await h.createAccount({});
    const [active, unpaid] = owner.services;
    expectError(await orderCall(h, { ...pair(stranger), renewServiceId: active?.id }), 404, 'NotFound');
    expectError(await orderCall(h, { email: uniqueEmail('renew'), renewServiceId: active?.id }), 400, 'ValidationFailed');
    expectError(await orderCall(h, { ...pair(owner), renewServiceId: active?.id, cycle: 'Trial' }), 400, 'ValidationFailed');
    expectError(await orderCall(h, { ...pair(owner), renewServiceId: unpaid?.id }), 400, 'ValidationFailed');
    expectError(await orderCall(h, { ...pair(owner), renewServiceId: active?.id, pid: 2 }), 400, 'ValidationFailed');
  });

  it('refuses to renew a service expired past its payable window (409 InvoiceExpired: reorder)', async () => {
    const owner = await h.createAccount({ services: [{ status: 'Expired', cycle: 'Monthly', expiresInDays: -30 }] });
    expectError(await orderCall(h, { ...pair(owner), renewServiceId: owner.services[0]?.id }), 409, 'InvoiceExpired');
  });
});
