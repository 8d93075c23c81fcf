/** The invite side of the affiliate programme over real HTTP: aff/info, the code as a link and a QR text, promo/check of codes (issue 25). */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { AFF_DAILY_INVITE_CAP } from '../../src/lib/affiliate/terms.ts';
import { expectError, newKey, pair, uniqueEmail } from './buying.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });

/** The link the page shows and friends open: the order page in a language, the code, nothing else. */
const INVITE_LINK = /^https?:\/\/[^?#]+\/(zh-TW|zh-CN|en-US)\/order\/place\?aff=[0-9A-HJKMNP-TV-Z]{8}(&via=qr)?$/;

const paidInviter = () => h.createAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });

async function info(login: { uuid: string; hmac: string }, lang?: string) {
  const query = new URLSearchParams({ ...pair(login), ...(lang ? { lang } : {}) });
  return h.call(`/au/api/v1/aff/info?${query.toString()}`);
}

const promoCheck = async (code: string) => h.data(endpoints.promoCheck, (await h.call(`/au/api/v1/promo/check?code=${encodeURIComponent(code)}`)).json);

describe('GET /au/api/v1/aff/info', () => {
  it('gives a paying account its code, link, terms, figures and today’s invites', async () => {
    const inviter = await paidInviter();
    const { status, json } = await info(inviter, 'en-US');
    expect(status).toBe(200);
    const answer = h.data(endpoints.affInfo, json);
    expect(answer.url).toMatch(INVITE_LINK);
    expect(answer.url).toBe(`http://127.0.0.1:4999/en-US/order/place?aff=${answer.code}`);
    expect(answer.rule).toEqual({ ratePercent: '10', scope: 'every-bill', holdDays: 60, trialExcluded: true });
    expect(answer.minimums).toEqual({ balance: '3.00', paypal: '20.00' });
    expect(answer.bonus).toEqual({ toBeConfirmed: '0.00', withdrawable: '0.00', withdrawn: '0.00', inProgress: '0.00' });
    expect(answer.quota).toEqual({ left: 0 });
    expect(answer.invites.usedToday).toBe(0);
    expect(answer.invites.dailyCap).toBe(AFF_DAILY_INVITE_CAP);
    expect(answer.invites.resetsAt).toMatch(/T00:00:00\+08:00$/);
    expect(answer).toMatchObject({ canSendInvites: true, notEligibleReason: null });
  });

  it('keeps the same code from one read to the next, and never puts the login in the link', async () => {
    const inviter = await paidInviter();
    const first = h.data(endpoints.affInfo, (await info(inviter)).json);
    const again = h.data(endpoints.affInfo, (await info(inviter)).json);
    expect(again.code).toBe(first.code);
    expect(first.url).toContain('/zh-TW/');
    for (const secret of [inviter.uuid, inviter.hmac]) expect(first.url).not.toContain(secret);
  });

  it('says why an account without an Active paid service cannot mail invites', async () => {
    const unpaid = await h.createAccount({ email: uniqueEmail('unpaid'), emailStatus: 'verified' });
    const trialOnly = await h.createAccount({ email: uniqueEmail('trial'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Trial' }] });
    const lapsed = await h.createAccount({ email: uniqueEmail('lapsed'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: -2 }] });
    for (const account of [unpaid, trialOnly, lapsed]) {
      const answer = h.data(endpoints.affInfo, (await info(account)).json);
      expect(answer).toMatchObject({ canSendInvites: false, notEligibleReason: 'no-paid-service' });
      expect(answer.url).toMatch(INVITE_LINK);
    }
  });

  it('answers 409 EmailNotBound without a verified email, and 401 with a wrong signature', async () => {
    const noEmail = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    const unverified = await h.createAccount({ email: uniqueEmail('unverified'), emailStatus: 'unverified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    expectError(await info(noEmail), 409, 'EmailNotBound');
    expectError(await info(unverified), 409, 'EmailNotBound');
    const inviter = await paidInviter();
    expectError(await info({ uuid: inviter.uuid, hmac: '0'.repeat(inviter.hmac.length) }), 401, 'HmacCheckFailed');
  });
});

describe('POST /au/api/v1/aff/invite/link', () => {
  const link = (login: { uuid: string; hmac: string }, extra: Record<string, unknown> = {}) =>
    h.call('/au/api/v1/aff/invite/link', { method: 'POST', body: { ...pair(login), lang: 'zh-CN', ...extra } });

  it('answers the current code as a link in the language asked', async () => {
    const inviter = await paidInviter();
    const current = h.data(endpoints.affInfo, (await info(inviter)).json).code;
    const answer = h.data(endpoints.affInviteLink, (await link(inviter)).json);
    expect(answer.code).toBe(current);
    expect(answer.url).toBe(`http://127.0.0.1:4999/zh-CN/order/place?aff=${current}`);
  });

  it('retires the old code at once on rotate, and a repeat of the key answers the same new code', async () => {
    const inviter = await paidInviter();
    const old = h.data(endpoints.affInviteLink, (await link(inviter)).json).code;
    expect(await promoCheck(old)).toEqual({ code: old, kind: 'affiliate' });
    const requestKey = newKey();
    const rotated = h.data(endpoints.affInviteLink, (await link(inviter, { rotate: true, requestKey })).json);
    expect(rotated.code).not.toBe(old);
    expect(rotated.url).toMatch(INVITE_LINK);
    const repeated = h.data(endpoints.affInviteLink, (await link(inviter, { rotate: true, requestKey })).json);
    expect(repeated.code).toBe(rotated.code);
    expect(await promoCheck(old)).toEqual({ code: old, kind: 'unknown' });
    expect(await promoCheck(rotated.code)).toEqual({ code: rotated.code, kind: 'affiliate' });
    expect(h.data(endpoints.affInfo, (await info(inviter)).json).code).toBe(rotated.code);
  });

  it('refuses a rotation without a request key', async () => {
    const inviter = await paidInviter();
    const { status, json } = await link(inviter, { rotate: true });
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: 'ValidationFailed', fields: ['requestKey'] });
  });

  it('needs a verified email', async () => {
    const noEmail = await h.createAccount({});
    expectError(await link(noEmail), 409, 'EmailNotBound');
  });
});

describe('POST /au/api/v1/aff/invite/qrcode', () => {
  it('answers the link and the text to draw, the link plus &via=qr', async () => {
    const inviter = await paidInviter();
    const { status, json } = await h.call('/au/api/v1/aff/invite/qrcode', { method: 'POST', body: { ...pair(inviter), lang: 'en-US' } });
    expect(status).toBe(200);
    const answer = h.data(endpoints.affInviteQrcode, json);
    expect(answer.url).toBe(`http://127.0.0.1:4999/en-US/order/place?aff=${answer.code}`);
    expect(answer.qrText).toBe(`${answer.url}&via=qr`);
    expect(answer.qrText).toMatch(INVITE_LINK);
  });
});

describe('GET /au/api/v1/promo/check with a typed invite code', () => {
  it('finds the code typed in lower case, with O for 0 and I or L for 1', async () => {
    const inviter = await paidInviter();
    const code = h.data(endpoints.affInfo, (await info(inviter)).json).code;
    const typed = ` ${code.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `;
    expect(await promoCheck(typed)).toEqual({ code, kind: 'affiliate' });
  });
});
