/** Plans, coupons, accounts, payment methods, the visitor panel and the retain offer. */
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, Promotion } from '../../src/lib/core/contract/index.ts';
import { AccountView, MailView } from '../../sandbox/core/control/schemas.ts';
import { DAY_MS, expectError, moveClock, newKey, order, pair, resetClock, settle, pay, uniqueEmail } from './buying.ts';
import { errorOf, humanToken, useHarness } from './harness.ts';

const h = useHarness();
const demo = async (label: string) => {
  const accounts = z.array(AccountView).parse((await h.call('/__sandbox/api/accounts')).json);
  const account = accounts.find((candidate) => candidate.origin === 'demo' && candidate.label === label);
  if (!account) throw new Error(`no demo account ${label}`);
  return account;
};
const promotion = (code: string, login?: { uuid: string; hmac: string }) =>
  h.call(`/au/api/v2/products/getpromotions?${new URLSearchParams({ promocode: code, ...(login ? pair(login) : {}) })}`);
const mailTo = async (to: string) => z.array(MailView).parse((await h.call(`/__sandbox/api/mail?to=${encodeURIComponent(to)}`)).json);

describe('GET /au/api/v2/products', () => {
  it('lists Standard (with the trial) and Pro (without) in USD decimal strings', async () => {
    const { status, json } = await h.call('/au/api/v2/products');
    expect(status).toBe(200);
    const { products } = h.data(endpoints.products, json);
    expect(products.map((product) => [product.pid, product.gid, product.name, product.deviceLimit])).toEqual([
      [1, 1, 'Skyline Standard', 5],
      [2, 1, 'Skyline Pro', 10],
    ]);
    const prices = (pid: number) => Object.fromEntries(products.find((product) => product.pid === pid)?.cycles.map((cycle) => [cycle.cycle, cycle.price.amount]) ?? []);
    expect(prices(1)).toEqual({ Monthly: '6.90', 'Semi-annually': '36.90', Annually: '65.90', Biennially: '119.90', Trial: '0.90' });
    expect(prices(2)).toEqual({ Monthly: '11.90', 'Semi-annually': '63.90', Annually: '113.90', Biennially: '205.90' });
    expect(products.every((product) => product.cycles.every((cycle) => cycle.price.currency === 'USD'))).toBe(true);
  });

  it('filters by group', async () => {
    expect(h.data(endpoints.products, (await h.call('/au/api/v2/products?gid=1')).json).products).toHaveLength(2);
    expect(h.data(endpoints.products, (await h.call('/au/api/v2/products?gid=9')).json).products).toEqual([]);
  });
});

describe('GET /au/api/v2/products/getpromotions', () => {
  it('answers a known coupon, case-insensitively', async () => {
    const { status, json } = await promotion('sky15');
    expect(status).toBe(200);
    expect(h.data(endpoints.getPromotions, json)).toEqual({ code: 'SKY15', type: 'percent', value: '15', cycles: [], pids: [], expiresAt: null });
    expect(h.data(endpoints.getPromotions, (await promotion('Year2')).json)).toMatchObject({ type: 'fixed', value: '2.00', cycles: ['Annually', 'Biennially'], pids: [1] });
  });

  it('answers 404 CouponInvalid for an unknown code and for an expired one', async () => {
    expectError(await promotion('NOPE'), 404, 'CouponInvalid');
    expectError(await promotion('EXPIRED5'), 404, 'CouponInvalid');
  });

  it('answers 409 CouponUsed to an account that paid with it, and accepts it for others', async () => {
    expectError(await promotion('WELCOME10', await demo('active-verified')), 409, 'CouponUsed');
    expect((await promotion('WELCOME10', await h.createAccount({}))).status).toBe(200);
    expect((await promotion('WELCOME10')).status).toBe(200);
  });

  it('counts a coupon as used once an invoice carrying it is paid', async () => {
    const buyer = await h.createAccount({});
    const placed = await order(h, { ...pair(buyer), cycle: 'Annually', promocode: 'year2' });
    expect((await promotion('YEAR2', buyer)).status).toBe(200);
    const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'alipay' }, buyer);
    if (instruction.kind !== 'qr') throw new Error('expected a QR payment');
    await settle(h, instruction.paymentId, 'pay');
    expectError(await promotion('YEAR2', buyer), 409, 'CouponUsed');
  });

  it('expires a coupon by the sandbox clock', async () => {
    const created = await h.call('/__sandbox/api/promotions', { method: 'POST', body: { code: 'soon3', type: 'percent', value: '3', expiresInDays: 1 } });
    expect(created.status).toBe(201);
    expect(Promotion.parse(created.json)).toMatchObject({ code: 'SOON3', value: '3' });
    expect((await promotion('SOON3')).status).toBe(200);
    await moveClock(h, 2 * DAY_MS);
    try {
      expectError(await promotion('SOON3'), 404, 'CouponInvalid');
    } finally {
      await resetClock(h);
    }
    expect((await h.call('/__sandbox/api/promotions', { method: 'POST', body: { code: 'SOON3', type: 'fixed', value: '1.00' } })).status).toBe(409);
  });

  it('answers 401 for a wrong login', async () => {
    expectError(await promotion('SKY15', { uuid: 'nobody-here', hmac: 'a'.repeat(64) }), 401, 'HmacCheckFailed');
  });
});

