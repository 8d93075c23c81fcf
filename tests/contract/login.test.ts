/**
 * The human check that means something (ADR 0033): account creation, orders, the login
 * mail and tickets carry `verify/cap`'s token, and the provider refuses them without a
 * valid, unexpired one. Login by email (ADR 0032): `au/latestinfo?email` answers alike
 * for every address and mails only a bound, verified one.
 */
import { describe, expect, it } from 'vitest';
import { endpoints, HUMAN_TOKEN_HEADER, ticketFields } from '../../src/lib/core/contract/index.ts';
import { parsePastedLoginLink } from '../../src/lib/login/login-link.ts';
import { expectError, moveClock, newKey, orderCall, resetClock, uniqueEmail } from './buying.ts';
import { humanToken, TEST_SITE_ORIGIN, useHarness } from './harness.ts';
import { ACCOUNTS_PER_CALLER_PER_HOUR, HUMAN_TOKEN_CALLS } from '../../sandbox/email-binding/verify-routes.ts';

const h = useHarness({ seedDemo: false });

/** The login mail as the site asks for it: the email (and language) in the query, the human check's token in its header. */
const loginMail = (email: string, { humanToken: token, ...extra }: Record<string, string> = {}) =>
  h.call(`/au/api/v1/au/latestinfo?${new URLSearchParams({ email, ...extra })}`, token === undefined ? {} : { headers: { 'x-human-token': token } });
const FORGED = 'ab'.repeat(24);

describe('the human-check token', () => {
  it('refuses an order without a token, with a forged one, and after the token expired', async () => {
    expectError(await orderCall(h, { email: uniqueEmail('no.token'), humanToken: null }), 403, 'VerificationFailed');
    expectError(await orderCall(h, { email: uniqueEmail('forged.token'), humanToken: FORGED }), 403, 'VerificationFailed');
    const token = await humanToken(h);
    try {
      await moveClock(h, 3 * 3600_000 + 60_000);
      expectError(await orderCall(h, { email: uniqueEmail('old.token'), humanToken: token }), 403, 'VerificationFailed');
    } finally {
      await resetClock(h);
    }
    expect((await orderCall(h, { email: uniqueEmail('good.token'), humanToken: token })).status).toBe(201);
  });

  it('refuses an account creation without a valid token, and makes no account', async () => {
    const before = (await h.control.accounts()).length;
    expectError(await h.call('/au/api/v1/au/user', { method: 'POST', body: { requestKey: newKey() } }), 403, 'VerificationFailed');
    expectError(await h.call('/au/api/v1/au/user', { method: 'POST', body: { requestKey: newKey(), humanToken: FORGED } }), 403, 'VerificationFailed');
    expect((await h.control.accounts()).length).toBe(before);
    const made = await h.call('/au/api/v1/au/user', { method: 'POST', body: { requestKey: newKey(), humanToken: await humanToken(h) } });
    expect(made.status).toBe(201);
    h.data(endpoints.auUser, made.json);
  });

  it('a repeat of an order after a new check (a new token) is the same order, not a conflict', async () => {
    const requestKey = newKey();
    const email = uniqueEmail('repeat.token');
    const first = await orderCall(h, { email, requestKey });
    const again = await orderCall(h, { email, requestKey });
    expect(again.status).toBe(201);
    expect(h.data(endpoints.auOrder, again.json).orderId).toBe(h.data(endpoints.auOrder, first.json).orderId);
  });

  it('refuses a ticket without a token in Zendesk\'s error shape, and stores nothing', async () => {
    const email = uniqueEmail('ticket.token');
    const request = { requester: { email }, subject: 'help', comment: { body: 'help' }, custom_fields: ticketFields({ categories: ['other'], language: 'en-US' }) };
    const refused = await h.call('/api/v2/requests.json', { method: 'POST', body: { request } });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: 'VerificationFailed' });
    expect(await h.control.supportRequests(email)).toEqual([]);
    expect((await h.call('/api/v2/requests.json', { method: 'POST', body: { request }, headers: { [HUMAN_TOKEN_HEADER]: await humanToken(h) } })).status).toBe(201);
  });

  it('takes a ticket\'s token in its header only: Zendesk\'s body carries nothing of ours beside `request`', async () => {
    // A production forward hands the body to Zendesk as it is (issue 23 item 12).
    const email = uniqueEmail('ticket.token.body');
    const request = { requester: { email }, subject: 'help', comment: { body: 'help' }, custom_fields: ticketFields({ categories: ['other'], language: 'zh-CN' }) };
    const inBody = await h.call('/api/v2/requests.json', { method: 'POST', body: { request, humanToken: await humanToken(h) } });
    expect(inBody.status).toBe(400);
    expect(inBody.json).toMatchObject({ error: 'InvalidEndpoint' });
    expect(await h.control.supportRequests(email)).toEqual([]);
  });

  it('refuses the login mail without a token', async () => {
    expectError(await loginMail(uniqueEmail('mail.no.token')), 403, 'VerificationFailed');
  });

  it('never reads the token from the login mail\'s query, where addresses, logs and histories keep it', async () => {
    const token = await humanToken(h);
    expectError(await h.call(`/au/api/v1/au/latestinfo?${new URLSearchParams({ email: uniqueEmail('mail.query.token'), humanToken: token })}`), 403, 'VerificationFailed');
    expect((await loginMail(uniqueEmail('mail.header.token'), { humanToken: token })).status).toBe(200);
  });
});

