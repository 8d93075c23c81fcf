/**
 * The service page's calls over real HTTP (contract: src/lib/service/contract.ts,
 * docs/decisions/0022): renewal bills, reset, email binding, and what the service
 * detail says about devices and add-on packs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, type EmailBinding } from '../../src/lib/core/contract/index.ts';
import type { AccountView, ServiceView } from '../../sandbox/core/control/schemas.ts';
import { DAY_MS, expectError, expectSamePending, invoiceOf, moveClock, pair, resetClock, uniqueEmail } from './buying.ts';
import { TEST_SITE_ORIGIN, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(() => resetClock(h));

const GB = 1024 ** 3;
const MINUTE_MS = 60_000;

/** The account's first service (every fixture here has one). */
function firstService(account: AccountView): ServiceView {
  const service = account.services[0];
  if (!service) throw new Error('the fixture has no service');
  return service;
}

const keys = (service: ServiceView) => ({ hmac: service.hmac, token: service.token, seed: service.seed });

const gen = (account: AccountView, serviceId: number) => h.call('/au/api/v1/invoices/gen', { method: 'POST', body: { ...pair(account), serviceId } });
const mb = (account: AccountView, serviceId: number) => h.call('/au/api/v1/invoices/mb', { method: 'POST', body: { ...pair(account), serviceId } });

async function billOf(answer: Promise<{ status: number; json: unknown }>, endpoint: typeof endpoints.invoiceGen | typeof endpoints.invoiceMb): Promise<number> {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoint, json).invoiceId;
}

describe('POST /au/api/v1/invoices/gen and /invoices/mb', () => {
  it('makes the renewal bill for the next period at the service’s product and cycle, once', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', cycle: 'Annually', pid: 2, expiresInDays: 10 }] });
    const service = firstService(account);
    const invoiceId = await billOf(gen(account, service.id), endpoints.invoiceGen);
    expect(await billOf(gen(account, service.id), endpoints.invoiceGen)).toBe(invoiceId);
    const invoice = await invoiceOf(h, invoiceId, account);
    expect(invoice).toMatchObject({ status: 'Unpaid', isRenewal: true, cycle: 'Annually', serviceId: service.id, subtotal: '113.90' });
    // The next period starts where the paid one ends; it is due then.
    expect(invoice.dueAt).toBe(service.expiresAt);
    // "My bill" is that same bill.
    expect(await billOf(mb(account, service.id), endpoints.invoiceMb)).toBe(invoiceId);
  });

  it('answers the unpaid renewal bill that already exists', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
    const service = firstService(account);
    const existing = service.invoices.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
    expect(await billOf(gen(account, service.id), endpoints.invoiceGen)).toBe(existing?.id);
  });

  it('renews an expired service within its grace period and threshold', async () => {
    const account = await h.createAccount({ services: [{ status: 'Expired', cycle: 'Monthly', expiresInDays: -5 }] });
    const invoiceId = await billOf(gen(account, firstService(account).id), endpoints.invoiceGen);
    expect((await invoiceOf(h, invoiceId, account)).isRenewal).toBe(true);
  });

  it('refuses a service that cannot be renewed with 400 RenewalNotAllowed', async () => {
    const account = await h.createAccount({
      services: [
        { status: 'Pending' },
        { status: 'Terminated' },
        { status: 'Blacklisted' },
        { status: 'Active', cycle: 'Trial', expiresInDays: 3 },
        // Monthly: 3 days of grace and 4 of threshold, long gone.
        { status: 'Expired', cycle: 'Monthly', expiresInDays: -10 },
      ],
    });
    for (const service of account.services) expectError(await gen(account, service.id), 400, 'RenewalNotAllowed');
    // Nothing was made.
    const after = (await h.control.accounts()).find((entry) => entry.uuid === account.uuid);
    expect(after?.services.map((service) => service.invoices.length)).toEqual(account.services.map((service) => service.invoices.length));
  });

  it('answers someone else’s service and an unknown one with 404 NotFound, a wrong login with 401', async () => {
    const owner = await h.createAccount({ services: [{ status: 'Active' }] });
    const stranger = await h.createAccount({ services: [{ status: 'Active' }] });
    const id = firstService(owner).id;
    expectError(await gen(stranger, id), 404, 'NotFound');
    expectError(await mb(stranger, id), 404, 'NotFound');
    expectError(await gen(owner, 999_999), 404, 'NotFound');
    expectError(await gen({ ...owner, hmac: stranger.hmac }, id), 401, 'HmacCheckFailed');
  });

  it('answers a never-paid order’s first bill as "my bill", and NotFound once it timed out or for nothing due', async () => {
    const account = await h.createAccount({ services: [{ status: 'Pending' }, { status: 'Active' }] });
    const [pending, active] = account.services;
    if (!pending || !active) throw new Error('two services expected');
    expect(await billOf(mb(account, pending.id), endpoints.invoiceMb)).toBe(pending.invoices[0]?.id);
    expectError(await mb(account, active.id), 404, 'NotFound');
    await moveClock(h, DAY_MS + MINUTE_MS);
    expectError(await mb(account, pending.id), 404, 'NotFound');
  });
});