describe('POST /au/api/v1/au/check', () => {
  it('says whether an email is registered, case-insensitively', async () => {
    const email = uniqueEmail('check');
    await h.createAccount({ email });
    const check = async (value: string) => h.data(endpoints.auCheck, (await h.call('/au/api/v1/au/check', { method: 'POST', body: { email: value } })).json);
    expect(await check(email.toUpperCase())).toEqual({ registered: true });
    expect(await check(uniqueEmail('nobody'))).toEqual({ registered: false });
  });

  it('answers 400 ValidationFailed for a malformed email', async () => {
    for (const email of ['', 'not-an-email', 'a@b.c']) {
      const { status, json } = await h.call('/au/api/v1/au/check', { method: 'POST', body: { email } });
      expect(status).toBe(400);
      expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['email'] });
    }
  });
});

describe('POST /au/api/v1/au/user', () => {
  it('creates an anonymous account, and the same request key gets the same one back', async () => {
    const requestKey = newKey();
    const first = await h.call('/au/api/v1/au/user', { method: 'POST', body: { requestKey, humanToken: await humanToken(h) } });
    expect(first.status).toBe(201);
    const login = h.data(endpoints.auUser, first.json);
    const again = h.data(endpoints.auUser, (await h.call('/au/api/v1/au/user', { method: 'POST', body: { requestKey, humanToken: await humanToken(h) } })).json);
    expect(again).toEqual(login);
    const info = h.data(endpoints.auInfo, (await h.call('/au/api/v1/au/info', { method: 'POST', body: login })).json);
    expect(info).toEqual({ email: null, status: 'none', pending: null, jjService: [], unpaidService: [] });
    const other = h.data(endpoints.auUser, (await h.call('/au/api/v1/au/user', { method: 'POST', body: { requestKey: newKey(), humanToken: await humanToken(h) } })).json);
    expect(other.uuid).not.toBe(login.uuid);
  });
});

describe('GET /au/api/v1/au/payments', () => {
  const methods = async (query: Record<string, string>) => {
    const { status, json } = await h.call(`/au/api/v1/au/payments?${new URLSearchParams(query)}`);
    expect(status).toBe(200);
    return h.data(endpoints.auPayments, json).methods;
  };

  it('offers every method but balance to a visitor, with fees and refundability', async () => {
    const list = await methods({ device: 'pc' });
    expect(list.map((method) => method.id)).toEqual(['alipay', 'wechat', 'alipayhk', 'unionpay', 'card', 'googlepay', 'usdt', 'crypto', 'paypal']);
    expect(list.find((method) => method.id === 'googlepay')).toEqual({ id: 'googlepay', kind: 'card', feePercent: null, refundable: true });
    expect(list.find((method) => method.id === 'crypto')).toEqual({ id: 'crypto', kind: 'redirect', feePercent: null, refundable: true });
    expect(list.find((method) => method.id === 'alipay')).toEqual({ id: 'alipay', kind: 'qr', feePercent: '3', refundable: false });
    expect(list.find((method) => method.id === 'paypal')).toMatchObject({ kind: 'redirect', feePercent: null, refundable: true });
    expect(await methods({ device: 'mobile' })).toEqual(list);
  });

  it('adds the balance for a logged-in account with a positive balance', async () => {
    const rich = await h.createAccount({ balance: '3.00' });
    expect((await methods({ device: 'pc', ...pair(rich) })).map((method) => method.id)).toContain('balance');
    const poor = await h.createAccount({});
    expect((await methods({ device: 'pc', ...pair(poor) })).map((method) => method.id)).not.toContain('balance');
  });

  it("offers only what the account's restriction allows", async () => {
    const restricted = await h.createAccount({ paymentMethods: ['usdt', 'card', 'balance'], balance: '1.00' });
    expect((await methods({ device: 'mobile', ...pair(restricted) })).map((method) => method.id)).toEqual(['card', 'usdt', 'balance']);
  });

  it('offers the mainland and Hong Kong wallets by the account\'s region, on either device', async () => {
    const wallets = async (region: 'CN' | 'HK' | 'MO' | 'TW' | 'OTHER', device: 'pc' | 'mobile') =>
      (await methods({ device, ...pair(await h.createAccount({ region })) })).map((method) => method.id).filter((id) => ['alipay', 'wechat', 'alipayhk'].includes(id));
    for (const device of ['pc', 'mobile'] as const) {
      expect(await wallets('CN', device)).toEqual(['alipay', 'wechat']);
      expect(await wallets('HK', device)).toEqual(['alipay', 'wechat', 'alipayhk']);
      expect(await wallets('MO', device)).toEqual(['alipay', 'wechat', 'alipayhk']);
      expect(await wallets('TW', device)).toEqual([]);
      expect(await wallets('OTHER', device)).toEqual([]);
    }
    // Without an account the visitor is offered what the account an order makes will be (Hong Kong's).
    expect((await methods({ device: 'mobile' })).map((method) => method.id)).toEqual(['alipay', 'wechat', 'alipayhk', 'unionpay', 'card', 'googlepay', 'usdt', 'crypto', 'paypal']);
  });

  it('answers 400 when only half a login is given and 401 for a wrong one', async () => {
    const half = await h.call('/au/api/v1/au/payments?device=pc&uuid=someone-here');
    expect(half.status).toBe(400);
    expect(errorOf(half.json)).toMatchObject({ error: 'ValidationFailed', fields: ['hmac'] });
    expectError(await h.call(`/au/api/v1/au/payments?device=pc&uuid=someone-here&hmac=${'b'.repeat(64)}`), 401, 'HmacCheckFailed');
  });
});

