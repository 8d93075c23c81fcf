/**
 * The manage-account page's calls over real HTTP (contract:
 * src/lib/account/page-contract.ts, docs/decisions/0025): the balance's history, the
 * provider's messages, and binding an email from the account itself on the same binding
 * the service page uses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, type EmailBinding } from '../../src/lib/core/contract/index.ts';
import { toMinor } from '../../src/lib/core/rules/money.ts';
import type { AccountView, ServiceView } from '../../sandbox/core/control/schemas.ts';
import { expectError, expectSamePending, invoiceOf, moveClock, newKey, pair, resetClock, uniqueEmail } from './buying.ts';
import { TEST_SITE_ORIGIN, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(() => resetClock(h));

type Login = { uuid: string; hmac: string };

const transCall = (login: Login, limitnum: number, limitstart = 0) => h.call('/au/api/v1/account/balance/trans', { method: 'POST', body: { ...pair(login), limitnum, limitstart } });
async function trans(login: Login, limitnum = 20, limitstart = 0) {
  const { status, json } = await transCall(login, limitnum, limitstart);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.balanceTrans, json);
}

const messagesCall = (login: Login, lang?: string) => h.call(`/au/api/v1/message/history?${new URLSearchParams({ ...pair(login), ...(lang ? { lang } : {}) })}`);
async function messages(login: Login, lang?: string) {
  const { status, json } = await messagesCall(login, lang);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.messageHistory, json).messages;
}

describe('POST /au/api/v1/account/balance/trans', () => {
  it('answers the history newest first, a page at a time, each entry with the balance just after it', async () => {
    const account = await h.createAccount({
      balanceEntries: [
        { type: 'top-up', amount: '20.00', daysAgo: 40 },
        { type: 'pay-bill', amount: '6.90', daysAgo: 30 },
        { type: 'withdraw-credit', amount: '3.00', daysAgo: 20 },
        { type: 'refund', amount: '2.50', daysAgo: 10 },
      ],
      balance: '5.00',
    });
    expect(account.balance).toBe('23.60');
    const all = await trans(account);
    expect(all).toMatchObject({ currency: 'USD', totalCount: 5 });
    expect(all.entries.map((entry) => [entry.type, entry.amount, entry.balanceAfter])).toEqual([
      ['top-up', '5.00', '23.60'],
      ['refund', '2.50', '18.60'],
      ['withdraw-credit', '3.00', '16.10'],
      ['pay-bill', '-6.90', '13.10'],
      ['top-up', '20.00', '20.00'],
    ]);
    const times = all.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await trans(account, 2, 2);
    expect(second).toMatchObject({ totalCount: 5 });
    expect(second.entries).toEqual(all.entries.slice(2, 4));
    expect((await trans(account, 20, 5)).entries).toEqual([]);
    expectError(await transCall(account, 101), 400, 'ValidationFailed');
  });

  it('records a bill paid from the balance with the bill it paid, and the balance after it', async () => {
    const account = await h.createAccount({ balance: '3.00', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 4 } }] });
    const bill = account.services[0]?.invoices.find((invoice) => invoice.isRenewal);
    if (!bill) throw new Error('a renewal bill expected');
    const paid = await h.call(`/au/api/v1/invoices/${bill.id}/credit/pay`, { method: 'POST', body: { ...pair(account), amount: '2.00', requestKey: newKey() } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const [newest, first] = (await trans(account)).entries;
    expect(newest).toMatchObject({ type: 'pay-bill', amount: '-2.00', invoiceId: bill.id, balanceAfter: '1.00' });
    expect(first).toMatchObject({ type: 'top-up', amount: '3.00', balanceAfter: '3.00', invoiceId: null });
  });

  it('puts a refund to the balance in the history with its bill', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }], extraInvoices: { refunded: 1 } });
    const [refund] = (await trans(account)).entries;
    if (!refund?.invoiceId) throw new Error('a refund entry with its bill expected');
    const bill = await invoiceOf(h, refund.invoiceId, account);
    expect(bill.status).toBe('Refunded');
    expect(refund).toMatchObject({ type: 'refund', amount: bill.total, balanceAfter: bill.total });
    expect(account.balance).toBe(bill.total);
  });

  it('refuses a fixture history that would take the balance below zero', async () => {
    await expect(h.createAccount({ balanceEntries: [{ type: 'pay-bill', amount: '1.00' }] })).rejects.toThrow(/400/);
  });
});

const NOTICE = {
  'zh-TW': { title: '香港節點維護通知', body: '11 月 30 日凌晨 2 點至 4 點（香港時間），香港節點會進行維護，期間可能短暫斷線。' },
  'zh-CN': { title: '香港节点维护通知', body: '11 月 30 日凌晨 2 点至 4 点（香港时间），香港节点将进行维护，期间可能短暂断线。' },
  'en-US': { title: 'Hong Kong servers: maintenance', body: 'The Hong Kong servers will be down for maintenance from 2:00 to 4:00 on 30 November (Hong Kong time); you may be disconnected briefly.' },
};

describe('GET /au/api/v1/message/history', () => {
  it('answers each message in the language asked (zh-TW by default), newest first, as plain text', async () => {
    const account = await h.createAccount({
      messages: [
        { kind: 'notice', daysAgo: 3, texts: NOTICE },
        { kind: 'billing', daysAgo: 1, texts: { 'zh-TW': { title: '<b>帳單</b> 已出', body: '<script>alert(1)</script> 請付款。' } } },
      ],
    });
    const [billing, notice] = await messages(account);
    expect(notice).toMatchObject({ kind: 'notice', ...NOTICE['zh-TW'] });
    // Markup is the provider's text, answered as written: the page shows it as text.
    expect(billing).toMatchObject({ kind: 'billing', title: '<b>帳單</b> 已出', body: '<script>alert(1)</script> 請付款。' });
    expect(Date.parse(billing?.at ?? '')).toBeGreaterThan(Date.parse(notice?.at ?? ''));

    expect((await messages(account, 'zh-CN'))[1]).toMatchObject(NOTICE['zh-CN']);
    const english = await messages(account, 'en-US');
    expect(english[1]).toMatchObject(NOTICE['en-US']);
    // Written only in the provider's own language: answered in it.
    expect(english[0]?.title).toBe('<b>帳單</b> 已出');
    expectError(await messagesCall(account, 'fr-FR'), 400, 'ValidationFailed');
  });

  it('answers at most 50, the newest, and none for an account without messages', async () => {
    const texts = (n: number) => ({ 'zh-TW': { title: `通知 ${n}`, body: '內容' } });
    const account = await h.createAccount({ messages: Array.from({ length: 55 }, (_, n) => ({ texts: texts(n), daysAgo: 55 - n })) });
    const answer = await messages(account);
    expect(answer).toHaveLength(50);
    expect(answer[0]?.title).toBe('通知 54');
    expect(answer.at(-1)?.title).toBe('通知 5');
    expect(await messages(await h.createAccount({}))).toEqual([]);
  });

  it('refuses a wrong login with 401', async () => {
    const account = await h.createAccount({});
    const other = await h.createAccount({});
    expectError(await messagesCall({ ...account, hmac: other.hmac }), 401, 'HmacCheckFailed');
  });
});

const bindCall = (login: Login, email: string, lang?: string) => h.call('/au/api/v1/au/email/bind', { method: 'POST', body: { ...pair(login), email, ...(lang ? { lang } : {}) } });
const unbindCall = (login: Login, intent?: 'revoke' | 'unbind') => h.call('/au/api/v1/au/email/unbind', { method: 'POST', body: { ...pair(login), ...(intent ? { intent } : {}) } });
type LinkValues = { email: string; code: string; timestamp: string; sign: string };
const verifyCall = (login: Login, values: LinkValues) =>
  h.call('/au/api/v1/au/email/verify', { method: 'POST', body: { ...pair(login), ...values, timestamp: Number(values.timestamp) } });
const serviceVerify = (serviceId: number, values: LinkValues) => h.call(`/wl/v1/service/${serviceId}/email/verify?${new URLSearchParams(values)}`);

async function bound(answer: Promise<{ status: number; json: unknown }>, endpoint: typeof endpoints.auEmailBind | typeof endpoints.auEmailUnbind | typeof endpoints.auEmailVerify): Promise<EmailBinding> {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoint, json);
}

async function mailedCode(email: string) {
  const [mail] = (await h.control.mail(email)).filter((entry) => entry.kind === 'email-verification');
  if (!mail) throw new Error(`no verification mail to ${email}`);
  const link = /(http\S+#email-verify=1\S+)/.exec(mail.body)?.[1];
  if (!link) throw new Error(`no link in ${mail.body}`);
  const url = new URL(link);
  const values = new URLSearchParams(url.hash.slice(1));
  const code = values.get('code') ?? '';
  return { mail, url, code, link: { email: values.get('email') ?? '', code, timestamp: values.get('timestamp') ?? '', sign: values.get('sign') ?? '' } };
}

const info = async (login: Login) => h.data(endpoints.auInfo, (await h.call('/au/api/v1/au/info', { method: 'POST', body: pair(login) })).json);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function firstService(account: AccountView): ServiceView {
  const service = account.services[0];
  if (!service) throw new Error('the fixture has no service');
  return service;
}

describe('account-level email: au/email/bind, /unbind, /verify', () => {
  it('sends a code whose link opens user/account in the language asked, then verifies it (and again, idempotently)', async () => {
    const account = await h.createAccount({});
    const email = uniqueEmail('account-bind');
    const sent = await bound(bindCall(account, email, 'en-US'), endpoints.auEmailBind);
    expect(sent).toMatchObject({ email: null, status: 'none', pending: { email, resendAfterSeconds: 60 } });

    const { mail, url, code, link } = await mailedCode(email);
    expect(mail.subject).toBe(`Your Skyline verification code: ${code}`);
    expect(mail.body).toContain('15 minutes');
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_SITE_ORIGIN}/en-US/user/account`);
    expect(url.hash.startsWith('#email-verify=1&')).toBe(true);
    expect(link).toEqual({ email, code, timestamp: String(sent.pending?.timestamp), sign: sent.pending?.sign });
    expectSamePending((await info(account)).pending, sent.pending);

    expectError(await verifyCall(account, { ...link, code: wrongCode(code) }), 400, 'EmailCodeInvalid');
    const verified = await bound(verifyCall(account, link), endpoints.auEmailVerify);
    expect(verified).toEqual({ email, status: 'verified', pending: null });
    expect(await bound(verifyCall(account, link), endpoints.auEmailVerify)).toEqual(verified);
    expect(await info(account)).toMatchObject({ email, status: 'verified', pending: null });
  });

  it('writes the mail in each language, in the account’s own when none is asked', async () => {
    const account = await h.createAccount({ lang: 'zh-CN' });
    const simplified = uniqueEmail('account-zh-cn');
    await bound(bindCall(account, simplified), endpoints.auEmailBind);
    const cn = await mailedCode(simplified);
    expect(cn.mail.subject).toBe(`你的 Skyline 验证码：${cn.code}`);
    expect(cn.url.pathname).toBe('/zh-CN/user/account');

    await moveClock(h, 61_000);
    const traditional = uniqueEmail('account-zh-tw');
    await bound(bindCall(account, traditional, 'zh-TW'), endpoints.auEmailBind);
    const tw = await mailedCode(traditional);
    expect(tw.mail.subject).toBe(`你的 Skyline 驗證碼：${tw.code}`);
    expect(tw.mail.body).toContain('15 分鐘內有效');
    expect(tw.url.pathname).toBe('/zh-TW/user/account');
  });

  it('keeps the service page’s rules: one code a minute per address, five wrong tries, 15 minutes, a newer code replaces the older', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const service = firstService(account);
    const email = uniqueEmail('account-cooldown');
    await bound(bindCall(account, email), endpoints.auEmailBind);
    expectError(await bindCall(account, email), 400, 'EmailCooldown');
    // The same address through the service's keys: the same cooldown.
    expectError(await h.call(`/wl/v1/service/${service.id}/email`, { method: 'POST', body: { hmac: service.hmac, token: service.token, seed: service.seed, email } }), 400, 'EmailCooldown');

    const spent = await mailedCode(email);
    for (let attempt = 0; attempt < 5; attempt++) expectError(await verifyCall(account, { ...spent.link, code: wrongCode(spent.code) }), 400, 'EmailCodeInvalid');
    expectError(await verifyCall(account, spent.link), 400, 'EmailCodeInvalid');

    const late = uniqueEmail('account-late');
    await bound(bindCall(account, late), endpoints.auEmailBind);
    const expired = await mailedCode(late);
    await moveClock(h, 15 * 60_000 + 2_000);
    expectError(await verifyCall(account, expired.link), 400, 'EmailCodeInvalid');
    await resetClock(h);

    const first = uniqueEmail('account-first');
    await moveClock(h, 61_000);
    await bound(bindCall(account, first), endpoints.auEmailBind);
    const replaced = await mailedCode(first);
    await bound(bindCall(account, uniqueEmail('account-second')), endpoints.auEmailBind);
    expectError(await verifyCall(account, replaced.link), 400, 'EmailCodeInvalid');
    expectError(await verifyCall(account, { ...replaced.link, sign: 'ab'.repeat(32) }), 400, 'EmailCodeInvalid');
    expect((await info(account)).status).toBe('none');
  });

  it('acts on the same binding as the service page: a code asked for here verifies there and the other way round, never for another account', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const service = firstService(account);
    const email = uniqueEmail('account-shared');
    await bound(bindCall(account, email), endpoints.auEmailBind);
    const { link } = await mailedCode(email);
    const stranger = await h.createAccount({});
    expectError(await verifyCall(stranger, link), 400, 'EmailCodeInvalid');
    expect(h.data(endpoints.serviceEmailVerify, (await serviceVerify(service.id, link)).json)).toMatchObject({ email, status: 'verified' });

    await moveClock(h, 61_000);
    const next = uniqueEmail('account-shared-next');
    const viaService = await h.call(`/wl/v1/service/${service.id}/email`, { method: 'POST', body: { hmac: service.hmac, token: service.token, seed: service.seed, email: next } });
    expect(viaService.status).toBe(200);
    const mailed = await mailedCode(next);
    expect(mailed.url.pathname).toBe(`/zh-TW/user/service/${service.id}`);
    expect(await bound(verifyCall(account, mailed.link), endpoints.auEmailVerify)).toEqual({ email: next, status: 'verified', pending: null });
  });

  it('revokes a pending change, then unbinds, with the same intent checks as the service’s unbind', async () => {
    const old = uniqueEmail('account-old');
    const account = await h.createAccount({ email: old, emailStatus: 'verified' });
    const next = uniqueEmail('account-next');
    expect(await bound(bindCall(account, next), endpoints.auEmailBind)).toMatchObject({ email: old, status: 'verified', pending: { email: next } });
    expectError(await unbindCall(account, 'unbind'), 409, 'EmailStateChanged');
    expect(await bound(unbindCall(account, 'revoke'), endpoints.auEmailUnbind)).toEqual({ email: old, status: 'verified', pending: null });
    expectError(await unbindCall(account, 'revoke'), 409, 'EmailStateChanged');
    expect(await bound(unbindCall(account, 'unbind'), endpoints.auEmailUnbind)).toEqual({ email: null, status: 'unbound', pending: null });
    expectError(await unbindCall(account), 400, 'EmailNotBound');
  });

  it('refuses an address another account verified, a mailbox that refuses our mail, a malformed one and a wrong login', async () => {
    const taken = uniqueEmail('account-taken');
    await h.createAccount({ email: taken, emailStatus: 'verified' });
    const account = await h.createAccount({});
    expectError(await bindCall(account, taken.toUpperCase()), 409, 'EmailAlreadyUsed');
    expectError(await bindCall(account, `refused.${Date.now()}@163.com`), 422, 'SendFailed');
    expectError(await bindCall(account, 'not an email'), 400, 'ValidationFailed');
    expectError(await bindCall({ ...account, hmac: (await h.createAccount({})).hmac }, uniqueEmail('x')), 401, 'HmacCheckFailed');
    expect(toMinor(account.balance)).toBe(0);
  });
});