const preview = (account: { uuid: string; hmac: string }, serviceId?: number) =>
  h.call('/au/api/v1/au/reset/preview', { method: 'POST', body: { ...pair(account), ...(serviceId === undefined ? {} : { serviceId }) } });
const confirm = (account: { uuid: string; hmac: string }, confirmToken: string, lang?: string) =>
  h.call('/au/api/v1/au/reset/confirm', { method: 'POST', body: { ...pair(account), confirmToken, ...(lang ? { lang } : {}) } });

async function previewed(account: { uuid: string; hmac: string }, serviceId?: number) {
  const { status, json } = await preview(account, serviceId);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.resetPreview, json);
}

async function confirmed(account: { uuid: string; hmac: string }, confirmToken: string, lang?: string) {
  const { status, json } = await confirm(account, confirmToken, lang);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.resetConfirm, json);
}

const hmacCheck = (login: { uuid: string; hmac: string }) => h.call('/au/api/v1/hmac/check', { method: 'POST', body: pair(login) });
const serviceDetail = (id: number, login: { uuid: string; hmac: string }) => h.call(`/au/api/v1/au/service/${id}?${new URLSearchParams(pair(login))}`);

describe('POST /au/api/v1/au/reset/preview and /reset/confirm', () => {
  it('previews a service reset: the login link and that subscription address change, with a token for ten minutes', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const service = firstService(account);
    const clock = await h.control.clock();
    const answer = await previewed(account, service.id);
    expect(answer.loginLinkChanges).toBe(true);
    expect(answer.subscriptionChanges).toEqual([service.id]);
    expect(Date.parse(answer.expiresAt) - Date.parse(clock.now)).toBeGreaterThanOrEqual(10 * MINUTE_MS - 5_000);
    expect(Date.parse(answer.expiresAt) - Date.parse(clock.now)).toBeLessThanOrEqual(10 * MINUTE_MS + 5_000);
    expect((await previewed(account)).subscriptionChanges).toEqual([service.id]);
    expectError(await preview(account, 999_999), 404, 'NotFound');
  });

  it('stops the old login pair, management signature and subscription address at once, and answers the new pair', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const service = firstService(account);
    const fresh = await confirmed(account, (await previewed(account, service.id)).confirmToken);
    expect(fresh.uuid).toBe(account.uuid);
    expect(fresh.hmac).not.toBe(account.hmac);
    expectError(await hmacCheck(account), 401, 'HmacCheckFailed');
    expect((await hmacCheck(fresh)).status).toBe(200);
    const detail = h.data(endpoints.auService, (await serviceDetail(service.id, fresh)).json);
    expect(detail.hmac).not.toBe(service.hmac);
    expect(detail.subscriptionUrl).not.toBe(service.subscriptionUrl);
    // The old management signature no longer binds an email.
    expectError(await bind(service, uniqueEmail('after-reset')), 401, 'HmacCheckFailed');
  });

  it('rotates every service’s subscription address and management signature on an account reset: the old addresses stop at once, the new ones work', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }, { status: 'Active', cycle: 'Annually' }] });
    const before = account.services;
    const { subscriptionChanges, confirmToken } = await previewed(account);
    expect([...subscriptionChanges].sort()).toEqual(before.map((service) => service.id).sort());
    const fresh = await confirmed(account, confirmToken);
    for (const service of before) {
      expect((await subscribe(service.subscriptionUrl ?? '')).status).toBe(404);
      const detail = h.data(endpoints.auService, (await serviceDetail(service.id, fresh)).json);
      expect(detail.hmac).not.toBe(service.hmac);
      expect(detail.subscriptionUrl).not.toBe(service.subscriptionUrl);
      expect((await subscribe(detail.subscriptionUrl ?? '')).status).toBe(200);
    }
    expectError(await bind(firstService(account), uniqueEmail('after-account-reset')), 401, 'HmacCheckFailed');
  });

  it('previews an account reset of an account with no service as the login link only', async () => {
    const account = await h.createAccount({});
    expect((await previewed(account)).subscriptionChanges).toEqual([]);
  });

  it('answers a confirmation repeated with the replaced pair the same new pair, resetting nothing twice (a lost answer is asked again)', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const { confirmToken } = await previewed(account);
    const fresh = await confirmed(account, confirmToken);
    expect(await confirmed(account, confirmToken)).toEqual(fresh);
    expect((await hmacCheck(fresh)).status).toBe(200);
    // Once the account has reset again, the first reset's old pair learns nothing.
    const newer = await confirmed(fresh, (await previewed(fresh)).confirmToken);
    expectError(await confirm(account, confirmToken), 401, 'HmacCheckFailed');
    expect((await hmacCheck(newer)).status).toBe(200);
  });

  it('spends the account’s other open previews: each described the login the reset replaced', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const elsewhere = await previewed(account);
    const fresh = await confirmed(account, (await previewed(account)).confirmToken);
    // The other tab picked up the new login, and confirms its old preview with it.
    expectError(await confirm(fresh, elsewhere.confirmToken), 400, 'ResetExpired');
    expect((await hmacCheck(fresh)).status).toBe(200);
  });

  it('lifts a suspension with a service reset: the new address runs', async () => {
    const account = await h.createAccount({ services: [{ status: 'Blacklisted' }] });
    const service = firstService(account);
    const fresh = await confirmed(account, (await previewed(account, service.id)).confirmToken);
    const detail = h.data(endpoints.auService, (await serviceDetail(service.id, fresh)).json);
    expect(detail.status).toBe('Active');
    expect(detail.subscriptionUrl).not.toBeNull();
  });

  it('uses a token once, and refuses an expired one or another account’s with 400 ResetExpired', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const other = await h.createAccount({});
    const { confirmToken } = await previewed(account);
    const fresh = await confirmed(account, confirmToken);
    expectError(await confirm(fresh, confirmToken), 400, 'ResetExpired');

    const late = await previewed(fresh);
    await moveClock(h, 10 * MINUTE_MS + 1_000);
    expectError(await confirm(fresh, late.confirmToken), 400, 'ResetExpired');

    const theirs = await previewed(other);
    expectError(await confirm(fresh, theirs.confirmToken), 400, 'ResetExpired');
    // A refused confirmation changed nothing.
    expect((await hmacCheck(fresh)).status).toBe(200);
    expect((await hmacCheck(other)).status).toBe(200);
  });

  it('mails a verified email the new login link, in the language asked', async () => {
    const email = uniqueEmail('reset');
    const account = await h.createAccount({ email, emailStatus: 'verified', services: [{ status: 'Active' }] });
    const fresh = await confirmed(account, (await previewed(account, firstService(account).id)).confirmToken, 'en-US');
    const [notice] = (await h.control.mail(email)).filter((mail) => mail.kind === 'link-reset');
    expect(notice?.subject).toBe('Your Skyline login link was reset');
    expect(notice?.body).toContain(`${TEST_SITE_ORIGIN}/en-US/user/service/0#uuid=${fresh.uuid}&hmac=${fresh.hmac}`);
    expect(notice?.body).toContain('new subscription address');
  });
});

