/** Paying: QR codes through the cashier, UnionPay's two steps, PayPal's return, cards, USDT. */
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { MailView } from '../../sandbox/core/control/schemas.ts';
import { expectError, invoiceOf, moveClock, newKey, order, pair, pay, payCall, paymentsOf, publicInvoiceOf, resetClock, settle, uniqueEmail } from './buying.ts';
import { errorOf, humanToken, useHarness, TEST_SITE_ORIGIN, type Harness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(async () => {
  await resetClock(h);
});

const MINUTE_MS = 60_000;

async function buyer(spec: Parameters<Harness['createAccount']>[0] = {}) {
  const account = await h.createAccount(spec);
  return { account, placed: await order(h, { ...pair(account) }) };
}

const usdtCall = (path: string, method = 'GET') => h.call(`/pay/usdt/${path}`, { method });
const control = (path: string, body?: unknown) => h.call(`/__sandbox/api/${path}`, { method: 'POST', ...(body === undefined ? {} : { body }) });

describe('QR codes (Alipay, WeChat Pay, Alipay HK) and the cashier', () => {
  it('pays through the cashier: the invoice is paid and the service delivered Active', async () => {
    const email = uniqueEmail('qr.pay');
    const { account, placed } = await buyer({ email });
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'wechat' }, account);
    if (instruction.kind !== 'qr') throw new Error('expected a QR code');
    expect(instruction.qrContent).toBe(`${h.origin}/__sandbox/cashier/${instruction.paymentId}`);
    expect(Date.parse(instruction.expiresAt) - Date.now()).toBeGreaterThan(14 * MINUTE_MS);
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment).toMatchObject({ paymentId: instruction.paymentId, method: 'wechat', state: 'pending' });

    const paid = await settle(h, instruction.paymentId, 'pay');
    expect(paid).toMatchObject({ state: 'paid', invoiceStatus: 'Paid', method: 'wechat' });
    const invoice = await invoiceOf(h, placed.invoiceId, account);
    expect(invoice).toMatchObject({ status: 'Paid', lastPayment: { state: 'paid' }, transactions: [{ type: 'buy', method: 'wechat', amount: '7.11' }] });
    expect(invoice.delivery).toMatchObject({ serviceId: placed.serviceId, status: 'Active' });
    const service = h.data(endpoints.auService, (await h.call(`/au/api/v1/au/service/${placed.serviceId}?${new URLSearchParams(pair(account))}`)).json);
    expect(service).toMatchObject({ status: 'Active', cycle: 'Monthly', autoRenew: true, isNew: true });
    // One month from the payment.
    expect(Date.parse(service.expiresAt) - Date.parse(invoice.paidAt ?? '')).toBeGreaterThanOrEqual(28 * 24 * 3600_000);
    const info = h.data(endpoints.auInfo, (await h.call('/au/api/v1/au/info', { method: 'POST', body: pair(account) })).json);
    expect(info.jjService).toEqual([{ id: placed.serviceId, relid: service.relid, status: 'Active' }]);
    const mails = z.array(MailView).parse((await h.call(`/__sandbox/api/mail?to=${encodeURIComponent(email)}`)).json);
    expect(mails[0]).toMatchObject({ kind: 'payment-received' });
  });

  it('leaves the invoice unpaid when declined, and paying again makes a new payment', async () => {
    const { account, placed } = await buyer();
    const first = await pay(h, placed.invoiceId, { paymentMethod: 'alipay' }, account);
    if (first.kind !== 'qr') throw new Error('expected a QR code');
    expect(await settle(h, first.paymentId, 'decline')).toMatchObject({ state: 'declined', invoiceStatus: 'Unpaid' });
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Unpaid', lastPayment: { paymentId: first.paymentId, state: 'declined' } });
    expect((await h.call(`/__sandbox/api/payments/${first.paymentId}/pay`, { method: 'POST' })).status).toBe(409);

    const second = await pay(h, placed.invoiceId, { paymentMethod: 'alipayhk' }, account);
    if (second.kind !== 'qr') throw new Error('expected a QR code');
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment).toMatchObject({ paymentId: second.paymentId, method: 'alipayhk', state: 'pending' });
    expect((await paymentsOf(h, placed.invoiceId)).map((payment) => [payment.paymentId, payment.state])).toEqual([
      [first.paymentId, 'declined'],
      [second.paymentId, 'pending'],
    ]);
  });

  it('expires a QR code after 15 minutes of sandbox time', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'alipay' }, account);
    if (instruction.kind !== 'qr') throw new Error('expected a QR code');
    await moveClock(h, 16 * MINUTE_MS);
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment?.state).toBe('expired');
    const refused = await h.call(`/__sandbox/api/payments/${instruction.paymentId}/pay`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(errorOf(refused.json).error).toBe('PaymentExpired');
    const again = await pay(h, placed.invoiceId, { paymentMethod: 'alipay' }, account);
    expect(again.kind === 'qr' && again.paymentId !== instruction.paymentId).toBe(true);
  });

  it('answers a repeated request key with the same instruction', async () => {
    const { account, placed } = await buyer();
    const requestKey = newKey();
    const first = await pay(h, placed.invoiceId, { paymentMethod: 'alipay', requestKey }, account);
    expect(await pay(h, placed.invoiceId, { paymentMethod: 'alipay', requestKey }, account)).toEqual(first);
    expect(await paymentsOf(h, placed.invoiceId)).toHaveLength(1);
  });

  it('pays without a login through the no-login path', async () => {
    const { placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'alipay', device: 'mobile' });
    if (instruction.kind !== 'qr') throw new Error('expected a QR code');
    await settle(h, instruction.paymentId, 'pay');
    expect(await publicInvoiceOf(h, placed.invoiceId)).toMatchObject({ status: 'Paid', delivery: null });
  });

  it('shows Pay and Decline on the cashier page, and then that the person can close it', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'alipay' }, account);
    if (instruction.kind !== 'qr') throw new Error('expected a QR code');
    const page = await fetch(instruction.qrContent);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${TEST_SITE_ORIGIN}`);
    const html = await page.text();
    expect(html).toContain('Alipay');
    expect(html).toContain(`#${placed.invoiceId}`);
    expect(html).toContain('7.11 USD');
    expect(html).toMatch(/<button name="action" value="pay"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button name="action" value="decline"[^>]*>Decline<\/button>/);
    expect(html).not.toContain('<script');

    const posted = await fetch(instruction.qrContent, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.origin }, body: 'action=pay', redirect: 'manual' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(new URL(instruction.qrContent).pathname);
    expect(await (await fetch(instruction.qrContent)).text()).toContain('You can close this page.');
    expect((await invoiceOf(h, placed.invoiceId, account)).status).toBe('Paid');
  });

  it('refuses to settle once the order timed out, on the page and in the API', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'paypal' }, account);
    if (instruction.kind !== 'redirect') throw new Error('expected a redirect');
    await moveClock(h, 24 * 60 * MINUTE_MS);
    const page = await (await fetch(instruction.url)).text();
    expect(page).toContain('can no longer be paid</strong> (OrderTimedOut)');
    expect(page).not.toContain('value="pay"');
    const posted = await fetch(instruction.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
    expect(posted.status).toBe(409);
    expect(await posted.text()).toContain('This order timed out');
    expectError(await h.call(`/__sandbox/api/payments/${instruction.paymentId}/pay`, { method: 'POST' }), 409, 'OrderTimedOut');
  });

  it('answers an unknown payment with a 404 page, and refuses posts from other sites', async () => {
    expect((await fetch(`${h.origin}/__sandbox/cashier/pay_000000000000000000000000`)).status).toBe(404);
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'alipay' }, account);
    if (instruction.kind !== 'qr') throw new Error('expected a QR code');
    const foreign = await fetch(instruction.qrContent, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: 'action=pay', redirect: 'manual' });
    expect(foreign.status).toBe(403);
    expect((await invoiceOf(h, placed.invoiceId, account)).status).toBe('Unpaid');
  });
});

