/** Mailed invites and free-trial gifts over real HTTP (issue 25, reference §2.4 and §2.7): every refusal, the cap, the mail, the opt-out. */
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { AFF_DAILY_INVITE_CAP } from '../../src/lib/affiliate/terms.ts';
import { DAY_MS, expectError, moveClock, newKey, pair, resetClock, uniqueEmail } from './buying.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(() => resetClock(h));

/** An invite link in a mail: the order page, the code, a gift's token; never a login, seed or service id. */
const MAIL_LINK = /^https?:\/\/[^?#\s]+\/(zh-TW|zh-CN|en-US)\/order\/place\?aff=[0-9A-HJKMNP-TV-Z]{8}(&gift=[A-Za-z0-9_-]{32})?$/;

type Login = { uuid: string; hmac: string };
const rand = () => Math.random().toString(36).slice(2, 10);
const paidInviter = (email = uniqueEmail('inviter')) => h.createAccount({ email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Annually', expiresInDays: 300 }] });

const mailInvite = (login: Login, email: string, extra: Record<string, unknown> = {}) =>
  h.call('/au/api/v1/aff/invite/email', { method: 'POST', body: { ...pair(login), email, lang: 'zh-TW', requestKey: newKey(), ...extra } });
const giftInvite = (login: Login, email: string, extra: Record<string, unknown> = {}) =>
  h.call('/au/api/v1/aff/invite/free', { method: 'POST', body: { ...pair(login), email, lang: 'zh-TW', requestKey: newKey(), ...extra } });
const usedToday = async (login: Login) => h.data(endpoints.affInfo, (await h.call(`/au/api/v1/aff/info?${new URLSearchParams(pair(login)).toString()}`)).json).invites.usedToday;
const quotaLeft = async (login: Login) => h.data(endpoints.affInfo, (await h.call(`/au/api/v1/aff/info?${new URLSearchParams(pair(login)).toString()}`)).json).quota.left;
const linksIn = (body: string) => body.match(/https?:\/\/\S+/g) ?? [];

describe('POST /au/api/v1/aff/invite/email', () => {
  it('sends the fixed invite mail in the chosen language, naming the inviter only masked', async () => {
    const inviterEmail = uniqueEmail('linmei');
    const inviter = await paidInviter(inviterEmail);
    const friend = uniqueEmail('friend');
    // Typed with a Chinese keyboard's full-width at sign and stray spaces: the mail goes to the address meant.
    const { status, json } = await mailInvite(inviter, ` ${friend.replace('@', '＠')} `, { lang: 'en-US' });
    expect(status).toBe(201);
    const answer = h.data(endpoints.affInviteEmail, json);
    expect(answer.invite).toMatchObject({ via: 'email', state: 'sent', email: `fr***@example.com` });
    expect(answer.invites.usedToday).toBe(1);

    const [mail] = await h.control.mail(friend);
    if (!mail) throw new Error('no invite mail arrived');
    expect(mail.subject).toBe('li***@example.com invited you to try Skyline');
    expect(mail.body).not.toContain(inviterEmail);
    expect(mail.body).toContain('If you do not know the sender, just ignore this email');
    expect(mail.body).toMatch(/Unsubscribe here:/);
    expect(mail.body).toMatch(/不想再收到 Skyline 的邀請？在這裡退訂：/);
    expect(mail.body).toMatch(/Hong Kong/);
    expect(mail.body).not.toMatch(/VPN|翻牆|翻墙/i);
    const orderLinks = linksIn(mail.body).filter((link) => link.includes('/order/place'));
    expect(orderLinks).toHaveLength(1);
    for (const link of orderLinks) expect(link).toMatch(MAIL_LINK);
    expect(orderLinks[0]).toContain('/en-US/');
    for (const link of linksIn(mail.body)) for (const secret of [inviter.uuid, inviter.hmac]) expect(link).not.toContain(secret);
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/ems\/api\/v1\/unsubcribe\?off_num=[0-9a-f]{16}-1-[0-9a-f]{32}>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Opened in a browser, the one-click address leads to the site's page in the invite's language and changes nothing.
    const oneClick = new URL((mail.headers['List-Unsubscribe'] ?? '').slice(1, -1));
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`http://127.0.0.1:4999/en-US/user/unsubscribe?off_num=${oneClick.searchParams.get('off_num') ?? ''}`);
    // Past the 90 days the address may be invited again: the GET put nothing on the suppression list.
    await moveClock(h, 91 * DAY_MS);
    expect((await mailInvite(await paidInviter(), friend)).status).toBe(201);
  });

  it('answers a repeat of the request key with the same invite, sending and counting once', async () => {
    const inviter = await paidInviter();
    const friend = uniqueEmail('friend');
    const requestKey = newKey();
    const first = h.data(endpoints.affInviteEmail, (await mailInvite(inviter, friend, { requestKey })).json);
    const again = await mailInvite(inviter, friend, { requestKey });
    expect(again.status).toBe(201);
    expect(h.data(endpoints.affInviteEmail, again.json).invite.id).toBe(first.invite.id);
    expect(await h.control.mail(friend)).toHaveLength(1);
    expect(await usedToday(inviter)).toBe(1);
    const other = await mailInvite(inviter, uniqueEmail('other'), { requestKey });
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({ error: 'ValidationFailed', fields: ['requestKey'] });
  });

  it('refuses a bad address, a NetEase mailbox and the inviter’s own address without counting them', async () => {
    const id = rand();
    const inviter = await paidInviter(`own.name.${id}@gmail.com`);
    const format = await mailInvite(inviter, 'not an address');
    expect(format.status).toBe(400);
    expect(format.json).toMatchObject({ error: 'ValidationFailed', fields: ['email'] });
    expectError(await mailInvite(inviter, `x${id}@163.com`), 422, 'MailboxRefused');
    expectError(await mailInvite(inviter, `Own.Name.${id}+x@gmail.com`), 409, 'InviteSelf');
    expectError(await mailInvite(inviter, `ownname${id}@Gmail.com`), 409, 'InviteSelf');
    expect(await usedToday(inviter)).toBe(0);
  });

  it('refuses a registered address and one anyone invited in 90 days, and counts both', async () => {
    const id = rand();
    await h.createAccount({ email: `reg.friend.${id}@gmail.com`, emailStatus: 'unverified' });
    const inviter = await paidInviter();
    expectError(await mailInvite(inviter, `regfriend${id}+hi@gmail.com`), 409, 'InviteRegistered');
    const friend = uniqueEmail('friend');
    const someoneElse = await paidInviter();
    expect((await mailInvite(someoneElse, friend)).status).toBe(201);
    expectError(await mailInvite(inviter, friend), 409, 'InviteAlreadyInvited');
    expect(await usedToday(inviter)).toBe(2);
    await moveClock(h, 89 * DAY_MS);
    expectError(await mailInvite(inviter, friend), 409, 'InviteAlreadyInvited');
    await moveClock(h, 2 * DAY_MS);
    expect((await mailInvite(inviter, friend)).status).toBe(201);
  });

  it('stops at the day’s cap with the time it resets, counting refused registered attempts', async () => {
    const inviter = await paidInviter();
    const registered = uniqueEmail('registered');
    await h.createAccount({ email: registered, emailStatus: 'verified' });
    for (let i = 0; i < 3; i++) expectError(await mailInvite(inviter, registered), 409, 'InviteRegistered');
    for (let i = 3; i < AFF_DAILY_INVITE_CAP; i++) expect((await mailInvite(inviter, uniqueEmail('friend'))).status).toBe(201);
    const limited = await mailInvite(inviter, uniqueEmail('friend'));
    expectError(limited, 429, 'InviteDailyLimit');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // A registered address answers the limit too once the cap is reached: the cap bounds the question "is it registered?".
    expectError(await mailInvite(inviter, registered), 429, 'InviteDailyLimit');
    await moveClock(h, retryAfter * 1000);
    expect(await usedToday(inviter)).toBe(0);
    expect((await mailInvite(inviter, uniqueEmail('friend'))).status).toBe(201);
  });

  it('needs an Active paid service and a verified email', async () => {
    const unpaid = await h.createAccount({ email: uniqueEmail('unpaid'), emailStatus: 'verified' });
    expectError(await mailInvite(unpaid, uniqueEmail('friend')), 403, 'InviterNotEligible');
    const noEmail = await h.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    expectError(await mailInvite(noEmail, uniqueEmail('friend')), 409, 'EmailNotBound');
  });

  it('never invites an address again once it unsubscribed with the mail’s one-click address', async () => {
    const inviter = await paidInviter();
    const friend = uniqueEmail('friend');
    expect((await mailInvite(inviter, friend)).status).toBe(201);
    const [mail] = await h.control.mail(friend);
    const oneClick = new URL((mail?.headers['List-Unsubscribe'] ?? '').slice(1, -1));
    const unsubscribed = await h.call(`${oneClick.pathname}${oneClick.search}`, { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unsubscribed.status).toBe(200);
    expect(h.data(endpoints.emsUnsubscribe, unsubscribed.json)).toMatchObject({ subscribed: false, email: 'fr***@example.com' });
    await moveClock(h, 200 * DAY_MS);
    const later = await paidInviter();
    expectError(await mailInvite(later, friend), 409, 'InviteAlreadyInvited');
    // The body's link opens the site's unsubscribe page with the same token.
    expect(mail?.body).toContain(`/zh-TW/user/unsubscribe?off_num=${oneClick.searchParams.get('off_num') ?? ''}`);
  });
});

describe('POST /au/api/v1/aff/invite/free', () => {
  it('refuses a gift without quota, and sends one with quota: the invite, −1 and the mail together', async () => {
    const inviter = await paidInviter();
    expectError(await giftInvite(inviter, uniqueEmail('friend')), 409, 'QuotaExhausted');
    await h.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 1, note: 'test' });
    const friend = uniqueEmail('friend');
    const { status, json } = await giftInvite(inviter, friend);
    expect(status).toBe(201);
    const answer = h.data(endpoints.affInviteFree, json);
    expect(answer.quotaLeft).toBe(0);
    expect(answer.invite).toMatchObject({ via: 'gift', state: 'sent' });
    expect(Date.parse(answer.invite.giftExpiresAt ?? '') - Date.parse(answer.invite.at)).toBe(7 * DAY_MS);
    const [mail] = await h.control.mail(friend);
    expect(mail?.subject).toMatch(/送你 3 天 Skyline 免費試用$/);
    const links = linksIn(mail?.body ?? '').filter((link) => link.includes('/order/place'));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(MAIL_LINK);
    expect(links[0]).toContain('&gift=');
    expectError(await giftInvite(inviter, uniqueEmail('friend')), 409, 'QuotaExhausted');
  });

  it('stores nothing and spends no quota when the mail cannot be sent', async () => {
    const inviter = await paidInviter();
    await h.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 1, note: 'test' });
    const address = `friend.${rand()}@undeliverable.invalid`;
    expectError(await giftInvite(inviter, address), 502, 'SendFailed');
    expect(await quotaLeft(inviter)).toBe(1);
    expect(await h.control.mail(address)).toHaveLength(0);
    expect(await usedToday(inviter)).toBe(0);
  });
});
