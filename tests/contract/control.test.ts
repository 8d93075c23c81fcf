/** The control surface: demo seed, fixture accounts, clock, mailbox, HTML escaping, access. */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, SERVICE_STATUSES } from '../../src/lib/core/contract/index.ts';
import { pickDefaultService } from '../../src/lib/service/default-service.ts';
import { toMinor } from '../../src/lib/core/rules/money.ts';
import { AccountView, ClockView, MailView } from '../../sandbox/core/control/schemas.ts';
import { errorOf, useHarness, TEST_SITE_ORIGIN } from './harness.ts';

const DAY_MS = 24 * 3600_000;
const GB = 1024 ** 3;

const h = useHarness();
async function accounts(): Promise<AccountView[]> {
  const { status, json } = await h.call('/__sandbox/api/accounts');
  expect(status).toBe(200);
  return z.array(AccountView).parse(json);
}

async function demo(label: string): Promise<AccountView> {
  const account = (await accounts()).find((candidate) => candidate.origin === 'demo' && candidate.label === label);
  if (!account) throw new Error(`no demo account ${label}`);
  return account;
}

const info = async (account: AccountView) => h.data(endpoints.auInfo, (await h.call('/au/api/v1/au/info', { method: 'POST', body: { uuid: account.uuid, hmac: account.hmac } })).json);