describe('GET /api/v1/au/fraudorder', () => {
  const visitor = async (headers: Record<string, string> = {}) => {
    const { status, json } = await h.call('/api/v1/au/fraudorder', { headers });
    expect(status).toBe(200);
    return h.data(endpoints.visitorInfo, json);
  };
  afterEach(async () => {
    await h.control.setVisitorAddress(null);
  });

  it('answers the caller address; a loopback caller is on the local network, with no place', async () => {
    // x-forwarded-for is ignored unless SANDBOX_TRUST_PROXY=1.
    expect(await visitor({ 'x-forwarded-for': '203.198.1.2' })).toEqual({ ip: '127.0.0.1', country: null, region: null, city: null, isp: 'Local network' });
    expect(await visitor({ 'accept-language': 'zh-TW,zh;q=0.9' })).toMatchObject({ isp: '本機網路' });
  });

  it('names the place and network of a known address in the caller’s language, as a GeoIP database does', async () => {
    await h.control.setVisitorAddress('114.40.1.2');
    expect(await visitor({ 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' })).toEqual({ ip: '114.40.1.2', country: '台灣', region: null, city: null, isp: '中華電信 (HiNet)' });
    expect(await visitor({ 'accept-language': 'zh-CN' })).toMatchObject({ country: '台湾', isp: '中华电信 (HiNet)' });
    await h.control.setVisitorAddress('8.8.8.8');
    expect(await visitor({ 'accept-language': 'en-US,en;q=0.9' })).toEqual({ ip: '8.8.8.8', country: 'United States', region: 'California', city: 'Mountain View', isp: 'Google LLC' });
  });

  it('answers nulls for an address it does not know, and refuses a setting that is not an address', async () => {
    await h.control.setVisitorAddress('203.0.113.9');
    expect(await visitor()).toEqual({ ip: '203.0.113.9', country: null, region: null, city: null, isp: null });
    await expect(h.control.setVisitorAddress('not-an-address')).rejects.toThrow(/400/);
  });
});

describe('POST /au/api/v1/email/retain', () => {
  const retain = (email: string, offer = 'free-trial') => h.call('/au/api/v1/email/retain', { method: 'POST', body: { email, offer, lang: 'en-US' } });

  it('mails the offer once per mailbox', async () => {
    const email = uniqueEmail('retain');
    const first = await retain(email, 'discount-trial');
    expect(first.status).toBe(200);
    expect(h.data(endpoints.emailRetain, first.json)).toEqual({ sent: true });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'retain-discount-trial' });
    // 45% of the 0.90 trial, rounded half up to the cent.
    expect(mails[0]?.body).toContain('0.41');
    expect(h.data(endpoints.emailRetain, (await retain(email.toUpperCase(), 'free-trial')).json)).toEqual({ sent: true });
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('describes the free trial as 3 days', async () => {
    const email = uniqueEmail('retain.free');
    await retain(email);
    expect((await mailTo(email))[0]?.subject).toContain('3-day free');
  });

  it('refuses a malformed email (400), a registered one (409) and NetEase mailboxes (422)', async () => {
    const invalid = await retain('nope');
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid.json)).toMatchObject({ error: 'ValidationFailed', fields: ['email'] });
    const registered = uniqueEmail('retain.registered');
    await h.createAccount({ email: registered });
    expectError(await retain(registered), 409, 'EmailRegistered');
    for (const mailbox of ['someone@163.com', 'someone@126.com', 'someone@yeah.net', 'someone@vip.163.com']) expectError(await retain(mailbox), 422, 'MailboxRefused');
    expect(await mailTo('someone@163.com')).toEqual([]);
  });
});