describe('UnionPay', () => {
  it('answers the first PUT with unionpay-pending and the second (naming it) with the QR code', async () => {
    const { account, placed } = await buyer();
    const first = await pay(h, placed.invoiceId, { paymentMethod: 'unionpay' }, account);
    if (first.kind !== 'unionpay-pending') throw new Error(`expected unionpay-pending, got ${first.kind}`);
    // The cashier cannot pay it before the QR code exists.
    expect(errorOf((await h.call(`/__sandbox/api/payments/${first.paymentId}/pay`, { method: 'POST' })).json).error).toBe('PaymentNotReady');
    const second = await pay(h, placed.invoiceId, { paymentMethod: 'unionpay', paymentId: first.paymentId }, account);
    expect(second).toMatchObject({ kind: 'qr', paymentId: first.paymentId });
    await settle(h, first.paymentId, 'pay');
    expect((await invoiceOf(h, placed.invoiceId, account)).status).toBe('Paid');
  });

  it('refuses a second PUT naming an unknown payment', async () => {
    const { account, placed } = await buyer();
    const refused = await payCall(h, placed.invoiceId, { paymentMethod: 'unionpay', paymentId: 'pay_nope' }, account);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.json)).toMatchObject({ error: 'ValidationFailed', fields: ['paymentId'] });
  });
});