describe('demo seed', () => {
  it('has the labelled accounts, every service status, and accounts with and without email', async () => {
    const seeded = (await accounts()).filter((account) => account.origin === 'demo');
    expect(seeded.map((account) => account.label)).toEqual(
      expect.arrayContaining(['active-verified', 'anonymous-active', 'unpaid-only', 'every-status', 'multi-service', 'unbound-email']),
    );
    const statuses = new Set(seeded.flatMap((account) => account.services.map((service) => service.status)));
    expect([...statuses].sort()).toEqual([...SERVICE_STATUSES].sort());
    expect(seeded.some((account) => account.email === null)).toBe(true);
    expect(seeded.some((account) => account.email !== null)).toBe(true);
    expect(new Set(seeded.map((account) => account.emailStatus))).toEqual(new Set(['none', 'unverified', 'verified', 'unbound']));
  });

  it('seeds each account as described', async () => {
    expect(await info(await demo('active-verified'))).toMatchObject({ status: 'verified', jjService: [{ status: 'Active' }], unpaidService: [] });
    expect(await info(await demo('anonymous-active'))).toMatchObject({ email: null, status: 'none', jjService: [{ status: 'Active' }] });
    const unpaid = await info(await demo('unpaid-only'));
    expect(unpaid).toMatchObject({ status: 'unverified', jjService: [] });
    expect(unpaid.unpaidService).toHaveLength(1);
    const every = await info(await demo('every-status'));
    expect(every.jjService.map((service) => service.status)).toEqual(['Active', 'Expired', 'Terminated', 'Stopped', 'Blacklisted', 'Pending']);
  });

  it('has accounts with an email code waiting: none bound yet, and a change of a verified one', async () => {
    const pending = await info(await demo('pending-email'));
    expect(pending).toMatchObject({ email: null, status: 'none', pending: { email: 'zhao.lei@example.com' } });
    const change = await info(await demo('email-change'));
    expect(change).toMatchObject({ email: 'xu.jing@example.com', status: 'verified', pending: { email: 'xu.jing.new@example.com' } });
  });

  it('shows add-on packs and devices in use on active-verified', async () => {
    const service = (await demo('active-verified')).services[0];
    expect(service?.devicesInUse).toBe(3);
    expect(service?.addons.map((addon) => addon.kind)).toEqual(['traffic', 'devices']);
  });

  it('lists Expired before Active for multi-service, so the default service is the second', async () => {
    const account = await demo('multi-service');
    const answer = await info(account);
    expect(answer.jjService.map((service) => service.status)).toEqual(['Expired', 'Active']);
    expect(pickDefaultService(answer)?.id).toBe(answer.jjService[1]?.id);
  });

  it('has an unbound-email account over the fair use, so its speed is capped', async () => {
    const account = await demo('unbound-email');
    const service = account.services[0];
    expect(account).toMatchObject({ email: null, emailStatus: 'unbound' });
    expect(service?.cycle).toBe('Semi-annually');
    const query = new URLSearchParams({ uuid: account.uuid, hmac: account.hmac });
    const detail = h.data(endpoints.auService, (await h.call(`/au/api/v1/au/service/${service?.id}?${query}`)).json);
    expect(detail.usage.usedBytes).toBeGreaterThan(200 * GB);
    expect(detail.speedLimitMbps).toBe(20);
  });

  it('gives active-verified a balance, a saved card and a used coupon', async () => {
    const account = await demo('active-verified');
    expect(account.balance).toBe('5.00');
    const query = new URLSearchParams({ uuid: account.uuid, hmac: account.hmac });
    expect(h.data(endpoints.stripeMethods, (await h.call(`/au/api/v1/pay/method/stripe?${query}`)).json).cards).toMatchObject([{ brand: 'visa', last4: '4242' }]);
    const coupon = await h.call(`/au/api/v2/products/getpromotions?promocode=WELCOME10&${query}`);
    expect(coupon.status).toBe(409);
    expect(account.services[0]?.invoices).toMatchObject([{ status: 'Paid', isRenewal: false }]);
  });

  it('has renewal-due: an Active Monthly service ending in 2 days with its unpaid renewal invoice', async () => {
    const account = await demo('renewal-due');
    const service = account.services[0];
    expect(service).toMatchObject({ status: 'Active', cycle: 'Monthly' });
    const renewal = service?.invoices.find((invoice) => invoice.isRenewal);
    expect(renewal).toMatchObject({ status: 'Unpaid', cycle: 'Monthly', dueAt: service?.expiresAt });
    expect(Date.parse(renewal?.dueAt ?? '') - Date.now()).toBeGreaterThan(1.9 * DAY_MS);
    const invoice = h.data(endpoints.invoiceInfo, (await h.call(`/au/api/v1/invoices/info/${renewal?.id}`, { method: 'POST', body: { uuid: account.uuid, hmac: account.hmac } })).json);
    expect(invoice).toMatchObject({ isRenewal: true, status: 'Unpaid', deadline: { state: 'due' } });
  });

  it('has bills-and-money: two pages of bills of every status, a cancelled renewal, a balance history of every kind, two cards and messages', async () => {
    const account = await demo('bills-and-money');
    const login = { uuid: account.uuid, hmac: account.hmac };
    const [pro, annual] = account.services;
    expect(pro?.invoices.length).toBeGreaterThan(25);
    const statuses = new Set(pro?.invoices.map((invoice) => invoice.status));
    expect(statuses).toEqual(new Set(['Paid', 'Unpaid', 'Refunded', 'Cancelled']));
    const refunded = pro?.invoices.find((invoice) => invoice.status === 'Refunded');
    const bill = h.data(endpoints.invoiceInfo, (await h.call(`/au/api/v1/invoices/info/${refunded?.id}`, { method: 'POST', body: login })).json);
    expect(bill.transactions.map((transaction) => transaction.type)).toEqual(['buy', 'refund']);
    expect(annual).toMatchObject({ status: 'Active', autoRenew: false, renewalCancelledAt: expect.any(String) });

    const history = h.data(endpoints.balanceTrans, (await h.call('/au/api/v1/account/balance/trans', { method: 'POST', body: { ...login, limitnum: 50, limitstart: 0 } })).json);
    expect(new Set(history.entries.map((entry) => entry.type))).toEqual(new Set(['pay-bill', 'withdraw-credit', 'top-up', 'refund']));
    expect(history.entries[0]?.balanceAfter).toBe(account.balance);
    // Every payment from the balance and every refund into it names its bill, one of the account's (issue 23).
    const billIds = new Set(pro?.invoices.map((invoice) => invoice.id));
    for (const entry of history.entries.filter((candidate) => candidate.type === 'pay-bill' || candidate.type === 'refund')) {
      expect(entry.invoiceId !== null && billIds.has(entry.invoiceId), JSON.stringify(entry)).toBe(true);
    }
    // Its bills paid from the balance read as paid once: credit, then what the card paid, add up to the total.
    for (const entry of history.entries.filter((candidate) => candidate.type === 'pay-bill')) {
      const paid = h.data(endpoints.invoiceInfo, (await h.call(`/au/api/v1/invoices/info/${entry.invoiceId}`, { method: 'POST', body: login })).json);
      const byCard = paid.transactions.filter((transaction) => transaction.method !== 'balance').reduce((sum, transaction) => sum + toMinor(transaction.amount), 0);
      expect(paid.credit).toBe(entry.amount.replace('-', ''));
      expect(toMinor(paid.total) - toMinor(paid.credit) - byCard).toBe(0);
      expect(paid.paymentMethod).toBe(byCard === 0 ? 'balance' : 'card');
    }
    // Nobody cancelled a bill of this account: its cancelled bills were closed for not being paid in time.
    expect(new Set(pro?.invoices.filter((invoice) => invoice.status === 'Cancelled').map((invoice) => invoice.cancelReason))).toEqual(new Set(['timeout']));
    const cards = h.data(endpoints.stripeMethods, (await h.call(`/au/api/v1/pay/method/stripe?${new URLSearchParams(login)}`)).json).cards;
    expect(cards).toHaveLength(2);
    expect(cards.some((card) => card.expYear < new Date().getUTCFullYear())).toBe(true);
    for (const lang of ['zh-TW', 'zh-CN', 'en-US']) {
      const messages = h.data(endpoints.messageHistory, (await h.call(`/au/api/v1/message/history?${new URLSearchParams({ ...login, lang })}`)).json).messages;
      expect(messages.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices in USD decimal strings', async () => {
    for (const account of await accounts()) {
      for (const service of account.services) expect(service.price).toMatchObject({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'USD' });
    }
  });
});

describe('fixture accounts (POST /__sandbox/api/accounts)', () => {
  it('creates an account in the shape of GET accounts, usable against the API at once', async () => {
    const { status, json } = await h.call('/__sandbox/api/accounts', {
      method: 'POST',
      body: { label: 'fixture-basic', email: 'fixture.basic@example.com', emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Biennially', usedBytes: 7 }] },
    });
    expect(status).toBe(201);
    const account = AccountView.parse(json);
    expect(account).toMatchObject({ label: 'fixture-basic', origin: 'fixture', email: 'fixture.basic@example.com', emailStatus: 'verified' });
    expect(account.services).toMatchObject([{ status: 'Active', cycle: 'Biennially', usedBytes: 7, neverPaid: false, price: { amount: '119.90' } }]);
    expect(account.loginUrl.startsWith(`${TEST_SITE_ORIGIN}/zh-TW/user/service/0#uuid=`)).toBe(true);
    expect((await accounts()).some((listed) => listed.uuid === account.uuid)).toBe(true);
    expect((await h.call('/au/api/v1/hmac/check', { method: 'POST', body: { uuid: account.uuid, hmac: account.hmac } })).status).toBe(200);
  });

  it('makes the invoices, balance, cards and payment restriction a test asks for', async () => {
    const account = await h.createAccount({
      balance: '12.50',
      paymentMethods: ['card'],
      cards: [{ brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030 }],
      services: [{ status: 'Active', cycle: 'Annually', renewalInvoice: { dueInDays: -3 } }, { status: 'Pending' }, { status: 'Active', pid: 2 }],
    });
    expect(account.balance).toBe('12.50');
    const [renewing, unpaid, pro] = account.services;
    expect(renewing?.invoices).toMatchObject([
      { status: 'Paid', isRenewal: false },
      { status: 'Unpaid', isRenewal: true, cycle: 'Annually', balanceDue: '65.90' },
    ]);
    // The expiry follows the renewal's due date unless given.
    expect(renewing?.expiresAt).toBe(renewing?.invoices[1]?.dueAt);
    expect(unpaid?.invoices).toMatchObject([{ status: 'Unpaid', isRenewal: false }]);
    expect(pro).toMatchObject({ productName: 'Skyline Pro', price: { amount: '11.90' } });
    const methods = h.data(endpoints.auPayments, (await h.call(`/au/api/v1/au/payments?device=pc&uuid=${account.uuid}&hmac=${account.hmac}`)).json).methods;
    expect(methods.map((method) => method.id)).toEqual(['card']);
  });

  it('refuses invoices a service cannot have, and coupons and products that do not exist', async () => {
    const cases: [unknown, string][] = [
      [{ services: [{ status: 'Pending', renewalInvoice: { dueInDays: 1 } }] }, 'services.renewalInvoice'],
      [{ services: [{ status: 'Active', promocode: 'NOPE' }] }, 'services.promocode'],
      [{ services: [{ status: 'Active', pid: 2, cycle: 'Trial' }] }, 'services.cycle'],
      [{ services: [{ status: 'Active', pid: 7 }] }, 'services.pid'],
      [{ balance: '-1.00' }, 'balance'],
      [{ paymentMethods: ['cash'] }, 'paymentMethods.0'],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await h.call('/__sandbox/api/accounts', { method: 'POST', body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: [field] });
    }
  });

  it('makes older bills, a balance history, messages and a cancelled renewal a test asks for', async () => {
    const account = await h.createAccount({
      services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 4 }, renewalCancelled: true }, { status: 'Active', cycle: 'Annually' }],
      extraInvoices: { paid: 2, unpaid: 1, refunded: 2, cancelled: 1 },
      balanceEntries: [{ type: 'top-up', amount: '10.00' }, { type: 'pay-bill', amount: '4.00' }],
      messages: [{ texts: { 'zh-TW': { title: '通知', body: '內容' } } }],
    });
    const [first, second] = account.services;
    // The first bill, the renewal bill (cancelled with the renewal) and six older ones.
    expect(first?.invoices).toHaveLength(8);
    expect(first?.invoices.filter((invoice) => invoice.status === 'Cancelled').map((invoice) => invoice.isRenewal)).toEqual([true, true]);
    expect(first?.invoices.filter((invoice) => invoice.status === 'Refunded').every((invoice) => invoice.refunded !== '0.00')).toBe(true);
    expect(first?.renewalCancelledAt).not.toBeNull();
    expect(second?.invoices).toHaveLength(1);
    // 10.00 in, 4.00 out, and one of the two refunds went to the balance.
    const refundedToBalance = first?.invoices.find((invoice) => invoice.status === 'Refunded');
    expect(Number(account.balance)).toBeCloseTo(6 + Number(refundedToBalance?.refunded), 2);
  });

  it('refuses older bills, histories and cancellations a real account could not have', async () => {
    const cases: [unknown, string][] = [
      [{ extraInvoices: { paid: 1 } }, 'extraInvoices'],
      [{ services: [{ status: 'Pending' }], extraInvoices: { paid: 1 } }, 'extraInvoices'],
      [{ services: [{ status: 'Active', cycle: 'Trial' }], extraInvoices: { paid: 1 } }, 'extraInvoices'],
      [{ services: [{ status: 'Active' }], extraInvoices: { paid: 61 } }, 'extraInvoices.paid'],
      [{ balanceEntries: [{ type: 'pay-bill', amount: '1.00' }] }, 'balanceEntries'],
      [{ services: [{ status: 'Active', cycle: 'Trial', renewalCancelled: true }] }, 'services.renewalCancelled'],
      [{ services: [{ status: 'Terminated', renewalCancelled: true }] }, 'services.renewalCancelled'],
      [{ messages: [{ texts: { 'en-US': { title: 'No zh-TW', body: '' } } }] }, 'messages.0.texts.zh-TW'],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await h.call('/__sandbox/api/accounts', { method: 'POST', body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: [field] });
    }
  });

  it('defaults to an anonymous account with no services', async () => {
    const { status, json } = await h.call('/__sandbox/api/accounts', { method: 'POST', body: {} });
    expect(status).toBe(201);
    expect(AccountView.parse(json)).toMatchObject({ label: null, email: null, emailStatus: 'none', services: [] });
  });

  it('refuses contradictory or invalid specs with the field named', async () => {
    const cases: [unknown, string][] = [
      [{ emailStatus: 'verified' }, 'email'],
      [{ email: 'a@example.com', emailStatus: 'none' }, 'emailStatus'],
      [{ services: [{ status: 'Sleeping' }] }, 'services.0.status'],
      [{ services: [{ status: 'Active', everPaid: false }] }, 'services.everPaid'],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await h.call('/__sandbox/api/accounts', { method: 'POST', body });
      expect(status).toBe(400);
      expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: [field] });
    }
  });

  it('refuses a second account with an email already bound (409)', async () => {
    await h.createAccount({ email: 'taken@example.com' });
    const { status, json } = await h.call('/__sandbox/api/accounts', { method: 'POST', body: { email: 'TAKEN@example.com' } });
    expect(status).toBe(409);
    expect(errorOf(json)).toMatchObject({ error: 'EmailAlreadyUsed', fields: ['email'] });
  });

  it('mails the login link to an account created with an email', async () => {
    const account = await h.createAccount({ email: 'mail.me@example.com' });
    const { status, json } = await h.call(`/__sandbox/api/mail?to=${encodeURIComponent('Mail.Me@example.com')}`);
    expect(status).toBe(200);
    const mails = z.array(MailView).parse(json);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'mail.me@example.com', kind: 'login-link' });
    expect(mails[0]?.body).toContain(account.loginUrl);
  });
});