function bind(service: ServiceView, email: string, lang?: string, keysOf = keys(service)) {
  return h.call(`/wl/v1/service/${service.id}/email`, { method: 'POST', body: { ...keysOf, email, ...(lang ? { lang } : {}) } });
}
const unbind = (service: ServiceView, intent?: 'revoke' | 'unbind') => h.call(`/wl/v1/service/${service.id}/email`, { method: 'DELETE', body: { ...keys(service), ...(intent ? { intent } : {}) } });
const verify = (serviceId: number, values: { email: string; code: string; timestamp: number | string; sign: string }) =>
  h.call(`/wl/v1/service/${serviceId}/email/verify?${new URLSearchParams({ ...values, timestamp: String(values.timestamp) })}`);

async function bound(answer: Promise<{ status: number; json: unknown }>, endpoint: typeof endpoints.serviceEmailBind | typeof endpoints.serviceEmailUnbind | typeof endpoints.serviceEmailVerify): Promise<EmailBinding> {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoint, json);
}

/** The newest verification mail to `email`, with the values of its link to the site. */
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

const info = async (account: { uuid: string; hmac: string }) => h.data(endpoints.auInfo, (await h.call('/au/api/v1/au/info', { method: 'POST', body: pair(account) })).json);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('email binding through the service’s keys', () => {
  it('sends a code and a link in the language asked, then verifies it (and again, idempotently)', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const service = firstService(account);
    const email = uniqueEmail('bind');
    const sent = await bound(bind(service, email, 'zh-CN'), endpoints.serviceEmailBind);
    expect(sent).toMatchObject({ email: null, status: 'none', pending: { email, resendAfterSeconds: 60 } });

    const { mail, url, code, link } = await mailedCode(email);
    expect(mail.subject).toBe(`你的 Skyline 验证码：${code}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.body).toContain('15 分钟内有效');
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_SITE_ORIGIN}/zh-CN/user/service/${service.id}`);
    expect(link).toEqual({ email, code, timestamp: String(sent.pending?.timestamp), sign: sent.pending?.sign });

    // A reload keeps the step: au/info carries the pending change.
    expectSamePending((await info(account)).pending, sent.pending);

    expectError(await verify(service.id, { ...link, code: wrongCode(code) }), 400, 'EmailCodeInvalid');
    const verified = await bound(verify(service.id, link), endpoints.serviceEmailVerify);
    expect(verified).toEqual({ email, status: 'verified', pending: null });
    expect(await bound(verify(service.id, link), endpoints.serviceEmailVerify)).toEqual(verified);
    expect(await info(account)).toMatchObject({ email, status: 'verified', pending: null });
  });

  it('refuses an expired code, a spent one after five wrong tries, and one a newer code replaced', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const service = firstService(account);

    const late = uniqueEmail('late');
    await bound(bind(service, late), endpoints.serviceEmailBind);
    const expired = await mailedCode(late);
    await moveClock(h, 15 * MINUTE_MS + 2_000);
    expectError(await verify(service.id, expired.link), 400, 'EmailCodeInvalid');
    await resetClock(h);

    const guessed = uniqueEmail('guessed');
    await bound(bind(service, guessed), endpoints.serviceEmailBind);
    const spent = await mailedCode(guessed);
    for (let attempt = 0; attempt < 5; attempt++) expectError(await verify(service.id, { ...spent.link, code: wrongCode(spent.code) }), 400, 'EmailCodeInvalid');
    expectError(await verify(service.id, spent.link), 400, 'EmailCodeInvalid');

    const first = uniqueEmail('first');
    await bound(bind(service, first), endpoints.serviceEmailBind);
    const replaced = await mailedCode(first);
    await bound(bind(service, uniqueEmail('second')), endpoints.serviceEmailBind);
    expectError(await verify(service.id, replaced.link), 400, 'EmailCodeInvalid');
    // A forged signature is the same answer.
    expectError(await verify(service.id, { ...replaced.link, sign: 'ab'.repeat(32) }), 400, 'EmailCodeInvalid');
    expect((await info(account)).status).toBe('none');
  });

  it('sends a new code to an address at most once a minute, whoever asks and whether or not anyone has it', async () => {
    const first = firstService(await h.createAccount({ services: [{ status: 'Active' }] }));
    const second = firstService(await h.createAccount({ services: [{ status: 'Active' }] }));
    const email = uniqueEmail('cooldown');
    await bound(bind(first, email), endpoints.serviceEmailBind);
    expectError(await bind(first, email), 400, 'EmailCooldown');
    expectError(await bind(second, email), 400, 'EmailCooldown');
    await moveClock(h, 30_000);
    const account = (await h.control.accounts()).find((entry) => entry.services[0]?.id === first.id);
    if (!account) throw new Error('the first account is listed');
    const pending = (await info(account)).pending;
    expect(pending?.resendAfterSeconds).toBeGreaterThan(25);
    expect(pending?.resendAfterSeconds).toBeLessThanOrEqual(30);
    await moveClock(h, 31_000);
    expect((await bound(bind(second, email), endpoints.serviceEmailBind)).pending?.email).toBe(email);
  });

  it('changes a verified email: the old one stays until the new code is entered, and revoking keeps it', async () => {
    const old = uniqueEmail('old');
    const account = await h.createAccount({ email: old, emailStatus: 'verified', services: [{ status: 'Active' }] });
    const service = firstService(account);
    const next = uniqueEmail('next');
    const sent = await bound(bind(service, next, 'en-US'), endpoints.serviceEmailBind);
    expect(sent).toMatchObject({ email: old, status: 'verified', pending: { email: next } });
    expect((await info(account)).pending?.email).toBe(next);
    expect((await mailedCode(next)).mail.subject).toMatch(/^Your Skyline verification code: \d{6}$/);

    const revoked = await bound(unbind(service), endpoints.serviceEmailUnbind);
    expect(revoked).toEqual({ email: old, status: 'verified', pending: null });
    const removed = await bound(unbind(service), endpoints.serviceEmailUnbind);
    expect(removed).toEqual({ email: null, status: 'unbound', pending: null });
    expectError(await unbind(service), 400, 'EmailNotBound');
  });

  it('refuses a "revoke" pressed on a change that was verified meanwhile, instead of removing the verified address', async () => {
    const old = uniqueEmail('old-stale');
    const account = await h.createAccount({ email: old, emailStatus: 'verified', services: [{ status: 'Active' }] });
    const service = firstService(account);
    const next = uniqueEmail('next-stale');
    await bound(bind(service, next, 'en-US'), endpoints.serviceEmailBind);
    // Another tab revokes it first; this tab's "revoke" arrives on a binding with no change pending.
    await bound(unbind(service, 'revoke'), endpoints.serviceEmailUnbind);
    expectError(await unbind(service, 'revoke'), 409, 'EmailStateChanged');
    expect(await info(account)).toMatchObject({ email: old, status: 'verified' });
    // And an "unbind" pressed while a change is pending (sent elsewhere) does not revoke it instead.
    await moveClock(h, 61_000);
    await bound(bind(service, next, 'en-US'), endpoints.serviceEmailBind);
    expectError(await unbind(service, 'unbind'), 409, 'EmailStateChanged');
    expect((await info(account)).pending?.email).toBe(next);
  });

  it('refuses an address another account has verified, a mailbox that refuses our mail, and a malformed one', async () => {
    const taken = uniqueEmail('taken');
    await h.createAccount({ email: taken, emailStatus: 'verified' });
    const service = firstService(await h.createAccount({ services: [{ status: 'Active' }] }));
    expectError(await bind(service, taken.toUpperCase()), 409, 'EmailAlreadyUsed');
    expectError(await bind(service, `refused.${Date.now()}@163.com`), 422, 'SendFailed');
    expectError(await bind(service, 'not an email'), 400, 'ValidationFailed');
  });

  it('lets a verified binding take an address another account holds unverified', async () => {
    const email = uniqueEmail('claimed');
    const claimant = await h.createAccount({ email, emailStatus: 'unverified' });
    const service = firstService(await h.createAccount({ services: [{ status: 'Active' }] }));
    await bound(bind(service, email), endpoints.serviceEmailBind);
    expect((await bound(verify(service.id, (await mailedCode(email)).link), endpoints.serviceEmailVerify)).status).toBe('verified');
    expect(await info(claimant)).toMatchObject({ email: null, status: 'unbound' });
  });

  it('answers wrong service keys with 401 HmacCheckFailed', async () => {
    const service = firstService(await h.createAccount({ services: [{ status: 'Active' }] }));
    const other = firstService(await h.createAccount({ services: [{ status: 'Active' }] }));
    const email = uniqueEmail('keys');
    expectError(await bind(service, email, undefined, { ...keys(service), hmac: other.hmac }), 401, 'HmacCheckFailed');
    expectError(await bind(service, email, undefined, { ...keys(service), token: other.token }), 401, 'HmacCheckFailed');
    expectError(await bind(service, email, undefined, { ...keys(service), seed: other.seed }), 401, 'HmacCheckFailed');
    expectError(await h.call('/wl/v1/service/999999/email', { method: 'DELETE', body: keys(service) }), 401, 'HmacCheckFailed');
  });
});