describe('PayPal (redirect)', () => {
  it('redirects to the cashier, which returns to the site only, in the language the site stored', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'paypal' }, account);
    if (instruction.kind !== 'redirect') throw new Error('expected a redirect');
    // The provider does not know the page's language; the site puts the visitor's in front.
    const back = `${TEST_SITE_ORIGIN}/order/pay?invoice=${placed.invoiceId}`;
    expect(instruction.url).toBe(`${h.origin}/__sandbox/cashier/${instruction.paymentId}?return=${encodeURIComponent(back)}`);

    const post = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=decline', redirect: 'manual' });
    // A return address elsewhere is ignored: the site's own page in the named language instead.
    const cashier = `${h.origin}/__sandbox/cashier/${instruction.paymentId}`;
    const hostile = await post(`${cashier}?return=${encodeURIComponent('https://evil.example/steal')}&lang=en-US`);
    expect(hostile.status).toBe(303);
    expect(hostile.headers.get('location')).toBe(`${TEST_SITE_ORIGIN}/en-US/order/pay?invoice=${placed.invoiceId}`);
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment?.state).toBe('declined');

    const again = await pay(h, placed.invoiceId, { paymentMethod: 'paypal' }, account);
    if (again.kind !== 'redirect') throw new Error('expected a redirect');
    const paid = await fetch(again.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(back);
    expect((await invoiceOf(h, placed.invoiceId, account)).status).toBe('Paid');
  });
});