describe('clock', () => {
  it('reads, advances and resets, and an Active service past its expiry reads Expired', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', expiresInDays: 2 }] });
    const service = account.services[0];
    const query = new URLSearchParams({ uuid: account.uuid, hmac: account.hmac });
    const read = async () => h.data(endpoints.auService, (await h.call(`/au/api/v1/au/service/${service?.id}?${query}`)).json);
    expect((await read()).status).toBe('Active');

    const before = ClockView.parse((await h.call('/__sandbox/api/clock')).json);
    expect(before.offsetMs).toBe(0);
    const moved = await h.call('/__sandbox/api/clock', { method: 'POST', body: { advanceMs: 3 * DAY_MS } });
    expect(moved.status).toBe(200);
    const after = ClockView.parse(moved.json);
    expect(after.offsetMs).toBe(3 * DAY_MS);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(3 * DAY_MS);
    try {
      const expired = await read();
      expect(expired.status).toBe('Expired');
      expect(expired.subscriptionUrl).toBeNull();
      expect((await info(account)).jjService[0]?.status).toBe('Expired');
    } finally {
      expect(ClockView.parse((await h.call('/__sandbox/api/clock', { method: 'POST', body: { reset: true } })).json).offsetMs).toBe(0);
    }
    expect((await read()).status).toBe('Active');
  });

  it('rolls fair-use usage over when the clock passes the reset date', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', expiresInDays: 300, usedBytes: 250 * GB }] });
    const query = new URLSearchParams({ uuid: account.uuid, hmac: account.hmac });
    const read = async () => h.data(endpoints.auService, (await h.call(`/au/api/v1/au/service/${account.services[0]?.id}?${query}`)).json);
    const capped = await read();
    expect(capped.speedLimitMbps).toBe(20);
    await h.call('/__sandbox/api/clock', { method: 'POST', body: { advanceMs: 32 * DAY_MS } });
    try {
      const renewed = await read();
      expect(renewed.usage.usedBytes).toBe(0);
      expect(renewed.speedLimitMbps).toBeNull();
      expect(Date.parse(renewed.usage.resetAt)).toBeGreaterThan(Date.parse(capped.usage.resetAt));
    } finally {
      await h.call('/__sandbox/api/clock', { method: 'POST', body: { reset: true } });
    }
  });

  it('moves with the HTML buttons (form post, then back to the page)', async () => {
    const response = await fetch(`${h.origin}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.origin },
      body: 'advanceMs=3600000',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/__sandbox/');
    expect(ClockView.parse((await h.call('/__sandbox/api/clock')).json).offsetMs).toBe(3_600_000);
    await fetch(`${h.origin}/__sandbox/clock`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'reset=true', redirect: 'manual' });
    expect(ClockView.parse((await h.call('/__sandbox/api/clock')).json).offsetMs).toBe(0);
  });

  it('refuses a move that is not a whole number of milliseconds', async () => {
    const { status, json } = await h.call('/__sandbox/api/clock', { method: 'POST', body: { advanceMs: 1.5 } });
    expect(status).toBe(400);
    expect(errorOf(json).error).toBe('ValidationFailed');
  });
});

describe('HTML pages', () => {
  const hostile = '<img src=x onerror=alert(1)>@x.io';

  it('lists demo accounts with both login link forms, the clock buttons and the mailbox link', async () => {
    const response = await fetch(`${h.origin}/__sandbox/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // same-origin, not no-referrer: the page's own form posts must carry its Origin.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const html = await response.text();
    const account = await demo('active-verified');
    expect(html).toContain('active-verified');
    expect(html).toContain(`${TEST_SITE_ORIGIN}/zh-TW/user/service/0#uuid=${account.uuid}&amp;hmac=${account.hmac}`);
    expect(html).toContain(`${TEST_SITE_ORIGIN}/zh-TW/user/service/0?uuid=${account.uuid}&amp;hmac=${account.hmac}`);
    for (const label of ['+1 hour', '+3 hours', '+1 day', '+7 days', '+60 days', 'Reset to real time']) expect(html).toContain(label);
    expect(html).toContain('href="/__sandbox/mailbox"');
    expect(html).not.toContain('<script');
  });

  it('escapes a hostile email on the overview and in the mailbox', async () => {
    await h.createAccount({ label: 'hostile <b>label</b>', email: hostile });
    const overview = await (await fetch(`${h.origin}/__sandbox/`)).text();
    expect(overview).not.toContain('<img src=x');
    expect(overview).not.toContain('<b>label</b>');
    expect(overview).toContain('&lt;img src=x onerror=alert(1)&gt;@x.io');
    expect(overview).toContain('hostile &lt;b&gt;label&lt;/b&gt;');

    const mailbox = await (await fetch(`${h.origin}/__sandbox/mailbox?to=${encodeURIComponent(hostile)}`)).text();
    expect(mailbox).not.toContain('<img src=x');
    expect(mailbox).toContain('To &lt;img src=x onerror=alert(1)&gt;@x.io');
    expect(mailbox).toContain('value="&lt;img src=x onerror=alert(1)&gt;@x.io"');
  });

  it('lists mail newest first', async () => {
    await h.createAccount({ email: 'order.first@example.com' });
    await h.call('/__sandbox/api/clock', { method: 'POST', body: { advanceMs: 60_000 } });
    await h.createAccount({ email: 'order.second@example.com' });
    await h.call('/__sandbox/api/clock', { method: 'POST', body: { reset: true } });
    const html = await (await fetch(`${h.origin}/__sandbox/mailbox`)).text();
    expect(html.indexOf('order.second@example.com')).toBeGreaterThan(-1);
    expect(html.indexOf('order.second@example.com')).toBeLessThan(html.indexOf('order.first@example.com'));
  });
});