describe('spending the human-check token (ADR 0044)', () => {
  const newAccount = (token: string, requestKey = newKey(), headers?: Record<string, string>) =>
    h.call('/au/api/v1/au/user', { method: 'POST', body: { requestKey, humanToken: token }, ...(headers ? { headers } : {}) });

  it('one token makes one account: a second is refused and makes nothing, while a repeat of the first key answers the same account', async () => {
    const token = await humanToken(h);
    const requestKey = newKey();
    const first = await newAccount(token, requestKey);
    expect(first.status).toBe(201);
    const before = (await h.control.accounts()).length;
    expectError(await newAccount(token), 403, 'VerificationFailed');
    expectError(await orderCall(h, { email: uniqueEmail('second.account'), humanToken: token }), 403, 'VerificationFailed');
    expect((await h.control.accounts()).length).toBe(before);
    const again = await newAccount(token, requestKey);
    expect(again.status).toBe(201);
    expect(h.data(endpoints.auUser, again.json)).toEqual(h.data(endpoints.auUser, first.json));
    // The account it made may still order with the same check: that is a call, not an account.
    expect((await orderCall(h, { ...h.data(endpoints.auUser, first.json), humanToken: token })).status).toBe(201);
  });

  it(`a token is good for ${HUMAN_TOKEN_CALLS} calls in all, refused ones not counted`, async () => {
    const token = await humanToken(h);
    expectError(await orderCall(h, { email: 'not-an-email', humanToken: token }), 400, 'ValidationFailed');
    for (let call = 0; call < HUMAN_TOKEN_CALLS; call++) expect((await loginMail(uniqueEmail('spent'), { humanToken: token })).status).toBe(200);
    expectError(await loginMail(uniqueEmail('spent.over'), { humanToken: token }), 403, 'VerificationFailed');
    expect((await loginMail(uniqueEmail('spent.fresh'), { humanToken: await humanToken(h) })).status).toBe(200);
  });

  it(`an address makes ${ACCOUNTS_PER_CALLER_PER_HOUR} accounts an hour, each with its own check; the next is refused with when to try again, other callers not`, async () => {
    const caller = { 'x-sandbox-scope': 'limit-caller' };
    try {
      for (let made = 0; made < ACCOUNTS_PER_CALLER_PER_HOUR; made++) expect((await newAccount(await humanToken(h), newKey(), caller)).status).toBe(201);
      const before = (await h.control.accounts()).length;
      const refused = await newAccount(await humanToken(h), newKey(), caller);
      expectError(refused, 429, 'AccountLimitReached');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
      // An order with a new email makes an account too: the same limit.
      expectError(await h.call('/au/api/v1/au/order', { method: 'POST', headers: caller, body: { pid: 1, cycle: 'Monthly', paymentMethod: 'alipay', device: 'pc', requestKey: newKey(), email: uniqueEmail('limited'), humanToken: await humanToken(h) } }), 429, 'AccountLimitReached');
      expect((await h.control.accounts()).length).toBe(before);
      // Another caller is not held back; an hour later this one may again.
      expect((await newAccount(await humanToken(h), newKey(), { 'x-sandbox-scope': 'other-caller' })).status).toBe(201);
      await moveClock(h, 3600_000);
      expect((await newAccount(await humanToken(h), newKey(), caller)).status).toBe(201);
    } finally {
      await resetClock(h);
    }
  });
});