describe('the hosted crypto checkout (redirect)', () => {
  const act = (url: string, action: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=${action}`, redirect: 'manual' });
  const balanceOf = async (account: { uuid: string; hmac: string }) => h.data(endpoints.accountBalance, (await h.call('/au/api/v1/account/balance', { method: 'POST', body: pair(account) })).json).balance.amount;

  it('is offered with no fee and refundable, redirects to the cashier and back to the site, and pays', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'crypto' }, account);
    if (instruction.kind !== 'redirect') throw new Error('expected a redirect');
    const back = `${TEST_SITE_ORIGIN}/order/pay?invoice=${placed.invoiceId}`;
    expect(instruction.url).toBe(`${h.origin}/__sandbox/cashier/${instruction.paymentId}?return=${encodeURIComponent(back)}`);
    expect((await invoiceOf(h, placed.invoiceId, account)).fee).toBe('0.00');
    const paid = await act(instruction.url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(back);
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Paid', paymentMethod: 'crypto', transactions: [{ method: 'crypto', amount: '6.90' }] });
  });

  it('cancelled, expired or underpaid there, the bill stays unpaid; what arrived short goes to the balance', async () => {
    const { account, placed } = await buyer();
    const start = async () => {
      const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'crypto' }, account);
      if (instruction.kind !== 'redirect') throw new Error('expected a redirect');
      return instruction;
    };
    const cancelled = await start();
    expect((await act(cancelled.url, 'cancel')).headers.get('location')).toBe(`${TEST_SITE_ORIGIN}/order/pay?invoice=${placed.invoiceId}`);
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Unpaid', lastPayment: { paymentId: cancelled.paymentId, state: 'declined' } });
    // Nothing arrived: the attempt names no amount received.
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment).not.toHaveProperty('received');

    const expired = await start();
    expect((await act(expired.url, 'expire')).status).toBe(303);
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Unpaid', lastPayment: { paymentId: expired.paymentId, state: 'expired' } });
    // A checkout that is over cannot be paid any more.
    expect((await act(expired.url, 'pay')).status).toBe(409);

    expect(await balanceOf(account)).toBe('0.00');
    const short = await start();
    expect((await act(short.url, 'underpay')).status).toBe(303);
    // The bill names what arrived (credited to the balance), in the contract and in the no-login view.
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Unpaid', balanceDue: '6.90', lastPayment: { paymentId: short.paymentId, state: 'declined', received: '3.45' } });
    expect(await publicInvoiceOf(h, placed.invoiceId)).toMatchObject({ lastPayment: { paymentId: short.paymentId, received: '3.45' } });
    expect(await balanceOf(account)).toBe('3.45');
    // A new checkout after it is pending again: the figure belongs to the short attempt only.
    const next = await start();
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment).toEqual(expect.not.objectContaining({ received: expect.anything() }));
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment?.paymentId).toBe(next.paymentId);
  });

  it('refuses the crypto endings on another method’s payment', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'paypal' }, account);
    if (instruction.kind !== 'redirect') throw new Error('expected a redirect');
    expect((await act(instruction.url, 'underpay')).status).toBe(400);
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment?.state).toBe('pending');
  });
});

describe('cards', () => {
  const confirm = (body: object) => control('stripe/confirm', body);

  it('pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002', async () => {
    const { account, placed } = await buyer();
    const declined = await pay(h, placed.invoiceId, { paymentMethod: 'card' }, account);
    if (declined.kind !== 'card') throw new Error('expected a card payment');
    expect(declined).toMatchObject({ clientSecret: `${declined.paymentId}_secret_sandbox`, publishableKey: 'pk_test_sandbox' });
    const refusal = await confirm({ clientSecret: declined.clientSecret, cardNumber: '4000 0000 0000 0002' });
    expect(refusal.status).toBe(402);
    expect(refusal.json).toMatchObject({ error: 'CardDeclined', code: 'card_declined' });
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Unpaid', lastPayment: { state: 'declined' } });

    const paying = await pay(h, placed.invoiceId, { paymentMethod: 'card' }, account);
    if (paying.kind !== 'card') throw new Error('expected a card payment');
    const ok = await confirm({ clientSecret: paying.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ paymentIntent: { id: paying.paymentId, status: 'succeeded' } });
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Paid', transactions: [{ method: 'card', amount: '6.90' }] });
  });

  it('confirms the card intent with Google Pay (Express Checkout): the bill is paid and booked as Google Pay', async () => {
    const { account, placed } = await buyer();
    const declined = await pay(h, placed.invoiceId, { paymentMethod: 'card' }, account);
    if (declined.kind !== 'card') throw new Error('expected a card payment');
    const refusal = await confirm({ clientSecret: declined.clientSecret, wallet: 'google_pay_declined' });
    expect(refusal.status).toBe(402);
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Unpaid', paymentMethod: 'card', lastPayment: { state: 'declined' } });

    const paying = await pay(h, placed.invoiceId, { paymentMethod: 'card' }, account);
    if (paying.kind !== 'card') throw new Error('expected a card payment');
    const ok = await confirm({ clientSecret: paying.clientSecret, wallet: 'google_pay' });
    expect(ok.json).toMatchObject({ paymentIntent: { id: paying.paymentId, status: 'succeeded' } });
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({
      status: 'Paid',
      paymentMethod: 'googlepay',
      transactions: [{ method: 'googlepay', amount: '6.90' }],
      lastPayment: { paymentId: paying.paymentId, method: 'googlepay', state: 'paid' },
    });
  });

  it('answers a pay call with Google Pay as a card intent, and refuses Google Pay to an account not offered it', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'googlepay' }, account);
    expect(instruction).toMatchObject({ kind: 'card', publishableKey: 'pk_test_sandbox' });

    const cardOnly = await h.createAccount({ paymentMethods: ['card'], services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
    const invoiceId = cardOnly.services[0]?.invoices.find((invoice) => invoice.status === 'Unpaid')?.id ?? 0;
    expectError(await payCall(h, invoiceId, { paymentMethod: 'googlepay' }, cardOnly), 403, 'MethodNotOffered');
    const card = await pay(h, invoiceId, { paymentMethod: 'card' }, cardOnly);
    if (card.kind !== 'card') throw new Error('expected a card payment');
    const refused = await confirm({ clientSecret: card.clientSecret, wallet: 'google_pay' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'payment_method_not_available' });
    expect((await invoiceOf(h, invoiceId, cardOnly)).status).toBe('Unpaid');
  });

  it('refuses other numbers with Stripe-like codes and messages', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'card' }, account);
    if (instruction.kind !== 'card') throw new Error('expected a card payment');
    const cases: [object, string][] = [
      [{ cardNumber: '4242' }, 'incomplete_number'],
      [{ cardNumber: '4242424242424241' }, 'invalid_number'],
      [{ cardNumber: '5555555555554444' }, 'card_not_supported'],
      [{ cardNumber: '4242424242424242', expMonth: 1, expYear: 2001 }, 'invalid_expiry_year_past'],
      [{ cardNumber: '4242424242424242', cvc: '1' }, 'incomplete_cvc'],
    ];
    for (const [card, code] of cases) {
      const { status, json } = await confirm({ clientSecret: instruction.clientSecret, ...card });
      expect(status).toBe(400);
      expect(json).toMatchObject({ error: 'CardInvalid', code, message: expect.stringMatching(/^Your /) });
    }
    expect((await invoiceOf(h, placed.invoiceId, account)).lastPayment?.state).toBe('pending');
  });

  it('lists, adds and removes saved cards, and pays with one', async () => {
    const account = await h.createAccount({ cards: [{ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 }] });
    const list = async () => h.data(endpoints.stripeMethods, (await h.call(`/au/api/v1/pay/method/stripe?${new URLSearchParams(pair(account))}`)).json).cards;
    const [saved] = await list();
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 });
    if (!saved) throw new Error('no saved card');

    const setup = await h.call('/au/api/v1/pay/method/stripe', { method: 'POST', body: pair(account) });
    expect(setup.status).toBe(201);
    const { setupClientSecret, publishableKey } = h.data(endpoints.stripeSetup, setup.json);
    expect(publishableKey).toBe('pk_test_sandbox');
    expect((await confirm({ clientSecret: setupClientSecret, cardNumber: '5555555555554444' })).status).toBe(400);
    expect((await confirm({ clientSecret: setupClientSecret, cardNumber: '4242424242424242', expMonth: 9, expYear: 2032 })).status).toBe(200);
    expect((await list()).map((card) => card.last4)).toEqual(['4242', '4242']);

    const placed = await order(h, { ...pair(account), paymentMethod: 'card' });
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'card', pmId: saved.pmId }, account);
    if (instruction.kind !== 'card') throw new Error('expected a card payment');
    expect((await confirm({ clientSecret: instruction.clientSecret })).status).toBe(200);
    expect((await invoiceOf(h, placed.invoiceId, account)).status).toBe('Paid');

    const remove = (pmId: string) => h.call('/au/api/v1/pay/method/stripe', { method: 'DELETE', body: { ...pair(account), pmId } });
    const removed = await remove(saved.pmId);
    expect(removed.status).toBe(200);
    expect(h.data(endpoints.stripeRemove, removed.json)).toEqual({ removed: true });
    expect(await list()).toHaveLength(1);
    expectError(await remove(saved.pmId), 404, 'NotFound');
    const next = await order(h, { ...pair(account), paymentMethod: 'card' });
    const foreign = await payCall(h, next.invoiceId, { paymentMethod: 'card', pmId: 'pm_someone_else' }, account);
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign.json)).toMatchObject({ error: 'ValidationFailed', fields: ['pmId'] });
  });
});

describe('USDT (TRC20)', () => {
  it('hands out an address and a distinct amount, and confirms after the required confirmations', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'usdt' }, account);
    if (instruction.kind !== 'usdt') throw new Error('expected a USDT payment');
    expect(instruction.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(instruction.network).toBe('TRC20');
    expect(Number(instruction.amount)).toBeGreaterThan(6.9);
    expect(Number(instruction.amount)).toBeLessThan(7.9);

    // Another invoice waiting at the same time gets another amount.
    const other = await buyer();
    const second = await pay(h, other.placed.invoiceId, { paymentMethod: 'usdt' }, other.account);
    expect(second.kind === 'usdt' && second.amount !== instruction.amount).toBe(true);

    const watch = async () => h.data(endpoints.usdtTransaction, (await usdtCall(`transaction/${placed.invoiceId}`)).json);
    expect(await watch()).toMatchObject({ address: instruction.address, amount: instruction.amount, state: 'waiting', confirmations: 0, requiredConfirmations: 3, txid: null });
    expect(h.data(endpoints.usdtInvoice, (await usdtCall(`invoice/${placed.invoiceId}`)).json)).toEqual(await watch());

    expect((await control(`usdt/${placed.invoiceId}/advance`)).json).toMatchObject({ state: 'detected', confirmations: 1 });
    expect((await watch()).txid).toMatch(/^[0-9a-f]{64}$/);
    expect((await control(`usdt/${placed.invoiceId}/advance`)).json).toMatchObject({ state: 'detected', confirmations: 2 });
    expect((await invoiceOf(h, placed.invoiceId, account)).status).toBe('Unpaid');
    expect((await control(`usdt/${placed.invoiceId}/advance`)).json).toMatchObject({ state: 'confirmed', confirmations: 3 });
    expect(await invoiceOf(h, placed.invoiceId, account)).toMatchObject({ status: 'Paid', delivery: { status: 'Active' }, transactions: [{ method: 'usdt', amount: '6.90' }] });
    expect((await control(`usdt/${placed.invoiceId}/advance`)).status).toBe(409);
  });

  it('expires after 15 minutes, and a refresh hands out a new address', async () => {
    const { account, placed } = await buyer();
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'usdt' }, account);
    if (instruction.kind !== 'usdt') throw new Error('expected a USDT payment');
    // Before it expires, a refresh answers the same address.
    expect(h.data(endpoints.usdtExpire, (await usdtCall(`expire/${placed.invoiceId}`, 'POST')).json).address).toBe(instruction.address);
    await moveClock(h, 16 * MINUTE_MS);
    expect(h.data(endpoints.usdtTransaction, (await usdtCall(`transaction/${placed.invoiceId}`)).json).state).toBe('expired');
    expect((await control(`usdt/${placed.invoiceId}/advance`)).status).toBe(409);
    const fresh = h.data(endpoints.usdtExpire, (await usdtCall(`expire/${placed.invoiceId}`, 'POST')).json);
    expect(fresh.state).toBe('waiting');
    expect(fresh.address).not.toBe(instruction.address);
    expect(Date.parse(fresh.expiresAt)).toBeGreaterThan(Date.parse(instruction.expiresAt));
  });

  it('answers 409 UsdtAddressOccupied while the pool is busy, for all or one invoice', async () => {
    const { account, placed } = await buyer();
    expect((await control('usdt/occupied', { occupied: true })).json).toEqual({ allOccupied: true, occupiedInvoices: [] });
    try {
      expectError(await payCall(h, placed.invoiceId, { paymentMethod: 'usdt' }, account), 409, 'UsdtAddressOccupied');
      expect(h.data(endpoints.usdtExpire, (await usdtCall(`expire/${placed.invoiceId}`, 'POST')).json).state).toBe('occupied');
    } finally {
      await control('usdt/occupied', { occupied: false });
    }
    const other = await buyer();
    await control('usdt/occupied', { occupied: true, invoiceId: other.placed.invoiceId });
    try {
      expectError(await payCall(h, other.placed.invoiceId, { paymentMethod: 'usdt' }, other.account), 409, 'UsdtAddressOccupied');
      expect((await payCall(h, placed.invoiceId, { paymentMethod: 'usdt' }, account)).status).toBe(200);
    } finally {
      await control('usdt/occupied', { occupied: false, invoiceId: other.placed.invoiceId });
    }
  });

  it('answers 404 for an invoice never paid by USDT, and shows no secrets', async () => {
    const { placed } = await buyer({ email: uniqueEmail('usdt.secret') });
    expectError(await usdtCall(`invoice/${placed.invoiceId}`), 404, 'NotFound');
    await pay(h, placed.invoiceId, { paymentMethod: 'usdt' });
    const { json } = await usdtCall(`invoice/${placed.invoiceId}`);
    expect(Object.keys(h.data(endpoints.usdtInvoice, json)).sort()).toEqual(['address', 'amount', 'confirmations', 'expiresAt', 'requiredConfirmations', 'state', 'txid']);
  });
});

describe('a method the account may not use (its region)', () => {
  it('is refused with 403 MethodNotOffered by the pay call, the switch and an order, and nothing changes', async () => {
    const taiwan = await h.createAccount({ region: 'TW', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
    const invoiceId = taiwan.services[0]?.invoices.find((invoice) => invoice.status === 'Unpaid')?.id ?? 0;
    const before = await invoiceOf(h, invoiceId, taiwan);
    // The bill was issued with a method the account may use.
    expect(['alipay', 'wechat', 'alipayhk']).not.toContain(before.paymentMethod);

    const refused = await payCall(h, invoiceId, { paymentMethod: 'alipay' }, taiwan);
    expectError(refused, 403, 'MethodNotOffered');
    expect(errorOf(refused.json).message).toMatch(/alipay is not offered/);
    expectError(await payCall(h, invoiceId, { paymentMethod: 'wechat', device: 'mobile' }), 403, 'MethodNotOffered');
    expectError(await h.call('/au/api/v1/invoices/update', { method: 'POST', body: { invoiceId, paymentMethod: 'alipayhk', ...pair(taiwan) } }), 403, 'MethodNotOffered');
    const ordered = await h.call('/au/api/v1/au/order', {
      method: 'POST',
      body: { pid: 1, cycle: 'Monthly', paymentMethod: 'alipay', device: 'pc', requestKey: newKey(), humanToken: await humanToken(h), ...pair(taiwan) },
    });
    expectError(ordered, 403, 'MethodNotOffered');

    expect(await invoiceOf(h, invoiceId, taiwan)).toEqual(before);
    // What it is offered still pays.
    expect((await pay(h, invoiceId, { paymentMethod: 'card' }, taiwan)).kind).toBe('card');
  });
});