describe('access to the control surface', () => {
  it('refuses a write whose Origin is another site', async () => {
    const response = await fetch(`${h.origin}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'advanceMs=3600000',
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(ClockView.parse((await h.call('/__sandbox/api/clock')).json).offsetMs).toBe(0);
  });

  it('refuses a Host that is not a loopback name (DNS rebinding)', async () => {
    // fetch cannot set Host, so this one goes through node:http.
    const { port } = new URL(h.origin);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/__sandbox/api/accounts', headers: { host: 'rebind.evil.example' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(403);
    expect(errorOf(JSON.parse(answer.body)).error).toBe('Forbidden');
  });

  it('answers its own pages (a form post from the control page carries its own origin)', async () => {
    const own = await fetch(`${h.origin}/__sandbox/api/accounts`, { headers: { origin: h.origin } });
    expect(own.status).toBe(200);
    // Same origin: no CORS answer headers are needed, and none are given.
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses every other page on this machine, the site included (issue 9, defect 12)', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5173', TEST_SITE_ORIGIN, 'https://evil.example', 'null']) {
      for (const method of ['GET', 'OPTIONS']) {
        const answer = await fetch(`${h.origin}/__sandbox/api/accounts`, { method, headers: { origin, 'access-control-request-method': 'GET' } });
        expect(answer.status, `${method} from ${origin}`).toBe(403);
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      }
    }
    const moved = await fetch(`${h.origin}/__sandbox/api/clock`, { method: 'POST', headers: { origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 3_600_000 }) });
    expect(moved.status).toBe(403);
    expect(ClockView.parse((await h.call('/__sandbox/api/clock')).json).offsetMs).toBe(0);
  });

  it("lets the site's payment page make the Stripe.js double's confirm call, and only that one", async () => {
    const preflight = await fetch(`${h.origin}/__sandbox/api/stripe/confirm`, {
      method: 'OPTIONS',
      headers: { origin: TEST_SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    // An unknown client secret: refused by the double's rules, but answered (with CORS) to the site.
    const confirm = await fetch(`${h.origin}/__sandbox/api/stripe/confirm`, { method: 'POST', headers: { origin: TEST_SITE_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ clientSecret: 'pi_none_secret_none', cardNumber: '4242424242424242' }) });
    expect(confirm.status).not.toBe(403);
    expect(confirm.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    const elsewhere = await fetch(`${h.origin}/__sandbox/api/stripe/confirm`, { method: 'POST', headers: { origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' }, body: '{}' });
    expect(elsewhere.status).toBe(403);
  });

  it('answers an unknown control route with 404 JSON', async () => {
    const { status, json } = await h.call('/__sandbox/api/nothing');
    expect(status).toBe(404);
    expect(errorOf(json).error).toBe('NotFound');
  });
});