describe('devices in use and add-on packs in the service detail', () => {
  it('counts the devices seen in the last 24 hours and lists the packs still running', async () => {
    const account = await h.createAccount({
      services: [
        {
          status: 'Active',
          usedBytes: 10 * GB,
          devicesInUse: 3,
          addons: [
            { kind: 'traffic', amount: 100 * GB, expiresInDays: 5 },
            { kind: 'devices', amount: 2 },
            { kind: 'traffic', amount: 50 * GB, expiresInDays: -1 },
          ],
        },
      ],
    });
    const service = firstService(account);
    expect(service.devicesInUse).toBe(3);
    expect(service.usage.throttledMbps).toBe(20);
    expect(service.addons.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'traffic', amount: 100 * GB },
      { kind: 'devices', amount: 2 },
    ]);
    expect(service.addons[1]?.expiresAt).toBeNull();
    // The fixture's devices were seen 1, 2 and 3 hours ago: a day later, none is in use.
    await moveClock(h, DAY_MS - 90 * MINUTE_MS);
    expect(h.data(endpoints.auService, (await serviceDetail(service.id, account)).json).devicesInUse).toBe(1);
    await moveClock(h, 3 * 3600_000);
    const later = h.data(endpoints.auService, (await serviceDetail(service.id, account)).json);
    expect(later.devicesInUse).toBe(0);
  });

  it('cuts the speed only past the allowance a running traffic pack raises', async () => {
    const account = await h.createAccount({
      services: [
        { status: 'Active', usedBytes: 220 * GB, addons: [{ kind: 'traffic', amount: 50 * GB, expiresInDays: 5 }] },
        { status: 'Active', usedBytes: 260 * GB, addons: [{ kind: 'traffic', amount: 50 * GB, expiresInDays: 5 }] },
      ],
    });
    const [within, past] = account.services;
    if (!within || !past) throw new Error('the fixture has two services');
    expect(h.data(endpoints.auService, (await serviceDetail(within.id, account)).json).speedLimitMbps).toBeNull();
    expect(h.data(endpoints.auService, (await serviceDetail(past.id, account)).json).speedLimitMbps).toBe(20);
  });

  it('sends a pending email’s code for a fixture, as the bind call does', async () => {
    const email = uniqueEmail('fixture-pending');
    const account = await h.createAccount({ services: [{ status: 'Active' }], pendingEmail: email, lang: 'en-US' });
    expect((await info(account)).pending?.email).toBe(email);
    expect((await mailedCode(email)).mail.subject).toMatch(/^Your Skyline verification code/);
  });
});

