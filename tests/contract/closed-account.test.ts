/**
 * A closed account (issue 27 item 6, spec §8 "account closed", ADR 0056): once the
 * provider closes it, its login link, its services' keys and its bills open nothing: no
 * order, renewal, payment or withdrawal, and the holder of the right login learns why
 * (403 AccountClosed) while a wrong login still learns nothing (401).
 */
import { describe, expect, it } from 'vitest';
import type { AccountView } from '../../sandbox/core/control/schemas.ts';
import { expectError, newKey, order, orderCall, pair, payCall, uniqueEmail } from './buying.ts';
import { withdrawCall } from './affiliate.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });

/** An account with a verified email, an Active service and its unpaid renewal bill, then closed. */
async function closedAccount(): Promise<{ before: AccountView; after: AccountView }> {
  const before = await h.createAccount({
    email: uniqueEmail('closed'),
    emailStatus: 'verified',
    services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }],
  });
  return { before, after: await h.control.closeAccount(before.uuid) };
}

function serviceOf(account: AccountView) {
  const service = account.services[0];
  if (!service) throw new Error('the fixture has a service');
  return service;
}

function renewalBillOf(account: AccountView): number {
  const bill = serviceOf(account).invoices.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
  if (!bill) throw new Error('the fixture has an unpaid renewal bill');
  return bill.id;
}

describe('a closed account', () => {
  it('is closed by the control API for good, and said so in the account list', async () => {
    const { before, after } = await closedAccount();
    expect(before.closedAt).toBeNull();
    expect(after.closedAt).not.toBeNull();
    const again = await h.control.closeAccount(before.uuid);
    expect(again.closedAt).toBe(after.closedAt);
    expect((await h.control.accounts()).find((account) => account.uuid === before.uuid)?.closedAt).toBe(after.closedAt);
  });

  it('answers its own login 403 AccountClosed, and a wrong signature still 401 HmacCheckFailed', async () => {
    const { before } = await closedAccount();
    expectError(await h.call('/au/api/v1/hmac/check', { method: 'POST', body: pair(before) }), 403, 'AccountClosed');
    expectError(await h.call('/au/api/v1/au/info', { method: 'POST', body: pair(before) }), 403, 'AccountClosed');
    expectError(await h.call(`/au/api/v1/au/service/${serviceOf(before).id}?${new URLSearchParams(pair(before))}`), 403, 'AccountClosed');
    expectError(await h.call('/au/api/v1/hmac/check', { method: 'POST', body: { uuid: before.uuid, hmac: '0'.repeat(64) } }), 401, 'HmacCheckFailed');
  });

  it('cannot buy: an order with its login or with its email is refused', async () => {
    const { before } = await closedAccount();
    expectError(await orderCall(h, { ...pair(before) }), 403, 'AccountClosed');
    expectError(await orderCall(h, { email: before.email ?? '' }), 403, 'AccountClosed');
    // Another account still orders as before.
    expect((await order(h, { email: uniqueEmail('open') })).invoiceId).toBeGreaterThan(0);
  });

  it('cannot renew: no renewal bill, no renewal order', async () => {
    const { before } = await closedAccount();
    const serviceId = serviceOf(before).id;
    expectError(await h.call('/au/api/v1/invoices/gen', { method: 'POST', body: { ...pair(before), serviceId } }), 403, 'AccountClosed');
    expectError(await h.call('/au/api/v1/invoices/mb', { method: 'POST', body: { ...pair(before), serviceId } }), 403, 'AccountClosed');
    expectError(await orderCall(h, { ...pair(before), renewServiceId: serviceId }), 403, 'AccountClosed');
  });

  it('cannot pay: its bills are refused with its login, without a login, by balance credit, and a method switch too', async () => {
    const { before } = await closedAccount();
    const invoiceId = renewalBillOf(before);
    expectError(await payCall(h, invoiceId, { paymentMethod: 'alipay', requestKey: newKey() }, before), 403, 'AccountClosed');
    expectError(await payCall(h, invoiceId, { paymentMethod: 'alipay', requestKey: newKey() }), 403, 'AccountClosed');
    expectError(await h.call(`/au/api/v1/invoices/${invoiceId}/credit/pay`, { method: 'POST', body: { ...pair(before), amount: '1.00', requestKey: newKey() } }), 403, 'AccountClosed');
    expectError(await h.call('/au/api/v1/invoices/update', { method: 'POST', body: { invoiceId, paymentMethod: 'usdt' } }), 403, 'AccountClosed');
    expect((await h.control.payments(invoiceId)).length).toBe(0);
  });

  it('cannot withdraw its affiliate bonus', async () => {
    const { before } = await closedAccount();
    expectError(await withdrawCall(h, before, { amount: '3', destination: 'balance' }), 403, 'AccountClosed');
    expectError(await h.call(`/au/api/v1/aff/info?${new URLSearchParams(pair(before))}`), 403, 'AccountClosed');
  });

  it('opens nothing with its services’ keys: no email binding, no subscription document', async () => {
    const { before } = await closedAccount();
    const service = serviceOf(before);
    const bind = await h.call(`/wl/v1/service/${service.id}/email`, {
      method: 'POST',
      body: { hmac: service.hmac, token: service.token, seed: service.seed, email: uniqueEmail('bind'), lang: 'en-US' },
    });
    expectError(bind, 403, 'AccountClosed');
    const document = await fetch(service.subscriptionUrl ?? '');
    expect(document.status).toBe(403);
    expect(await document.text()).toContain('closed');
  });
});