describe('GET /au/api/v1/au/latestinfo?email (login by email)', () => {
  it('answers a verified address, an unverified one and an unknown one alike, with no login in the answer', async () => {
    const verified = uniqueEmail('login.verified');
    const unverified = uniqueEmail('login.unverified');
    await h.createAccount({ email: verified, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    await h.createAccount({ email: unverified, emailStatus: 'unverified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const token = await humanToken(h);
    const answers = await Promise.all([verified, unverified, uniqueEmail('login.unknown')].map((email) => loginMail(email, { humanToken: token, lang: 'en-US' })));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ data: { accepted: true, resendAfterSeconds: 60 } });
    }
  });

  it('mails only the verified address its login link, in the page\'s language, in fragment form', async () => {
    const verified = uniqueEmail('login.mailed');
    const unverified = uniqueEmail('login.not.mailed');
    const account = await h.createAccount({ email: verified, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    await h.createAccount({ email: unverified, emailStatus: 'unverified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    // Fixture accounts may have been welcomed by mail: only what the ask sends counts.
    const unverifiedBefore = (await h.control.mail(unverified)).length;
    const token = await humanToken(h);
    await loginMail(verified, { humanToken: token, lang: 'zh-CN' });
    await loginMail(unverified, { humanToken: token, lang: 'zh-CN' });
    expect(await h.control.mail(unverified)).toHaveLength(unverifiedBefore);
    const [mail] = await h.control.mail(verified);
    expect(mail?.body).toContain('登录页面');
    expect(mail).toMatchObject({ kind: 'login-link', subject: '你的 Skyline 登录链接' });
    const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    expect(link.startsWith(`${TEST_SITE_ORIGIN}/zh-CN/user/service/0#uuid=`)).toBe(true);
    expect(parsePastedLoginLink(link, { expectedOrigin: TEST_SITE_ORIGIN })).toEqual({ kind: 'valid', pair: { uuid: account.uuid, hmac: account.hmac } });
  });

  it('applies the cooldown to every address: a second ask within a minute sends nothing and says how long to wait', async () => {
    const verified = uniqueEmail('login.cooldown');
    const unknown = uniqueEmail('login.cooldown.unknown');
    await h.createAccount({ email: verified, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const token = await humanToken(h);
    await loginMail(verified, { humanToken: token });
    const mailed = (await h.control.mail(verified)).length;
    await loginMail(unknown, { humanToken: token });
    const again = await Promise.all([verified, unknown].map((email) => loginMail(email.toUpperCase(), { humanToken: token })));
    for (const answer of again) {
      expect(answer.status).toBe(200);
      const wait = h.data(endpoints.loginMail, answer.json).resendAfterSeconds;
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
    }
    expect(await h.control.mail(verified)).toHaveLength(mailed);
  });

  it('refuses a malformed address, whoever asks', async () => {
    expectError(await loginMail('not-an-email', { humanToken: await humanToken(h) }), 400, 'ValidationFailed');
  });
});