/** Fetches a subscription address as a proxy client would (no Origin, its own User-Agent). */
async function subscribe(address: string, init: { userAgent?: string; flag?: string; method?: string; deviceId?: string } = {}) {
  const url = new URL(address);
  if (init.flag) url.searchParams.set('flag', init.flag);
  const headers: Record<string, string> = { 'user-agent': init.userAgent ?? 'curl/8.5.0' };
  if (init.deviceId) headers['x-device-id'] = init.deviceId;
  const response = await fetch(url, { method: init.method ?? 'GET', headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function activeWithAddress(spec: Parameters<typeof h.createAccount>[0] = { services: [{ status: 'Active' }] }) {
  const account = await h.createAccount(spec);
  const service = firstService(account);
  if (!service.subscriptionUrl) throw new Error('an Active service has a subscription address');
  return { account, service, address: service.subscriptionUrl };
}

describe('GET /wl/v1/subscribe/{id}?hmac', () => {
  it('answers Clash YAML for flag=clash and for Clash-family clients', async () => {
    const { address } = await activeWithAddress();
    for (const init of [{ flag: 'clash' }, { userAgent: 'clash-verge/v2.0.3' }, { userAgent: 'mihomo/1.18.5' }, { userAgent: 'Stash/2.6.0 Clash/1.9.0' }, { userAgent: 'FlClash/v0.8.60' }]) {
      const { status, headers, body } = await subscribe(address, init);
      expect(status, JSON.stringify(init)).toBe(200);
      expect(headers.get('content-type')).toBe('text/yaml; charset=utf-8');
      expect(body).toContain('\nproxies:\n');
      expect(body).toContain('    type: vless\n');
      expect(body).toContain('    type: trojan\n');
      expect(body).toContain('    type: ss\n');
      expect(body).toContain('\nproxy-groups:\n');
      expect(body).toContain('  - MATCH,Skyline\n');
    }
  });

  it('answers sing-box JSON for flag=singbox and for sing-box clients', async () => {
    const { address } = await activeWithAddress();
    for (const init of [{ flag: 'singbox' }, { userAgent: 'SFA/1.9.3 (sing-box 1.9.3; android)' }, { userAgent: 'SFI/1.9.3' }, { userAgent: 'HiddifyNext/2.0.5 (android)' }]) {
      const { status, headers, body } = await subscribe(address, init);
      expect(status, JSON.stringify(init)).toBe(200);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      const document = JSON.parse(body) as { outbounds: { type: string; tag: string }[]; route: { final: string } };
      expect(document.outbounds.map((outbound) => outbound.type)).toEqual(['selector', 'urltest', 'vless', 'trojan', 'vless', 'shadowsocks', 'direct']);
      expect(document.route.final).toBe('Skyline');
    }
  });

  it('answers base64 share links otherwise, and when the flag asks for them', async () => {
    const { address } = await activeWithAddress();
    for (const init of [{}, { userAgent: 'v2rayNG/1.8.19' }, { userAgent: 'Shadowrocket/2.2.35' }, { flag: 'shadowrocket', userAgent: 'clash-verge/v2.0.3' }]) {
      const { status, headers, body } = await subscribe(address, init);
      expect(status, JSON.stringify(init)).toBe(200);
      expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const links = Buffer.from(body, 'base64').toString('utf8').split('\n');
      expect(links.map((link) => link.split('://')[0])).toEqual(['vless', 'trojan', 'vless', 'ss']);
      const ss = new URL(links[3] ?? '');
      expect(Buffer.from(decodeURIComponent(ss.username), 'base64url').toString('utf8')).toMatch(/^aes-128-gcm:[0-9a-f-]{36}$/);
      expect(decodeURIComponent(ss.hash.slice(1))).toBe('Los Angeles 01');
      const vless = new URL(links[0] ?? '');
      expect(vless.searchParams.get('security')).toBe('tls');
      expect(vless.username).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('sends usage, allowance, expiry, update interval, name and the service page in its headers', async () => {
    const { service, address } = await activeWithAddress({
      services: [{ status: 'Active', pid: 2, usedBytes: 50 * GB, addons: [{ kind: 'traffic', amount: 100 * GB }] }],
    });
    const { headers } = await subscribe(address);
    const info = Object.fromEntries((headers.get('subscription-userinfo') ?? '').split('; ').map((pairText) => pairText.split('=') as [string, string]));
    expect(Number(info.upload) + Number(info.download)).toBe(50 * GB);
    expect(Number(info.total)).toBe(300 * GB);
    expect(Number(info.expire)).toBe(Math.floor(Date.parse(service.expiresAt) / 1000));
    expect(headers.get('profile-update-interval')).toBe('24');
    expect(headers.get('content-disposition')).toBe("attachment;filename*=UTF-8''Skyline%20Pro");
    expect(headers.get('profile-web-page-url')).toBe(`${TEST_SITE_ORIGIN}/user/service/${service.id}`);
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers HEAD with the headers only, and counts no device for it', async () => {
    const { account, service, address } = await activeWithAddress();
    const { status, headers, body } = await subscribe(address, { method: 'HEAD' });
    expect(status).toBe(200);
    expect(headers.get('subscription-userinfo')).toMatch(/^upload=\d+; download=\d+; total=\d+; expire=\d+$/);
    expect(body).toBe('');
    expect(h.data(endpoints.auService, (await serviceDetail(service.id, account)).json).devicesInUse).toBe(0);
  });

  it('refuses a wrong, management or reset signature (404) and a service that stopped running (403), in plain text', async () => {
    const { account, service, address } = await activeWithAddress();
    const wrong = new URL(address);
    wrong.searchParams.set('hmac', service.hmac);
    for (const refused of [wrong.href, address.replace(/hmac=[0-9a-f]+/, 'hmac=' + '0'.repeat(64)), address.replace(`/${service.id}?`, '/999999?'), address.replace(/\?.*$/, '')]) {
      const answer = await subscribe(refused);
      expect(answer.status, refused).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(answer.body).not.toContain('proxies');
    }

    const fresh = await confirmed(account, (await previewed(account, service.id)).confirmToken);
    expect((await subscribe(address)).status).toBe(404);
    const renewed = h.data(endpoints.auService, (await serviceDetail(service.id, fresh)).json).subscriptionUrl;
    expect(renewed).not.toBe(address);
    expect((await subscribe(renewed ?? '')).status).toBe(200);

    await moveClock(h, Date.parse(service.expiresAt) - Date.now() + MINUTE_MS);
    const expired = await subscribe(renewed ?? '');
    expect(expired.status).toBe(403);
    expect(expired.body).toContain('not active');
  });

  it('counts each client on each device once, for 24 hours', async () => {
    const { account, service, address } = await activeWithAddress();
    const devices = async () => h.data(endpoints.auService, (await serviceDetail(service.id, account)).json).devicesInUse;
    await subscribe(address, { userAgent: 'clash-verge/v2.0.3' });
    await subscribe(address, { userAgent: 'clash-verge/v2.0.3' });
    await subscribe(address, { userAgent: 'SFA/1.9.3' });
    await subscribe(address, { userAgent: 'SFA/1.9.3', deviceId: 'phone-1' });
    expect(await devices()).toBe(3);
    await moveClock(h, DAY_MS + MINUTE_MS);
    expect(await devices()).toBe(0);
    await subscribe(address, { userAgent: 'v2rayNG/1.8.19' });
    expect(await devices()).toBe(1);
  });
});
